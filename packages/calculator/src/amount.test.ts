import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountLimits,
  clampAmount,
  isCalculatorDisabled,
  isCalculatorHidden,
  roundAmountOnBlur,
  sliderState,
} from './amount';
import { demoProduct } from './product';

const bounds = { min: 1_000_00, max: 15_000_00, interval: 100_00 };

describe('clampAmount: clamp, then round down to the interval (spec §5)', () => {
  it.each([
    [2_345_67, bounds, 2_300_00],
    [2_399_99, bounds, 2_300_00],
    [2_300_00, bounds, 2_300_00],
    [99_000_00, bounds, 15_000_00],
    [50_00, bounds, 1_000_00],
    [-5, bounds, 1_000_00],
    [1_080_00, { min: 1_050_00, max: 5_000_00, interval: 100_00 }, 1_050_00],
    [4_999_00, { min: 1_050_00, max: 4_950_00, interval: 100_00 }, 4_900_00],
    [1_234_56, { min: 0, max: 5_000_00, interval: 0 }, 1_234_56],
    [Number.NaN, bounds, 1_000_00],
  ])('clampAmount(%d, %o) = %d', (value, limits, expected) => {
    expect(clampAmount(value, limits)).toBe(expected);
  });

  it('stays within the bounds and on a multiple of the interval (or on min)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e8 }), fc.integer({ min: 1, max: 50_000 }), (value, step) => {
        const limits = { min: 1_000_00, max: 15_000_00, interval: step };
        const result = clampAmount(value, limits);
        expect(result).toBeGreaterThanOrEqual(limits.min);
        expect(result).toBeLessThanOrEqual(limits.max);
        expect(result % step === 0 || result === limits.min).toBe(true);
      }),
    );
  });
});

describe('roundAmountOnBlur: nearest step, then clamp (spec §5)', () => {
  it.each([
    [2_349_99, 2_300_00],
    [2_350_00, 2_400_00],
    [2_351_00, 2_400_00],
    [50_00, 1_000_00],
    [15_049_00, 15_000_00],
    [20_000_00, 15_000_00],
  ])('roundAmountOnBlur(%d) = %d', (value, expected) => {
    expect(roundAmountOnBlur(value, bounds)).toBe(expected);
  });
});

describe('amountLimits (spec §5)', () => {
  const first = demoProduct.amounts.first.maxAmount;
  const interval = demoProduct.amounts.interval;
  it.each([
    ['a guest on the new tab', { product: demoProduct }, { min: 1_000_00, max: 15_000_00 }],
    [
      'a guest on the repeated tab',
      { product: demoProduct, tab: 1 as const },
      { min: 1_000_00, max: 15_000_00 },
    ],
    [
      'a client without an active loan',
      { product: demoProduct, client: { availableLoanAmount: 8_000_00, hasActiveLoan: false } },
      { min: 1_000_00, max: 8_000_00 },
    ],
    [
      'a client with an active loan',
      { product: demoProduct, client: { availableLoanAmount: 3_000_00, hasActiveLoan: true } },
      { min: 500_00, max: 3_000_00 },
    ],
    [
      'a client whose available amount is below the main minimum',
      { product: demoProduct, client: { availableLoanAmount: 900_00, hasActiveLoan: false } },
      { min: 0, max: 900_00 },
    ],
    [
      'a client whose available amount is below the additional minimum',
      { product: demoProduct, client: { availableLoanAmount: 300_00, hasActiveLoan: true } },
      { min: 0, max: 300_00 },
    ],
    [
      'an increase offer',
      {
        product: demoProduct,
        client: { availableLoanAmount: 9_000_00, hasActiveLoan: false },
        increase: { principal: 5_000_00 },
      },
      { min: 5_000_00, max: 9_000_00 },
    ],
    ['the first-loan tab', { product: demoProduct, firstLoanTab: true }, { min: 1_000_00, max: first }],
    [
      'the first-loan tab below the first-loan maximum',
      {
        product: demoProduct,
        client: { availableLoanAmount: 2_000_00, hasActiveLoan: false },
        firstLoanTab: true,
      },
      { min: 1_000_00, max: 2_000_00 },
    ],
  ])('%s', (_, context, expected) => {
    expect(amountLimits(context)).toEqual({ ...expected, first, interval });
  });

  it('gives a guest the repeated minimum on the repeated tab', () => {
    const product = {
      ...demoProduct,
      amounts: { ...demoProduct.amounts, repeated: { minAmount: 2_000_00 } },
    };
    expect(amountLimits({ product, tab: 1 }).min).toBe(2_000_00);
    expect(amountLimits({ product, tab: 0 }).min).toBe(1_000_00);
  });
});

describe('sliderState (spec §5)', () => {
  it.each([
    [{ min: 1_000_00, max: 15_000_00, interval: 100_00 }, 100_00, false],
    [{ min: 1_000_00, max: 1_050_00, interval: 100_00 }, null, false],
    [{ min: 1_000_00, max: 1_100_00, interval: 100_00 }, 100_00, false],
    [{ min: 1_000_00, max: 1_000_00, interval: 100_00 }, null, true],
    [{ min: 0, max: 300_00, interval: 100_00 }, 100_00, true],
    [{ min: -100, max: 300_00, interval: 100 }, 100, true],
    [{ min: 2_000_00, max: 1_000_00, interval: 100_00 }, null, false],
    [{ min: 100, max: -1, interval: 1 }, null, true],
    [{ min: 1_000_00, max: 15_000_00, interval: 0 }, null, false],
  ])('%o → step %s, disabled %s', (limits, step, disabled) => {
    expect(sliderState(limits)).toEqual({ min: limits.min, max: limits.max, step, disabled });
  });
});

describe('isCalculatorDisabled (spec §5)', () => {
  it.each([
    [{ hasActualApplication: false, hasActiveRefinancing: false }, false],
    [{ hasActualApplication: true, hasActiveRefinancing: false }, true],
    [{ hasActualApplication: false, hasActiveRefinancing: true }, true],
    [{ hasActualApplication: true, hasActiveRefinancing: true, editable: true }, false],
    [{ hasActualApplication: true, hasActiveRefinancing: false, increasePending: true }, false],
    [
      { hasActualApplication: false, hasActiveRefinancing: true, editable: false, increasePending: false },
      true,
    ],
  ])('%o → %s', (context, expected) => {
    expect(isCalculatorDisabled(context)).toBe(expected);
  });
});

describe('isCalculatorHidden (spec §2)', () => {
  it.each([
    [{ currentAmount: 3_000_00 }, false],
    [{ currentAmount: null }, true],
    [{}, true],
    [{ currentAmount: 0 }, true],
    [{ currentAmount: 3_000_00, repaymentInvoiceDueDays: 5 }, false],
    [{ currentAmount: 3_000_00, repaymentInvoiceDueDays: 2 }, false],
    [{ currentAmount: 3_000_00, repaymentInvoiceDueDays: 1 }, true],
    [{ currentAmount: 3_000_00, repaymentInvoiceDueDays: 0 }, true],
    [{ currentAmount: 3_000_00, repaymentInvoiceDueDays: -3 }, true],
    [{ currentAmount: 3_000_00, repaymentInvoiceDueDays: null }, false],
  ])('%o → %s', (context, expected) => {
    expect(isCalculatorHidden(context)).toBe(expected);
  });
});
