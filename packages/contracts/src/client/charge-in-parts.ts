import * as z from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { MandateIdParamsSchema, MandateSchema } from './mandates.js';

// Issue 66 point 2 (ADR 329): the borrower chooses to be charged on payday in parts of at most
// MXN 1,000.00 (debits up to that amount succeed more often), or whole.

/** The borrower's choice: charge each payday whole, or in parts of at most MXN 1,000.00. */
export const ChargeInPartsRequestSchema = z
  .object({ inParts: z.boolean() })
  .meta({ id: 'ChargeInPartsRequest' });
export type ChargeInPartsRequest = z.infer<typeof ChargeInPartsRequestSchema>;

/** The borrower's choice of parts on a mandate. */
export const clientChargeInPartsEndpoints = defineEndpoints('client', {
  chargeInParts: {
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    method: 'put',
    path: '/web/private/client/mandates/:id/parts',
    summary:
      'Choose to be charged on payday in parts of at most MXN 1,000.00, or whole; the charges not yet announced are planned again',
    request: { params: MandateIdParamsSchema, body: ChargeInPartsRequestSchema },
    response: MandateSchema,
    errors: ['not_found'],
  },
});
