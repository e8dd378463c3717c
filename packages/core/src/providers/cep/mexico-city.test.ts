import { describe, expect, it } from 'vitest';
import { mexicoCityInstant, mexicoCityWallClock } from './mexico-city';

describe('a CEP time in Mexico City', () => {
  it('reads a summer time before 2022 at −05:00 (daylight saving)', () => {
    expect(mexicoCityInstant('2019-07-15', '13:31:44')?.toISOString()).toBe('2019-07-15T18:31:44.000Z');
  });

  it('reads a winter time before 2022 at −06:00', () => {
    expect(mexicoCityInstant('2019-01-15', '13:31:44')?.toISOString()).toBe('2019-01-15T19:31:44.000Z');
  });

  it('reads a current summer time at −06:00 (no daylight saving since October 2022)', () => {
    expect(mexicoCityInstant('2026-07-15', '13:31:44')?.toISOString()).toBe('2026-07-15T19:31:44.000Z');
    expect(mexicoCityInstant('2026-03-05', '11:24:10')?.toISOString()).toBe('2026-03-05T17:24:10.000Z');
  });

  it('reads the last summer before the change (October 2022) at −05:00', () => {
    expect(mexicoCityInstant('2022-08-01', '00:00:00')?.toISOString()).toBe('2022-08-01T05:00:00.000Z');
    expect(mexicoCityInstant('2022-11-01', '00:00:00')?.toISOString()).toBe('2022-11-01T06:00:00.000Z');
  });

  it.each([
    ['2026-02-30', '10:00:00'],
    ['2026-13-01', '10:00:00'],
    ['2026-03-05', '24:00:00'],
    ['2026-03-05', '10:60:00'],
    ['05-03-2026', '10:00:00'],
    ['2026-03-05', '10:00'],
  ])('refuses %s %s', (date, time) => {
    expect(mexicoCityInstant(date, time)).toBeNull();
  });

  it('writes an instant back as the wall clock it was read from, summer 2019 and today', () => {
    for (const [date, time] of [
      ['2019-07-15', '13:31:44'],
      ['2026-03-05', '00:05:00'],
      ['2026-11-28', '23:59:59'],
    ] as const) {
      const instant = mexicoCityInstant(date, time);
      expect(instant && mexicoCityWallClock(instant)).toEqual({ date, time });
    }
  });
});
