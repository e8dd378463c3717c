import * as z from 'zod';
import { CepClaimOutcomeSchema, CepClaimSchema } from '../client/cep-claims.js';
import { BinaryFileSchema, defineEndpoints } from '../endpoint.js';
import { PageQuerySchema } from '../pagination.js';

/** A claim as the back office lists it: with its borrower and loan. */
export const BackOfficeCepClaimSchema = CepClaimSchema.extend({
  clientId: z.number().int().positive(),
  /** The borrower's full name. */
  clientName: z.string(),
  loanId: z.number().int().positive(),
  /** The receiving bank's Banxico participant key (`90646`), empty when no account was tried. */
  receiverBank: z.string(),
  beneficiaryAccount: z.string(),
  complaintId: z.number().int().positive().nullable(),
  /** Banxico's seal of the CEP, when verified. */
  cepSeal: z.string().nullable(),
  /** Whether the signed CEP is kept as XML (`cepClaimXml`) and as PDF (`cepClaimPdf`). */
  cepXml: z.boolean(),
  cepPdf: z.boolean(),
}).meta({ id: 'BackOfficeCepClaim' });
export type BackOfficeCepClaim = z.infer<typeof BackOfficeCepClaimSchema>;

/** `GET cep-claims`: one outcome or all, a page at a time, newest first. */
export const CepClaimQuerySchema = PageQuerySchema.extend({ outcome: CepClaimOutcomeSchema.optional() });
export type CepClaimQuery = z.infer<typeof CepClaimQuerySchema>;
export const BackOfficeCepClaimListSchema = z
  .array(BackOfficeCepClaimSchema)
  .meta({ id: 'BackOfficeCepClaimList' });
export type BackOfficeCepClaimList = z.infer<typeof BackOfficeCepClaimListSchema>;

export const BackOfficeCepClaimParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const common = {
  access: 'user',
  origin: 'operations',
  tag: 'Back-office',
  permission: 'complaints.read',
  method: 'get',
} as const;

/** The claims, for customer care and finance, and the signed CEP each verified one kept. */
export const backOfficeCepClaimEndpoints = defineEndpoints('backOffice', {
  cepClaims: {
    ...common,
    path: '/web/private/back-office/cep-claims',
    summary: "Borrowers' SPEI claims checked against Banxico's CEP, newest first",
    request: { query: CepClaimQuerySchema },
    response: BackOfficeCepClaimListSchema,
    paginated: true,
    errors: ['invalid_value'],
  },
  cepClaimXml: {
    ...common,
    path: '/web/private/back-office/cep-claims/:id/xml',
    summary: "A verified claim's CEP as Banxico signed it (XML)",
    request: { params: BackOfficeCepClaimParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/xml',
    errors: ['not_found'],
  },
  cepClaimPdf: {
    ...common,
    path: '/web/private/back-office/cep-claims/:id/pdf',
    summary: "A verified claim's CEP as Banxico printed it (PDF, when the service gave one)",
    request: { params: BackOfficeCepClaimParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/pdf',
    errors: ['not_found'],
  },
});
