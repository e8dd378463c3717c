import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankHolidays,
  easterSunday,
  isBankBusinessDay,
  isBankHoliday,
  isLftRestDay,
  lastDayToPay,
  lftRestDays,
} from './holidays';
import { isoWeekday, parseDate, toDayNumber } from './internal/calendar';
import { addDays, daysBetween } from './kernel';

const weekday = (date: string) => isoWeekday(toDayNumber(parseDate(date)));
const year = fc.integer({ min: 2000, max: 2100 });

// The two hand-kept tables the calendar replaced (`@lender/calculator/scenarios` and core's
// `calendar/holidays.ts` held the same days): the CNBV's lists for 2026 and 2027, 2028 by the rules.
const OLD_TABLE: Readonly<Record<number, readonly string[]>> = {
  2026: ['01-01', '02-02', '03-16', '04-02', '04-03', '05-01', '09-16', '11-02', '11-16', '12-12', '12-25'],
  2027: ['01-01', '02-01', '03-15', '03-25', '03-26', '05-01', '09-16', '11-02', '11-15', '12-12', '12-25'],
  2028: ['01-01', '02-07', '03-20', '04-13', '04-14', '05-01', '09-16', '11-02', '11-20', '12-12', '12-25'],
};

describe('the bank calendar by rule', () => {
  it.each(Object.entries(OLD_TABLE))('equals the old table for %s', (y, days) => {
    expect(bankHolidays(Number(y))).toEqual(days.map((day) => `${y}-${day}`));
    for (const day of days) expect(isBankHoliday(`${y}-${day}`)).toBe(true);
  });

  it('computes Easter Sunday (known dates and the computus extremes)', () => {
    expect([2024, 2025, 2026, 2027, 2028, 2029, 2030].map(easterSunday)).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2029-04-01',
      '2030-04-21',
    ]);
    expect(easterSunday(1818)).toBe('1818-03-22'); // the earliest possible
    expect(easterSunday(2038)).toBe('2038-04-25'); // the latest possible
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2100)).toBe('2100-03-28');
  });

  it('closes banks on 1 October every six years from 2024, 1 December before', () => {
    for (const y of [2024, 2030, 2036, 2096]) {
      expect(isBankHoliday(`${y}-10-01`)).toBe(true);
      expect(isLftRestDay(`${y}-10-01`)).toBe(true);
    }
    for (const y of [2018, 2025, 2026, 2027, 2028, 2029, 2031])
      expect(isLftRestDay(`${y}-10-01`)).toBe(false);
    expect(isLftRestDay('2018-12-01')).toBe(true);
    expect(isLftRestDay('2012-12-01')).toBe(true);
    expect(isLftRestDay('2024-12-01')).toBe(false);
  });

  it('keeps the fixed days of 5 February, 21 March and 20 November before the 2006 reform', () => {
    expect(lftRestDays(2005)).toEqual([
      '2005-01-01',
      '2005-02-05',
      '2005-03-21',
      '2005-05-01',
      '2005-09-16',
      '2005-11-20',
      '2005-12-25',
    ]);
    expect(lftRestDays(2006)).toContain('2006-02-06');
  });

  it('gives the LFT rest days, without the bank-only days', () => {
    expect(lftRestDays(2029)).toEqual([
      '2029-01-01',
      '2029-02-05',
      '2029-03-19',
      '2029-05-01',
      '2029-09-16',
      '2029-11-19',
      '2029-12-25',
    ]);
    expect(isLftRestDay('2029-03-29')).toBe(false); // Holy Thursday
    expect(isBankHoliday('2029-03-29')).toBe(true);
    expect(isLftRestDay('2026-12-12')).toBe(false);
    expect(isBankHoliday('2026-12-12')).toBe(true);
  });

  it('skips weekends and bank holidays to the last day to pay', () => {
    expect(isBankBusinessDay('2026-03-13')).toBe(true);
    expect(isBankBusinessDay('2026-03-14')).toBe(false);
    expect(isBankBusinessDay('2026-03-16')).toBe(false);
    expect(lastDayToPay('2026-03-14')).toBe('2026-03-17');
    expect(lastDayToPay('2026-03-14', [])).toBe('2026-03-16');
    expect(lastDayToPay('2030-03-16')).toBe('2030-03-19'); // a year no table ever held
    expect(lastDayToPay('2028-12-30')).toBe('2029-01-02'); // across the year and 1 January
  });
});

describe('properties, 2000–2100', () => {
  it('Holy Thursday and Good Friday are a Thursday and a Friday in March or April, bank holidays only', () => {
    fc.assert(
      fc.property(year, (y) => {
        const easter = easterSunday(y);
        expect(weekday(easter)).toBe(7);
        expect(easter >= `${y}-03-22` && easter <= `${y}-04-25`).toBe(true);
        const thursday = addDays(easter, -3);
        const friday = addDays(easter, -2);
        expect([weekday(thursday), weekday(friday)]).toEqual([4, 5]);
        for (const day of [thursday, friday]) {
          expect(isBankHoliday(day)).toBe(true);
          expect(isLftRestDay(day)).toBe(false);
        }
      }),
    );
  });

  it('the movable days are the Mondays the law names (from 2006)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2006, max: 2100 }), (y) => {
        const days = lftRestDays(y);
        const inMonth = (month: string) =>
          days.filter((day) => day.slice(5, 7) === month && weekday(day) === 1);
        const [february] = inMonth('02');
        const [march] = inMonth('03');
        const [november] = inMonth('11');
        expect(Number(february?.slice(8))).toBeLessThanOrEqual(7); // the first Monday
        expect(Number(march?.slice(8))).toBeGreaterThanOrEqual(15); // the third Monday
        expect(Number(march?.slice(8))).toBeLessThanOrEqual(21);
        expect(Number(november?.slice(8))).toBeGreaterThanOrEqual(15);
        expect(Number(november?.slice(8))).toBeLessThanOrEqual(21);
      }),
    );
  });

  it('the views: every rest day is a bank holiday; banks add exactly four days; all sorted, in the year', () => {
    fc.assert(
      fc.property(year, (y) => {
        const rest = lftRestDays(y);
        const bank = bankHolidays(y);
        expect(rest.length).toBe((((y - 2024) % 6) + 6) % 6 === 0 ? 8 : 7);
        expect(bank.filter((day) => !rest.includes(day))).toEqual(
          [addDays(easterSunday(y), -3), addDays(easterSunday(y), -2), `${y}-11-02`, `${y}-12-12`].sort(),
        );
        expect(rest.every((day) => bank.includes(day))).toBe(true);
        expect([...bank].sort()).toEqual(bank);
        expect(new Set(bank).size).toBe(bank.length);
        expect(bank.every((day) => day.startsWith(`${y}-`))).toBe(true);
        for (const fixed of ['01-01', '05-01', '09-16', '12-25'])
          expect(isLftRestDay(`${y}-${fixed}`)).toBe(true);
      }),
    );
  });

  it('the last day to pay is the first bank business day on or after the due date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_890 }), (offset) => {
        const due = addDays('2000-01-01', offset);
        const last = lastDayToPay(due);
        expect(isBankBusinessDay(last)).toBe(true);
        expect(weekday(last)).toBeLessThanOrEqual(5);
        for (let day = due; day < last; day = addDays(day, 1)) expect(isBankBusinessDay(day)).toBe(false);
        expect(daysBetween(due, last)).toBeLessThanOrEqual(5);
      }),
    );
  });
});
