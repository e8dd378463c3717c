import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InstalmentInputError } from './instalment-input-error';
import {
  AMORTIZATION_METHODS,
  type InstalmentSchedule,
  type InstalmentScheduleInput,
  instalmentDates,
  instalmentSchedule,
} from './instalments';
import { InvalidDateError } from './invalid-date-error';
import { PAY_CYCLES, PERIODS_PER_YEAR } from './pay-dates';

const base: InstalmentScheduleInput = {
  principal: 10_000_00,
  annualRatePercent: 12,
  cycle: 'monthly',
  payments: 12,
  method: 'equal_payments',
  startDate: '2026-01-15',
  vatPercent: 0,
};

const sum = (schedule: InstalmentSchedule, key: 'principal' | 'interest' | 'vat' | 'payment') =>
  schedule.instalments.reduce((total, row) => total + row[key], 0);

describe('instalmentSchedule: worked examples', () => {
  // The annuity formula P = L·r / (1 − (1 + r)^−n) (e.g. Wikipedia, "Amortization calculator"):
  // 10,000 at 1 % a month over 12 months is 888.49 a month; the effective annual rate, and so the
  // CAT without fees, is 1.01^12 − 1 = 12.68 %.
  it('equal payments: 10,000 at 12 % a year, 12 monthly payments of 888.49, CAT 12.7', () => {
    const schedule = instalmentSchedule(base);
    expect(schedule.instalments.slice(0, 11).map((row) => row.payment)).toEqual(Array(11).fill(888_49));
    expect(schedule.instalments[0]).toMatchObject({
      date: '2026-02-15',
      days: 31,
      interest: 100_00,
      principal: 788_49,
    });
    expect(schedule.instalments[11]).toMatchObject({ date: '2027-01-15', payment: 888_47, balance: 0 });
    expect(schedule.totals).toEqual({
      principal: 10_000_00,
      interest: 661_86,
      vat: 0,
      openingFee: 0,
      total: 10_661_86,
    });
    expect(schedule.cat).toBe(12.7);
  });

  // Equal principal: 1,000 a month; interest 1 % of 12,000, 11,000, …, 1,000 = 780 in all.
  it('equal principal: 12,000 at 12 % a year over 12 months pays 780 of interest, 1,120 first and 1,010 last', () => {
    const schedule = instalmentSchedule({ ...base, principal: 12_000_00, method: 'equal_principal' });
    expect(schedule.instalments.map((row) => row.principal)).toEqual(Array(12).fill(1_000_00));
    expect(schedule.instalments[0]?.payment).toBe(1_120_00);
    expect(schedule.instalments[11]?.payment).toBe(1_010_00);
    expect(schedule.totals.interest).toBe(780_00);
  });

  // IVA on interest (Ley del IVA, art. 18-A): 16 % of each period's interest, rounded once.
  it('adds 16 % IVA on each interest and keeps the payments level with it', () => {
    const schedule = instalmentSchedule({
      principal: 6_000_00,
      annualRatePercent: 90,
      cycle: 'biweekly',
      payments: 6,
      method: 'equal_payments',
      startDate: '2026-12-01',
    });
    expect(schedule.instalments.map((row) => row.date)).toEqual([
      '2026-12-15',
      '2026-12-29',
      '2027-01-12',
      '2027-01-26',
      '2027-02-09',
      '2027-02-23',
    ]);
    const first = schedule.instalments[0];
    // 6,000 × 90 % / 26 = 207.69 of interest, 33.23 of IVA.
    expect(first).toMatchObject({ interest: 207_69, vat: 33_23 });
    for (const row of schedule.instalments) expect(row.vat).toBe(Math.floor((row.interest * 16 + 50) / 100));
    const level = first?.payment;
    expect(schedule.instalments.slice(0, 5).every((row) => row.payment === level)).toBe(true);
    expect(schedule.totals.total).toBe(sum(schedule, 'payment'));
  });

  it('prorates the first period to the first pay date', () => {
    // Signed on the 10th, first paid on the 15th: 5 of the 15 days of the half month since the 30th.
    const short = instalmentSchedule({
      ...base,
      cycle: 'semi_monthly',
      payments: 4,
      startDate: '2026-12-10',
      firstPaymentDate: '2026-12-15',
      method: 'equal_principal',
    });
    expect(short.instalments.map((row) => row.date)).toEqual([
      '2026-12-15',
      '2026-12-30',
      '2027-01-15',
      '2027-01-30',
    ]);
    // 10,000 × 12 % / 24 = 50 for a full half month; a third of it for 5 of 15 days.
    expect(short.instalments[0]?.interest).toBe(16_67);
    expect(short.instalments[1]?.interest).toBe(37_50);
    // Equal payments: the first carries the shorter period's saving on top of the level payment.
    const level = instalmentSchedule({
      ...base,
      cycle: 'semi_monthly',
      payments: 4,
      startDate: '2026-12-10',
      firstPaymentDate: '2026-12-15',
    });
    const [first, second] = level.instalments;
    expect(first?.interest).toBe(16_67);
    expect((second?.payment ?? 0) - (first?.payment ?? 0)).toBe(50_00 - 16_67);
    const regular = instalmentSchedule({
      ...base,
      cycle: 'semi_monthly',
      payments: 4,
      startDate: '2026-11-30',
      firstPaymentDate: '2026-12-15',
      method: 'equal_principal',
    });
    expect(regular.instalments[0]?.interest).toBe(50_00);
  });

  it('charges IVA on the opening fee and counts the fee in the CAT', () => {
    const without = instalmentSchedule(base);
    const withFee = instalmentSchedule({ ...base, openingFee: 200_00, vatPercent: 16 });
    expect(withFee.totals.openingFee).toBe(200_00);
    expect(withFee.totals.total).toBe(sum(withFee, 'payment') + 200_00 + 32_00);
    expect(withFee.cat).toBeGreaterThan(without.cat);
  });
});

describe('instalmentDates', () => {
  it.each([
    ['weekly', '2026-12-01', undefined, ['2026-12-08', '2026-12-15', '2026-12-22']],
    ['biweekly', '2026-12-01', undefined, ['2026-12-15', '2026-12-29', '2027-01-12']],
    ['monthly', '2027-01-31', undefined, ['2027-02-28', '2027-03-31', '2027-04-30']],
    ['monthly', '2026-12-01', '2027-01-31', ['2027-01-31', '2027-02-28', '2027-03-31']],
    ['semi_monthly', '2027-01-20', '2027-01-30', ['2027-01-30', '2027-02-15', '2027-02-28']],
    ['semi_monthly', '2026-12-01', undefined, ['2026-12-15', '2026-12-30', '2027-01-15']],
    ['semi_monthly', '2026-12-01', '2026-12-05', ['2026-12-05', '2026-12-20', '2027-01-05']],
  ] as const)('%s from %s (first %s)', (cycle, startDate, firstPaymentDate, expected) => {
    expect(instalmentDates({ cycle, payments: 3, startDate, firstPaymentDate })).toEqual(expected);
  });

  it('keeps semi-monthly pay days a borrower named', () => {
    expect(
      instalmentDates({
        cycle: 'semi_monthly',
        payments: 2,
        startDate: '2026-12-01',
        semiMonthlyDays: [10, 25],
      }),
    ).toEqual(['2026-12-10', '2026-12-25']);
  });
});

describe('instalmentSchedule: refused inputs', () => {
  it.each([
    ['principal', { principal: 0 }],
    ['principal', { principal: 10.5 }],
    ['annual_rate', { annualRatePercent: -1 }],
    ['annual_rate', { annualRatePercent: 12.000_01 }],
    ['cycle', { cycle: 'daily' as never }],
    ['payments', { payments: 0 }],
    ['payments', { payments: 521 }],
    ['method', { method: 'balloon' as never }],
    ['vat_percent', { vatPercent: 16.5 }],
    ['opening_fee', { openingFee: 10_000_00 }],
    ['first_payment_date', { firstPaymentDate: '2026-01-15' }],
    [
      'first_payment_date',
      { cycle: 'semi_monthly' as const, firstPaymentDate: '2026-01-20', semiMonthlyDays: [15, 30] as const },
    ],
    ['semi_monthly_days', { cycle: 'semi_monthly' as const, semiMonthlyDays: [15, 20] as const }],
  ] as const)('%s: %o', (code, change) => {
    const run = () => instalmentSchedule({ ...base, ...change });
    expect(run).toThrow(InstalmentInputError);
    try {
      run();
    } catch (error) {
      expect((error as InstalmentInputError).code).toBe(code);
    }
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => instalmentSchedule({ ...base, startDate: '15/01/2026' })).toThrow(InvalidDateError);
  });
});

const inputs = fc.record({
  principal: fc.integer({ min: 100_00, max: 500_000_00 }),
  annualRatePercent: fc.integer({ min: 0, max: 2_000_00 }).map((bp) => bp / 100),
  cycle: fc.constantFrom(...PAY_CYCLES),
  payments: fc.integer({ min: 1, max: 60 }),
  method: fc.constantFrom(...AMORTIZATION_METHODS),
  startDate: fc
    .integer({ min: 0, max: 3_000 })
    .map((days) => new Date(Date.UTC(2025, 0, 1 + days)).toISOString().slice(0, 10)),
  vatPercent: fc.constantFrom(0, 16),
  openingFeeShare: fc.integer({ min: 0, max: 10 }),
});

describe('instalmentSchedule: properties', () => {
  it('repays exactly the principal, and the payments sum to principal + interest + IVA', () => {
    fc.assert(
      fc.property(inputs, ({ openingFeeShare, ...input }) => {
        const schedule = instalmentSchedule({
          ...input,
          openingFee: Math.floor((input.principal * openingFeeShare) / 100),
        });
        expect(sum(schedule, 'principal')).toBe(input.principal);
        expect(schedule.totals.principal).toBe(input.principal);
        expect(sum(schedule, 'payment')).toBe(
          sum(schedule, 'principal') + sum(schedule, 'interest') + sum(schedule, 'vat'),
        );
        expect(schedule.instalments.at(-1)?.balance).toBe(0);
        let balance = input.principal;
        for (const row of schedule.instalments) {
          expect(row.principal).toBeGreaterThanOrEqual(0);
          balance -= row.principal;
          expect(row.balance).toBe(balance);
        }
      }),
    );
  });

  it('equal payments are level from the second to the one before last; the last absorbs the rounding', () => {
    // Products a lender sells: up to 120 % a year, up to 36 payments. The last payment is within
    // 10 centavos a payment of the level one (the rounding of each period, compounded).
    const realistic = fc.record({
      principal: fc.integer({ min: 500_00, max: 500_000_00 }),
      annualRatePercent: fc.integer({ min: 0, max: 120_00 }).map((bp) => bp / 100),
      cycle: fc.constantFrom(...PAY_CYCLES),
      payments: fc.integer({ min: 3, max: 36 }),
      startDate: fc.constantFrom('2026-01-31', '2026-02-14', '2026-12-01', '2027-06-15'),
    });
    fc.assert(
      fc.property(realistic, (input) => {
        const schedule = instalmentSchedule({ ...input, method: 'equal_payments' });
        const level = schedule.instalments[1]?.payment ?? 0;
        for (const row of schedule.instalments.slice(1, -1)) expect(row.payment).toBe(level);
        expect(Math.abs((schedule.instalments.at(-1)?.payment ?? 0) - level)).toBeLessThanOrEqual(
          10 * input.payments,
        );
      }),
    );
  });

  it("the CAT's cash flows are the payments without IVA, and discount to the principal at the CAT", () => {
    fc.assert(
      fc.property(inputs, ({ openingFeeShare, ...input }) => {
        const openingFee = Math.floor((input.principal * openingFeeShare) / 100);
        const schedule = instalmentSchedule({ ...input, openingFee });
        const [disbursement, ...payments] = schedule.cashFlows;
        expect(disbursement).toEqual({ amount: input.principal - openingFee, years: 0 });
        expect(payments.map((flow) => -flow.amount)).toEqual(
          schedule.instalments.map((row) => row.principal + row.interest),
        );
        const periods = PERIODS_PER_YEAR[input.cycle];
        payments.forEach((flow, k) => {
          if (k > 0) expect(flow.years - (payments[k - 1]?.years ?? 0)).toBeCloseTo(1 / periods, 12);
        });
        const received = input.principal - openingFee;
        const presentValue = (catPercent: number) =>
          payments.reduce((pv, flow) => pv - flow.amount / (1 + catPercent / 100) ** flow.years, 0);
        // Half a tenth of a percent either way of the rounded CAT brackets the exact rate.
        expect(presentValue(Math.max(schedule.cat - 0.05, -99))).toBeGreaterThanOrEqual(
          received * (1 - 1e-9),
        );
        expect(presentValue(schedule.cat + 0.05)).toBeLessThanOrEqual(received * (1 + 1e-9));
      }),
    );
  });

  it('times a regular schedule as Banxico does: the k-th payment at k / periods a year', () => {
    const schedule = instalmentSchedule({ ...base, cycle: 'biweekly', payments: 4, startDate: '2026-12-01' });
    expect(schedule.cashFlows.slice(1).map((flow) => flow.years)).toEqual([1 / 26, 2 / 26, 3 / 26, 4 / 26]);
  });
});

describe('instalmentSchedule: a month is a regular period whatever its days', () => {
  it('charges a full month of interest from January 31 to February 28', () => {
    const schedule = instalmentSchedule({
      ...base,
      startDate: '2027-01-31',
      payments: 2,
      method: 'equal_principal',
    });
    expect(schedule.instalments[0]).toMatchObject({ date: '2027-02-28', days: 28, interest: 100_00 });
    expect(schedule.cashFlows[1]?.years).toBe(1 / 12);
  });
});
