// Pure Gregorian calendar arithmetic on `YYYY-MM-DD` strings. No `Date` objects: a calendar day
// in America/Mexico_City is a label, and the host's time zone must never shift it.
// Day numbers count days since 1970-01-01 (H. Hinnant's civil algorithms).
import { InvalidDateError } from '../invalid-date-error';

/** A calendar day split into parts; `month` is 1–12. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The value of the two or four ASCII digits of `text` from `start`, or -1 when one is not a digit. */
function digitsAt(text: string, start: number, count: 2 | 4): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The calendar day of a `YYYY-MM-DD` string, or `null` when it is not one. Read character by
 * character (no pattern match): every offer reads a dozen dates.
 */
export function readDate(value: unknown): CivilDate | null {
  if (typeof value !== 'string' || value.length !== 10) return null;
  if (value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return null; // '-'
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function parseDate(value: unknown): CivilDate {
  const date = readDate(value);
  if (!date) throw new InvalidDateError(value);
  return date;
}

export function formatDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function toDayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(dayNumber: number): CivilDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function addDays(date: string, days: number): string {
  return formatDate(fromDayNumber(toDayNumber(parseDate(date)) + days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(parseDate(to)) - toDayNumber(parseDate(from));
}

/** The same day `months` later, clamped to the last day of the target month (Jan 31 + 1 → Feb 28/29). */
export function addMonthsClamped(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** ISO weekday: 1 Monday … 7 Sunday. 1970-01-01 was a Thursday. */
export function isoWeekday(dayNumber: number): number {
  return (((((dayNumber % 7) + 7) % 7) + 3) % 7) + 1;
}
