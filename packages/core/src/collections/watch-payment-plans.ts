import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { loans, paymentPlans } from '@lender/db/schema';
import { lastDayToPay } from '../calendar/bank-calendar';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { breakRestructure, cureRestructuredLoan, lockLoanAccount } from '../ledger/loan-account';
import { instalmentsCovered, planDaysPastDue } from '../ledger/payment-plan-days';
import {
  auditPlan,
  PAYMENT_PLAN_GRACE_DAYS,
  type PaymentPlanContext,
  paidOnPlan,
} from './payment-plan-model';

/** What one watch run did. */
export interface PaymentPlanWatch {
  completed: number;
  cured: number;
  broken: number;
}

/**
 * The daily watch of running plans (ADR 299), each in its own transaction on its locked loan
 * account, idempotent: a plan whose loan owes nothing is `completed`; one with an instalment unpaid
 * {@link PAYMENT_PLAN_GRACE_DAYS} days after its last day to pay (its date, or the next bank business
 * day when that is a holiday or a weekend) is `broken` (the rest falls due on that date);
 * past its watch period with every instalment due paid, its loan is current again (`cured`, once);
 * otherwise the loan's days past due are brought to the plan's.
 * Without `asOf`, each client's business date.
 */
export async function watchPaymentPlans(ctx: PaymentPlanContext, asOf?: string): Promise<PaymentPlanWatch> {
  const result: PaymentPlanWatch = { completed: 0, cured: 0, broken: 0 };
  const running = await ctx.db
    .select({ id: paymentPlans.id, loanId: paymentPlans.loanId })
    .from(paymentPlans)
    .where(eq(paymentPlans.status, 'active'));
  for (const { id, loanId } of running) {
    const step = await ctx.db.transaction(async (tx) => {
      const done = await watchOne(tx, id, loanId);
      if (done) await ctx.notices.notify(tx, { kind: 'payment_plan', planId: id, step: done });
      return done;
    });
    if (step) result[step] += 1;
  }
  return result;

  async function watchOne(tx: Executor, id: number, loanId: number) {
    const account = await lockLoanAccount(ctx.loanAccount, tx, loanId, asOf ? { today: asOf } : {});
    const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.id, id));
    if (plan?.status !== 'active') return null;
    const { today, loan } = account;
    const end = (status: 'completed' | 'broken') =>
      tx.update(paymentPlans).set({ status, endedOn: today }).where(eq(paymentPlans.id, id)).returning();
    if (outstandingOf(await loanBalances(tx, loanId)) <= 0) {
      const [done] = await end('completed');
      if (done) await auditPlan(ctx, tx, { type: 'system' }, done);
      return 'completed' as const;
    }
    const paid = await paidOnPlan(tx, plan, today);
    const covered = instalmentsCovered(plan.instalments, paid);
    const missed = plan.instalments[covered];
    // The grace runs from the instalment's last day to pay: one due on a bank holiday or a weekend
    // may be paid on the next bank business day (ADR 211, 322), as the loan's own due date.
    if (missed && addDays(lastDayToPay(missed.dueDate), PAYMENT_PLAN_GRACE_DAYS) < today) {
      await breakRestructure(account, { id, missedDueDate: missed.dueDate });
      const [broken] = await end('broken');
      if (broken) await auditPlan(ctx, tx, { type: 'system' }, broken);
      return 'broken' as const;
    }
    const dueByToday = plan.instalments.filter((instalment) => instalment.dueDate <= today).length;
    const watched = plan.watchUntil !== null && plan.watchUntil < today;
    const wasLate = plan.overdueDaysAtStart > 0 || loan.status === LOAN_STATUS.onHold;
    if (watched && wasLate && plan.curedOn === null && covered >= dueByToday) {
      await cureRestructuredLoan(account, { id });
      await tx.update(paymentPlans).set({ curedOn: today }).where(eq(paymentPlans.id, id));
      return 'cured' as const;
    }
    // While it runs, the loan is as late as the plan says: what collections, the portfolio and the
    // lists read is what the credit-bureau file and the risk report report (`planDaysPastDue`).
    const days = planDaysPastDue({ ...plan, startedOn: plan.startedOn ?? today }, paid, today);
    if (days !== loan.overdueDays) {
      await tx
        .update(loans)
        .set({ overdueDays: days, updatedAt: ctx.clock.now() })
        .where(eq(loans.id, loanId));
    }
    return null;
  }
}
