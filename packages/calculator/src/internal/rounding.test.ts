import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigProductDivHalfUp, productDivHalfUp } from './rounding';

describe('productDivHalfUp', () => {
  it('rounds half up', () => {
    expect(productDivHalfUp([5], 2)).toBe(3);
    expect(productDivHalfUp([4], 3)).toBe(1);
    expect(productDivHalfUp([200_000, 157, 21], 10_000)).toBe(65_940);
    expect(productDivHalfUp([0, 99], 7)).toBe(0);
    expect(productDivHalfUp([], 1)).toBe(1);
  });

  it('stays exact at and past the largest safe integer (the BigInt path)', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(productDivHalfUp([big], 1)).toBe(big);
    expect(productDivHalfUp([big, 3], 3)).toBe(big);
    expect(productDivHalfUp([2 ** 30, 2 ** 30, 3], 2 ** 31)).toBe(3 * 2 ** 29);
    // (2^53 − 1) / 2 = 4503599627370495.5 rounds up.
    expect(productDivHalfUp([big], 2)).toBe(4_503_599_627_370_496);
  });

  it('agrees with the BigInt arithmetic for any factors and divisor', () => {
    const factor = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(
        fc.array(factor, { maxLength: 4 }),
        fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
        (factors, divisor) => {
          expect(productDivHalfUp(factors, divisor)).toBe(bigProductDivHalfUp(factors, divisor));
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
