import { moneyView } from '@lender/calculator/kernel';
import type { ChargeRequest, Payment, PaymentReference, PaymentReferenceRequest } from '@lender/contracts';
import { paymentFolio } from '@lender/contracts';
import type { paymentReferences, payments } from '@lender/db/schema';

/** Spec §9: a card number has 16 digits. */
export const CARD_NUMBER_DIGITS = 16;
/** How long a barcode or SPEI reference can be paid (hours). */
export const PAYMENT_REFERENCE_TTL_HOURS = 72;

export interface CallbackOutcome {
  /** The payment the notification settled or failed; null when it cancelled an unpaid reference. */
  paymentId: number | null;
  /** The notification was seen before (same event or the payment already settled): nothing changed. */
  duplicate: boolean;
}

/** `POST charge`'s body with the partial amount in centavos (the API converts the request's pesos). */
export type ChargeInput = Omit<ChargeRequest, 'amount'> & { readonly amount?: CentavosIn | undefined };
/** A payment reference request with the partial amount in centavos. */
export type PaymentReferenceInput = Omit<PaymentReferenceRequest, 'amount'> & {
  readonly amount?: CentavosIn | undefined;
};
/** A request's money (`{ amount, currency }`) after the API's one conversion: `amount` in centavos. */
export type CentavosIn = { readonly amount: number };

/**
 * A receipt's number as one deposit is known by, however a clerk typed it: capitals, each run of
 * spaces, dashes, dots, slashes or underscores one dash (`bbva 778.899` → `BBVA-778-899`; ADR 362).
 */
export const receiptNumber = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[\s\-./_]+/g, '-')
    .replace(/^-|-$/g, '');
/** The stored reference of a receipt the back office recorded (`MANUAL-<receiptNumber>`). */
export const receiptReference = (typed: string) => `MANUAL-${receiptNumber(typed)}`;
/** A payment's reference as a person reads it: a receipt's number as it was typed, else ours. */
export const readableReference = (reference: string) => reference.replace(/^MANUAL-/, '');

export type PaymentReferenceRow = typeof paymentReferences.$inferSelect;

export const referenceView = (row: PaymentReferenceRow): PaymentReference => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  reference: row.reference,
  barcode: row.barcode,
  clabe: row.clabe,
  amount: moneyView(row.amount),
  expiresAt: row.expiresAt.toISOString(),
});

/** The number of a payment's receipt. */
export const folioOf = paymentFolio;

export type PaymentRow = typeof payments.$inferSelect;

/** A payment as the borrower sees it; `cepFormats`: those its verified CEP is kept in (none unless given). */
export const paymentView = (row: PaymentRow, cepFormats: Payment['cepFormats'] = []): Payment => ({
  id: row.id,
  kind: row.kind,
  paymentType: row.paymentType,
  amount: moneyView(row.paidAmount ?? row.amount),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  paidOn: row.paidOn,
  folio: folioOf(row.id),
  cepFormats,
});
export { isUniqueViolation } from '@lender/db';
