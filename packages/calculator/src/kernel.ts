// The money and time kernel: the one place for the rules every package shares —
// half-up rounding, IVA, calendar arithmetic on `YYYY-MM-DD`, the Mexican holiday calendar (bank
// holidays and the LFT's rest days, by rule for any year), the Mexico City business clock, the
// API's money view, the Luhn check and the promo-code length. A separate entry so the calculator's
// main bundle keeps its budget (each entry is bundled alone, so its error classes are its own:
// compare `error.name` across entries); `@lender/core`, `@lender/contracts` and the API import it from here.
import {
  addDays as addCalendarDays,
  daysBetween as calendarDaysBetween,
  readDate,
} from './internal/calendar';
import { toApiAmount } from './money';

export { BUSINESS_TIME_ZONE, todayInMexicoCity } from './business-clock';
export { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH } from './calculator-state';
export {
  bankHolidays,
  easterSunday,
  isBankBusinessDay,
  isBankHoliday,
  isLftRestDay,
  lastDayToPay,
  lftRestDays,
} from './holidays';
export { InvalidAmountError } from './invalid-amount-error';
export { InvalidDateError } from './invalid-date-error';
export { fromApiAmount, toApiAmount } from './money';
export { IVA_PERCENT } from './product';

/**
 * `numerator / denominator` rounded half up, for non-negative integers: every money component is
 * rounded once, this way.
 *
 * @example
 * ```ts
 * import { roundHalfUp } from '@lender/calculator/kernel';
 *
 * roundHalfUp(5, 2); // 3
 * roundHalfUp(7, 3); // 2
 * ```
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The IVA on `centavos` at `vatPercent` (whole percent), rounded half up once: the calculator's
 * IVA on every charge.
 *
 * @example
 * ```ts
 * import { vatOn } from '@lender/calculator/kernel';
 *
 * vatOn(66_528, 16); // 10_644
 * ```
 */
export function vatOn(centavos: number, vatPercent: number): number {
  return roundHalfUp(centavos * vatPercent, 100);
}

/**
 * `date` (`YYYY-MM-DD`) plus `days` calendar days; no time zone is involved.
 *
 * @throws {InvalidDateError} when `date` is not a calendar date.
 * @example
 * ```ts
 * import { addDays } from '@lender/calculator/kernel';
 *
 * addDays('2024-02-28', 1); // '2024-02-29'
 * ```
 */
export function addDays(date: string, days: number): string {
  return addCalendarDays(date, days);
}

/**
 * Calendar days from `from` to `to` (`YYYY-MM-DD`; negative when `to` is earlier).
 *
 * @example
 * ```ts
 * import { daysBetween } from '@lender/calculator/kernel';
 *
 * daysBetween('2025-01-31', '2025-03-01'); // 29
 * ```
 */
export function daysBetween(from: string, to: string): number {
  return calendarDaysBetween(from, to);
}

/**
 * Whether `value` is a real `YYYY-MM-DD` calendar day.
 *
 * @example
 * ```ts
 * import { isCalendarDate } from '@lender/calculator/kernel';
 *
 * isCalendarDate('2025-02-29'); // false
 * ```
 */
export function isCalendarDate(value: unknown): value is string {
  return readDate(value) !== null;
}

/**
 * Money as the API shows it: pesos with at most two decimals and the currency.
 *
 * @example
 * ```ts
 * import type { MoneyView } from '@lender/calculator/kernel';
 *
 * const price: MoneyView = { amount: 1500.5, currency: 'MXN' };
 * ```
 */
export interface MoneyView {
  readonly amount: number;
  readonly currency: 'MXN';
}

/**
 * Integer centavos as the API's money view.
 *
 * @throws {InvalidAmountError} when `centavos` is not whole.
 * @example
 * ```ts
 * import { moneyView } from '@lender/calculator/kernel';
 *
 * moneyView(150_050); // { amount: 1500.5, currency: 'MXN' }
 * ```
 */
export function moneyView(centavos: number): MoneyView {
  return { amount: toApiAmount(centavos), currency: 'MXN' };
}

function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
}

/**
 * Whether a digit string passes the Luhn check (ISO/IEC 7812: bank cards).
 *
 * @example
 * ```ts
 * import { passesLuhn } from '@lender/calculator/kernel';
 *
 * passesLuhn('4111111111111111'); // true
 * ```
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d*$/.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}

/**
 * The Luhn check digit to append to a digit string.
 *
 * @example
 * ```ts
 * import { luhnCheckDigit } from '@lender/calculator/kernel';
 *
 * luhnCheckDigit('7992739871'); // 3
 * ```
 */
export function luhnCheckDigit(digits: string): number {
  return (10 - (luhnSum(digits, true) % 10)) % 10;
}
