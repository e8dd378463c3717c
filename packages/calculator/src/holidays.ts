// The Mexican holiday calendar, by rule for any year: one set of rules, two views.
//
// - The Federal Labour Law's mandatory rest days (Ley Federal del Trabajo, art. 74): 1 January; the
//   first Monday of February; the third Monday of March; 1 May; 16 September; the third Monday of
//   November; 25 December; and, every six years, the day the federal Executive changes hands
//   (1 October from 2024, 1 December until 2018). Election days (fr. IX) fall on Sundays. The
//   Mondays replaced fixed dates (5 February, 21 March, 20 November) with the reform of
//   DOF 17-01-2006; before 2006 those fixed dates are the days.
// - The bank calendar: the days the CNBV's yearly general provisions (DOF, each December) close
//   banks and financial entities — the rest days above plus Holy Thursday and Good Friday (Easter
//   less 3 and 2 days), 2 November and 12 December.
//
// Every function takes and gives `YYYY-MM-DD` calendar days; no `Date` object, so the host's time
// zone cannot shift a day.
import { formatDate, fromDayNumber, isoWeekday, parseDate, toDayNumber } from './internal/calendar';

/** The first year the Executive changes hands on 1 October (Constitution art. 83, DOF 10-02-2014). */
const OCTOBER_TRANSMISSION_FROM = 2024;
/** The first year the movable Mondays replace 5 February, 21 March and 20 November. */
const MOVABLE_MONDAYS_FROM = 2006;

const day = (year: number, month: number, dayOfMonth: number): number =>
  toDayNumber({ year, month, day: dayOfMonth });

/** The `nth` Monday of `month` of `year`, as a day number. */
function nthMonday(year: number, month: number, nth: number): number {
  const first = day(year, month, 1);
  return first + ((8 - isoWeekday(first)) % 7) + 7 * (nth - 1);
}

/**
 * Easter Sunday of `year` (`YYYY-MM-DD`), by the Gregorian computus (the anonymous algorithm of
 * Meeus, Jones and Butcher): Holy Thursday and Good Friday, bank holidays, are 3 and 2 days before.
 *
 * @example
 * ```ts
 * import { easterSunday } from '@lender/calculator/kernel';
 *
 * easterSunday(2026); // '2026-04-05'
 * ```
 */
export function easterSunday(year: number): string {
  return formatDate(fromDayNumber(easterDay(year)));
}

/** Easter Sunday of `year` as a day number. */
function easterDay(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return day(year, Math.floor(n / 31), (n % 31) + 1);
}

function restDayNumbers(year: number): number[] {
  const movable = year >= MOVABLE_MONDAYS_FROM;
  const days = [
    day(year, 1, 1),
    movable ? nthMonday(year, 2, 1) : day(year, 2, 5),
    movable ? nthMonday(year, 3, 3) : day(year, 3, 21),
    day(year, 5, 1),
    day(year, 9, 16),
    movable ? nthMonday(year, 11, 3) : day(year, 11, 20),
    day(year, 12, 25),
  ];
  // Every six years, in step with 2024 (2018, 2024, 2030, …): the Executive changes hands.
  if ((((year - OCTOBER_TRANSMISSION_FROM) % 6) + 6) % 6 === 0) {
    days.push(year >= OCTOBER_TRANSMISSION_FROM ? day(year, 10, 1) : day(year, 12, 1));
  }
  return days;
}

function bankDayNumbers(year: number): number[] {
  const easter = easterDay(year);
  return [...restDayNumbers(year), easter - 3, easter - 2, day(year, 11, 2), day(year, 12, 12)];
}

const sortedDates = (days: number[]): string[] =>
  days.sort((a, b) => a - b).map((n) => formatDate(fromDayNumber(n)));

/**
 * The mandatory rest days of `year` under the Federal Labour Law (LFT art. 74), sorted.
 *
 * @example
 * ```ts
 * import { lftRestDays } from '@lender/calculator/kernel';
 *
 * lftRestDays(2030).includes('2030-10-01'); // true: the Executive changes hands
 * ```
 */
export function lftRestDays(year: number): string[] {
  return sortedDates(restDayNumbers(year));
}

/**
 * The days of `year` banks close (the CNBV's calendar), sorted: the LFT rest days, Holy Thursday,
 * Good Friday, 2 November and 12 December.
 *
 * @example
 * ```ts
 * import { bankHolidays } from '@lender/calculator/kernel';
 *
 * bankHolidays(2026).length; // 11
 * ```
 */
export function bankHolidays(year: number): string[] {
  return sortedDates(bankDayNumbers(year));
}

// Each year is worked out once: the nightly close asks for thousands of loans' last days to pay.
const bankByYear = new Map<number, ReadonlySet<string>>();
const restByYear = new Map<number, ReadonlySet<string>>();

function inYear(
  cache: Map<number, ReadonlySet<string>>,
  daysOf: (year: number) => string[],
  date: string,
): boolean {
  const { year } = parseDate(date);
  let days = cache.get(year);
  if (!days) {
    days = new Set(daysOf(year));
    cache.set(year, days);
  }
  return days.has(date);
}

/**
 * Whether banks close on `date` (`YYYY-MM-DD`): a day of {@link bankHolidays}.
 *
 * @throws {InvalidDateError} when `date` is not a calendar date.
 * @example
 * ```ts
 * import { isBankHoliday } from '@lender/calculator/kernel';
 *
 * isBankHoliday('2026-12-12'); // true
 * ```
 */
export function isBankHoliday(date: string): boolean {
  return inYear(bankByYear, bankHolidays, date);
}

/**
 * Whether `date` (`YYYY-MM-DD`) is a mandatory rest day of the LFT (art. 74): a day of
 * {@link lftRestDays}. Holy Thursday, Good Friday, 2 November and 12 December are not.
 *
 * @throws {InvalidDateError} when `date` is not a calendar date.
 * @example
 * ```ts
 * import { isLftRestDay } from '@lender/calculator/kernel';
 *
 * isLftRestDay('2026-03-16'); // true
 * isLftRestDay('2026-12-12'); // false: banks close, work does not stop
 * ```
 */
export function isLftRestDay(date: string): boolean {
  return inYear(restByYear, lftRestDays, date);
}

/**
 * Whether banks work on `date` (`YYYY-MM-DD`): Monday to Friday, except the bank holidays — by
 * rule ({@link isBankHoliday}), or exactly the days of `holidays` when it is given.
 *
 * @throws {InvalidDateError} when `date` is not a calendar date.
 * @example
 * ```ts
 * import { isBankBusinessDay } from '@lender/calculator/kernel';
 *
 * isBankBusinessDay('2026-03-16'); // false: a bank holiday
 * ```
 */
export function isBankBusinessDay(date: string, holidays?: readonly string[]): boolean {
  const weekday = isoWeekday(toDayNumber(parseDate(date)));
  if (weekday > 5) return false;
  return holidays ? !holidays.includes(date) : !isBankHoliday(date);
}

/**
 * The last day a payment due on `dueDate` is on time: the due date, or the next bank business day
 * ({@link isBankBusinessDay}, with the same `holidays`).
 *
 * @throws {InvalidDateError} when `dueDate` is not a calendar date.
 * @example
 * ```ts
 * import { lastDayToPay } from '@lender/calculator/kernel';
 *
 * lastDayToPay('2026-03-14'); // '2026-03-17': Saturday, Sunday, then the 16th is a holiday
 * ```
 */
export function lastDayToPay(dueDate: string, holidays?: readonly string[]): string {
  let dayNumber = toDayNumber(parseDate(dueDate));
  let date = dueDate;
  while (!isBankBusinessDay(date, holidays)) date = formatDate(fromDayNumber(++dayNumber));
  return date;
}
