import * as z from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written `YYYY-MM-DD` (architecture decision 5). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * A calendar date in America/Mexico_City, written `YYYY-MM-DD` (spec §9).
 *
 * @example '2026-11-30'
 */
export const IsoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Must be a calendar date YYYY-MM-DD', params: { code: 'invalid_format' } })
  .meta({
    id: 'IsoDate',
    format: 'date',
    description: 'Calendar date YYYY-MM-DD (America/Mexico_City).',
    example: '2026-11-30',
  });
export type IsoDate = z.infer<typeof IsoDateSchema>;

/** An instant, ISO 8601 with offset, e.g. `2026-11-22T10:00:00Z`. */
export const IsoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .meta({ id: 'IsoDateTime', example: '2026-11-22T10:00:00Z' });
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;
