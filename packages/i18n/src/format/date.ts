/**
 * Dates: business dates are calendar days in
 * America/Mexico_City whatever the host's time zone. Screens show `dd.mm.yyyy`; the API carries
 * `YYYY-MM-DD`. An instant (`Date`, epoch milliseconds, ISO date-time) is first placed on the
 * Mexico City calendar; a `YYYY-MM-DD` string already is a calendar date and is never shifted.
 */

/** The business time zone. */
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';

/** A calendar date (`YYYY-MM-DD`) or an instant. */
export type DateInput = string | Date | number;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const calendarParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface Parts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
}

function validCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

function partsOf(value: DateInput): Parts {
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) {
      const [, year, month, day] = match as unknown as [string, string, string, string];
      if (!validCalendarDate(Number(year), Number(month), Number(day))) {
        throw new RangeError(`Not a calendar date: ${value}`);
      }
      return { year, month, day, hour: '00', minute: '00' };
    }
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const parts: Record<string, string> = {};
  for (const part of calendarParts.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: parts.year as string,
    month: parts.month as string,
    day: parts.day as string,
    hour: parts.hour as string,
    minute: parts.minute as string,
  };
}

/**
 * `dd.mm.yyyy` for screens, in the Mexico City calendar.
 *
 * @example formatDate('2026-03-21') // '21.03.2026'
 * @example formatDate(new Date('2026-03-22T05:30:00Z')) // '21.03.2026' (23:30 in Mexico City)
 */
export function formatDate(value: DateInput): string {
  const { year, month, day } = partsOf(value);
  return `${day}.${month}.${year}`;
}

/**
 * `dd.mm.yyyy HH:mm` (24 h, Mexico City) for screens that need the time too.
 *
 * @example formatDateTime('2026-03-22T05:30:00Z') // '21.03.2026 23:30'
 */
export function formatDateTime(value: DateInput): string {
  const { year, month, day, hour, minute } = partsOf(value);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/**
 * `YYYY-MM-DD` for the API, in the Mexico City calendar.
 *
 * @example toApiDate(new Date('2026-03-22T05:30:00Z')) // '2026-03-21'
 */
export function toApiDate(value: DateInput): string {
  const { year, month, day } = partsOf(value);
  return `${year}-${month}-${day}`;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/**
 * The long form contracts and letters use: `21 de marzo de 2026`.
 *
 * @example formatLongDate('2026-03-21') // '21 de marzo de 2026'
 */
export function formatLongDate(value: DateInput): string {
  const { year, month, day } = partsOf(value);
  return `${Number(day)} de ${MONTHS[Number(month) - 1]} de ${year}`;
}

const DISPLAY_DATE = /^(\d{2})[./](\d{2})[./](\d{4})$/;

/**
 * Reads a date a person typed as `dd.mm.yyyy` or `DD/MM/YYYY` and returns `YYYY-MM-DD`, or
 * `undefined` when it is not a real calendar date.
 *
 * @example parseDisplayDate('21.03.2026') // '2026-03-21'
 * @example parseDisplayDate('31/02/2026') // undefined
 */
export function parseDisplayDate(text: string): string | undefined {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return validCalendarDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : undefined;
}

/** Whole calendar days from `from` to `to` (both placed on the Mexico City calendar). */
export function daysBetween(from: DateInput, to: DateInput): number {
  const a = partsOf(from);
  const b = partsOf(to);
  const utc = (p: Parts) => Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day));
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}
