// Fees registered before they are charged (LTOSF art. 6): every rate and fee of the
// product carries its CONDUSEF registration (RECO folio, the day it was registered, the day it is
// in force). A new or higher fee is in force 30 calendar days after its registration, a cut 2 days
// after; an offer is priced only with fees in force on its day, and a scheduled change of the
// pricing applies on its day by itself (`productOn`).
import { FEE_KEYS, type FeeKey } from './fee-keys';
import { addDays } from './internal/calendar';
import type { FeeConfig, PricingPatch, ProductConfig } from './product';

// The registration's vocabulary (`fee-keys.ts`) and the scheduled pricing, a part of the product
// (`product.ts`), are named here too, as the package has always exported them.
export { FEE_KEYS, type FeeKey, type FeeRegistration, type FeeRegistrations } from './fee-keys';
export type { PricingPatch, ScheduledPricing } from './product';

/** Why a fee cannot be charged: `fee_not_registered` or `fee_not_in_force`. */
export type FeeRegistrationErrorCode = 'fee_not_registered' | 'fee_not_in_force';

/**
 * A fee that would be charged without a registration in force.
 *
 * @example
 * ```ts
 * try { assertFeesInForce(product, '2025-03-01'); } catch (error) { if (error instanceof FeeRegistrationError) error.code; }
 * ```
 */
export class FeeRegistrationError extends Error {
  override readonly name = 'FeeRegistrationError';
  constructor(
    readonly code: FeeRegistrationErrorCode,
    readonly fee: FeeKey,
    /** The day the fee is in force (`fee_not_in_force`). */
    readonly inForceFrom?: string,
  ) {
    super(
      code === 'fee_not_registered'
        ? `The fee ${fee} has no CONDUSEF registration`
        : `The fee ${fee} is in force from ${inForceFrom}`,
    );
  }
}

/** Days between a registration and the first day a new or higher fee may be charged (LTOSF art. 6). */
export const DAYS_BEFORE_NEW_FEE = 30;
/** Days between a registration and the first day a cut applies. */
export const DAYS_BEFORE_FEE_CUT = 2;

/** A fee's value as one comparable number (basis points or centavos) and its kind. */
function feeValue(product: ProductConfig, key: FeeKey): { kind: string; value: number } | null {
  const fee = (config: FeeConfig) =>
    config.kind === 'percent'
      ? { kind: 'percent', value: config.bps }
      : { kind: 'fixed', value: config.amount };
  const extension = (type: 'cheap' | 'expensive') => {
    const found = product.extensions.find((price) => price.type === type);
    return found ? { kind: 'bps', value: found.bps } : null;
  };
  switch (key) {
    case 'interestFirst':
      return { kind: 'bps', value: product.dailyInterestBps.first };
    case 'interestRepeated':
      return { kind: 'bps', value: product.dailyInterestBps.repeated };
    case 'serviceFee':
    case 'processingFee':
    case 'withdrawalFee':
    case 'invoicingFee':
      return fee(product.fees[key]);
    case 'extensionCheap':
      return extension('cheap');
    case 'extensionExpensive':
      return extension('expensive');
    case 'lateFee':
      return { kind: 'bps', value: product.lateFee.dailyBps };
  }
}

/**
 * How a fee changes from `before` to `after`: `none`, `cut` (lower, same kind), or `raise` (new,
 * higher or of another kind).
 *
 * @example
 * ```ts
 * feeChange(demoProduct, { ...demoProduct, lateFee: { ...demoProduct.lateFee, dailyBps: 60 } }, 'lateFee'); // 'raise'
 * ```
 */
export function feeChange(
  before: ProductConfig,
  after: ProductConfig,
  key: FeeKey,
): 'none' | 'cut' | 'raise' {
  const old = feeValue(before, key);
  const next = feeValue(after, key);
  if (!next || next.value === 0) return old && old.value > 0 ? 'cut' : 'none';
  if (!old || old.kind !== next.kind || next.value > old.value) return 'raise';
  return next.value < old.value ? 'cut' : 'none';
}

/**
 * The first day a fee registered on `registeredOn` may apply: 30 calendar days later for a new or
 * higher fee, 2 for a cut.
 *
 * @example
 * ```ts
 * feeInForceFrom('2025-01-02', 'raise'); // '2025-02-01'
 * ```
 */
export function feeInForceFrom(registeredOn: string, change: 'cut' | 'raise'): string {
  return addDays(registeredOn, change === 'cut' ? DAYS_BEFORE_FEE_CUT : DAYS_BEFORE_NEW_FEE);
}

/** `product` with a pricing patch merged over it (nested objects field by field, lists replaced). */
export function withPricing<P extends ProductConfig>(product: P, pricing: PricingPatch): P {
  return {
    ...product,
    dailyInterestBps: { ...product.dailyInterestBps, ...pricing.dailyInterestBps },
    fees: { ...product.fees, ...pricing.fees },
    firstLoanDiscount: { ...product.firstLoanDiscount, ...pricing.firstLoanDiscount },
    extensions: pricing.extensions ?? product.extensions,
    lateFee: { ...product.lateFee, ...pricing.lateFee },
  };
}

/**
 * The product in force on `date`: every scheduled change whose `effectiveOn` is on or before it
 * applied in order, its registrations with them; the changes still to come stay scheduled.
 *
 * @example
 * ```ts
 * const inForce = productOn(product, '2025-03-01');
 * ```
 */
export function productOn<P extends ProductConfig>(product: P, date: string): P {
  const schedule = product.feeSchedule ?? [];
  if (schedule.length === 0) return product;
  const due = [...schedule]
    .filter((change) => change.effectiveOn <= date)
    .sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn));
  let inForce: P = { ...product, feeSchedule: schedule.filter((change) => change.effectiveOn > date) };
  for (const change of due) {
    inForce = withPricing(inForce, change.pricing);
    inForce = { ...inForce, registrations: { ...inForce.registrations, ...change.registrations } };
  }
  return inForce;
}

/**
 * The registration of every fee `product` charges, checked on `date`: a charged fee (above zero)
 * without a registration is `fee_not_registered`; one whose registration is in force later,
 * `fee_not_in_force`.
 *
 * @throws {FeeRegistrationError} for the first fee that may not be charged on `date`.
 * @example
 * ```ts
 * assertFeesInForce(demoProduct, '2025-03-01'); // the demo product's fees are registered
 * ```
 */
export function assertFeesInForce(product: ProductConfig, date: string): void {
  for (const key of FEE_KEYS) {
    const value = feeValue(product, key);
    if (!value || value.value === 0) continue;
    const registration = product.registrations?.[key];
    if (!registration) throw new FeeRegistrationError('fee_not_registered', key);
    if (registration.inForceFrom > date) {
      throw new FeeRegistrationError('fee_not_in_force', key, registration.inForceFrom);
    }
  }
}
