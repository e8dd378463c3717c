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

// The same days by rule, for any year (issue 63). Two calendars, by who keeps them:
//
// - Official non-working days (`officialHolidays`): the days of obligatory rest of the Ley Federal
//   del Trabajo, art. 74 (text in force): I 1 January; II the first Monday of February (in
//   honour of 5 February); III the third Monday of March (in honour of 21 March); IV 1 May; V 16
//   September; VI the third Monday of November (in honour of 20 November); VII 1 October every six
//   years, when the federal Executive changes hands (art. 83 of the Constitution, reform DOF
//   10-02-2014: from 2024, so 2024, 2030, 2036…); VIII 25 December; IX the day of a federal or local
//   ordinary election (a Sunday, already not a working day). Deadlines the law counts in días
//   hábiles (ARCO requests, LFPDPPP 2025) read this calendar: an authority that declares more days
//   off only moves the legal deadline later, so ours is never later than the law's.
// - Bank holidays (`bankHolidays`): the official days plus Holy Thursday and Good Friday (Easter
//   less 3 and 2 days), 2 November and 12 December, on which the CNBV's yearly "Disposiciones de
//   carácter general que señalan los días del año … en que las entidades financieras … deberán
//   cerrar sus puertas y suspender operaciones" (DOF, each December) closes the banks. The list
//   above is that publication; a test holds the rule to it.

/** Easter Sunday of `year` (Gregorian computus, the anonymous algorithm of Meeus, Jones and Butcher), `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The `nth` Monday of `month` (1–12) of `year`. */
function nthMonday(year: number, month: number, nth: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const first = 1 + ((8 - weekday) % 7);
  return isoDate(year, month, first + 7 * (nth - 1));
}

/** `date` moved by `days` calendar days. */
function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first year the federal Executive changes hands on 1 October (LFT art. 74 fr. VII). */
const FIRST_OCTOBER_TRANSMISSION = 2024;

/** The official non-working days of `year` (LFT art. 74), sorted. */
export function officialHolidays(year: number): string[] {
  const days = [
    isoDate(year, 1, 1),
    nthMonday(year, 2, 1),
    nthMonday(year, 3, 3),
    isoDate(year, 5, 1),
    isoDate(year, 9, 16),
    nthMonday(year, 11, 3),
    isoDate(year, 12, 25),
  ];
  if (year >= FIRST_OCTOBER_TRANSMISSION && (year - FIRST_OCTOBER_TRANSMISSION) % 6 === 0)
    days.push(isoDate(year, 10, 1));
  return days.sort();
}

/** The bank holidays of `year` by rule: the official days, Holy Thursday, Good Friday, 2 November, 12 December. */
export function bankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    ...officialHolidays(year),
    shift(easter, -3),
    shift(easter, -2),
    isoDate(year, 11, 2),
    isoDate(year, 12, 12),
  ].sort();
}

const officialByYear = new Map<number, ReadonlySet<string>>();

/** Whether `date` (`YYYY-MM-DD`) is an official non-working day (LFT art. 74). */
export function isOfficialHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let days = officialByYear.get(year);
  if (!days) {
    days = new Set(officialHolidays(year));
    officialByYear.set(year, days);
  }
  return days.has(date);
}

/** Whether `date` (`YYYY-MM-DD`) is a Mexican bank holiday. */
export function isMexicanHoliday(date: string): boolean {
  return HOLIDAYS.has(date);
}
