import { moneyView } from '@lender/calculator/kernel';
import type {
  ChargeRequest,
  DebitCardRequest,
  DirectDebitConsent,
  DirectDebitConsentRequest,
  Payment,
  PaymentReference,
  PaymentReferenceRequest,
  SavedCard,
} from '@lender/contracts';
import { paymentFolio } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { paymentReferences, payments } from '@lender/db/schema';
import type { AuditActor, AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import type { CompanyInfo } from '../documents/company';
import type { LoanAccountContext } from '../ledger/loan-account';
import type { LoansService } from '../loans/loans';
import type { RolloversService } from '../loans/rollovers';
import type { NoticePort } from '../notices/notice-model';
import type { PaymentProvider } from '../providers/payments/port';
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
  consent(
    clientId: number,
    input: DirectDebitConsentRequest,
    meta?: { ip?: string | null; userAgent?: string | null },
  ): Promise<DirectDebitConsent>;
  registerCard(clientId: number, input: DebitCardRequest): Promise<SavedCard>;
  /** Charges the saved card for the chosen extension (default) or a repayment (full, or partial with `amount`). */
  charge(clientId: number, input: ChargeInput): Promise<Payment>;
  /**
   * A barcode (cash at a store) or a CLABE reference (SPEI) for a repayment or the chosen extension:
   * not a payment (issue 47). The live one of the same loan, kind, channel and amount is reused.
   */
  paymentReference(clientId: number, input: PaymentReferenceInput): Promise<PaymentReference>;
  /** The open loan's references still payable (unpaid, unexpired), newest first; `no_active_loan`. */
  liveReferences(clientId: number): Promise<PaymentReference[]>;
  /** What a completed payment paid, from the ledger; `not_found` for another client's or an unsettled one. */
  receipt(paymentId: number, owner: ReceiptOwner): Promise<PaymentReceipt>;
  /** The receipt (comprobante de pago) as PDF. */
  receiptPdf(paymentId: number, owner: ReceiptOwner): Promise<ReceiptFile>;
  /** The provider's signed notification; throws `unauthorized` on a bad signature. Idempotent by `eventId`. */
  handleCallback(rawBody: string, signature: string | null | undefined): Promise<CallbackOutcome>;
  /** Signs a callback body (the sandbox adapter and tests deliver callbacks through `handleCallback`). */
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

export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  provider: PaymentProvider;
  /** The borrower's open loan. */
  loans: Pick<LoansService, 'openLoanId'>;
  /** Extensions: the one a card charge chooses, the one whose fee a payment covers (`markPaid`). */
  rollovers: Pick<RolloversService, 'choose' | 'markPaid'>;
  /** The loan account (`ledger/loan-account.ts`): every payment locks it and posts through it. */
  loanAccount: LoanAccountContext;
  /** HMAC key of provider callbacks. */
  callbackSecret: string;
  /** HMAC key of the card look-up hash (never the card itself). */
  cardHashKey: string;
  /** Borrower notices (issue 38): payment received. */
  notices?: NoticePort;
  /** The lender's data printed on receipts. */
  company: CompanyInfo;
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
