import * as z from 'zod';
import { BinaryFileSchema, defineEndpoints } from '../endpoint.js';
import { PaymentReferenceSchema } from './payments.js';

const CLIENT = '/web/private/client';

/** `GET loan/active/payment-references`: the active loan's live references, newest first. */
export const PaymentReferenceListSchema = z
  .object({ references: z.array(PaymentReferenceSchema) })
  .meta({ id: 'PaymentReferenceList' });
export type PaymentReferenceList = z.infer<typeof PaymentReferenceListSchema>;

/** A payment's id in a path. */
export const PaymentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type PaymentIdParams = z.infer<typeof PaymentIdParamsSchema>;

/**
 * What the borrower's loan page reads beside its payments: the references still payable
 * and each payment's receipt. A reference is never listed as a payment.
 */
export const clientPaymentRecordEndpoints = defineEndpoints('client', {
  livePaymentReferences: {
    method: 'get',
    path: `${CLIENT}/loan/active/payment-references`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: payments',
    summary: "The active loan's cash and SPEI references still payable (not payments)",
    description:
      'Each reference made by `openPay/getBarcode` that is neither paid nor expired, newest first. ' +
      'Money paid with one is a payment of `loan/active/payments` once the provider confirms it.',
    request: {},
    response: PaymentReferenceListSchema,
    errors: ['no_active_loan'],
  },
  paymentReceipt: {
    method: 'get',
    path: `${CLIENT}/payments/:id/receipt`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: payments',
    summary: 'The receipt (comprobante de pago) of a completed payment, as PDF',
    description:
      'Amount, date and time in Mexico City, channel, reference or clave de rastreo, what the payment ' +
      'paid (interest, fees, IVA, principal) and the balance after it. `not_found` for a payment of ' +
      'another client or one not completed.',
    request: { params: PaymentIdParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/pdf',
    errors: ['not_found'],
  },
});
