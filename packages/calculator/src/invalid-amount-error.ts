/**
 * Thrown when a money value cannot be converted exactly: centavos that are not a safe integer,
 * or pesos that are not a finite number with at most two decimals. The calculator never rounds
 * money silently.
 *
 * @example
 * ```ts
 * import { InvalidAmountError, fromApiAmount } from '@lender/calculator';
 *
 * try {
 *   fromApiAmount(10.005);
 * } catch (error) {
 *   if (error instanceof InvalidAmountError) console.log(error.value); // 10.005
 * }
 * ```
 */
export class InvalidAmountError extends Error {
  override readonly name = 'InvalidAmountError';
  /** The rejected value, as received. */
  readonly value: unknown;

  constructor(value: unknown, expected: string) {
    super(
      `Expected ${expected}, received ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`,
    );
    this.value = value;
  }
}
