import { lateFeeDaysOn } from '@lender/calculator';
import { addDays, lastDayToPay as lastBankDayToPay } from '@lender/calculator/kernel';

// Business days of the banks: a due date on a bank holiday or a weekend may be paid on the next
// business day (ADR 211); the holidays are the calculator's calendar by rule (ADR 322).
export { isBankBusinessDay } from '@lender/calculator/kernel';
export { MEXICAN_BANK_HOLIDAYS } from './holidays';

/**
 * The last day a payment counts as on time: the due date, or the next business day after it. One
 * parameter on purpose: callers pass it to `map` and memos, which would hand the calculator's
 * optional holiday list an index.
 */
export function lastDayToPay(dueDate: string): string {
  return lastBankDayToPay(dueDate);
}

/** The late-fee day rule without fees: only its days past due are read. */
const DAYS_ONLY = { maxDays: 0, onHoldAfterDays: Number.POSITIVE_INFINITY } as const;

/**
 * Days past due on `date` of a loan due on `dueDate`: 0 up to its last day to pay, then the days
 * since that day — the calculator's late-fee day rule (`lateFeeDaysOn`, ADR 322), the one number the
 * late fees, `loans.overdue_days`, collections, the reports and the credit bureau read.
 */
export function daysPastDue(dueDate: string, date: string): number {
  return lateFeeDaysOn(dueDate, date, DAYS_ONLY).overdueDays;
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
