import { describe, expect, it } from 'vitest';
import { adulthoodOn, DEFAULT_REAPPLY_WAITS, reapplyAfter } from './reapply-waits';

const facts = {
  decidedOn: '2026-11-02',
  today: '2026-11-02',
  birthDate: '1990-05-10',
  waits: DEFAULT_REAPPLY_WAITS,
  generalDays: 30,
};

describe('when a rejected borrower may apply again', () => {
  it('takes the latest date of the reasons, from the decision day (Mexico City)', () => {
    expect(reapplyAfter({ ...facts, reasons: ['income_below_amount'] })).toEqual({
      reapply: 'from_date',
      reapplyFrom: '2027-01-01',
    });
    expect(reapplyAfter({ ...facts, reasons: ['identity_not_verified', 'without_optional_data'] })).toEqual({
      reapply: 'from_date',
      reapplyFrom: '2026-12-02',
    });
    expect(reapplyAfter({ ...facts, reasons: ['could_not_confirm'] }).reapplyFrom).toBe('2026-12-02');
  });

  it('a minor from the 18th birthday; closed doors and open loans without a date', () => {
    expect(reapplyAfter({ ...facts, birthDate: '2009-02-28', reasons: ['age_minimum'] }).reapplyFrom).toBe(
      '2027-02-28',
    );
    expect(adulthoodOn('2008-02-29')).toBe('2026-03-01');
    expect(adulthoodOn('2012-02-29')).toBe('2030-03-01');
    expect(reapplyAfter({ ...facts, reasons: ['account_restricted', 'income_below_amount'] })).toEqual({
      reapply: 'not_offered',
    });
    expect(reapplyAfter({ ...facts, reasons: ['open_loans'] })).toEqual({ reapply: 'after_paying' });
  });

  it('is now once the date has passed, or when the general cool-off is off', () => {
    expect(reapplyAfter({ ...facts, today: '2027-01-01', reasons: ['income_below_amount'] })).toEqual({
      reapply: 'now',
    });
    expect(reapplyAfter({ ...facts, generalDays: 0, reasons: ['income_below_amount'] })).toEqual({
      reapply: 'now',
    });
  });
});
