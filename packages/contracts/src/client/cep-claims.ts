import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { BinaryFileSchema, defineEndpoints } from '../endpoint.js';
import { MoneySchema, PesosSchema } from '../money.js';
import { PaymentIdParamsSchema } from './payment-record-endpoints.js';

// "Ya pagué por SPEI": the borrower names a SPEI transfer by its date, amount, clave de rastreo and
// sending bank; the lender checks it against Banco de México's CEP. A verified transfer is applied
// to the loan once; one that cannot be verified becomes an aclaración for customer care.

/** What became of a claim: applied now, already applied before, or a case for customer care. */
export const CEP_CLAIM_OUTCOMES = ['applied', 'already_applied', 'unverified'] as const;
export const CepClaimOutcomeSchema = z.enum(CEP_CLAIM_OUTCOMES).meta({ id: 'CepClaimOutcome' });
export type CepClaimOutcome = z.infer<typeof CepClaimOutcomeSchema>;

/** A SPEI clave de rastreo: up to 30 letters and digits (Banxico's SPEI rules). */
export const TRACKING_KEY_PATTERN = /^[A-Za-z0-9]{1,30}$/;

/** How many days back a transfer may be claimed (Banxico's CEP look-up covers recent operations). */
export const CEP_CLAIM_MAX_AGE_DAYS = 60;

/** `POST client/payments/spei-claims`: the transfer as the borrower's banking app shows it. */
export const CepClaimRequestSchema = z
  .object({
    /** The operation date (Mexico City), not in the future, at most {@link CEP_CLAIM_MAX_AGE_DAYS} back. */
    date: IsoDateSchema,
    /** Pesos, more than zero. */
    amount: PesosSchema,
    trackingKey: z.string().trim().regex(TRACKING_KEY_PATTERN),
    /** The sending bank's CLABE code (three digits, `012` BBVA). */
    senderBank: z.string().regex(/^\d{3}$/),
  })
  .meta({ id: 'CepClaimRequest' });
export type CepClaimRequest = z.infer<typeof CepClaimRequestSchema>;

/** A claim and what became of it. */
export const CepClaimSchema = z
  .object({
    id: z.number().int().positive(),
    outcome: CepClaimOutcomeSchema,
    date: IsoDateSchema,
    amount: MoneySchema,
    trackingKey: z.string(),
    senderBank: z.string(),
    /** The payment the transfer is (applied or already applied). */
    paymentId: z.number().int().positive().nullable(),
    /** The payment's receipt folio, with the signed CEP kept beside it. */
    receiptFolio: z.string().nullable(),
    /** The aclaración's folio in the complaints register (unverified). */
    caseFolio: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'CepClaim' });
export type CepClaim = z.infer<typeof CepClaimSchema>;

/** The borrower's SPEI claim on `/profile/my-loan`, and the CEP kept of a payment it applied. */
export const clientCepClaimEndpoints = defineEndpoints('client', {
  claimSpeiPayment: {
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    method: 'post',
    path: '/web/private/client/payments/spei-claims',
    summary:
      'Claim a SPEI transfer by its date, amount, clave de rastreo and sending bank: checked against ' +
      "Banxico's CEP, applied once to the open loan, or an aclaración for customer care",
    request: { body: CepClaimRequestSchema },
    response: CepClaimSchema,
    successStatus: 201,
    errors: ['validation_failed', 'no_active_loan', 'spei_date_out_of_range', 'spei_bank_unknown'],
  },
  paymentCepXml: {
    access: 'client',
    origin: 'extension',
    tag: 'Client: payments',
    method: 'get',
    path: '/web/private/client/payments/:id/cep/xml',
    summary: "The CEP of a SPEI payment a verified claim applied, as Banxico's signed XML",
    description:
      'Byte for byte the Comprobante Electrónico de Pago Banxico issued and the claim checked. ' +
      "`not_found` for another borrower's payment or one no verified claim applied.",
    request: { params: PaymentIdParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/xml',
    errors: ['not_found'],
  },
  paymentCepPdf: {
    access: 'client',
    origin: 'extension',
    tag: 'Client: payments',
    method: 'get',
    path: '/web/private/client/payments/:id/cep/pdf',
    summary: 'The CEP of a SPEI payment a verified claim applied, as the PDF Banxico issued',
    description:
      "`not_found` for another borrower's payment, one no verified claim applied, or a CEP Banxico " +
      'gave no PDF of (the payment lists the formats kept in `cepFormats`).',
    request: { params: PaymentIdParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/pdf',
    errors: ['not_found'],
  },
});
