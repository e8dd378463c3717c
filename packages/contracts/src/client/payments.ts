import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { CardNumberSchema } from '../fields.js';
import { nullable } from '../internal/nullable.js';
import { MoneySchema } from '../money.js';
import { BankPaymentTypeSchema, PaymentKindSchema, RolloverTypeSchema } from '../statuses.js';

/** `POST /web/private/client/direct-debit/consent`: the borrower authorises charges to a card or CLABE. */
export const DirectDebitConsentRequestSchema = z
  .object({ accepted: z.literal(true), paymentType: BankPaymentTypeSchema })
  .meta({ id: 'DirectDebitConsentRequest' });
export type DirectDebitConsentRequest = z.infer<typeof DirectDebitConsentRequestSchema>;

export const DirectDebitConsentSchema = z
  .object({
    id: z.number().int().positive(),
    paymentType: BankPaymentTypeSchema,
    acceptedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'DirectDebitConsent' });
export type DirectDebitConsent = z.infer<typeof DirectDebitConsentSchema>;

/**
 * `POST /web/private/client/direct-debit/debit-credit-card`: register a card (16 digits, Luhn;
 * `disbursement_number_invalid`, `card_already_registered`). The CVV is never sent here.
 */
export const DebitCardRequestSchema = z
  .object({
    cardNumber: CardNumberSchema,
    holderName: z.string().trim().min(2).max(100),
    expiryMonth: z.number().int().min(1).max(12),
    /** Four-digit year; an expired card is rejected on the server clock. */
    expiryYear: z.number().int().min(2000).max(2099),
  })
  .meta({ id: 'DebitCardRequest' });
export type DebitCardRequest = z.infer<typeof DebitCardRequestSchema>;

/** A saved card, masked. */
export const SavedCardSchema = z
  .object({
    id: z.number().int().positive(),
    masked: z.string().meta({ example: '**** **** **** 1111' }),
    brand: z.string(),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
  })
  .meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof SavedCardSchema>;

/**
 * `POST /web/private/client/direct-debit/charge-rollover`: charge the saved card, by default for the
 * chosen extension; with `kind: 'repayment'` for a full (no `amount`) or partial repayment.
 */
export const ChargeRequestSchema = z
  .object({
    kind: PaymentKindSchema.default('rollover'),
    rolloverType: RolloverTypeSchema.optional(),
    amount: MoneySchema.optional(),
  })
  .meta({ id: 'ChargeRequest' });
export type ChargeRequest = z.infer<typeof ChargeRequestSchema>;

/** The number of a payment's receipt (comprobante de pago): its id, six digits at least. */
export const paymentFolio = (paymentId: number): string => String(paymentId).padStart(6, '0');

/**
 * A payment and where it stands: money the provider confirmed (`completed`), a card charge asked
 * for and not yet confirmed (`pending`) or refused (`failed`), or money received that the lender
 * reversed (`reversed`: posted to the wrong loan, a transfer that bounced) and that no longer counts
 * towards the loan. A cash or SPEI reference is never one (`PaymentReference`): it becomes a
 * completed payment when the money arrives.
 */
/** A format Banxico issues a CEP (Comprobante Electrónico de Pago) in. */
export const CepFormatSchema = z.enum(['xml', 'pdf']).meta({ id: 'CepFormat' });
export type CepFormat = z.infer<typeof CepFormatSchema>;

export const PaymentSchema = z
  .object({
    id: z.number().int().positive(),
    kind: PaymentKindSchema,
    paymentType: z.enum(['card', 'clabe', 'cash', 'manual']),
    amount: MoneySchema,
    status: z.enum(['pending', 'completed', 'failed', 'reversed']),
    createdAt: IsoDateTimeSchema,
    completedAt: nullable(IsoDateTimeSchema),
    /**
     * The business day the money was paid (its ledger day): earlier than `completedAt`'s for money
     * recorded later, a bank deposit or a transfer its CEP dates. Null until it is received.
     */
    paidOn: nullable(IsoDateSchema),
    /** The number of its receipt (comprobante de pago), which a completed payment has. */
    folio: z.string().meta({ example: '000042' }),
    /**
     * The formats Banco de México's CEP of this SPEI payment is kept in, when a claim the CEP
     * verified applied it (`payments/{id}/cep/xml` and `…/pdf`); empty otherwise.
     */
    cepFormats: z.array(CepFormatSchema),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * `POST /web/private/client/openPay/getBarcode`: a reference to pay in cash at a store (`cash`) or by
 * SPEI to a CLABE reference (`clabe`); no `amount` means the full outstanding balance.
 */
export const PaymentReferenceRequestSchema = z
  .object({
    kind: PaymentKindSchema.default('repayment'),
    channel: z.enum(['cash', 'clabe']).default('cash'),
    amount: MoneySchema.optional(),
  })
  .meta({ id: 'PaymentReferenceRequest' });
export type PaymentReferenceRequest = z.infer<typeof PaymentReferenceRequestSchema>;

/**
 * The per-transfer cap banks apply to SPEI from 2026-01-01 (1,500 UDIS unless the customer raises
 * their own limit), converted with the day's UDI value, and what is still to transfer split into
 * transfers each at most the cap, all under the same reference; their amounts add up to `pending`.
 */
export const SpeiTransferCapSchema = z
  .object({
    /** The cap in UDIS (1500). */
    udis: z.number().int().positive().meta({ example: 1500 }),
    /** Pesos per UDI, six decimals as Banxico publishes them (series SP68257). */
    udiValue: z
      .string()
      .regex(/^\d+\.\d{6}$/)
      .meta({ example: '8.651234' }),
    /** The day of that value. */
    udiDate: IsoDateSchema,
    /** The cap in pesos today, rounded down to the centavo. */
    cap: MoneySchema,
    /** What is still to transfer under the reference (its amount less the transfers received). */
    pending: MoneySchema,
    /** The transfers to make, each at most `cap`; one when `pending` fits; none when nothing is pending. */
    parts: z.array(MoneySchema),
  })
  .meta({ id: 'SpeiTransferCap' });
export type SpeiTransferCap = z.infer<typeof SpeiTransferCapSchema>;

/**
 * What the borrower is shown to pay with: not a payment (no money moved). One live reference per
 * loan, kind, channel and amount, payable until `expiresAt`; asking again answers the same one.
 */
export const PaymentReferenceSchema = z
  .object({
    id: z.number().int().positive(),
    kind: PaymentKindSchema,
    channel: z.enum(['cash', 'clabe']),
    reference: z.string(),
    /** Code-128 content of the barcode for cash payments; null for SPEI. */
    barcode: z.string().nullable(),
    /** The CLABE to transfer to for SPEI; null for cash. */
    clabe: z.string().nullable(),
    amount: MoneySchema,
    expiresAt: IsoDateTimeSchema,
    /** SPEI only: the day's per-transfer cap and the transfers to make under this one reference. */
    transferCap: SpeiTransferCapSchema.optional(),
  })
  .meta({ id: 'PaymentReference' });
export type PaymentReference = z.infer<typeof PaymentReferenceSchema>;

/**
 * The SPEI transfer a callback reports: with the amount, what tells one transfer from another (the
 * same clave de rastreo from two sending banks, or on two days, is two transfers).
 */
export const SpeiTransferIdentitySchema = z
  .object({
    /** The clave de rastreo the sending bank gave the transfer (up to 30 letters and digits). */
    trackingKey: z.string().regex(/^[A-Za-z0-9]{1,30}$/),
    /** The sending bank's CLABE code (three digits, `012` BBVA). */
    senderBank: z.string().regex(/^\d{3}$/),
    /** The operation date (Mexico City). */
    date: IsoDateSchema,
  })
  .meta({ id: 'SpeiTransferIdentity' });
export type SpeiTransferIdentity = z.infer<typeof SpeiTransferIdentitySchema>;

/**
 * A payment provider's signed notification. Not a `/web` endpoint: the API mounts it where
 * the provider calls, verifies the signature header, and answers idempotently by `eventId`.
 * A SPEI payment carries its `transfer`: a transfer already paid in is answered as the payment it is.
 */
export const PaymentCallbackSchema = z
  .object({
    eventId: z.string().min(1).max(128),
    reference: z.string().min(1).max(128),
    amount: MoneySchema,
    status: z.enum(['completed', 'failed']),
    occurredAt: IsoDateTimeSchema,
    transfer: SpeiTransferIdentitySchema.optional(),
  })
  .meta({ id: 'PaymentCallback' });
export type PaymentCallback = z.infer<typeof PaymentCallbackSchema>;
