import type { PaymentPlanInstalment } from '@lender/db/schema';
import { daysPastDue } from '../calendar/bank-calendar';

// A loan's days past due while a payment plan restructures it (issue 62, ADR 299): one function the
// credit-bureau file, the reports and collections share, so a borrower on a plan is reported as
// collections sees them — by the plan's instalments, not by the due date the plan replaced.

/** How many instalments the money paid covers, in order (the first `n` whose running sum is paid). */
export function instalmentsCovered(instalments: readonly PaymentPlanInstalment[], paid: number): number {
  let sum = 0;
  let covered = 0;
  for (const instalment of instalments) {
    sum += instalment.amount;
    if (paid < sum) break;
    covered += 1;
  }
  return covered;
}

/** A plan that started, as its days past due read it. */
export interface StartedPlan {
  readonly status: string;
  readonly startedOn: string;
  /** The day it was completed or broken; null while it runs. */
  readonly endedOn: string | null;
  readonly instalments: readonly PaymentPlanInstalment[];
}

/**
 * Days past due on `date` of a loan under `plan`, given what was paid on it from the day the plan
 * started to `date`. Running or broken: the days past due of the first instalment that money does
 * not cover, counted from that instalment's last day to pay (`daysPastDue`, the late-fee day rule; a
 * plan kept is current; a broken one counts from the instalment it missed). Completed (cured):
 * current from the day it ended.
 */
export function planDaysPastDue(plan: StartedPlan, paidSinceStart: number, date: string): number {
  if (plan.status === 'completed' && plan.endedOn !== null && plan.endedOn <= date) return 0;
  const next = plan.instalments[instalmentsCovered(plan.instalments, paidSinceStart)];
  return next ? daysPastDue(next.dueDate, date) : 0;
}
