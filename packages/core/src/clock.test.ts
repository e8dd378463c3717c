import { describe, expect, it } from 'vitest';
import { ageOn, businessDate, fixedClock, today } from './clock';

describe('business clock', () => {
  it.each([
    // 05:59 UTC is still the previous evening in Mexico City (UTC-6, no DST since 2022).
    ['2026-03-01T05:59:00Z', '2026-02-28'],
    ['2026-03-01T06:00:00Z', '2026-03-01'],
    ['2026-12-31T23:30:00Z', '2026-12-31'],
  ])('the business date of %s is %s whatever the host zone', (instant, expected) => {
    expect(businessDate(new Date(instant))).toBe(expected);
    expect(today(fixedClock(instant))).toBe(expected);
  });

  it('a fixed clock moves only when told', () => {
    const clock = fixedClock('2026-01-01T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-01-01T12:00:00.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T12:01:00.000Z');
  });

  it.each([
    ['2008-03-01', '2026-03-01', 18],
    ['2008-03-02', '2026-03-01', 17],
    ['2000-02-29', '2026-02-28', 25],
  ])('someone born %s is, on %s, %i years old', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });
});
