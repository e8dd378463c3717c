import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { sandboxUdis } from '../providers/exchange-rates/sandbox';
import { SPEI_TRANSFER_CAP_UDIS, speiCapCentavos, speiTransferCap, splitUnderCap } from './spei-transfer-cap';

const sum = (parts: readonly number[]) => parts.reduce((a, b) => a + b, 0);

describe('speiCapCentavos', () => {
  it.each([
    // 1,500 × 8.651234 = 12,976.851 pesos: down to the centavo, never up.
    [8_651_234, 1_297_685],
    [8_333_333, 1_249_999],
    [8_000_000, 1_200_000],
    [8_700_001, 1_305_000],
  ])('1,500 UDIS at %i millionths of a peso are %i centavos', (millionths, centavos) => {
    expect(speiCapCentavos(millionths)).toBe(centavos);
    expect(SPEI_TRANSFER_CAP_UDIS * millionths).toBeGreaterThanOrEqual(centavos * 10_000);
  });

  it('refuses a UDI value that is not a positive integer', () => {
    expect(() => speiCapCentavos(0)).toThrow(RangeError);
    expect(() => speiCapCentavos(8.5)).toThrow(RangeError);
  });
});

describe('splitUnderCap', () => {
  const cap = 1_297_685;
  it.each([
    [500_000, [500_000]],
    [cap, [cap]],
    // A 20,000.37 payoff: two transfers, the first of whole pesos.
    [2_000_037, [1_000_100, 999_937]],
    [2 * cap, [cap, cap]],
    [3_000_000, [1_000_000, 1_000_000, 1_000_000]],
  ] as Array<[number, number[]]>)('%i centavos → %j', (total, parts) => {
    expect(splitUnderCap(total, cap)).toEqual(parts);
  });

  it('falls back to parts even to the centavo when whole pesos would put the last one over the cap', () => {
    // Two parts near the cap: 12,976.80 + 12,976.80 would need a part of 12,977.00.
    expect(splitUnderCap(2_595_360, cap)).toEqual([1_297_680, 1_297_680]);
  });

  it('is the fewest transfers, each above nothing and at most the cap, adding up exactly to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 100_000, max: 5_000_000 }),
        (total, c) => {
          const parts = splitUnderCap(total, c);
          expect(sum(parts)).toBe(total);
          expect(parts.length).toBe(Math.ceil(total / c));
          for (const part of parts) {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThan(0);
            expect(part).toBeLessThanOrEqual(c);
          }
        },
      ),
    );
  });
});

describe('speiTransferCap', () => {
  it("converts the cap with the day's UDI value and splits what is pending under it", async () => {
    const ctx = {
      clock: fixedClock(new Date('2026-03-15T18:00:00Z')),
      providers: { udis: sandboxUdis({ byDay: { '2026-03-15': 8_651_234 } }) },
    };
    const cap = await speiTransferCap(ctx, 2_000_037);
    expect(cap).toEqual({
      udis: 1500,
      udiValue: '8.651234',
      udiDate: '2026-03-15',
      cap: { amount: 12_976.85, currency: 'MXN' },
      pending: { amount: 20_000.37, currency: 'MXN' },
      parts: [
        { amount: 10_001, currency: 'MXN' },
        { amount: 9_999.37, currency: 'MXN' },
      ],
    });
  });
});
