import { PAY_CYCLE_TABLE, PAY_CYCLES, type PayCycle, payDateOptions } from '@lender/calculator';
import type { CalculatorCookie } from '../../lib/session.server';

/** The employment step's pay answers, as its fields take them. */
export interface EmploymentPrefill {
  salaryCycle?: PayCycle;
  /** `YYYY-MM-DD` (weekly, biweekly: the next pay day). */
  nextPayDate?: string;
  /** `a-b` (semi-monthly). */
  semiMonthly?: string;
  /** `1`…`31` (monthly). */
  dateOfMonth?: string;
}

/**
 * What the calculator already told us about the borrower's pay (issue 37 trap 4): the cycle chosen
 * there and, when its pay date is still offered today, the day it names — the first repayment date
 * of a weekly or biweekly option is the next pay day, a semi-monthly option is a pair of days, a
 * monthly one a day of the month.
 */
export function employmentPrefill(saved: CalculatorCookie | null, today: string): EmploymentPrefill {
  const cycle = PAY_CYCLES.find((c) => c === saved?.payCycle);
  if (!cycle) return {};
  const option = saved?.payDates
    ? payDateOptions(cycle, today).find((candidate) => candidate.value === saved.payDates)
    : undefined;
  if (!option) return { salaryCycle: cycle };
  // What the cycle's borrowers declare (@lender/calculator's table), read from the option's label.
  const { params } = option.label;
  switch (PAY_CYCLE_TABLE[cycle].input) {
    case 'dayPair':
      if ('first' in params) return { salaryCycle: cycle, semiMonthly: `${params.first}-${params.second}` };
      return { salaryCycle: cycle };
    case 'dayOfMonth':
      if ('day' in params) return { salaryCycle: cycle, dateOfMonth: String(params.day) };
      return { salaryCycle: cycle };
    default:
      return { salaryCycle: cycle, nextPayDate: option.dates[0] };
  }
}
