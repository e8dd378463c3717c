/**
 * Thrown when a value that must be an API calendar date (`YYYY-MM-DD`, a real day of the
 * Gregorian calendar) is anything else.
 *
 * @example
 * ```ts
 * import { InvalidDateError, payDateOptions } from '@lender/calculator';
 *
 * try {
 *   payDateOptions('weekly', '2025-02-30');
 * } catch (error) {
 *   if (error instanceof InvalidDateError) console.log(error.value); // '2025-02-30'
 * }
 * ```
 */
export class InvalidDateError extends Error {
  override readonly name = 'InvalidDateError';
  /** The rejected value, as received. */
  readonly value: unknown;

  constructor(value: unknown) {
    super(`Expected a calendar date as YYYY-MM-DD, received ${JSON.stringify(value) ?? String(value)}`);
    this.value = value;
  }
}
