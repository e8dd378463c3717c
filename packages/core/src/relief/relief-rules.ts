import { RELIEF_MONTHS, type ReliefMonths } from '@lender/contracts';

/**
 * The version of the deferral terms a borrower accepts (`YYYY-MM-DD`, the day they last changed;
 * their words: `loan:relief.terms` in `@lender/i18n`). Kept with each deferral as its consent evidence.
 */
export const RELIEF_TERMS_VERSION = '2026-11-26';

const pad = (n: number) => String(n).padStart(2, '0');

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 → Feb 28 or 29). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${pad(m)}-${pad(Math.min(day, last))}`;
}

/** The deferrals a loan due on `dueDate` may take: each month count with the due date it gives. */
export function reliefOptions(dueDate: string): { months: ReliefMonths; newDueDate: string }[] {
  return RELIEF_MONTHS.map((months) => ({ months, newDueDate: addMonths(dueDate, months) }));
}

/** Whether a zone declared from `startsOn` to `endsOn` is in force on `today` (not ended early). */
export function zoneInForce(
  zone: { startsOn: string; endsOn: string; endedAt: Date | null },
  today: string,
): boolean {
  return zone.endedAt === null && zone.startsOn <= today && today <= zone.endsOn;
}
