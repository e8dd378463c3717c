import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidDateError } from '../invalid-date-error';
import {
  addDays,
  addMonthsClamped,
  daysBetween,
  daysInMonth,
  formatDate,
  fromDayNumber,
  isoWeekday,
  parseDate,
  readDate,
  toDayNumber,
} from './calendar';

// Date.UTC is independent of the host zone, so it is a fair oracle for the pure arithmetic.
const DAY_MS = 86_400_000;
const oracleDayNumber = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / DAY_MS;
const civilDates = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

describe('calendar arithmetic on YYYY-MM-DD strings', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['1999-12-31', { year: 1999, month: 12, day: 31 }],
  ])('parses the real date %s', (text, parts) => {
    expect(parseDate(text)).toEqual(parts);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-1-01',
    '2024-01-01T00:00',
    ' 2024-01-01',
    '',
    20240101,
    null,
  ])('rejects %j with InvalidDateError', (value) => {
    expect(() => parseDate(value)).toThrow(InvalidDateError);
  });

  it('reads a date exactly when the YYYY-MM-DD pattern and the month length allow it', () => {
    // The pattern the character reader replaced, as the oracle.
    const oracle = (text: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      if (!match) return null;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
        ? { year, month, day }
        : null;
    };
    const dateLike = fc
      .tuple(
        fc.stringMatching(/^[0-9]{4}$/),
        fc.constantFrom('-', '/', '0', '.'),
        fc.stringMatching(/^[0-9/:]{1,3}$/),
        fc.constantFrom('-', ' '),
        fc.stringMatching(/^[0-9:]{1,3}$/),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(dateLike, civilDates.map(formatDate), fc.string({ maxLength: 12 })), (text) => {
        expect(readDate(text)).toEqual(oracle(text));
      }),
      { numRuns: 20_000 },
    );
    expect(readDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readDate('0000-01-01')).toEqual({ year: 0, month: 1, day: 1 });
    expect(readDate('2024-0a-01')).toBeNull();
    expect(readDate('２０２４-01-01')).toBeNull();
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2100, 2, 28],
    [2000, 2, 29],
    [2024, 4, 30],
    [2024, 12, 31],
  ])('month %i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('day numbers match Date.UTC and round-trip', () => {
    fc.assert(
      fc.property(civilDates, (date) => {
        const n = toDayNumber(date);
        expect(n).toBe(oracleDayNumber(date.year, date.month, date.day));
        expect(fromDayNumber(n)).toEqual(date);
        expect(parseDate(formatDate(date))).toEqual(date);
      }),
    );
  });

  it('weekdays match Date.UTC (ISO, Monday = 1)', () => {
    fc.assert(
      fc.property(civilDates, (date) => {
        const utcDay = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
        expect(isoWeekday(toDayNumber(date))).toBe(utcDay === 0 ? 7 : utcDay);
      }),
    );
  });

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-03-10', 0, '2024-03-10'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-03-31', 1, '2024-04-30'],
    ['2024-12-15', 1, '2025-01-15'],
    ['2024-11-30', 3, '2025-02-28'],
  ])('%s plus %i month(s), clamped, is %s', (date, months, expected) => {
    expect(formatDate(addMonthsClamped(parseDate(date), months))).toBe(expected);
  });
});
