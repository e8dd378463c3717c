import { describe, expect, it } from 'vitest';
import {
  bankHolidays,
  easterSunday,
  isOfficialHoliday,
  MEXICAN_BANK_HOLIDAYS,
  officialHolidays,
} from './holidays';

// Issue 63: holidays by rule for any year, held to the maintained CNBV list where it exists.
describe('Mexican holidays by rule', () => {
  it('computes Easter Sunday (known dates 2024–2030 and the computus edge years)', () => {
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
  });

  it('gives the banks the CNBV list the platform keeps for 2026–2028', () => {
    expect([2026, 2027, 2028].flatMap(bankHolidays)).toEqual([...MEXICAN_BANK_HOLIDAYS].sort());
  });

  it('gives the LFT art. 74 days for 2026–2030, with 1 October only in 2030 (and 2024)', () => {
    expect(officialHolidays(2029)).toEqual([
      '2029-01-01',
      '2029-02-05',
      '2029-03-19',
      '2029-05-01',
      '2029-09-16',
      '2029-11-19',
      '2029-12-25',
    ]);
    expect(officialHolidays(2030)).toContain('2030-10-01');
    expect(officialHolidays(2024)).toContain('2024-10-01');
    for (const year of [2018, 2025, 2026, 2027, 2028, 2029, 2031]) {
      expect(officialHolidays(year)).not.toContain(`${year}-10-01`);
    }
    expect(officialHolidays(2036)).toContain('2036-10-01');
  });

  it('keeps Holy Thursday, Good Friday, 2 November and 12 December out of the official days', () => {
    for (const year of [2026, 2027, 2028, 2029, 2030]) {
      const official = officialHolidays(year);
      const onlyBanks = bankHolidays(year).filter((day) => !official.includes(day));
      expect(onlyBanks).toHaveLength(4);
      expect(onlyBanks).toContain(`${year}-11-02`);
      expect(onlyBanks).toContain(`${year}-12-12`);
      for (const day of onlyBanks) expect(isOfficialHoliday(day)).toBe(false);
      for (const day of official) expect(isOfficialHoliday(day)).toBe(true);
    }
    expect(isOfficialHoliday('2029-03-29')).toBe(false); // Holy Thursday
    expect(isOfficialHoliday('2029-03-19')).toBe(true); // third Monday of March
  });
});
