import { CoreError } from '../errors/core-error';
import { type CatalogOption, EMPLOYMENT_POSITIONS, isEmploymentStatusKey } from './employment';

/**
 * `public.employmentPositions` (`GET /web/public/client/employment-positions?employmentStatusKey`):
 * the positions of a status (none for the unemployed or a homemaker), `not_found` for an unknown
 * status key. A table read: it needs nothing of the core.
 */
export function employmentPositions(
  _ctx: unknown,
  input: { readonly query: { readonly employmentStatusKey: string } },
): CatalogOption[] {
  const key = input.query.employmentStatusKey;
  if (!isEmploymentStatusKey(key))
    throw new CoreError('not_found', { message: `Unknown employment status: ${key}` });
  return [...EMPLOYMENT_POSITIONS[key]];
}
