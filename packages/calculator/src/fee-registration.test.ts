import { describe, expect, it } from 'vitest';
import {
  assertFeesInForce,
  FeeRegistrationError,
  feeChange,
  feeInForceFrom,
  productOn,
  type ScheduledPricing,
} from './fee-registration';
import { computeOffer } from './offer';
import { payDateOptions } from './pay-dates';
import { demoProduct, type ProductConfig } from './product';

const today = '2025-03-01';
const request = (on: string) => {
  const [option] = payDateOptions('monthly', on);
  return {
    amount: 3_000_00,
    payCycle: 'monthly' as const,
    payDates: option?.value ?? '',
    sequenceType: 'first' as const,
  };
};

function refusal(run: () => unknown): FeeRegistrationError {
  try {
    run();
  } catch (error) {
    if (error instanceof FeeRegistrationError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('fees registered before they are charged (RECO)', () => {
  it('puts a new or higher fee in force 30 calendar days after registration, a cut 2 days after', () => {
    expect(feeInForceFrom('2025-01-02', 'raise')).toBe('2025-02-01');
    expect(feeInForceFrom('2025-02-27', 'cut')).toBe('2025-03-01');
    expect(feeInForceFrom('2024-02-28', 'raise')).toBe('2024-03-29'); // leap year
  });

  it('tells a raise from a cut', () => {
    const higher = { ...demoProduct, lateFee: { ...demoProduct.lateFee, dailyBps: 60 } };
    expect(feeChange(demoProduct, higher, 'lateFee')).toBe('raise');
    expect(feeChange(higher, demoProduct, 'lateFee')).toBe('cut');
    expect(feeChange(demoProduct, demoProduct, 'serviceFee')).toBe('none');
    const newFee = {
      ...demoProduct,
      fees: { ...demoProduct.fees, withdrawalFee: { kind: 'fixed', amount: 10_00 } },
    };
    expect(feeChange(demoProduct, newFee as ProductConfig, 'withdrawalFee')).toBe('raise');
    const otherKind = {
      ...demoProduct,
      fees: { ...demoProduct.fees, processingFee: { kind: 'percent', bps: 1 } },
    };
    expect(feeChange(demoProduct, otherKind as ProductConfig, 'processingFee')).toBe('raise');
  });

  it('refuses to price an offer with an unregistered fee', () => {
    const { processingFee: _, ...registrations } = demoProduct.registrations ?? {};
    const unregistered: ProductConfig = { ...demoProduct, registrations };
    const error = refusal(() => computeOffer(unregistered, request(today), today));
    expect(error.code).toBe('fee_not_registered');
    expect(error.fee).toBe('processingFee');
  });

  it('refuses to price an offer with a fee not yet in force, and prices it from its day', () => {
    const registration = { folio: 'F-9', registeredOn: '2025-02-20', inForceFrom: '2025-03-22' };
    const early: ProductConfig = {
      ...demoProduct,
      registrations: { ...demoProduct.registrations, lateFee: registration },
    };
    const error = refusal(() => computeOffer(early, request(today), today));
    expect(error.code).toBe('fee_not_in_force');
    expect(error.inForceFrom).toBe('2025-03-22');
    expect(() => computeOffer(early, request('2025-03-22'), '2025-03-22')).not.toThrow();
  });

  it('a free fee needs no registration', () => {
    const { withdrawalFee: _, ...registrations } = demoProduct.registrations ?? {};
    expect(() => assertFeesInForce({ ...demoProduct, registrations }, today)).not.toThrow();
  });

  it('applies a scheduled change on its day by itself, with its folio', () => {
    const change: ScheduledPricing = {
      effectiveOn: '2025-03-10',
      pricing: { fees: { processingFee: { kind: 'fixed', amount: 59_00 } } },
      registrations: {
        processingFee: { folio: 'RECO-NEW', registeredOn: '2025-02-08', inForceFrom: '2025-03-10' },
      },
    };
    const product: ProductConfig = { ...demoProduct, feeSchedule: [change] };
    expect(productOn(product, '2025-03-09').fees.processingFee).toEqual(demoProduct.fees.processingFee);
    expect(productOn(product, '2025-03-09').feeSchedule).toHaveLength(1);
    const on = productOn(product, '2025-03-10');
    expect(on.fees.processingFee).toEqual({ kind: 'fixed', amount: 59_00 });
    expect(on.registrations?.processingFee?.folio).toBe('RECO-NEW');
    expect(on.feeSchedule).toHaveLength(0);
    const before = computeOffer(product, request('2025-03-09'), '2025-03-09');
    const after = computeOffer(product, request('2025-03-10'), '2025-03-10');
    expect(before.processingFee.amount_without_vat).toBe(39_00);
    expect(after.processingFee.amount_without_vat).toBe(59_00);
  });
});
