/**
 * Money: symbol `$`, es-MX, without grouping. Amounts are integer centavos inside the
 * code. `Intl` is pinned to `es-MX` whatever the active language: with
 * `es` it would print "1234,56 MXN".
 */

const withCents = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
  useGrouping: false,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function assertCentavos(centavos: number): void {
  if (!Number.isSafeInteger(centavos)) {
    throw new RangeError(`Money must be a safe integer number of centavos, got ${String(centavos)}`);
  }
}

/** `"-1234.05"` from -123405 centavos: exact decimal text, no floating point. */
function decimalText(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Pesos for people, from integer centavos. One rule everywhere (screens, exports, messages,
 * documents): always two decimals, so `$3000.00` never stands beside `$3000`.
 *
 * @example formatMoney(123456) // '$1234.56'
 * @example formatMoney(150000) // '$1500.00'
 * @example formatMoney(-5050) // '-$50.50'
 */
export function formatMoney(centavos: number): string {
  assertCentavos(centavos);
  // Intl formats decimal strings exactly (Intl.NumberFormat v3, Node 20+ and current browsers).
  const text = decimalText(centavos) as unknown as number;
  return withCents.format(text);
}

/**
 * Pesos for people, from an API amount in pesos (at most two decimals).
 *
 * @example formatPesos(1234.5) // '$1234.50'
 */
export function formatPesos(pesos: number): string {
  if (!Number.isFinite(pesos)) throw new RangeError(`Pesos must be a finite number, got ${String(pesos)}`);
  return formatMoney(Math.round(pesos * 100));
}
