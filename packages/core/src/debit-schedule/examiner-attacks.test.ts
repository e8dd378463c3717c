import { describe, expect, it } from 'vitest';
import { isInsideContactWindow } from '../calendar/contact-window';
import { objectionWindowEnd } from '../mandates/mandate-gate';
import { chargeParts, DEBIT_PART_MAX, noticedInTime } from './debit-schedule-model';

// An examiner's and an angry borrower's attacks on the payday charges' pure rules: the pre-notice's
// two business days when the notice left on a day banks are closed, the objection window's last
// day, the parts of a split charge, and the contact window's edges in Mexico City.

describe('a pre-notice sent on a day banks are closed', () => {
  it('counts from the next business day: sent Saturday is not two business days before Tuesday', () => {
    // Saturday 21 November 2026 → Tuesday 24: only Monday 23 lies between (Friday 20 was the last day).
    expect(noticedInTime('2026-11-20', '2026-11-24', 2)).toBe(true);
    expect(noticedInTime('2026-11-21', '2026-11-24', 2)).toBe(false);
    expect(noticedInTime('2026-11-22', '2026-11-24', 2)).toBe(false);
    expect(noticedInTime('2026-11-22', '2026-11-25', 2)).toBe(true);
  });

  it('sent on Monday 16 November 2026 (a holiday by rule) is not two business days before Wednesday 18', () => {
    expect(noticedInTime('2026-11-16', '2026-11-18', 2)).toBe(false);
    expect(noticedInTime('2026-11-13', '2026-11-18', 2)).toBe(true);
    expect(noticedInTime('2026-11-13', '2026-11-17', 2)).toBe(false);
    // Sent on Friday 25 December (closed) for Tuesday 29: Monday 28 only.
    expect(noticedInTime('2026-12-25', '2026-12-29', 2)).toBe(false);
    expect(noticedInTime('2026-12-24', '2026-12-29', 2)).toBe(true);
  });
});

describe('the objection window', () => {
  it('ends on the 60th day after the month charged ended, that day included', () => {
    expect(objectionWindowEnd('2026-11-30')).toBe('2027-01-29');
    expect(objectionWindowEnd('2026-11-01')).toBe('2027-01-29');
    expect(objectionWindowEnd('2026-02-28')).toBe('2026-04-29');
    expect(objectionWindowEnd('2028-02-29')).toBe('2028-04-29');
  });
});

describe('the parts of a split charge', () => {
  it('sum to the instalment to the centavo, none above MXN 1,000.00', () => {
    for (const amount of [2_000_01, 1_000_01, 99_999_99, 3_219_24]) {
      const parts = chargeParts(amount, true);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(Math.max(...parts)).toBeLessThanOrEqual(DEBIT_PART_MAX);
      expect(Math.min(...parts)).toBeGreaterThan(0);
    }
  });
});

describe('the contact window on the Mexico City clock', () => {
  const mx = (iso: string) => new Date(`${iso}-06:00`);
  it.each([
    ['2026-11-18T21:59:59', true],
    ['2026-11-18T22:00:00', false],
    ['2026-11-18T06:59:59', false],
    ['2026-11-18T07:00:00', true],
    ['2026-11-16T10:00:00', false], // 3rd Monday of November
    ['2026-02-02T10:00:00', false], // 1st Monday of February
    ['2026-03-16T10:00:00', false], // 3rd Monday of March
    ['2026-12-25T10:00:00', false],
    ['2027-01-01T10:00:00', false],
    ['2026-09-16T10:00:00', false],
    ['2026-11-21T10:00:00', false], // Saturday
    ['2026-11-20T21:30:00', true], // Friday night: UTC already Saturday
  ])('%s in Mexico City is inside: %s', (wall, inside) => {
    expect(isInsideContactWindow(mx(wall))).toBe(inside);
  });
});
