import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq, inArray, sql } from '@lender/db/orm';
import { clients, loanInvoices, loans, rollovers } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import { balanceOf, outstandingOf } from './accounts';
import { accrueLateFees } from './late-fees';
import { loanBalances, postTransaction } from './ledger';
import { rewriteMonthEnds } from './loan-figures';
import type { LoanAccount } from './loan-lock';
import { writeOffLines } from './postings';

/** Loans whose balance can still move. */
const OPEN = [LOAN_STATUS.active, LOAN_STATUS.onHold];

/**
 * Closes the loan as paid when nothing is owed (after every payment, in its transaction): its
 * repayment invoices paid, its extensions withdrawn, the client's closed loans one more, audited
 * `loan.paid`, the borrower told. An account as of an earlier day (a payment settled as of the day
 * it was paid, ADR 358) closes it as of the end of that day. Answers whether it closed.
 */
export async function closeIfPaid(account: LoanAccount, actor: AuditActor): Promise<boolean> {
  const { ctx, tx, loan } = account;
  const balances = await loanBalances(tx, loan.id);
  if (outstandingOf(balances) > 0 || balanceOf(balances, 'principal_receivable') > 0) return false;
  const now = ctx.clock.now();
  const closedAt = await closingInstant(account, now);
  const [closed] = await tx
    .update(loans)
    .set({ status: LOAN_STATUS.paid, closedAt, updatedAt: now, overdueDays: 0 })
    .where(and(eq(loans.id, loan.id), inArray(loans.status, OPEN)))
    .returning();
  if (!closed) return false;
  // Closed from that day on: a month end already written from then on says so (ADR 294).
  await rewriteMonthEnds(tx, [loan.id], businessDate(closedAt));
  await tx
    .update(loanInvoices)
    .set({ status: 'paid', paidAt: closedAt })
    .where(and(eq(loanInvoices.loanId, loan.id), eq(loanInvoices.kind, 'repayment')));
  await tx
    .update(rollovers)
    .set({ status: 'cancelled' })
    .where(and(eq(rollovers.loanId, loan.id), inArray(rollovers.status, ['inactive', 'active'])));
  await tx
    .update(clients)
    .set({ closedLoansCount: sql`${clients.closedLoansCount} + 1`, updatedAt: now })
    .where(eq(clients.id, closed.clientId));
  await ctx.audit.record(tx, {
    actor,
    action: 'loan.paid',
    entity: 'loan',
    entityId: loan.id,
    before: { status: LOAN_STATUS.active },
    after: { status: LOAN_STATUS.paid },
  });
  await ctx.notices?.notify(tx, { kind: 'loan_paid_off', loanId: loan.id });
  return true;
}

/**
 * When a loan paid off closes: now, or for an account as of a day before the client's today, the
 * last instant of that day in Mexico City (UTC−6 all year since October 2022), never after now.
 */
async function closingInstant(account: LoanAccount, now: Date): Promise<Date> {
  const { ctx, tx, loan, today } = account;
  if (today >= (await ctx.todayOf(loan.clientId, tx))) return now;
  const endOfDay = new Date(`${today}T23:59:59.999-06:00`);
  return endOfDay < now ? endOfDay : now;
}

/**
 * After money was taken back from a loan closed as paid (a reversal, a settlement correction): when
 * something is owed again, reopens it (active, its repayment invoices unpaid, the client's closed
 * loans one fewer, audited `loan.reopen`), then brings its late fees and collection state up to the
 * client's business date (overdue days, on hold) as for any open loan. Answers whether it reopened.
 */
export async function reopenIfOwed(
  account: LoanAccount,
  input: { actor: AuditActor; reason: string },
): Promise<boolean> {
  const { ctx, tx, loan } = account;
  const balances = await loanBalances(tx, loan.id);
  if (outstandingOf(balances) <= 0 && balanceOf(balances, 'principal_receivable') <= 0) return false;
  const now = ctx.clock.now();
  const [reopened] = await tx
    .update(loans)
    .set({ status: LOAN_STATUS.active, closedAt: null, updatedAt: now })
    .where(and(eq(loans.id, loan.id), eq(loans.status, LOAN_STATUS.paid)))
    .returning();
  if (!reopened) return false;
  // Open again since the day it closed: the month ends written since then say so (ADR 294).
  if (loan.closedAt) await rewriteMonthEnds(tx, [loan.id], businessDate(loan.closedAt));
  await tx
    .update(loanInvoices)
    .set({ status: 'unpaid', paidAt: null })
    .where(and(eq(loanInvoices.loanId, loan.id), eq(loanInvoices.kind, 'repayment')));
  // The loan no longer counts as repaid: the client's closed loans (their type, their limits)
  // go back to what they were before the payoff.
  await tx
    .update(clients)
    .set({ closedLoansCount: sql`greatest(${clients.closedLoansCount} - 1, 0)`, updatedAt: now })
    .where(eq(clients.id, reopened.clientId));
  await ctx.audit.record(tx, {
    actor: input.actor,
    action: 'loan.reopen',
    entity: 'loan',
    entityId: loan.id,
    before: { status: LOAN_STATUS.paid },
    after: { status: LOAN_STATUS.active, owed: auditMoney(outstandingOf(balances)) },
    reason: input.reason,
  });
  // Past its due date it is overdue again: its overdue days, late fees and hold, as every read.
  const today = await ctx.todayOf(reopened.clientId, tx);
  await accrueLateFees({ ctx, tx, loan: reopened, today });
  return true;
}

/**
 * Gives up what is owed (the back office, after approval): the open loan becomes written off (10),
 * every receivable moves to expense (`write_off:<loan>`), audited `loan.write_off`. Refuses a loan
 * that is not open.
 */
export async function writeOff(
  account: LoanAccount,
  input: { actor: AuditActor; reason: string },
): Promise<{ writtenOff: number }> {
  const { ctx, tx, loan } = account;
  const now = ctx.clock.now();
  const [closed] = await tx
    .update(loans)
    .set({ status: LOAN_STATUS.writeOff, closedAt: now, updatedAt: now })
    .where(and(eq(loans.id, loan.id), inArray(loans.status, OPEN)))
    .returning();
  if (!closed) {
    throw new CoreError('invalid_transition', { params: { from: loan.status, to: LOAN_STATUS.writeOff } });
  }
  const balances = await loanBalances(tx, loan.id);
  const lines = writeOffLines(balances);
  const writtenOff = outstandingOf(balances);
  if (lines.length > 0) {
    await postTransaction(tx, {
      loanId: loan.id,
      kind: 'write_off',
      reference: `write_off:${loan.id}`,
      lines,
      effectiveDate: businessDate(now),
    });
  }
  await rewriteMonthEnds(tx, [loan.id], businessDate(now));
  await ctx.audit.record(tx, {
    actor: input.actor,
    action: 'loan.write_off',
    entity: 'loan',
    entityId: loan.id,
    before: { status: loan.status },
    after: { status: LOAN_STATUS.writeOff, writtenOff: auditMoney(writtenOff) },
    reason: input.reason,
  });
  return { writtenOff };
}
