/**
 * Which input of an instalment schedule was refused.
 * - `principal`: not a positive whole number of centavos.
 * - `annual_rate`: not a percent from 0 to 10000 with at most four decimals.
 * - `cycle`: not one of `PAY_CYCLES`.
 * - `payments`: not a whole number from 1 to `MAX_INSTALMENTS`.
 * - `method`: not one of `AMORTIZATION_METHODS`.
 * - `vat_percent`: not a whole percent from 0 to 100.
 * - `opening_fee`: negative, fractional, or not below the principal.
 * - `first_payment_date`: not after the start date, or (semi-monthly) not on one of the pay days.
 * - `semi_monthly_days`: not two days of the month at least 10 days apart.
 *
 * @example
 * ```ts
 * const retry: InstalmentInputErrorCode[] = ['first_payment_date'];
 * ```
 */
export type InstalmentInputErrorCode =
  | 'principal'
  | 'annual_rate'
  | 'cycle'
  | 'payments'
  | 'method'
  | 'vat_percent'
  | 'opening_fee'
  | 'first_payment_date'
  | 'semi_monthly_days';

/**
 * Thrown by `instalmentSchedule` and `instalmentDates` when an input is out of range; `code` names it.
 * A date that is not `YYYY-MM-DD` throws `InvalidDateError` instead.
 *
 * @example
 * ```ts
 * import { InstalmentInputError, instalmentSchedule } from '@lender/calculator';
 *
 * try {
 *   instalmentSchedule({ principal: 0, annualRatePercent: 60, cycle: 'monthly', payments: 6, method: 'equal_payments', startDate: '2026-12-01' });
 * } catch (error) {
 *   if (error instanceof InstalmentInputError) console.log(error.code); // 'principal'
 * }
 * ```
 */
export class InstalmentInputError extends RangeError {
  override readonly name = 'InstalmentInputError';
  /** The machine-readable reason. */
  readonly code: InstalmentInputErrorCode;

  constructor(code: InstalmentInputErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
