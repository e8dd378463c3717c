// Mexican bank holidays: the one maintained list of days on which banks do not work, read by the
// loans' due dates (a due date on a bank holiday may be paid on the next business day) and by the
// collections contact window (no collection contact on a holiday). Source: the CNBV's yearly
// "días inhábiles" for financial entities published in the Diario Oficial de la Federación (Ley
// Federal del Trabajo art. 74 holidays, Holy Thursday and Good Friday, 2 November and 12 December).
// Extend the list each December when the CNBV publishes it.

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
  // 2028 (computed by the same rules; confirm against the CNBV's list when it is published)
  '2028-01-01',
  '2028-02-07',
  '2028-03-20',
  '2028-04-13',
  '2028-04-14',
  '2028-05-01',
  '2028-09-16',
  '2028-11-02',
  '2028-11-20',
  '2028-12-12',
  '2028-12-25',
];

const HOLIDAYS: ReadonlySet<string> = new Set(MEXICAN_BANK_HOLIDAYS);

/** Whether `date` (`YYYY-MM-DD`) is a Mexican bank holiday. */
export function isMexicanHoliday(date: string): boolean {
  return HOLIDAYS.has(date);
}
