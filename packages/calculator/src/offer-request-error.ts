/**
 * Why `computeOffer` refused a request.
 * - `amount_out_of_range`: the amount is not a whole number of centavos between the product's
 *   smallest minimum and `amountTo`.
 * - `pay_cycle_invalid`: the cycle is not one of `PAY_CYCLES`.
 * - `pay_dates_invalid`: `payDates` is not one of the options `payDateOptions(payCycle, today)` offers.
 * - `term_out_of_range`: neither pay date gives a term within the product's minimum and maximum.
 *
 * @example
 * ```ts
 * const retry: OfferRequestErrorCode[] = ['pay_dates_invalid'];
 * ```
 */
export type OfferRequestErrorCode =
  | 'amount_out_of_range'
  | 'pay_cycle_invalid'
  | 'pay_dates_invalid'
  | 'term_out_of_range';

/**
 * Thrown by `computeOffer` when the request cannot be priced. `code` says why.
 *
 * @example
 * ```ts
 * import { OfferRequestError, computeOffer, demoProduct } from '@lender/calculator';
 *
 * try {
 *   computeOffer(demoProduct, { amount: 1, payCycle: 'weekly', payDates: '2025-01-02,2025-01-09', sequenceType: 'first' }, '2025-01-01');
 * } catch (error) {
 *   if (error instanceof OfferRequestError) console.log(error.code); // 'amount_out_of_range'
 * }
 * ```
 */
export class OfferRequestError extends Error {
  override readonly name = 'OfferRequestError';
  /** The machine-readable reason. */
  readonly code: OfferRequestErrorCode;

  constructor(code: OfferRequestErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
