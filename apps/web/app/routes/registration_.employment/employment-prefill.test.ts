import { describe, expect, it } from 'vitest';
import { employmentPrefill } from './employment-prefill';

// Issue 37 trap 4: the calculator's chosen cycle is carried into the employment step.
describe('employmentPrefill', () => {
  const today = '2026-11-25';
  it.each([
    [
      'semi-monthly 15 y 30',
      { amount: 2_000_00, payCycle: 'semi_monthly', payDates: '2026-11-30,2026-12-15' },
      { salaryCycle: 'semi_monthly', semiMonthly: '15-30' },
    ],
    [
      'monthly on the 15th',
      { amount: 2_000_00, payCycle: 'monthly', payDates: '2026-12-15,2027-01-15' },
      { salaryCycle: 'monthly', dateOfMonth: '15' },
    ],
    [
      'biweekly from the 9th',
      { amount: 2_000_00, payCycle: 'biweekly', payDates: '2026-12-09,2026-12-23' },
      { salaryCycle: 'biweekly', nextPayDate: '2026-12-09' },
    ],
    [
      'a date no longer offered: the cycle alone',
      { amount: 2_000_00, payCycle: 'weekly', payDates: '2026-11-01,2026-11-08' },
      { salaryCycle: 'weekly' },
    ],
    ['no cycle', { amount: 2_000_00 }, {}],
  ])('%s', (_name, cookie, expected) => {
    expect(employmentPrefill(cookie, today)).toEqual(expected);
  });
  it('nothing without a calculator cookie', () => {
    expect(employmentPrefill(null, today)).toEqual({});
  });
});
