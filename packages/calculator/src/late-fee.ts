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
  /**
   * Days past due: the days since `lastDayToPay` (0 up to and on it). On a due date that is a bank
   * business day, the days since the due date; the free days a weekend or a holiday adds never count.
   */
  readonly overdueDays: number;
  /** Days of late fees owed: one for each of the days 1 … `feeDays` after `lastDayToPay`. */
  readonly feeDays: number;
  /** Whether the loan is put on hold: overdue for at least the policy's `onHoldAfterDays`. */
  readonly onHold: boolean;
}

/**
 * The late-fee day rule: on `date`, a loan due on `dueDate` owes no late fee up to its last day to
 * pay (a due date on a weekend or a bank holiday moves to the next bank business day);
 * after it, one late fee for each day since that last day to pay, at most the policy's `maxDays`
 * ({@link lateFeeDays}), and it is on hold from `onHoldAfterDays` days overdue, counted from the same
 * day. `holidays` replaces the bank calendar by rule when given.
 *
 * @example
 * ```ts
 * import { demoProduct, lateFeeDaysOn } from '@lender/calculator';
 *
 * lateFeeDaysOn('2026-03-16', '2026-03-17', demoProduct.lateFee).feeDays; // 0: the 16th is a bank holiday
 * lateFeeDaysOn('2026-03-16', '2026-03-18', demoProduct.lateFee).feeDays; // 1: the 17th was the last day to pay
 * ```
 */
export function lateFeeDaysOn(
  dueDate: string,
  date: string,
  policy: Pick<LateFeePolicy, 'maxDays' | 'onHoldAfterDays'>,
  holidays?: readonly string[],
): LateDays {
  const lastDay = lastDayToPay(dueDate, holidays);
  // Late days count from the last day to pay (the contract's term clause, ADR 211 and 322): the day
  // after it is the first day late, whatever day of the week the due date fell on.
  const overdueDays = date > lastDay ? daysBetween(lastDay, date) : 0;
  return {
    lastDayToPay: lastDay,
    overdueDays,
    feeDays: lateFeeDays(overdueDays, policy),
    onHold: overdueDays > 0 && overdueDays >= policy.onHoldAfterDays,
  };
}
