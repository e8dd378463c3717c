// Money and dates as spec §9 shows them: MXN with `$`, es-MX without grouping, centavos only when
// the amount has them; dates dd.mm.yyyy from the API's YYYY-MM-DD calendar days.
const whole = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
  useGrouping: false,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
  useGrouping: false,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$3990.96`, `$4000` from integer centavos. */
export function formatMoney(centavos: number): string {
  if (!Number.isInteger(centavos)) throw new TypeError(`formatMoney expects integer centavos, got ${centavos}`);
  const pesos = centavos / 100;
  return (centavos % 100 === 0 ? whole : cents).format(pesos);
}

/** `15.03.2025` from `2025-03-15`. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new TypeError(`formatDate expects YYYY-MM-DD, got ${isoDate}`);
  return `${match[3]}.${match[2]}.${match[1]}`;
}

/** `57.4%` with one decimal. */
export function formatPercent(value: number): string {
  return `${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(value)}%`;
}
