import { InvalidAmountError } from './invalid-amount-error';

const PESOS_TEXT = /^-?\d+(\.\d{1,2})?$/;
const EXPECTED_PESOS = 'pesos with at most two decimals';
/**
 * Largest centavos with an exact API form: below 2^46 pesos doubles are at most 1/128 apart, so
 * distinct two-decimal amounts stay distinct numbers (about 70 trillion pesos).
 */
const MAX_EXACT_CENTAVOS = 2 ** 46 * 100 - 1;
const EXPECTED_CENTAVOS = `whole centavos within ±${MAX_EXACT_CENTAVOS}`;

/**
 * Centavos (integer, the calculator's unit) to the API's pesos (a number with at most two
 * decimals). Exact: `fromApiAmount(toApiAmount(c)) === c` for every
 * whole `c` up to ±2^46 × 100 − 1 (about 70 trillion pesos).
 *
 * @param centavos - a whole number of centavos.
 * @returns pesos, e.g. `1234.5` for `123450`.
 * @throws {InvalidAmountError} when `centavos` is not whole or is beyond the exact range.
 * @example
 * ```ts
 * import { toApiAmount } from '@lender/calculator';
 *
 * toApiAmount(150_050); // 1500.5
 * ```
 */
export function toApiAmount(centavos: number): number {
  if (!Number.isInteger(centavos) || Math.abs(centavos) > MAX_EXACT_CENTAVOS) {
    throw new InvalidAmountError(centavos, EXPECTED_CENTAVOS);
  }
  // Division by 100 yields the double nearest the two-decimal value, the same number JSON.parse gives.
  return centavos / 100 + 0;
}

/**
 * The API's pesos to integer centavos. Accepts a finite number or a decimal string with at most
 * two decimals; anything else (three decimals, `NaN`, `Infinity`, exponent notation, amounts of
 * 2^46 pesos or more) is an error, never a silent rounding.
 *
 * @param pesos - e.g. `1500.5` or `'1500.50'`.
 * @returns centavos, e.g. `150050`.
 * @throws {InvalidAmountError} when the value has more than two decimals or is not a finite amount.
 * @example
 * ```ts
 * import { fromApiAmount } from '@lender/calculator';
 *
 * fromApiAmount(1500.5); // 150050
 * fromApiAmount('0.10'); // 10
 * fromApiAmount(0.105); // throws InvalidAmountError
 * ```
 */
export function fromApiAmount(pesos: number | string): number {
  if (typeof pesos === 'number' && !Number.isFinite(pesos))
    throw new InvalidAmountError(pesos, EXPECTED_PESOS);
  // Whole pesos (every amount of an API path) need no text: the same centavos, −0 as 0.
  if (Number.isInteger(pesos) && Math.abs(pesos as number) < 2 ** 46) return (pesos as number) * 100 + 0;
  // A number is read through its shortest round-trip decimal form (what JSON.stringify writes):
  // in the safe range, distinct two-decimal amounts are distinct doubles, so this is exact.
  const text = typeof pesos === 'number' ? String(pesos) : pesos;
  if (typeof text !== 'string' || !PESOS_TEXT.test(text)) throw new InvalidAmountError(pesos, EXPECTED_PESOS);
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  const centavos = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (centavos > MAX_EXACT_CENTAVOS) throw new InvalidAmountError(pesos, EXPECTED_PESOS);
  return text.startsWith('-') && centavos !== 0 ? -centavos : centavos;
}
