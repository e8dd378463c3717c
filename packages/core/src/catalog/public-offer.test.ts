import { demoProduct, payDateOptions } from '@lender/calculator';
import { describe, expect, it } from 'vitest';
import { CoreError } from '../errors/core-error';
import { RESOLVED_PAY_DATES_KEPT } from './offer-pay-dates';
import { priceOffer } from './public-offer';

// `priceOffer` remembers how a pay-dates text resolves per cycle and business date (issue 17): the
// answers must be those of resolving it afresh, whatever was asked before and however often.

const today = '2026-03-02';
const request = { sequenceType: 'first', amount: 3000_00, payCycle: 'semi_monthly', payDates: '15,30' };

/** The violations `priceOffer` refuses with, or the offer's end date. */
function outcome(day: string, payDates: string, payCycle = 'semi_monthly'): string | readonly unknown[] {
  try {
    return priceOffer(demoProduct, day, { ...request, payCycle, payDates }).view.endDate;
  } catch (error) {
    if (!(error instanceof CoreError)) throw error;
    return error.violations ?? [];
  }
}

describe('priceOffer, pay dates remembered', () => {
  it('answers a text asked again exactly as the first time, refusals included', () => {
    const texts = [
      '15,30',
      '2026-03-15,2026-03-30',
      '2026-03-15',
      'tomorrow',
      '2026-02-27,2026-03-13',
      '4,5',
    ];
    const first = texts.map((text) => outcome(today, text));
    expect(texts.map((text) => outcome(today, text))).toEqual(first);
    expect(first[0]).toBe(first[1]);
    expect(first[3]).toEqual([expect.objectContaining({ field: ['payDates'], code: 'invalid_format' })]);
    expect(first[4]).toEqual([
      expect.objectContaining({
        code: 'too_small',
        message: 'Pay date 2026-02-27 is not after today (2026-03-02)',
      }),
    ]);
  });

  it('resolves the same text again on another business date and for another cycle', () => {
    const [march] = payDateOptions('semi_monthly', today);
    const value = march?.value ?? '';
    expect(march?.dates).toContain(outcome(today, value));
    // A month later the same two dates are in the past.
    expect(outcome('2026-04-02', value)).toEqual([expect.objectContaining({ code: 'too_small' })]);
    // Days of the month name a semi-monthly option, not a weekly one.
    expect(outcome(today, '15,30', 'weekly')).toEqual([expect.objectContaining({ code: 'invalid_value' })]);
    expect(typeof outcome(today, '15,30')).toBe('string');
  });

  it('keeps answering right after more made-up texts than it holds', () => {
    const before = outcome(today, '15,30');
    for (let i = 0; i < RESOLVED_PAY_DATES_KEPT * 2 + 3; i++) {
      expect(outcome(today, `x${i}`)).toEqual([expect.objectContaining({ code: 'invalid_format' })]);
    }
    expect(outcome(today, '15,30')).toBe(before);
  });

  it('gives each refusal its own violations: changing one does not change the next', () => {
    const refused = outcome(today, 'tomorrow') as { message: string }[];
    (refused[0] as { message: string }).message = 'changed';
    expect(outcome(today, 'tomorrow')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Pay dates must be') }),
    ]);
  });
});
