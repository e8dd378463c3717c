import { addDays } from '@lender/calculator/kernel';
// Mexican bank holidays (issue 5 Payments: a due date on a bank holiday may be paid on the next
// business day). Source: the CNBV's yearly "días inhábiles" for financial entities published in the
// Diario Oficial de la Federación (Ley Federal del Trabajo art. 74 holidays, Holy Thursday and Good
// Friday, 2 November and 12 December). Extend the list each December when the CNBV publishes it.

/** Bank holidays, `YYYY-MM-DD`, by year (ADR 211). */
export const MEXICAN_BANK_HOLIDAYS: readonly string[] = [
  // 2026
  '2026-01-01',
  '2026-02-02',
  '2026-03-16',
  '2026-04-02',
  '2026-04-03',
  '2026-05-01',
  '2026-09-16',
  '2026-11-02',
  '2026-11-16',
  '2026-12-12',
  '2026-12-25',
  // 2027
  '2027-01-01',
  '2027-02-01',
  '2027-03-15',
  '2027-03-25',
  '2027-03-26',
  '2027-05-01',
  '2027-09-16',
  '2027-11-02',
  '2027-11-15',
  '2027-12-12',
  '2027-12-25',
];

const HOLIDAYS: ReadonlySet<string> = new Set(MEXICAN_BANK_HOLIDAYS);

/** Banks work Monday to Friday except on bank holidays. */
export function isBankBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(date);
}

/** The last day a payment counts as on time: the due date, or the next business day after it. */
export function lastDayToPay(dueDate: string): string {
  let day = dueDate;
  while (!isBankBusinessDay(day)) day = addDays(day, 1);
  return day;
}
