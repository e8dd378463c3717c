import type { PaymentPlan } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { type PaymentPlanContext, paidOnPlan, paymentPlanView, plansOfLoan } from './payment-plan-model';

/** `backOffice.paymentPlans`: loan `loanId`'s payment plans, newest first (404 without the loan). */
export async function paymentPlans(
  ctx: Pick<PaymentPlanContext, 'db' | 'loanAccount'>,
  { params: { id: loanId } }: { params: { id: number } },
): Promise<PaymentPlan[]> {
  const { db } = ctx;
  const [loan] = await db.select({ clientId: loans.clientId }).from(loans).where(eq(loans.id, loanId));
  if (!loan) throw new CoreError('not_found');
  const today = await ctx.loanAccount.todayOf(loan.clientId);
  const plans = await plansOfLoan(db, loanId);
  return Promise.all(plans.map(async (plan) => paymentPlanView(plan, await paidOnPlan(db, plan, today))));
}
