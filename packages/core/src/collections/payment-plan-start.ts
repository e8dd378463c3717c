import { addDays } from '@lender/calculator/kernel';
import { eq } from '@lender/db/orm';
import { paymentPlans } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { CoreError } from '../errors/core-error';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { type LoanAccount, restructureLoan } from '../ledger/loan-account';
import {
  auditPlan,
  instalmentsOf,
  PAYMENT_PLAN_WATCH_DAYS,
  type PaymentPlanContext,
  type PaymentPlanRow,
} from './payment-plan-model';

/**
 * Starts a requested (approved by collections) or offered (accepted by the borrower) plan on its
 * locked loan account (ADR 299): the instalments are spread again over what the loan owes today
 * (same count and dates), the loan is restructured and the watch period begins.
 */
export async function startPaymentPlan(
  ctx: Pick<PaymentPlanContext, 'clock' | 'audit' | 'notices'>,
  account: LoanAccount,
  plan: PaymentPlanRow,
  actor: AuditActor,
): Promise<PaymentPlanRow> {
  const { tx, loan, today } = account;
  const [first] = plan.instalments;
  // A plan whose first date has passed waits for no one: it is asked for again.
  if (!first || first.dueDate <= today) {
    throw new CoreError('invalid_transition', { params: { from: plan.status, to: 'active' } });
  }
  const total = outstandingOf(await loanBalances(tx, loan.id));
  if (total <= 0) throw new CoreError('invalid_transition', { params: { from: plan.status, to: 'active' } });
  const instalments = instalmentsOf(total, plan.instalments.length, first.dueDate);
  const [started] = await tx
    .update(paymentPlans)
    .set({
      status: 'active',
      total,
      instalments,
      overdueDaysAtStart: loan.overdueDays,
      decidedAt: ctx.clock.now(),
      decidedBy: actor.type === 'user' ? actor.id : plan.decidedBy,
      startedOn: today,
      watchUntil: addDays(today, PAYMENT_PLAN_WATCH_DAYS),
    })
    .where(eq(paymentPlans.id, plan.id))
    .returning();
  if (!started) throw new CoreError('not_found');
  const lastDueDate = instalments[instalments.length - 1]?.dueDate ?? first.dueDate;
  await restructureLoan(account, { id: plan.id, lastDueDate }, actor);
  await auditPlan(ctx, tx, actor, started);
  await ctx.notices.notify(tx, { kind: 'payment_plan', planId: plan.id, step: 'approved' });
  return started;
}
