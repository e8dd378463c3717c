import { roundHalfUp, vatOn } from './kernel';
import type { LateFeePolicy } from './product';

/** The late fee of one day overdue, in centavos. */
export interface DailyLateFee {
  /** `dailyBps` of the principal, rounded half up to the centavo. */
  readonly withoutVat: number;
  /** IVA on `withoutVat`, rounded half up once. */
  readonly vat: number;
  /** `withoutVat + vat`: what one day overdue adds to what is owed. */
  readonly total: number;
}

/**
 * The late fee of one day overdue: `dailyBps` of the principal, rounded half up to the centavo,
 * plus its IVA at `vatPercent` rounded half up once (the calculator's rounding). A lender books it
 * for each day overdue up to `maxDays` ({@link lateFeeDays}); the agreement's cover sheet shows it.
 *
 * @example
 * ```ts
 * import { dailyLateFee, demoProduct } from '@lender/calculator';
 *
 * dailyLateFee(3_000_00, demoProduct.lateFee, 16); // { withoutVat: 1_500, vat: 240, total: 1_740 }
 * ```
 */
export function dailyLateFee(
  principal: number,
  policy: Pick<LateFeePolicy, 'dailyBps'>,
  vatPercent: number,
): DailyLateFee {
  const withoutVat = roundHalfUp(principal * policy.dailyBps, 10_000);
  const vat = vatOn(withoutVat, vatPercent);
  return { withoutVat, vat, total: withoutVat + vat };
}

/**
 * How many days of late fees `overdueDays` days overdue earn: never more than the policy's
 * `maxDays`, never fewer than none.
 *
 * @example
 * ```ts
 * import { demoProduct, lateFeeDays } from '@lender/calculator';
 *
 * lateFeeDays(10, demoProduct.lateFee); // 10
 * lateFeeDays(75, demoProduct.lateFee); // 60
 * ```
 */
export function lateFeeDays(overdueDays: number, policy: Pick<LateFeePolicy, 'maxDays'>): number {
  return Math.max(0, Math.min(overdueDays, policy.maxDays));
}
