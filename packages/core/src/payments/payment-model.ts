import { moneyView } from '@lender/calculator/kernel';
import type { ChargeRequest, Payment, PaymentReference, PaymentReferenceRequest } from '@lender/contracts';
import { paymentFolio } from '@lender/contracts';
import type { paymentReferences, payments } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import type { PaymentReceipt, ReceiptFile } from './payment-receipts';

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
export type ChargeInput = Omit<ChargeRequest, 'amount'> & { readonly amount?: number | undefined };
/** A payment reference request with the partial amount in centavos. */
export type PaymentReferenceInput = Omit<PaymentReferenceRequest, 'amount'> & {
  readonly amount?: number | undefined;
};

export interface PaymentsService {
  /** What a completed payment paid, from the ledger; `not_found` for another client's or an unsettled one. */
  receipt(paymentId: number, owner: ReceiptOwner): Promise<PaymentReceipt>;
  /** The receipt (comprobante de pago) as PDF (`paymentReceipt`, for the back office's loan page). */
  receiptPdf(paymentId: number, owner: ReceiptOwner): Promise<ReceiptFile>;
  /** `paymentProviderCallback` (`payment-provider-callback.ts`), for the back office's reconciliation. */
  handleCallback(rawBody: string, signature: string | null | undefined): Promise<CallbackOutcome>;
  /** Signs a callback body (the sandbox adapter and tests deliver callbacks through `paymentProviderCallback`). */
  signCallback(rawBody: string): string;
  /**
   * Periodic (jobs helper, every minute): the sandbox provider confirms pending card charges by
   * delivering their signed callbacks. A real provider calls the callback endpoint itself.
   */
  confirmPending(): Promise<{ confirmed: number }>;
  /** Sandbox: the borrower paid a barcode or CLABE reference (`amount` centavos, default the reference's). */
  simulateReferencePayment(reference: string, amount?: number): Promise<CallbackOutcome>;
  /**
   * Back office: a payment received outside the providers (bank deposit…). `reference` is the
   * receipt's number and makes it idempotent; `amount` in centavos.
   */
  recordExternalPayment(input: {
    loanId: number;
    amount: number;
    reference: string;
    actor: AuditActor;
  }): Promise<{ payment: Payment; duplicate: boolean }>;
  list(loanId: number): Promise<Payment[]>;
}

/** Whose receipt: a client's own payment, or any payment for the back office. */
export type ReceiptOwner = { readonly clientId: number } | 'back-office';

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

export const paymentView = (row: PaymentRow): Payment => ({
  id: row.id,
  kind: row.kind,
  paymentType: row.paymentType,
  amount: moneyView(row.paidAmount ?? row.amount),
  // A payment reversed by the back office (issue 36) did not count towards the loan: the borrower's
  // contract has no `reversed`, so it reads as not applied; the back office shows `reversed`.
  status: row.status === 'reversed' ? 'failed' : row.status,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  folio: folioOf(row.id),
});
export { isUniqueViolation } from '@lender/db';
