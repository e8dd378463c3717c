/**
 * Relative phrases for due dates, counted in Mexico City calendar days: "vence hoy",
 * "vence mañana", "vence en 3 días", "venció ayer", "venció hace 2 días". Plurals follow
 * `Intl.PluralRules('es-MX')` (one, many, other).
 */
import { type DateInput, daysBetween } from './date';

const plural = new Intl.PluralRules('es-MX');
const DAYS: Readonly<Record<Intl.LDMLPluralRule, string>> = {
  zero: 'días',
  one: 'día',
  two: 'días',
  few: 'días',
  many: 'de días',
  other: 'días',
};

/** `1 día`, `3 días`, `1000000 de días`. */
function dayCount(days: number): string {
  return `${days} ${DAYS[plural.select(days)]}`;
}

/**
 * A number of days from today as a phrase: `hoy`, `mañana`, `en 3 días`, `ayer`, `hace 2 días`.
 *
 * @example formatRelativeDays(3) // 'en 3 días'
 * @example formatRelativeDays(-1) // 'ayer'
 */
export function formatRelativeDays(days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${String(days)}`);
  if (days === 0) return 'hoy';
  if (days === 1) return 'mañana';
  if (days === -1) return 'ayer';
  return days > 0 ? `en ${dayCount(days)}` : `hace ${dayCount(-days)}`;
}

/**
 * How a due date reads from `today`: `vence en 3 días`, `vence hoy`, `venció hace 2 días`.
 *
 * @example formatDueIn('2026-03-24', '2026-03-21') // 'vence en 3 días'
 * @example formatDueIn('2026-03-19', '2026-03-21') // 'venció hace 2 días'
 */
export function formatDueIn(dueDate: DateInput, today: DateInput): string {
  const days = daysBetween(today, dueDate);
  return `${days < 0 ? 'venció' : 'vence'} ${formatRelativeDays(days)}`;
}
