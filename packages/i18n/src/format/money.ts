/**
 * Money: symbol `$`, es-MX, thousands grouped with a comma (`$3,219.24`). Amounts are integer
 * centavos inside the code. `Intl` is pinned to `es-MX` whatever the active language: with
 * `es` it would print "1234,56 MXN". What is written back into a field (`formatMoneyInput`)
 * stays plain digits.
 */

const withCents = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
  // Thousands always grouped, from four digits (`$1,000.00`), never by the locale's minimum.
  useGrouping: true,
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
 * documents): thousands grouped with a comma and always two decimals, so `$3,000.00` never
 * stands beside `$3,000`.
 *
 * @example formatMoney(123456) // '$1,234.56'
 * @example formatMoney(150000) // '$1,500.00'
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
 * @example formatPesos(1234.5) // '$1,234.50'
 */
export function formatPesos(pesos: number): string {
  if (!Number.isFinite(pesos)) throw new RangeError(`Pesos must be a finite number, got ${String(pesos)}`);
  return formatMoney(Math.round(pesos * 100));
}

/** Why an amount a person typed cannot be read as money (`parseMoneyInput`). */
export type MoneyInputProblem = 'empty' | 'format' | 'decimals' | 'comma';

/** An amount a person typed, read as integer centavos, or the reason it cannot be. */
export type MoneyInput = { ok: true; centavos: number } | { ok: false; problem: MoneyInputProblem };

/** Whole pesos kept below 10^13 so the centavos stay a safe integer. */
const MAX_PESO_DIGITS = 13;
const PLAIN = /^(\d*)(?:\.(\d+))?$/;
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;

/**
 * Reads pesos and centavos as a person types them, into exact integer centavos: a dot is the
 * decimal mark, commas may only group thousands, a leading `$` and surrounding spaces are
 * ignored. The digits are read as text, never through a float, so `0.29` is 29 centavos.
 * Refused, never guessed: more than two decimals (`1.234`, which could be a thousand elsewhere),
 * a comma used as the decimal mark (`3219,24`), a sign, letters.
 *
 * @example parseMoneyInput('3,219.24') // { ok: true, centavos: 321924 }
 * @example parseMoneyInput('25.5') // { ok: true, centavos: 2550 }
 * @example parseMoneyInput('3219,24') // { ok: false, problem: 'comma' }
 */
export function parseMoneyInput(text: string): MoneyInput {
  const typed = text.trim().replace(/^\$\s*/, '');
  if (typed === '') return { ok: false, problem: 'empty' };
  const match = PLAIN.exec(typed) ?? GROUPED.exec(typed);
  if (!match) {
    // A comma followed by one or two final digits is a decimal comma (`3219,24`, `1,5`).
    return { ok: false, problem: /^[\d,.]*,\d{1,2}$/.test(typed) ? 'comma' : 'format' };
  }
  const pesos = (match[1] ?? '').replace(/,/g, '');
  const cents = match[2] ?? '';
  if (pesos === '' && cents === '') return { ok: false, problem: 'format' };
  if (cents.length > 2) return { ok: false, problem: 'decimals' };
  const whole = pesos.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_PESO_DIGITS) return { ok: false, problem: 'format' };
  return { ok: true, centavos: Number(whole || '0') * 100 + Number(cents.padEnd(2, '0')) };
}

/**
 * Integer centavos as a money field's text, the way a person types it: no `$`, no grouping, a
 * dot and two decimals when there are centavos, whole pesos otherwise. `parseMoneyInput` reads
 * it back.
 *
 * @example formatMoneyInput(321924) // '3219.24'
 * @example formatMoneyInput(150000) // '1500'
 */
export function formatMoneyInput(centavos: number): string {
  assertCentavos(centavos);
  const text = decimalText(centavos);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
