import { addDays } from '@lender/calculator/kernel';
import { isMexicanHoliday, isOfficialHoliday } from './holidays';

// Business days in Mexico City: Monday to Friday, not a holiday of the calendar the deadline is
// counted in (`holidays.ts`): `banks`, the CNBV's bank holidays (the UNE's answer, ADR 167), or
// `official`, the LFT art. 74 days only (ARCO requests: never later than the law's clock;
// docs/compliance.md).

/** Which days off a count of business days skips. */
export type BusinessCalendar = 'banks' | 'official';

/** Whether `date` (`YYYY-MM-DD`) is a business day: a weekday that is not a holiday of `calendar`. */
export function isBusinessDay(date: string, calendar: BusinessCalendar = 'banks'): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return calendar === 'banks' ? !isMexicanHoliday(date) : !isOfficialHoliday(date);
}

/**
 * The business day `days` business days after `date`: the count starts the day after `date`, and
 * a `date` that is itself not a business day adds nothing (`addBusinessDays(friday, 1)` is Monday,
 * or Tuesday when Monday is a holiday).
 */
export function addBusinessDays(date: string, days: number, calendar: BusinessCalendar = 'banks'): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a whole number, 0 or more');
  let day = date;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day, calendar)) left -= 1;
  }
  return day;
}
