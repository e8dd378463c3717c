import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { MoneySchema } from '../money.js';
import { ScheduledChargeListSchema } from './scheduled-charges.js';

// Issue 66: the borrower's direct-debit mandates — each one's text as accepted at
// signing, its maximum per charge, the dates it covers, its status and the account's last four
// digits — and their revocation in one call, effective at once.

export const MANDATE_METHODS = ['clabe', 'card'] as const;
export const MandateMethodSchema = z.enum(MANDATE_METHODS).meta({ id: 'MandateMethod' });
export const MANDATE_STATUSES = ['active', 'revoked'] as const;
export const MandateStatusSchema = z.enum(MANDATE_STATUSES).meta({ id: 'MandateStatus' });

/** One mandate as its borrower sees it. */
export const MandateSchema = z
  .object({
    id: z.number().int().positive(),
    loanId: z.number().int().positive(),
    method: MandateMethodSchema,
    /** The last four digits of the CLABE or card: never more. */
    last4: z.string().regex(/^\d{4}$/),
    maxAmount: MoneySchema,
    coversFrom: IsoDateSchema,
    coversTo: IsoDateSchema,
    /** Business days of notice before each charge. */
    preNoticeDays: z.number().int().min(2),
    status: MandateStatusSchema,
    /** Why it stopped: the borrower revoked it, or objected to a charge with their bank. */
    revokedReason: z.enum(['borrower', 'objection']).nullable(),
    acceptedAt: IsoDateTimeSchema,
    revokedAt: IsoDateTimeSchema.nullable(),
    /** The text accepted at signing, its version and its SHA-256 (hex), as kept in the signing evidence. */
    text: z.string(),
    textVersion: z.string(),
    textSha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** The borrower chose to be charged on payday in parts of at most MXN 1,000.00. */
    inParts: z.boolean(),
    /** The payday charges under it, in date order, each with its outcome. */
    charges: ScheduledChargeListSchema,
  })
  .meta({ id: 'Mandate' });
export type Mandate = z.infer<typeof MandateSchema>;
export const MandateListSchema = z.array(MandateSchema).meta({ id: 'MandateList' });

/** The mandate revoked, and a charge already presented to the clearing house under it, if any. */
export const MandateRevocationSchema = z
  .object({
    mandate: MandateSchema,
    /** A charge sent before the revocation that the clearing house may still apply: it cannot be recalled. */
    chargeInFlight: z
      .object({ amount: MoneySchema, chargeOn: IsoDateSchema, status: z.enum(['sent', 'accepted']) })
      .nullable(),
  })
  .meta({ id: 'MandateRevocation' });
export type MandateRevocation = z.infer<typeof MandateRevocationSchema>;

export const MandateIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type MandateIdParams = z.infer<typeof MandateIdParamsSchema>;

const CLIENT = '/web/private/client';
const common = { access: 'client', origin: 'extension', tag: 'Client: loan' } as const;

/** The borrower's direct-debit mandates and their revocation. */
export const clientMandateEndpoints = defineEndpoints('client', {
  mandates: {
    ...common,
    method: 'get',
    path: `${CLIENT}/mandates`,
    summary:
      "The client's direct-debit mandates, newest first: text, maximum, dates, status, last four digits",
    request: {},
    response: MandateListSchema,
  },
  revokeMandate: {
    ...common,
    method: 'post',
    path: `${CLIENT}/mandates/:id/revocation`,
    summary: 'Revoke a direct-debit mandate, at once; says whether a charge was already sent under it',
    request: { params: MandateIdParamsSchema },
    response: MandateRevocationSchema,
    errors: ['not_found'],
  },
});
