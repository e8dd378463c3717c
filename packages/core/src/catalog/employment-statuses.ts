import { type CatalogOption, EMPLOYMENT_STATUS_KEYS, EMPLOYMENT_STATUS_LABELS } from './employment';

/**
 * `public.employmentStatuses` (`GET /web/public/client/employment-statuses`): the statuses with their
 * Spanish labels, in display order. A table read: it needs nothing of the core.
 */
export function employmentStatuses(): CatalogOption[] {
  return EMPLOYMENT_STATUS_KEYS.map((key) => ({ key, label: EMPLOYMENT_STATUS_LABELS[key] }));
}
