import { describe, expect, it } from 'vitest';
import { chargeParts, DEBIT_PART_MAX, noticedInTime } from './debit-schedule-model';
import { type DeclaredPay, debitDaysAfter, firstDebitDay, nextDebitDay, paydaysBetween } from './paydays';

// Issue 66 point 2 (ADR 329): the declared pay cycle sets the debit days, each moved to the next
// bank business day; the last day of a month, a payday on a holiday, the pre-notice's two business
// days and the parts of at most MXN 1,000.

const quincena: DeclaredPay = {
  cycle: 'semi_monthly',
  referenceDate: null,
  semiMonthlyPayDates: [15, 30],
  dateOfMonth: null,
};

describe('the paydays of a declared cycle', () => {
  it('pays the quincena on the 15th and the last day of every month (31 January, 28 February)', () => {
    expect(paydaysBetween(quincena, '2027-01-15', '2027-01-01', '2027-03-01')).toEqual([
      '2027-01-15',
      '2027-01-31',
      '2027-02-15',
      '2027-02-28',
    ]);
    // Leap year: the 29th.
    expect(paydaysBetween(quincena, '2028-02-15', '2028-02-16', '2028-02-29')).toEqual(['2028-02-29']);
  });

  it('clamps a monthly day to the month and steps weekly and biweekly from the reference date', () => {
    const monthly: DeclaredPay = { ...quincena, cycle: 'monthly', dateOfMonth: 31 };
    expect(paydaysBetween(monthly, '2026-01-31', '2026-02-01', '2026-04-30')).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    const biweekly: DeclaredPay = { ...quincena, cycle: 'biweekly', referenceDate: '2026-03-27' };
    expect(paydaysBetween(biweekly, '2026-03-16', '2026-03-01', '2026-04-30')).toEqual([
      '2026-03-13',
      '2026-03-27',
      '2026-04-10',
      '2026-04-24',
    ]);
  });

  it('moves a payday on a weekend or a bank holiday to the next bank business day', () => {
    // Sunday 15 March 2026, and Monday 16 is a bank holiday (Benito Juárez): Tuesday 17.
    expect(firstDebitDay(quincena, '2026-03-16', '2026-04-16')).toBe('2026-03-17');
    // Saturday 28 February 2026 (the month's last day): Monday 2 March.
    expect(debitDaysAfter(quincena, '2026-02-15', '2026-02-16', '2026-03-10')).toEqual(['2026-03-02']);
    // The retry after the 17 March attempt: Tuesday 31 March; after it, Wednesday 15 April.
    expect(nextDebitDay(quincena, '2026-03-16', '2026-03-17', '2026-04-16')).toBe('2026-03-31');
    expect(nextDebitDay(quincena, '2026-03-16', '2026-03-31', '2026-04-16')).toBe('2026-04-15');
    // None left inside the mandate's dates.
    expect(nextDebitDay(quincena, '2026-03-16', '2026-04-15', '2026-04-16')).toBeNull();
  });

  it('wants a pre-notice two bank business days before: Wednesday for Friday, not Thursday', () => {
    expect(noticedInTime('2026-03-11', '2026-03-13', 2)).toBe(true);
    expect(noticedInTime('2026-03-12', '2026-03-13', 2)).toBe(false);
    // Across the holiday: Thursday 12 March for Tuesday 17 (Friday 13 and Tuesday 17 count, not Monday 16).
    expect(noticedInTime('2026-03-12', '2026-03-17', 2)).toBe(true);
    expect(noticedInTime('2026-03-13', '2026-03-17', 2)).toBe(false);
  });
});

describe('the parts of a payday charge', () => {
  it('splits into parts of at most MXN 1,000.00 to the centavo, only when chosen', () => {
    expect(chargeParts(3_219_24, true)).toEqual([1_000_00, 1_000_00, 1_000_00, 219_24]);
    expect(chargeParts(3_219_24, false)).toEqual([3_219_24]);
    expect(chargeParts(1_000_00, true)).toEqual([1_000_00]);
    expect(chargeParts(1_000_01, true)).toEqual([1_000_00, 1]);
    for (const amount of [1, 999_99, 2_000_00, 12_345_67]) {
      const parts = chargeParts(amount, true);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(Math.max(...parts)).toBeLessThanOrEqual(DEBIT_PART_MAX);
    }
  });
});
