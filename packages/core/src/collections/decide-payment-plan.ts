import type { DecidePaymentPlanRequest, PaymentPlan } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { paymentPlans } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { lockLoanAccount } from '../ledger/loan-account';
import { auditPlan, type PaymentPlanContext, paymentPlanView } from './payment-plan-model';
import { startPaymentPlan } from './payment-plan-start';

/**
 * `backOffice.decidePaymentPlan`: collections approves a borrower's requested plan (it starts at
 * once, ADR 299) or declines it. `invalid_transition` unless the plan is `requested`.
 */
export async function decidePaymentPlan(
  ctx: PaymentPlanContext,
  {
    actorId: userId,
    params: { id: planId },
    body: { decision },
  }: { actorId: number; params: { id: number }; body: DecidePaymentPlanRequest },
): Promise<PaymentPlan> {
  return ctx.db.transaction(async (tx) => {
    const [peek] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, planId));
    if (!peek) throw new CoreError('not_found');
    const account = await lockLoanAccount(ctx.loanAccount, tx, peek.loanId);
    // Read again under the loan's lock: a second collector deciding at once waits here.
    const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, planId));
    if (plan?.status !== 'requested') {
      throw new CoreError('invalid_transition', { params: { from: plan?.status ?? 'none', to: decision } });
    }
    const actor = { type: 'user', id: userId } as const;
    if (decision === 'approve') {
      return paymentPlanView(await startPaymentPlan(ctx, account, plan, actor), 0);
    }
    const [declined] = await tx
      .update(paymentPlans)
      .set({ status: 'declined', decidedAt: ctx.clock.now(), decidedBy: userId, endedOn: account.today })
      .where(eq(paymentPlans.id, plan.id))
      .returning();
    if (!declined) throw new CoreError('not_found');
    await auditPlan(ctx, tx, actor, declined);
    await ctx.notices.notify(tx, { kind: 'payment_plan', planId: plan.id, step: 'declined' });
    return paymentPlanView(declined, 0);
  });
}
