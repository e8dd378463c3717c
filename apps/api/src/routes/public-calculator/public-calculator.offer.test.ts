import { demoProduct, PAY_CYCLES, payDateOptions } from '@lender/calculator';
import { CoreError, quoteOffer } from '@lender/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok } from '../../http/responses';
import { type OfferContext, offerAnswer } from './public-calculator.offer';

/** The demo product in force, as core's configuration cache gives it. */
const demo: OfferContext = { config: { product: async () => demoProduct } };

describe('offerAnswer', () => {
  it('answers the offer core quotes, in the success envelope, kept unless a promo code gave nothing', async () => {
    const now = new Date('2026-03-02T18:00:00Z');
    const input = {
      sequence_type: 'first',
      amount: 2000,
      payCycle: 'semi_monthly',
      payDates: '15,30',
    } as const;
    const view = quoteOffer(demoProduct, '2026-03-02', {
      sequenceType: 'first',
      amount: 2_000_00,
      payCycle: 'semi_monthly',
      payDates: '15,30',
    });
    const priced = await offerAnswer(demo, now, input);
    expect(priced.answer.text).toBe(JSON.stringify(ok(view)));
    expect(priced.cacheable).toBe(true);
    expect((await offerAnswer(demo, now, { ...input, promoName: 'NOEXISTE' })).cacheable).toBe(false);
    await expect(offerAnswer(demo, now, { ...input, amount: 1 })).rejects.toThrow(CoreError);
  });
});

describe('the offer’s answer', () => {
  it('is byte for byte what JSON.stringify writes of the quoted offer, for any offer the product gives (ADR 176)', async () => {
    const now = new Date('2026-03-02T18:00:00Z');
    const today = '2026-03-02';
    const offers = fc
      .record({
        sequence_type: fc.constantFrom('first' as const, 'repeated' as const),
        hundreds: fc.integer({ min: 10, max: 40 }),
        payCycle: fc.constantFrom(...PAY_CYCLES),
        option: fc.nat(),
        promoName: fc.constantFrom(undefined, 'AMIGO', 'REGRESA20', 'NOEXISTE'),
      })
      .map(({ payCycle, option, hundreds, ...rest }) => {
        const options = payDateOptions(payCycle, today);
        return {
          ...rest,
          pesos: hundreds * 100,
          payCycle,
          payDates: options[option % options.length]?.value ?? '',
        };
      });
    let priced = 0;
    await fc.assert(
      fc.asyncProperty(offers, async ({ sequence_type, pesos, payCycle, payDates, promoName }) => {
        const input = { sequence_type, amount: pesos, payCycle, payDates, promoName };
        const quote = () =>
          quoteOffer(demoProduct, today, {
            sequenceType: sequence_type,
            amount: pesos * 100,
            payCycle,
            payDates,
            promoName,
          });
        let view: ReturnType<typeof quote>;
        try {
          view = quote();
        } catch {
          // A term the product refuses (a pay date too near): the answer is refused too.
          await expect(offerAnswer(demo, now, input)).rejects.toThrow(CoreError);
          return;
        }
        expect((await offerAnswer(demo, now, input)).answer.text).toBe(JSON.stringify(ok(view)));
        priced += 1;
      }),
      { numRuns: 500 },
    );
    // Most draws are offers the product prices (the nearest pay dates give too short a term).
    expect(priced).toBeGreaterThan(350);
  });
});
