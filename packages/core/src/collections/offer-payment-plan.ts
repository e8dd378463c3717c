import { LOAN_STATUS } from '@lender/calculator/platform';
import type { PaymentPlan, PaymentPlanTerms } from '@lender/contracts';
import { paymentPlans } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { lockLoanAccount } from '../ledger/loan-account';
import {
  auditPlan,
  openPlanOf,
  type PaymentPlanContext,
  paymentPlanView,
  planInstalments,
} from './payment-plan-model';

const OPEN: readonly number[] = [LOAN_STATUS.active, LOAN_STATUS.onHold];

/**
 * `backOffice.offerPaymentPlan`: collections offers the borrower of loan `loanId` a plan (ADR 299);
 * it starts when the borrower accepts it on the site. Also after a broken plan. `invalid_transition`
 * when the loan is closed, owes nothing or has a plan waiting or running.
 */
export async function offerPaymentPlan(
  ctx: PaymentPlanContext,
  {
    actorId: userId,
    params: { id: loanId },
    body: terms,
  }: { actorId: number; params: { id: number }; body: PaymentPlanTerms },
): Promise<PaymentPlan> {
  return ctx.db.transaction(async (tx) => {
    const account = await lockLoanAccount(ctx.loanAccount, tx, loanId);
    const { loan } = account;
    const total = outstandingOf(await loanBalances(tx, loan.id));
    if (!OPEN.includes(loan.status) || total <= 0 || (await openPlanOf(tx, loan.id))) {
      throw new CoreError('invalid_transition', { params: { from: loan.status, to: 'payment_plan' } });
    }
    const [plan] = await tx
      .insert(paymentPlans)
      .values({
        loanId: loan.id,
        clientId: loan.clientId,
        status: 'offered',
        reason: terms.reason,
        instalments: planInstalments(terms, total, account.today),
        total,
        overdueDaysAtStart: loan.overdueDays,
        offeredBy: userId,
        requestedAt: ctx.clock.now(),
      })
      .returning();
    if (!plan) throw new Error('payment plan not stored');
    await auditPlan(ctx, tx, { type: 'user', id: userId }, plan);
    await ctx.notices.notify(tx, { kind: 'payment_plan', planId: plan.id, step: 'offered' });
    return paymentPlanView(plan, 0);
  });
}
