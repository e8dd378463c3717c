import { bankHolidays as calculatorBankHolidays, lftRestDays } from '@lender/calculator/kernel';
import { describe, expect, it } from 'vitest';
import { isBankBusinessDay, lastDayToPay, latestDueDatePast } from './bank-calendar';
import { isBusinessDay } from './business-days';
import {
  bankHolidays,
  isMexicanHoliday,
  isOfficialHoliday,
  MEXICAN_BANK_HOLIDAYS,
  officialHolidays,
} from './holidays';

// Core reads the calculator's calendar (ADR 322); its rules and their tests are the calculator's
// (`holidays.test.ts` there, with the tables it replaced). Here: core's names are that calendar.
describe("core's holiday names", () => {
  it('are the calculator calendar, for any year', () => {
    for (const year of [2025, 2026, 2027, 2028, 2029, 2030, 2045]) {
      expect(bankHolidays(year)).toEqual(calculatorBankHolidays(year));
      expect(officialHolidays(year)).toEqual(lftRestDays(year));
      for (const day of calculatorBankHolidays(year)) {
        expect(isMexicanHoliday(day)).toBe(true);
        expect(isBusinessDay(day)).toBe(false);
        expect(isOfficialHoliday(day)).toBe(lftRestDays(year).includes(day));
      }
    }
    expect([2026, 2027, 2028].flatMap(bankHolidays)).toEqual([...MEXICAN_BANK_HOLIDAYS]);
  });

  it('gives banks Holy Thursday, Good Friday, 2 November and 12 December, the law none of them', () => {
    for (const day of ['2029-03-29', '2029-03-30', '2029-11-02', '2029-12-12']) {
      expect(isMexicanHoliday(day)).toBe(true);
      expect(isOfficialHoliday(day)).toBe(false);
      expect(isBusinessDay(day, 'official')).toBe(true);
    }
    expect(isOfficialHoliday('2030-10-01')).toBe(true);
  });

  it('moves the last day to pay past weekends and bank holidays, in years no list held', () => {
    expect(isBankBusinessDay('2026-03-16')).toBe(false);
    expect(lastDayToPay('2026-03-14')).toBe('2026-03-17');
    expect(lastDayToPay('2029-03-29')).toBe('2029-04-02'); // Holy Thursday, Good Friday, the weekend
    expect(['2029-03-29', '2029-03-30'].map(lastDayToPay)).toEqual(['2029-04-02', '2029-04-02']);
    expect(latestDueDatePast('2029-04-02')).toBe('2029-03-28');
  });
});
