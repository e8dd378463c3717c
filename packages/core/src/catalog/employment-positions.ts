import { type CatalogOption, EMPLOYMENT_POSITIONS, isEmploymentStatusKey } from './employment';

/**
 * `public.employmentPositions` (`GET /web/public/client/employment-positions?employmentStatusKey`):
 * the positions of a status (none for the unemployed or a homemaker), or `undefined` when the status
 * key is unknown (the API answers 404). A table read: it needs nothing of the core.
 */
export function employmentPositions(statusKey: string): CatalogOption[] | undefined {
  return isEmploymentStatusKey(statusKey) ? [...EMPLOYMENT_POSITIONS[statusKey]] : undefined;
}
