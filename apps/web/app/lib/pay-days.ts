import { PAY_CYCLE_TABLE, type PayCycle } from '@lender/calculator';
import type { ClientProfile } from '@lender/contracts';

/**
 * Whether a pay-date option of `cycle` falls on the client's declared pay days (issue 37 trap 4): the
 * semi-monthly pair (a day past the month's end is its last day) or the monthly day; other cycles,
 * and a client who declared no days, keep every option.
 */
export function onPayDays(cycle: PayCycle, dates: readonly string[], me: ClientProfile | null): boolean {
  const dayOf = (date: string) => Number(date.slice(8, 10));
  const lastDay = (date: string) =>
    new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
  const paidOn = (date: string, day: number) => dayOf(date) === Math.min(day, lastDay(date));
  if (me?.salaryCycle !== cycle) return true;
  // What the cycle's borrowers declare about their pay days (@lender/calculator's table).
  const { input } = PAY_CYCLE_TABLE[cycle];
  const pair = me.payDate.semiMonthlyPayDates;
  if (input === 'dayPair' && pair) {
    return dates.every((date) => pair.some((day) => paidOn(date, day)));
  }
  const day = me.payDate.dateOfMonth;
  if (input === 'dayOfMonth' && day) {
    return dates[0] !== undefined && paidOn(dates[0], day);
  }
  return true;
}
