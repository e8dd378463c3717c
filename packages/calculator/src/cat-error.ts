/**
 * Thrown by `cat(flows)` when the cash flows have no annual rate in the solver's bracket: no
 * flows, a non-finite amount or time, money only in one direction, or a rate beyond the
 * bracket (above about 10³⁰⁴ %).
 *
 * @example
 * ```ts
 * import { CatError, cat } from '@lender/calculator';
 *
 * try {
 *   cat([{ amount: 100_00, years: 0 }]);
 * } catch (error) {
 *   if (error instanceof CatError) console.log(error.message);
 * }
 * ```
 */
export class CatError extends Error {
  override readonly name = 'CatError';
}
