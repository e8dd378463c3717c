import * as z from 'zod';
import { isIsoDate } from './internal/refinements.js';

export { isIsoDate };

/**
 * A calendar date in America/Mexico_City, written `YYYY-MM-DD`.
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
