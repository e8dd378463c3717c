import type { PaymentPlan } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { lockLoanAccount } from '../ledger/loan-account';
import { openLoanOf } from '../loans/loan-context';
import { openPlanOf, type PaymentPlanContext, paymentPlanView } from './payment-plan-model';
import { startPaymentPlan } from './payment-plan-start';

/** `client.acceptPaymentPlan`: the borrower accepts the plan collections offered; it starts at once. */
export async function acceptPaymentPlan(
  ctx: PaymentPlanContext,
  { actorId: clientId }: { actorId: number },
): Promise<PaymentPlan> {
  return ctx.db.transaction(async (tx) => {
    const loan = await openLoanOf(tx, clientId);
    const account = await lockLoanAccount(ctx.loanAccount, tx, loan.id);
    const plan = await openPlanOf(tx, loan.id);
    if (plan?.status !== 'offered') {
      throw new CoreError('invalid_transition', { params: { from: plan?.status ?? 'none', to: 'active' } });
    }
    const started = await startPaymentPlan(ctx, account, plan, { type: 'client', id: clientId });
    return paymentPlanView(started, 0);
  });
}
