// The business clock is America/Mexico_City whatever the host's zone.
// Intl carries the zone rules (Mexico dropped daylight saving in October 2022), so no tz database
// ships with the package.

/**
 * The business time zone.
 *
 * @example
 * ```ts
 * new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, timeStyle: 'short' }).format(now);
 * ```
 */
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';

let formatter: Intl.DateTimeFormat | undefined;

/**
 * The calendar date in America/Mexico_City at an instant, as `YYYY-MM-DD`: the `today` argument
 * the rest of the package takes. Apps call it from their `Clock`; tests pass fixed dates instead.
 *
 * @param instant - a `Date` or epoch milliseconds. @default Date.now()
 * @example
 * ```ts
 * import { todayInMexicoCity } from '@lender/calculator';
 *
 * todayInMexicoCity(Date.UTC(2025, 0, 1, 5, 59)); // '2024-12-31' (23:59 in Mexico City)
 * todayInMexicoCity(Date.UTC(2025, 0, 1, 6, 0)); // '2025-01-01'
 * ```
 */
export function todayInMexicoCity(instant: Date | number = Date.now()): string {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}
