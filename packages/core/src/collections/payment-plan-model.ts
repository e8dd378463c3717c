// Payment plans (issue 52, ADR 299): the rules and reads the plan's use cases share.
import { addDays, moneyView } from '@lender/calculator/kernel';
import {
  PAYMENT_PLAN_MAX_INSTALMENTS,
  PAYMENT_PLAN_MIN_INSTALMENTS,
  type PaymentPlan,
  type PaymentPlanReason,
  type PaymentPlanStatus,
  type PaymentPlanTerms,
} from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { type PaymentPlanInstalment, paymentPlans } from '@lender/db/schema';
import type { AuditActor, AuditService } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { businessDate, type Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { LoanAccountContext } from '../ledger/loan-account';
import { instalmentsCovered } from '../ledger/payment-plan-days';
import type { NoticePort } from '../notices/notice-model';
import { paidBetween } from './collection-promises';

/** Days between two instalments: a fortnight, the most common pay cycle. */
export const PAYMENT_PLAN_INTERVAL_DAYS = 15;
/** The first instalment falls within this many days of the plan's request. */
export const PAYMENT_PLAN_FIRST_WITHIN_DAYS = 15;
/** Days after an instalment's date before an unpaid one breaks the plan. */
export const PAYMENT_PLAN_GRACE_DAYS = 3;
/** Days after the plan starts during which it is watched before the loan counts as current. */
export const PAYMENT_PLAN_WATCH_DAYS = 30;

/** Plans still waiting or running: one per loan. */
export const OPEN_PLAN_STATUSES = ['requested', 'offered', 'active'] as const;

/** What the plan's use cases read: the database, the clock, the audit, the loan account, the notices. */
export interface PaymentPlanContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
  readonly loanAccount: LoanAccountContext;
  readonly notices: NoticePort;
}

export type PaymentPlanRow = typeof paymentPlans.$inferSelect;

/**
 * The instalments of `total` centavos: `count` equal amounts (the first takes the centavos left
 * over), every {@link PAYMENT_PLAN_INTERVAL_DAYS} days from `firstDate`.
 */
export function instalmentsOf(total: number, count: number, firstDate: string): PaymentPlanInstalment[] {
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => ({
    dueDate: addDays(firstDate, index * PAYMENT_PLAN_INTERVAL_DAYS),
    amount: index === 0 ? total - base * (count - 1) : base,
  }));
}

/** A 400 field violation of a plan's terms (`limit` in the message's words). */
function outOfRange(
  field: 'firstDate' | 'instalments',
  code: 'too_small' | 'too_big',
  limit: string | number,
) {
  return new CoreError('validation_failed', {
    violations: [
      {
        field: [field],
        code,
        message: `${code === 'too_small' ? 'At least' : 'At most'} ${limit}`,
        params: { limit },
      },
    ],
  });
}

/** Checks a plan's terms against today's bounds (400 field violations) and answers its instalments. */
export function planInstalments(
  terms: PaymentPlanTerms,
  total: number,
  today: string,
): PaymentPlanInstalment[] {
  const last = addDays(today, PAYMENT_PLAN_FIRST_WITHIN_DAYS);
  if (terms.firstDate <= today) throw outOfRange('firstDate', 'too_small', addDays(today, 1));
  if (terms.firstDate > last) throw outOfRange('firstDate', 'too_big', last);
  const count = terms.instalments;
  if (count < PAYMENT_PLAN_MIN_INSTALMENTS)
    throw outOfRange('instalments', 'too_small', PAYMENT_PLAN_MIN_INSTALMENTS);
  if (count > PAYMENT_PLAN_MAX_INSTALMENTS)
    throw outOfRange('instalments', 'too_big', PAYMENT_PLAN_MAX_INSTALMENTS);
  return instalmentsOf(total, count, terms.firstDate);
}

/** Money paid on the loan since the plan started (payments only), centavos. */
export async function paidOnPlan(tx: Executor, plan: PaymentPlanRow, today: string): Promise<number> {
  if (!plan.startedOn) return 0;
  return paidBetween(tx, plan.loanId, plan.startedOn, today);
}

/** A stored plan as the API shows it; `paid` is the money paid since it started. */
export function paymentPlanView(plan: PaymentPlanRow, paid: number): PaymentPlan {
  const covered =
    plan.status === 'completed' ? plan.instalments.length : instalmentsCovered(plan.instalments, paid);
  return {
    id: plan.id,
    loanId: plan.loanId,
    status: plan.status as PaymentPlanStatus,
    reason: plan.reason as PaymentPlanReason,
    offered: plan.offeredBy !== null,
    instalments: plan.instalments.map((instalment, index) => ({
      dueDate: instalment.dueDate,
      amount: moneyView(instalment.amount),
      paid: plan.startedOn !== null && index < covered,
    })),
    total: moneyView(plan.total),
    requestedOn: businessDate(plan.requestedAt),
    startedOn: plan.startedOn,
    watchUntil: plan.watchUntil,
    endedOn: plan.endedOn,
  };
}

/** The loan's plans, newest first. */
export function plansOfLoan(tx: Executor, loanId: number): Promise<PaymentPlanRow[]> {
  return tx.select().from(paymentPlans).where(eq(paymentPlans.loanId, loanId)).orderBy(desc(paymentPlans.id));
}

/** The loan's plan waiting or running, if any. */
export async function openPlanOf(tx: Executor, loanId: number): Promise<PaymentPlanRow | undefined> {
  const [plan] = await tx
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.loanId, loanId), inArray(paymentPlans.status, [...OPEN_PLAN_STATUSES])))
    .limit(1);
  return plan;
}

/** Audits a plan's step on its loan (`collections.payment_plan`). */
export function auditPlan(
  ctx: Pick<PaymentPlanContext, 'audit'>,
  tx: Executor,
  actor: AuditActor,
  plan: Pick<PaymentPlanRow, 'id' | 'loanId' | 'status' | 'instalments' | 'total'>,
): Promise<unknown> {
  return ctx.audit.record(tx, {
    actor,
    action: 'collections.payment_plan',
    entity: 'loan',
    entityId: plan.loanId,
    after: {
      paymentPlan: String(plan.id),
      planStatus: plan.status,
      instalments: plan.instalments.length,
      total: auditMoney(plan.total),
    },
  });
}
