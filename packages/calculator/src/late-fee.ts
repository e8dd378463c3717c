import { lastDayToPay } from './holidays';
import { daysBetween, roundHalfUp, vatOn } from './kernel';
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

/** Where a loan due on a day stands on a later day, by the late-fee rule ({@link lateFeeDaysOn}). */
export interface LateDays {
  /** The last day a payment is on time: the due date, or the next bank business day. */
  readonly lastDayToPay: string;
  /** Days since the due date once `lastDayToPay` is over; 0 until then (the loan is not overdue). */
  readonly overdueDays: number;
  /** Days of late fees owed: one for each of the days 1 … `feeDays` after the due date. */
  readonly feeDays: number;
  /** Whether the loan is put on hold: overdue for at least the policy's `onHoldAfterDays`. */
  readonly onHold: boolean;
}

/**
 * The late-fee day rule: on `date`, a loan due on `dueDate` owes no late fee up to its last day to
 * pay (a due date on a weekend or a bank holiday moves to the next bank business day); after it,
 * one late fee for each day since the due date, at most the policy's `maxDays`
 * ({@link lateFeeDays}), and it is on hold from `onHoldAfterDays` days overdue. `holidays` replaces
 * the bank calendar by rule when given.
 *
 * @example
 * ```ts
 * import { demoProduct, lateFeeDaysOn } from '@lender/calculator';
 *
 * lateFeeDaysOn('2026-03-16', '2026-03-17', demoProduct.lateFee).feeDays; // 0: the 16th is a bank holiday
 * lateFeeDaysOn('2026-03-16', '2026-03-18', demoProduct.lateFee).feeDays; // 2
 * ```
 */
export function lateFeeDaysOn(
  dueDate: string,
  date: string,
  policy: Pick<LateFeePolicy, 'maxDays' | 'onHoldAfterDays'>,
  holidays?: readonly string[],
): LateDays {
  const lastDay = lastDayToPay(dueDate, holidays);
  // The last day to pay is never before the due date, so a day after it is at least one day late.
  const overdueDays = date > lastDay ? daysBetween(dueDate, date) : 0;
  return {
    lastDayToPay: lastDay,
    overdueDays,
    feeDays: lateFeeDays(overdueDays, policy),
    onHold: overdueDays > 0 && overdueDays >= policy.onHoldAfterDays,
  };
}
