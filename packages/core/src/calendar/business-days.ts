import { addDays } from '@lender/calculator/kernel';
import { isMexicanHoliday } from './holidays';

// Business days in Mexico City: Monday to Friday, not a bank holiday (the CNBV's list of
// `holidays.ts`). Deadlines counted in días hábiles (the UNE's answer, ADR 167) read these.

/** Whether `date` (`YYYY-MM-DD`) is a business day: a weekday that is not a bank holiday. */
export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isMexicanHoliday(date);
}

/**
 * The business day `days` business days after `date`: the count starts the day after `date`, and
 * a `date` that is itself not a business day adds nothing (`addBusinessDays(friday, 1)` is Monday,
 * or Tuesday when Monday is a holiday).
 */
export function addBusinessDays(date: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a whole number, 0 or more');
  let day = date;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}
