import type { PaymentPlan, PaymentPlanTerms } from '@lender/contracts';
import { paymentPlans } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { lockLoanAccount } from '../ledger/loan-account';
import { openLoanOf } from '../loans/loan-context';
import { auditPlan, type PaymentPlanContext, paymentPlanView, planInstalments } from './payment-plan-model';
import { paymentPlanOptionsOf } from './payment-plan-options';

/**
 * `client.requestPaymentPlan`: the borrower asks to pay what the loan owes in 2–4 instalments
 * without new fees (ADR 299); collections approves or declines it. `invalid_transition` when the
 * options do not allow one; the first date outside its bounds is a field violation.
 */
export async function requestPaymentPlan(
  ctx: PaymentPlanContext,
  { actorId: clientId, body: terms }: { actorId: number; body: PaymentPlanTerms },
): Promise<PaymentPlan> {
  return ctx.db.transaction(async (tx) => {
    const loan = await openLoanOf(tx, clientId);
    const account = await lockLoanAccount(ctx.loanAccount, tx, loan.id);
    const options = await paymentPlanOptionsOf(ctx, tx, clientId);
    if (!options.allowed) {
      throw new CoreError('invalid_transition', { params: { from: loan.status, to: 'payment_plan' } });
    }
    const total = outstandingOf(await loanBalances(tx, loan.id));
    const instalments = planInstalments(terms, total, account.today);
    const [plan] = await tx
      .insert(paymentPlans)
      .values({
        loanId: loan.id,
        clientId,
        status: 'requested',
        reason: terms.reason,
        instalments,
        total,
        overdueDaysAtStart: account.loan.overdueDays,
        requestedAt: ctx.clock.now(),
      })
      .returning();
    if (!plan) throw new Error('payment plan not stored');
    await auditPlan(ctx, tx, { type: 'client', id: clientId }, plan);
    await ctx.notices.notify(tx, { kind: 'payment_plan', planId: plan.id, step: 'requested' });
    return paymentPlanView(plan, 0);
  });
}
