import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashFlow, cat, catByBisection } from './cat';
import { CatError } from './cat-error';
import { PERIODS_PER_YEAR } from './pay-dates';

function schedule(
  received: number,
  atSigning: number,
  payment: number,
  count: number,
  perYear: number,
): CashFlow[] {
  const flows: CashFlow[] = [
    { amount: received, years: 0 },
    { amount: -atSigning, years: 0 },
  ];
  for (let k = 1; k <= count; k++) flows.push({ amount: -payment, years: k / perYear });
  return flows;
}

const oneDecimal = (percent: number) => Math.round(percent * 10) / 10;

describe('cat: Banxico CAT by bisection', () => {
  it("reproduces Banxico's example: 15,000 lent, 100 at signing, 24 monthly payments of 962.33 → 57.4", () => {
    expect(cat(schedule(15_000_00, 100_00, 962_33, 24, PERIODS_PER_YEAR.monthly))).toBe(57.4);
  });

  it.each([
    [
      'a year at 10 %',
      [
        { amount: 100_00, years: 0 },
        { amount: -110_00, years: 1 },
      ],
      10,
    ],
    [
      'no cost',
      [
        { amount: 100_00, years: 0 },
        { amount: -100_00, years: 1 },
      ],
      0,
    ],
    [
      'half a year at 10 %',
      [
        { amount: 100_00, years: 0 },
        { amount: -110_00, years: 0.5 },
      ],
      21,
    ],
    [
      'a 30-day loan costing 10 %',
      [
        { amount: 1_000_00, years: 0 },
        { amount: -1_100_00, years: 30 / 365 },
      ],
      218.9,
    ],
    [
      'a 7-day loan costing 12 %',
      [
        { amount: 1_000_00, years: 0 },
        { amount: -1_120_00, years: 7 / 365 },
      ],
      oneDecimal((1.12 ** (365 / 7) - 1) * 100),
    ],
    [
      'a negative cost',
      [
        { amount: 100_00, years: 0 },
        { amount: -90_00, years: 1 },
      ],
      -10,
    ],
    [
      'flows that net to nothing at signing',
      [
        { amount: 100_00, years: 0 },
        { amount: -100_00, years: 0 },
      ],
      0,
    ],
  ])('%s', (_, flows, expected) => {
    expect(cat(flows)).toBe(expected);
  });

  it('solves CATs far beyond thousands of percent (16 % for one day)', () => {
    const expected = (1.16 ** 365 - 1) * 100;
    const got = cat([
      { amount: 100_00, years: 0 },
      { amount: -116_00, years: 1 / 365 },
    ]);
    expect(Math.abs(got / expected - 1)).toBeLessThan(1e-9);
  });

  it.each([
    ['no flows', []],
    ['only money received', [{ amount: 100_00, years: 0 }]],
    ['only payments', [{ amount: -100_00, years: 1 }]],
    [
      'a NaN amount',
      [
        { amount: Number.NaN, years: 0 },
        { amount: -1, years: 1 },
      ],
    ],
    [
      'a negative time',
      [
        { amount: 100, years: 0 },
        { amount: -110, years: -1 },
      ],
    ],
    [
      'a cost beyond the bracket',
      [
        { amount: 1, years: 0 },
        { amount: -1e12, years: 1 / 365 },
      ],
    ],
    [
      'a gain beyond the bracket',
      [
        { amount: 100_00, years: 0 },
        { amount: -1, years: 1 },
      ],
    ],
  ])('throws CatError for %s', (_, flows) => {
    expect(() => cat(flows)).toThrow(CatError);
  });

  it('matches the closed form of a single repayment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 20_000_00 }),
        fc.integer({ min: 0, max: 6_000 }),
        fc.integer({ min: 1, max: 365 }),
        (principal, costBps, days) => {
          const repaid = principal + Math.round((principal * costBps) / 10_000);
          const expected = ((repaid / principal) ** (365 / days) - 1) * 100;
          fc.pre(Number.isFinite(expected) && expected < 1e20);
          const got = cat([
            { amount: principal, years: 0 },
            { amount: -repaid, years: days / 365 },
          ]);
          expect(Math.abs(got - expected)).toBeLessThanOrEqual(Math.max(0.051, expected * 1e-9));
        },
      ),
    );
  });

  it('on two dates, the closed form gives the bisection’s CAT to its decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 50_000_00 }),
        fc.array(fc.integer({ min: 0, max: 5_000_00 }), { maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 20_000_00 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom(360, 365),
        fc.boolean(),
        (principal, atSigning, repayments, days, basis, reversed) => {
          const flows: CashFlow[] = [
            { amount: principal, years: 0 },
            ...atSigning.map((amount) => ({ amount: -amount, years: 0 })),
            ...repayments.map((amount) => ({ amount: -amount, years: days / basis })),
          ];
          if (reversed) flows.reverse();
          let bisected: number | CatError;
          try {
            bisected = catByBisection(flows);
          } catch (error) {
            bisected = error as CatError;
          }
          if (bisected instanceof CatError) expect(() => cat(flows)).toThrow(CatError);
          // The bisection stops within 10⁻¹³ of the rate, and its present values lose digits near
          // the root: past 10⁹ % its last digits are its own (seen up to 2 × 10⁻¹¹ apart, relatively).
          else if (Math.abs(bisected) < 1e9) expect(cat(flows)).toBe(bisected);
          else expect(Math.abs(cat(flows) / bisected - 1)).toBeLessThan(1e-8);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('is never negative when the borrower repays at least what was received', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 20_000_00 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 52 }),
        fc.constantFrom(...Object.values(PERIODS_PER_YEAR)),
        (principal, extra, count, perYear) => {
          const payment = Math.ceil((principal + extra) / count);
          // Keep within the solver's bracket: (1 + i) = ratio^(periods a year) stays below e^700.
          fc.pre(Math.log((payment * count) / principal) * perYear < 690);
          expect(cat(schedule(principal, 0, payment, count, perYear))).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('grows with the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 20_000_00 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 62 }),
        (principal, fee, more, days) => {
          fc.pre(Math.log((principal + fee + more) / principal) * (365 / days) < 690);
          const cheaper = cat([
            { amount: principal, years: 0 },
            { amount: -(principal + fee), years: days / 365 },
          ]);
          const dearer = cat([
            { amount: principal, years: 0 },
            { amount: -(principal + fee + more), years: days / 365 },
          ]);
          expect(dearer).toBeGreaterThanOrEqual(cheaper);
        },
      ),
    );
  });
});
