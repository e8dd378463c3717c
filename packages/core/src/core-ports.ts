import type { CompanyInfo } from './documents/company';
import type { ResolvedDocumentsOptions } from './documents/documents-options';
import type { LoanAccountContext } from './ledger/loan-account';
import type { LoanAgreementPort } from './loans/loan-papers';
import type { ObjectionRefunds } from './mandates/mandate-model';
import type { OverpaymentRefunds } from './payments/payment-context';
import type { DirectDebitPort } from './providers/direct-debit/port';
import type { PaymentProvider } from './providers/payments/port';
import type { PayoutProvider } from './providers/payouts/port';

/**
 * What the lending use cases read of `Core` beside its services (issue 49): their contexts
 * (`LoansContext`, `PaymentsContext`, `ClientDocumentsContext`, `LoanDocumentsContext`) are
 * structural, and `Core` is one of each because it carries these. core.ts builds them once.
 */
export interface LendingPorts {
  /** A loan's lock, accrual, postings and closing (`ledger/loan-account.ts`). */
  readonly loanAccount: LoanAccountContext;
  /** The payout provider, guarded so that nothing `fake` reaches a real one (ADR 209). */
  readonly payouts: PayoutProvider;
  /** The agreement the borrower signs, as loans see the loan documents (`loans/loan-papers.ts`). */
  readonly agreement: LoanAgreementPort;
  /** The payment provider, guarded like the payouts (ADR 209). */
  readonly paymentProvider: PaymentProvider;
  /** A payment beyond a loan's balance: its refund requested at once (issue 61, ADR 309). */
  readonly refunds: OverpaymentRefunds;
  /** The direct-debit clearing house, guarded like the payments (issue 66, ADR 325). */
  readonly directDebit: DirectDebitPort;
  /** A payer's objection inside the legal window: its refund case opened at once (ADR 325). */
  readonly objectionRefunds: ObjectionRefunds;
  /** HMAC key of the payment provider's callbacks. */
  readonly paymentCallbackSecret: string;
  /** HMAC key of the card look-up hash (never the card itself). */
  readonly cardHashKey: string;
  /** The lender's data printed on documents and receipts. */
  readonly company: CompanyInfo;
  /** Document storage, upload limit, quality check, required types and company data (ADRs 024, 221, 222). */
  readonly documentsOptions: ResolvedDocumentsOptions;
}
