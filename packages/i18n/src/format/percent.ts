/** Percentages in es-MX: `57.4%`, `14,364.1%` (no space, dot decimal, thousands grouped). */

export interface FormatPercentOptions {
  /** Decimals shown, exactly (default 1). */
  readonly decimals?: number;
}

const formatters = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number): Intl.NumberFormat {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-MX', {
      // Grouped from four digits (`1,234.5%`), like money.
      useGrouping: true,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, format);
  }
  return format;
}

/**
 * A value already in percent.
 *
 * @example formatPercent(57.36) // '57.4%'
 * @example formatPercent(16, { decimals: 0 }) // '16%'
 * @example formatPercent(14364.12) // '14,364.1%'
 */
export function formatPercent(percent: number, options: FormatPercentOptions = {}): string {
  const decimals = options.decimals ?? 1;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 6) {
    throw new RangeError(`decimals must be an integer from 0 to 6, got ${String(decimals)}`);
  }
  if (!Number.isFinite(percent)) throw new RangeError(`Percent must be finite, got ${String(percent)}`);
  return `${numberFormat(decimals).format(percent)}%`;
}

/**
 * The CAT (Costo Anual Total) as the law asks it shown: one decimal, "sin IVA".
 *
 * @example formatCat(1234.56) // '1,234.6% sin IVA'
 */
export function formatCat(catPercent: number): string {
  return `${formatPercent(catPercent, { decimals: 1 })} sin IVA`;
}
