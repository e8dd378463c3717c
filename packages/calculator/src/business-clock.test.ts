import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, todayInMexicoCity } from './business-clock';

describe('todayInMexicoCity', () => {
  it.each([
    ['23:59 on New Year’s Eve in Mexico City', Date.UTC(2025, 0, 1, 5, 59), '2024-12-31'],
    ['midnight in Mexico City (UTC−6)', Date.UTC(2025, 0, 1, 6, 0), '2025-01-01'],
    ['a summer evening: no daylight saving since 2022', Date.UTC(2024, 6, 15, 5, 30), '2024-07-14'],
    [
      'a summer evening of 2022, still with daylight saving (UTC−5)',
      Date.UTC(2022, 6, 15, 5, 30),
      '2022-07-15',
    ],
    ['a leap day', Date.UTC(2024, 1, 29, 18, 0), '2024-02-29'],
  ])('%s', (_, instant, expected) => {
    expect(todayInMexicoCity(instant)).toBe(expected);
    expect(todayInMexicoCity(new Date(instant))).toBe(expected);
  });

  it('defaults to now', () => {
    expect(todayInMexicoCity()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the business zone', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Mexico_City');
  });

  // The package test script runs the suite under several TZ values; this proves each run really
  // had its host zone changed, so "passes in every zone" is not a vacuous claim.
  it('runs in the host zone the test script asked for', () => {
    const zone = process.env.TZ;
    if (zone) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone === 'UTC' ? 'UTC' : zone);
    expect(typeof new Date(0).getTimezoneOffset()).toBe('number');
  });
});
