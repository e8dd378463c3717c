import { LOAN_STATUS } from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import { bucketOf, portfolioOf } from '../portfolio';
import { DEFAULT_PROVISIONING_RATES, provisioning, reserveOf } from './provisioning';

// An auditor's edges of the reserve (ADR 145): each day past due in one bucket, both ends included,
// and the reserve rounded once per bucket to the centavo, its buckets summing to the month's total.

describe('provisioning buckets at their edges', () => {
  it('puts 0 in current and 1, 7, 8, 30, 31, 60, 61, 90, 91 in their buckets', () => {
    const edges: Array<[number, string | null]> = [
      [0, null],
      [1, '1-7'],
      [7, '1-7'],
      [8, '8-30'],
      [30, '8-30'],
      [31, '31-60'],
      [60, '31-60'],
      [61, '61-90'],
      [90, '61-90'],
      [91, '90+'],
      [400, '90+'],
    ];
    for (const [days, bucket] of edges)
      expect([days, bucketOf(LOAN_STATUS.active, days)]).toEqual([days, bucket]);
    expect(bucketOf(LOAN_STATUS.onHold, 31)).toBe('31-60');
    expect(bucketOf(LOAN_STATUS.paid, 31)).toBeNull();
  });

  it('rounds each bucket half up once and the buckets sum to the reserve', () => {
    const loans = [0, 1, 8, 31, 61, 91].map((overdueDays, i) => ({
      status: LOAN_STATUS.active,
      overdueDays,
      principalCentavos: 1_000_01 + i,
      balanceCentavos: 1_234_55 + i * 7,
    }));
    const portfolio = portfolioOf(loans, '2026-03-31');
    const buckets = reserveOf(portfolio, { ...DEFAULT_PROVISIONING_RATES, current: 0.0125 });
    // 123,455 × 1.25 % = 1,543.1875 → 1,543; 123,469 × 25 % = 30,867.25 → 30,867; 123,483 × 75 % = 92,612.25.
    expect(buckets.map((b) => b.reserveCentavos)).toEqual([1_543, 12_346, 30_867, 61_738, 92_612, 123_490]);
    const report = provisioning(
      [
        { ...portfolio, month: '2026-02' },
        { ...portfolio, month: '2026-03' },
      ],
      DEFAULT_PROVISIONING_RATES,
    );
    const [march] = report.months;
    expect(march?.reserveCentavos).toBe(march?.buckets.reduce((sum, b) => sum + b.reserveCentavos, 0));
    expect(march?.changeCentavos).toBe(0);
  });
});
