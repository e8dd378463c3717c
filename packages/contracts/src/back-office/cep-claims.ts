import * as z from 'zod';
import { CepClaimOutcomeSchema, CepClaimSchema } from '../client/cep-claims.js';
import { defineEndpoints } from '../endpoint.js';

/** A claim as the back office lists it: with its borrower and loan. */
export const BackOfficeCepClaimSchema = CepClaimSchema.extend({
  clientId: z.number().int().positive(),
  loanId: z.number().int().positive(),
  beneficiaryAccount: z.string(),
  complaintId: z.number().int().positive().nullable(),
  /** Banxico's seal of the CEP, when verified. */
  cepSeal: z.string().nullable(),
}).meta({ id: 'BackOfficeCepClaim' });
export type BackOfficeCepClaim = z.infer<typeof BackOfficeCepClaimSchema>;

export const CepClaimQuerySchema = z.object({ outcome: CepClaimOutcomeSchema.optional() });
export type CepClaimQuery = z.infer<typeof CepClaimQuerySchema>;
export const BackOfficeCepClaimListSchema = z
  .object({ items: z.array(BackOfficeCepClaimSchema) })
  .meta({ id: 'BackOfficeCepClaimList' });
export type BackOfficeCepClaimList = z.infer<typeof BackOfficeCepClaimListSchema>;

/** The claims, for customer care and finance. */
export const backOfficeCepClaimEndpoints = defineEndpoints('backOffice', {
  cepClaims: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: 'complaints.read',
    method: 'get',
    path: '/web/private/back-office/cep-claims',
    summary: "Borrowers' SPEI claims checked against Banxico's CEP, newest first (the last 200)",
    request: { query: CepClaimQuerySchema },
    response: BackOfficeCepClaimListSchema,
    errors: ['invalid_value'],
  },
});
