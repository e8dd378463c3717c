import { demoProduct, type LateFeePolicy } from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Invoice, Loan } from '@lender/contracts';
import type { Executor } from '@lender/db';
import type { AuditActor } from '../audit/audit';
import type { EarlyPayoffQuote } from '../ledger/early-payoff';

/**
 * Late fees and collection states (issue 5 Payments, ADR 022): once the last day to pay (the due
 * date, or the next bank business day) has passed, each day overdue adds a late fee of `dailyBps` of
 * the principal plus IVA, for at most `maxDays` days; after `onHoldAfterDays` the loan goes on hold
 * (status 6) for collections.
 */
export type LatePolicy = LateFeePolicy;
/** The demo product's policy (`demoProduct.lateFee`); the product configuration in force decides. */
export const DEFAULT_LATE_POLICY: LatePolicy = demoProduct.lateFee;

/** Loans whose balance can still move. */
export const OPEN_LOAN_STATUSES = [LOAN_STATUS.active, LOAN_STATUS.onHold] as const;

export type { EarlyPayoffQuote } from '../ledger/early-payoff';

export interface SignInput {
  smsCode: string;
  ip?: string | null;
  userAgent?: string | null;
}

export interface LoansService {
  /**
   * Periodic (jobs helper, every minute): sends queued payouts and confirms sent ones with the
   * provider; a confirmation posts the disbursement and charges to the ledger and activates the loan.
   */
  confirmPending(): Promise<{ sent: number; completed: number; failed: number }>;
  /** The id of the client's open loan or `no_active_loan`. */
  openLoanId(clientId: number): Promise<number>;
  /**
   * Periodic (jobs helper, daily after midnight Mexico City; idempotent, catches up missed days):
   * late fees for each day overdue and the move to on hold. `today` defaults to the business date
   * (for sandbox loans, the client's shifted date).
   */
  runOverdue(today?: string): Promise<{ charged: number; onHold: number }>;
  /** Back office: gives up what is owed; the loan becomes write off (10). */
  writeOff(loanId: number, actor: AuditActor, reason: string): Promise<{ writtenOff: number }>;
  /** A loan as the borrower sees it (`loan-view.ts`), on `today` (default the client's business date). */
  loanView(loanId: number, today?: string): Promise<Loan>;
  /**
   * The loan and each of its invoices with what it is made of (principal, interest, fees, IVA, late
   * fees, paid, outstanding) on the client's business date: the back office's loan page (issue 36).
   */
  loanSchedule(loanId: number): Promise<{ loan: Loan; invoices: Invoice[] }>;
  /** What an early full payoff costs on `today` (default the client's business date; `quoteEarlyPayoff`). */
  earlyPayoff(tx: Executor, loanId: number, today?: string): Promise<EarlyPayoffQuote>;
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Which invoice an entry belongs to: extension fees and their payments go to the extension. */
export const isRolloverEntry = (entry: { kind: string; reference: string }) =>
  entry.kind === 'extension_fee' || entry.reference.startsWith('rollover:');
