// The handle every part of the loan account takes (`loan-account.ts` is the door): a loan whose row
// the caller's transaction has locked. Kept apart so that the parts (late fees, early payoff,
// closing) and the door import it one way.
import type { LateFeePolicy } from '@lender/calculator';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';

export type LoanRow = typeof loans.$inferSelect;

/** What a loan is charged when overdue, and the IVA rate of its charges. */
export interface LoanPricing {
  latePolicy: LateFeePolicy;
  vatPercent: number;
}

/**
 * A loan's own pricing (issue 62): the late fee and IVA its contract set, frozen in its terms at
 * signing, so a change of the product after signing never reaches it. Terms without them (a row
 * written by hand; migration 0057 froze every loan signed before) read the product in force.
 */
export async function pricingOf(
  ctx: Pick<LoanAccountContext, 'pricing'>,
  tx: Executor,
  terms: LoanRow['terms'],
): Promise<LoanPricing> {
  return frozenPricing(terms) ?? ctx.pricing(tx);
}

/** The late fee and IVA frozen in a loan's terms, or null for terms written without them. */
export function frozenPricing(terms: {
  latePolicy?: LateFeePolicy | null | undefined;
  vatPercent?: number | null | undefined;
}): LoanPricing | null {
  const { latePolicy, vatPercent } = terms;
  return latePolicy && typeof vatPercent === 'number' ? { latePolicy, vatPercent } : null;
}

/**
 * The borrower notice of a loan paid off. A port: the notices sit above the ledger (they read
 * balances), so core.ts hands theirs in.
 */
export interface PaidOffNotices {
  notify(tx: Executor, notice: { kind: 'loan_paid_off'; loanId: number }): Promise<unknown>;
}

/** What the loan account reads besides the database: built once by core.ts (`createLoanAccountContext`). */
export interface LoanAccountContext {
  readonly clock: Clock;
  readonly audit: AuditService;
  /** The client's business date (a sandbox may shift a client's clock); inside a transaction pass it. */
  todayOf(clientId: number, tx?: Executor): Promise<string>;
  /**
   * The late fee and IVA of the product in force on `on` (default the business date), with the
   * changes scheduled by then applied (`productOn`), read through `tx` (PGlite cannot read beside a
   * transaction): what a loan priced that day gets. A signed loan's are its own (`pricingOf`).
   */
  pricing(tx: Executor, on?: string): Promise<LoanPricing>;
  /** Borrower notices: the loan was paid off. */
  readonly notices?: PaidOffNotices | undefined;
}

/**
 * A loan whose row `tx` holds locked (`SELECT … FOR UPDATE`) to its end: the only thing postings,
 * accrual and closing take, so nothing records money against a loan without its lock.
 */
export interface LoanAccount {
  readonly ctx: LoanAccountContext;
  readonly tx: Executor;
  /** The loan row as it was when locked (and brought up to `today`). */
  readonly loan: LoanRow;
  /** The client's business date the lock was taken on. */
  readonly today: string;
}

/**
 * Locks the loan row for the rest of the transaction (`SELECT … FOR UPDATE`): every writer of a
 * loan's money takes it first, so what is owed cannot change between reading it and recording
 * against it, across any number of API instances.
 */
export async function lockLoanRow(tx: Executor, loanId: number): Promise<LoanRow> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  if (!loan) throw new CoreError('not_found');
  return loan;
}
