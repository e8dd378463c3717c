import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq } from '@lender/db/orm';
import { loanInvoices, loans } from '@lender/db/schema';
import { lastDayToPay } from '../calendar/bank-calendar';
import { CoreError } from '../errors/core-error';
import { rewriteMonthEnds } from './loan-figures';
import type { LoanAccount } from './loan-lock';

/**
 * A disaster-relief deferral on a locked, accrued loan account (issue 52, ADR 301): the due date
 * moves to `newDueDate` with the balance frozen, as the CNBV's special criteria after Hurricane Otis
 * allowed. No money moves, so nothing is posted (the ledger refuses an empty posting): no fee, no
 * interest; late fees cannot accrue before the new due date because accrual counts from it. Only a
 * loan that is not late may be deferred (`invalid_transition`): late fees already owed would need a
 * waiver, which is not this. The month ends from today read the new due date (ADR 294), and the
 * repayment invoice says it.
 */
export async function deferDueDate(account: LoanAccount, newDueDate: string): Promise<void> {
  const { tx, loan, today, ctx } = account;
  if (loan.status !== LOAN_STATUS.active || today > lastDayToPay(loan.dueDate)) {
    throw new CoreError('invalid_transition', { params: { from: 'late', to: 'relief' } });
  }
  if (newDueDate <= loan.dueDate) {
    throw new CoreError('invalid_value', { field: ['months'], message: 'The new due date is not later.' });
  }
  await tx
    .update(loans)
    .set({ dueDate: newDueDate, overdueDays: 0, updatedAt: ctx.clock.now() })
    .where(eq(loans.id, loan.id));
  await tx
    .update(loanInvoices)
    .set({ dueDate: newDueDate })
    .where(and(eq(loanInvoices.loanId, loan.id), eq(loanInvoices.kind, 'repayment')));
  await rewriteMonthEnds(tx, [loan.id], today);
}
