import { addDays } from '@lender/calculator/kernel';
import { isMexicanHoliday, MEXICAN_BANK_HOLIDAYS } from './holidays';

// Business days of the banks: a due date on a bank holiday or a weekend may be paid on the next
// business day (the holiday list is the calendar folder's, ADR 211).
export { MEXICAN_BANK_HOLIDAYS };

/** Banks work Monday to Friday except on bank holidays. */
export function isBankBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isMexicanHoliday(date);
}

/** The last day a payment counts as on time: the due date, or the next business day after it. */
export function lastDayToPay(dueDate: string): string {
  let day = dueDate;
  while (!isBankBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * The latest due date whose last day to pay is before `asOf`: a loan due on or before it is overdue
 * on `asOf` (the last business day before it; last days to pay never move back).
 */
export function latestDueDatePast(asOf: string): string {
  let day = addDays(asOf, -1);
  while (lastDayToPay(day) >= asOf) day = addDays(day, -1);
  return day;
}
