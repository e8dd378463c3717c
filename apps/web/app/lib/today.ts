import { toApiDate } from '@lender/i18n';

/** Today in the Mexico City business clock, `YYYY-MM-DD` (ARCHITECTURE §5). */
export function businessToday(now: Date = new Date()): string {
  return toApiDate(now);
}
