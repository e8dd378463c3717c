import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq, inArray, sql } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { daysPastDue } from '../calendar/bank-calendar';
import { businessDate } from '../clock';
import { accrueLateFees, lockLoanAccount, pricingOf } from '../ledger/loan-account';
import { closeNight, type NightlyCloseOptions } from '../ledger/nightly-close';
import type { LoansContext } from './loan-context';
import { OPEN_LOAN_STATUSES } from './loan-model';

/**
 * The nightly job (idempotent, catches up missed days): every open loan past its last day to pay is
 * brought up to `asOf` by its loan account (late fees, overdue days, on hold) — set-based, a few
 * thousand loans per committed batch (`ledger/nightly-close.ts`, issue 54), so a run killed in the
 * middle is finished by the next with nothing posted twice; then the month ends of a month just over
 * (ADR 294). Without a date, each client's own
 * business date (a sandbox may have moved it ahead).
 */
export async function runOverdue(
  ctx: Pick<LoansContext, 'db' | 'clock' | 'loanAccount'>,
  asOf?: string,
  options: Omit<NightlyCloseOptions, 'asOf'> = {},
): Promise<{
  charged: number;
  onHold: number;
  bucketMoves: number;
  loans: number;
  /** Months whose month ends this close wrote, and their rows (ADR 294). */
  monthEnds: number;
  monthEndRows: number;
}> {
  const { charged, onHold, bucketMoves, loans, monthEnds, monthEndRows } = await closeNight(
    ctx.loanAccount,
    ctx.db,
    { ...options, asOf },
  );
  return { charged, onHold, bucketMoves, loans, monthEnds: monthEnds.length, monthEndRows };
}

/**
 * The nightly job as it was before issue 54, one transaction per loan: kept as the reference the
 * set-based close is property-tested against (`run-overdue.property.test.ts`), not called by jobs.
 */
export async function runOverdueLoanByLoan(
  ctx: Pick<LoansContext, 'db' | 'clock' | 'loanAccount'>,
  asOf?: string,
  loanIds?: readonly number[],
): Promise<{ charged: number; onHold: number }> {
  const { db, clock } = ctx;
  const counts = { charged: 0, onHold: 0 };
  const open = await db
    .select()
    .from(loans)
    .where(
      and(
        inArray(loans.status, [...OPEN_LOAN_STATUSES]),
        asOf === undefined ? undefined : sql`${loans.dueDate} < ${asOf}`,
        loanIds === undefined ? undefined : inArray(loans.id, [...loanIds]),
      ),
    );
  for (const loan of open) {
    const today =
      asOf ?? (loan.fake ? await ctx.loanAccount.todayOf(loan.clientId) : businessDate(clock.now()));
    if (daysPastDue(loan.dueDate, today) === 0) continue; // on or before its last day to pay
    const result = await db.transaction(async (tx) =>
      accrueLateFees(await lockLoanAccount(ctx.loanAccount, tx, loan.id, { accrue: false, today })),
    );
    counts.charged += result.charged;
    if (result.onHold) counts.onHold += 1;
  }
  return counts;
}

/**
 * Before a read of the loan (the borrower's and the back office's views): in its own transaction,
 * brings the loan up to `today` as the nightly job would, so what a loan owes on a day is what every
 * read shows for that day (the sandbox clock included). Skips a loan already there. `read`: the
 * loan's row when the caller has it. True when it changed the loan.
 */
export async function refreshOverdue(
  ctx: Pick<LoansContext, 'db' | 'loanAccount'>,
  loanId: number,
  today: string,
  read?: Pick<typeof loans.$inferSelect, 'status' | 'dueDate' | 'overdueDays' | 'terms'>,
): Promise<boolean> {
  const { db } = ctx;
  const [peek] = read
    ? [read]
    : await db
        .select({
          status: loans.status,
          dueDate: loans.dueDate,
          overdueDays: loans.overdueDays,
          terms: loans.terms,
        })
        .from(loans)
        .where(eq(loans.id, loanId));
  // Only an open loan past its last day to pay can change by reading it.
  if (!peek || !(OPEN_LOAN_STATUSES as readonly number[]).includes(peek.status)) return false;
  // Days past due as the late fees count them: from the last day to pay, 0 up to it.
  const overdue = daysPastDue(peek.dueDate, today);
  if (overdue === 0) return false;
  // Already brought up to this day (the overdue days are stored with that day's fees and hold).
  const { latePolicy } = await pricingOf(ctx.loanAccount, db, peek.terms);
  const held = overdue < latePolicy.onHoldAfterDays || peek.status === LOAN_STATUS.onHold;
  if (peek.overdueDays === overdue && held) return false;
  await db.transaction(async (tx) => {
    await lockLoanAccount(ctx.loanAccount, tx, loanId, { today });
  });
  return true;
}
