import { describe, expect, it } from 'vitest';
import type { PayrollCfdi } from '../providers/fiscal/check-payroll-cfdi';
import { consistent, declaredPayOf, provenIncomeOf } from './proven-income-model';

// The arithmetic of a proven income (ADR 333): exact centavos, the cycle from the periodicity and the
// pay dates, and the confidence.

const cfdi = (paidOn: string, netPay: number, more: Partial<PayrollCfdi> = {}): PayrollCfdi => ({
  uuid: `UUID-${paidOn}-${netPay}`,
  employerRfc: 'EKU9003173C9',
  receiverRfc: 'HEGG560427AB1',
  receiverCurp: 'HEGG560427MVZRRL05',
  periodStart: `${paidOn.slice(0, 8)}01`,
  periodEnd: paidOn,
  paidOn,
  periodicity: '05',
  total: netPay,
  netPay,
  sealLast8: 'AAAAAAAA',
  ...more,
});

describe('the monthly income', () => {
  it('is the net pays times the pays a year over twelve, rounded down to the centavo', () => {
    // Weekly: $2,000.01 × 52 ÷ 12 = 866,671 centavos.
    const weekly = provenIncomeOf(
      [cfdi('2026-02-27', 200_001, { periodicity: '02', periodStart: '2026-02-21' })],
      '2026-03-02',
    );
    expect(weekly.monthlyIncome).toBe(866_671);
    expect(weekly.payCycle).toBe('weekly');
    // Every 14 days: $5,000.00 and $5,000.01 → (1,000,001 × 26) ÷ 24 = 1,083,334.41 → 1,083,334.
    const fortnights = provenIncomeOf(
      [
        cfdi('2026-02-13', 500_000, { periodicity: '03', periodStart: '2026-01-31' }),
        cfdi('2026-02-27', 500_001, { periodicity: '03', periodStart: '2026-02-14' }),
      ],
      '2026-03-02',
    );
    expect(fortnights).toMatchObject({
      monthlyIncome: 1_083_334,
      payCycle: 'biweekly',
      confidence: 'medium',
    });
    expect(declaredPayOf(fortnights)).toMatchObject({ cycle: 'biweekly', referenceDate: '2026-02-27' });
  });

  it('refuses no CFDI, four, and a periodicity without pays a year', () => {
    expect(() => provenIncomeOf([], '2026-03-02')).toThrow(RangeError);
    expect(() =>
      provenIncomeOf(
        [1, 2, 3, 4].map(() => cfdi('2026-02-27', 1)),
        '2026-03-02',
      ),
    ).toThrow(RangeError);
    expect(() => provenIncomeOf([cfdi('2026-02-27', 1, { periodicity: '99' })], '2026-03-02')).toThrow(
      RangeError,
    );
  });
});

describe('the pay days', () => {
  it('of a quincena paid on the 14th and on the last day of February: 14 and the month-end', () => {
    const proof = provenIncomeOf(
      [
        cfdi('2026-01-30', 700_000, { periodicity: '04', periodStart: '2026-01-16' }),
        cfdi('2026-02-14', 700_000, { periodicity: '04' }),
        cfdi('2026-02-28', 700_000, { periodicity: '04', periodStart: '2026-02-16' }),
      ],
      '2026-03-02',
    );
    expect(proof.payDays).toEqual([14, 31]);
    expect(declaredPayOf(proof).semiMonthlyPayDates).toEqual([14, 31]);
  });

  it('of one quincena paid on the 15th: the 15th and the month-end', () => {
    expect(provenIncomeOf([cfdi('2026-02-15', 1, { periodicity: '04' })], '2026-03-02').payDays).toEqual([
      15, 31,
    ]);
  });

  it('of a monthly pay on the 30th of January: the 30th (not the month-end)', () => {
    expect(provenIncomeOf([cfdi('2026-01-30', 1)], '2026-02-02').payDays).toEqual([30]);
  });

  it('of a periodicity with no cycle of ours (every ten days): none, and no declared cycle', () => {
    const proof = provenIncomeOf([cfdi('2026-02-20', 300_000, { periodicity: '10' })], '2026-03-02');
    expect(proof).toMatchObject({ payCycle: null, monthlyIncome: 900_000 });
    expect(declaredPayOf(proof)).toEqual({
      cycle: null,
      referenceDate: null,
      semiMonthlyPayDates: null,
      dateOfMonth: null,
    });
  });
});

describe('the confidence', () => {
  const three = [
    cfdi('2025-12-31', 1_000_000, { periodStart: '2025-12-01' }),
    cfdi('2026-01-31', 1_000_000, { periodStart: '2026-01-01' }),
    cfdi('2026-02-28', 1_100_000, { periodStart: '2026-02-01' }),
  ];

  it('is high for three consecutive pays of one employer within 25 % of their median', () => {
    expect(consistent(three)).toBe(true);
    expect(provenIncomeOf(three, '2026-03-02').confidence).toBe('high');
  });

  it('is medium when one pay is far off, one comes from another employer, or periods overlap', () => {
    const [a, b, c] = three as [PayrollCfdi, PayrollCfdi, PayrollCfdi];
    expect(consistent([a, b, { ...c, netPay: 1_300_000 }])).toBe(false);
    expect(consistent([a, b, { ...c, employerRfc: 'AAA010101AAA' }])).toBe(false);
    expect(consistent([a, b, { ...c, periodStart: '2026-01-31' }])).toBe(false);
    expect(provenIncomeOf([a, b, { ...c, netPay: 1_300_000 }], '2026-03-02').confidence).toBe('medium');
  });

  it('is low when the newest pay is more than 62 days old, even for three that agree', () => {
    expect(provenIncomeOf(three, '2026-05-01').confidence).toBe('high');
    expect(provenIncomeOf(three, '2026-05-02').confidence).toBe('low');
  });
});
