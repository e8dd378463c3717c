// A payment plan on the loan account (issue 52, ADR 299): what a restructure does to the loan's
// dates, days past due and status. No ledger line moves: the plan adds no fee and forgives nothing;
// its instalments are ordinary payments (`post(account, { kind: 'payment_received' })`). What
// changes is when the balance falls due, so late fees, days past due and the bucket follow the plan.
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { and, eq, isNotNull } from '@lender/db/orm';
import { loans, paymentPlans } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { CoreError } from '../errors/core-error';
import { rewriteMonthEnds } from './loan-figures';
import type { LoanAccount } from './loan-lock';

const OPEN: readonly number[] = [LOAN_STATUS.active, LOAN_STATUS.onHold];

/** Whether a plan ever ran on the loan: a restructured loan gets no early-payoff rebate (ADR 299). */
export async function everRestructured(tx: Executor, loanId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(and(eq(paymentPlans.loanId, loanId), isNotNull(paymentPlans.startedOn)))
    .limit(1);
  return row !== undefined;
}

async function moveLoan(
  account: LoanAccount,
  actor: AuditActor,
  action: 'loan.restructure' | 'loan.restructure_cured' | 'loan.restructure_broken',
  set: { dueDate?: string; overdueDays?: number; status?: number },
  planId: number,
): Promise<void> {
  const { ctx, tx, loan, today } = account;
  if (!OPEN.includes(loan.status)) {
    throw new CoreError('invalid_transition', { params: { from: loan.status, to: action } });
  }
  await tx
    .update(loans)
    .set({ ...set, updatedAt: ctx.clock.now() })
    .where(eq(loans.id, loan.id));
  // The due date, days past due or status in force from today: month ends from today say so (ADR 294).
  await rewriteMonthEnds(tx, [loan.id], today);
  await ctx.audit.record(tx, {
    actor,
    action,
    entity: 'loan',
    entityId: loan.id,
    before: { dueDate: loan.dueDate, overdueDays: loan.overdueDays, status: loan.status },
    after: { ...set, paymentPlan: String(planId) },
  });
}

/**
 * The plan starts: the balance falls due on the last instalment's date, so no late fee accrues while
 * the plan runs, and the days past due are the plan's (`planDaysPastDue`: none until an instalment
 * is missed), as the credit bureau, the reports and collections read them (issue 62). The status
 * stays as it was until the plan is kept past its watch period.
 */
export function restructureLoan(
  account: LoanAccount,
  plan: { id: number; lastDueDate: string },
  actor: AuditActor,
): Promise<void> {
  return moveLoan(account, actor, 'loan.restructure', { dueDate: plan.lastDueDate, overdueDays: 0 }, plan.id);
}

/** The watch period passed with every instalment due paid: the loan is current again (days past due 0). */
export function cureRestructuredLoan(account: LoanAccount, plan: { id: number }): Promise<void> {
  return moveLoan(
    account,
    { type: 'system' },
    'loan.restructure_cured',
    { overdueDays: 0, status: LOAN_STATUS.active },
    plan.id,
  );
}

/**
 * An instalment stayed unpaid past the grace days: what remains falls due on that instalment's date,
 * and late fees, days past due and the bucket count from it, as the contract says.
 */
export function breakRestructure(
  account: LoanAccount,
  plan: { id: number; missedDueDate: string },
): Promise<void> {
  return moveLoan(
    account,
    { type: 'system' },
    'loan.restructure_broken',
    { dueDate: plan.missedDueDate },
    plan.id,
  );
}
