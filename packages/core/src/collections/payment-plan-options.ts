import { addDays, moneyView } from '@lender/calculator/kernel';
import {
  PAYMENT_PLAN_MAX_INSTALMENTS,
  PAYMENT_PLAN_MIN_INSTALMENTS,
  PAYMENT_PLAN_REASONS,
  type PaymentPlanOptions,
} from '@lender/contracts';
import type { Executor } from '@lender/db';
import { type KnownOpenLoan, openLoanOf } from '../loans/loan-context';
import { outstandingBalanceOf } from './collection-promises';
import {
  OPEN_PLAN_STATUSES,
  PAYMENT_PLAN_FIRST_WITHIN_DAYS,
  PAYMENT_PLAN_INTERVAL_DAYS,
  type PaymentPlanContext,
  paidOnPlan,
  paymentPlanView,
  plansOfLoan,
} from './payment-plan-model';

/**
 * What the borrower of `clientId`'s open loan may request (ADR 299): a plan while something is owed,
 * none is waiting or running, and no plan ever ran on the loan (one restructure per loan; after a
 * broken plan only collections may offer another).
 */
export async function paymentPlanOptionsOf(
  ctx: Pick<PaymentPlanContext, 'loanAccount'>,
  tx: Executor,
  clientId: number,
  known?: KnownOpenLoan & { today: string },
): Promise<PaymentPlanOptions> {
  const loan = known?.loan ?? (await openLoanOf(tx, clientId));
  const today = known?.today ?? (await ctx.loanAccount.todayOf(clientId, tx));
  const total = known?.balance ?? (await outstandingBalanceOf(tx, loan.id));
  const plans = await plansOfLoan(tx, loan.id);
  const [newest] = plans;
  const open = plans.find((plan) => (OPEN_PLAN_STATUSES as readonly string[]).includes(plan.status));
  const everRan = plans.some((plan) => plan.startedOn !== null);
  return {
    allowed: total > 0 && open === undefined && !everRan,
    minInstalments: PAYMENT_PLAN_MIN_INSTALMENTS,
    maxInstalments: PAYMENT_PLAN_MAX_INSTALMENTS,
    intervalDays: PAYMENT_PLAN_INTERVAL_DAYS,
    total: moneyView(total),
    firstDateMin: addDays(today, 1),
    firstDateMax: addDays(today, PAYMENT_PLAN_FIRST_WITHIN_DAYS),
    reasons: [...PAYMENT_PLAN_REASONS],
    current: newest ? paymentPlanView(newest, await paidOnPlan(tx, newest, today)) : null,
  };
}

/** `client.paymentPlanOptions`: what payment plan the borrower may request, and their newest plan. */
export async function paymentPlanOptions(
  ctx: Pick<PaymentPlanContext, 'db' | 'loanAccount'>,
  { actorId: clientId }: { actorId: number },
): Promise<PaymentPlanOptions> {
  return paymentPlanOptionsOf(ctx, ctx.db, clientId);
}
