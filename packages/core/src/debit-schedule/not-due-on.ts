import type { Executor } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { loans, paymentPlans } from '@lender/db/schema';
import type { ScheduledChargeRow } from './debit-schedule-model';

/**
 * Whether the loan is no longer due by the attempt's day: a paid extension or a relief deferral
 * moved its due date past it, or a payment plan now sets what it pays and when. Such an attempt is
 * refused (`charge_not_due`): a debit must not take early what the borrower was given more time for.
 */
export async function notDueOn(
  db: Executor,
  row: Pick<ScheduledChargeRow, 'loanId' | 'chargeOn'>,
): Promise<boolean> {
  const [loan] = await db.select({ dueDate: loans.dueDate }).from(loans).where(eq(loans.id, row.loanId));
  if (!loan?.dueDate || loan.dueDate > row.chargeOn) return true;
  const [plan] = await db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(and(eq(paymentPlans.loanId, row.loanId), eq(paymentPlans.status, 'active')))
    .limit(1);
  return plan !== undefined;
}
