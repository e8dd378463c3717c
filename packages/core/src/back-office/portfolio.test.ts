import { LOAN_STATUS } from '@lender/calculator/platform';
import { OVERDUE_BUCKETS } from '@lender/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketOf, type PortfolioLoan, portfolioOf, standingOf } from './portfolio';

const STATUSES = Object.values(LOAN_STATUS);

const loan = fc.record<PortfolioLoan>({
  status: fc.constantFrom(...STATUSES),
  overdueDays: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 400 })),
  principalCentavos: fc.integer({ min: 0, max: 5_000_000 }),
  balanceCentavos: fc.integer({ min: 0, max: 9_000_000 }),
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the portfolio (issue 36, ADR 111)', () => {
  it('splits the open loans into current and overdue, and overdue into its buckets, to the centavo', () => {
    fc.assert(
      fc.property(fc.array(loan, { maxLength: 60 }), (loans) => {
        const p = portfolioOf(loans, '2026-11-25');
        const open = loans.filter((l) => l.status === LOAN_STATUS.active || l.status === LOAN_STATUS.onHold);
        for (const field of ['count', 'principalCentavos', 'balanceCentavos'] as const) {
          expect(p.current[field] + p.overdue[field]).toBe(p.total[field]);
          expect(sum(p.buckets.map((bucket) => bucket[field]))).toBe(p.overdue[field]);
        }
        expect(p.total.count).toBe(open.length);
        expect(p.total.principalCentavos).toBe(sum(open.map((l) => l.principalCentavos)));
        expect(p.total.balanceCentavos).toBe(sum(open.map((l) => l.balanceCentavos)));
        // An overdue loan is never current.
        expect(p.current.count).toBe(open.filter((l) => l.overdueDays === 0).length);
      }),
    );
  });

  it('gives PAR as shares of outstanding principal that never grow with the threshold', () => {
    fc.assert(
      fc.property(fc.array(loan, { maxLength: 60 }), (loans) => {
        const { par, total, buckets } = portfolioOf(loans, '2026-11-25');
        if (total.principalCentavos === 0) {
          expect(par).toEqual({ par1: null, par8: null, par30: null, par60: null, par90: null });
          return;
        }
        const from = (index: number) =>
          sum(buckets.slice(index).map((bucket) => bucket.principalCentavos)) / total.principalCentavos;
        expect(par.par1).toBeCloseTo(from(0), 12);
        expect(par.par8).toBeCloseTo(from(1), 12);
        expect(par.par30).toBeCloseTo(from(2), 12);
        expect(par.par60).toBeCloseTo(from(3), 12);
        expect(par.par90).toBeCloseTo(from(4), 12);
        expect(par.par1 ?? 0).toBeGreaterThanOrEqual(par.par8 ?? 0);
        expect(par.par8 ?? 0).toBeGreaterThanOrEqual(par.par30 ?? 0);
      }),
    );
  });

  it.each([
    [LOAN_STATUS.active, 0, 'current', null],
    [LOAN_STATUS.active, 1, 'overdue', '1-7'],
    [LOAN_STATUS.active, 7, 'overdue', '1-7'],
    [LOAN_STATUS.active, 8, 'overdue', '8-30'],
    [LOAN_STATUS.active, 30, 'overdue', '8-30'],
    [LOAN_STATUS.onHold, 31, 'overdue', '31-60'],
    [LOAN_STATUS.onHold, 90, 'overdue', '61-90'],
    [LOAN_STATUS.onHold, 91, 'overdue', '90+'],
    [LOAN_STATUS.paid, 45, 'closed', null],
    [LOAN_STATUS.writeOff, 120, 'closed', null],
  ] as const)('a loan of status %i %i days past due is %s (bucket %s)', (status, days, standing, bucket) => {
    expect(standingOf(status, days)).toBe(standing);
    expect(bucketOf(status, days)).toBe(bucket);
  });

  it('has a bucket for every overdue day count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (days) => {
        expect(OVERDUE_BUCKETS).toContain(bucketOf(LOAN_STATUS.active, days));
      }),
    );
  });
});
