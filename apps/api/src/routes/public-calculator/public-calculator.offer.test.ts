import { demoProduct, PAY_CYCLES, payDateOptions } from '@lender/calculator';
import { OfferQuerySchema, PublicOfferParamsSchema } from '@lender/contracts';
import { CoreError, quoteOffer } from '@lender/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok } from '../../http/responses';
import { offerQueryOf } from './public-calculator.before-routing';
import { offerAnswer, offerInputOf } from './public-calculator.offer';

const SEQUENCES = ['first', 'repeated', 'third', 'FIRST', ''];
const AMOUNTS = [
  '2000',
  '1',
  '999999999',
  '1000000000',
  '0',
  '0100',
  '+100',
  '-5',
  '1e3',
  '1500.5',
  ' 100',
  '0x10',
  '',
];
const CYCLES = ['semi_monthly', 'weekly', 'biweekly', 'monthly', 'yearly', 'Monthly'];
const PAY_DATES = [
  '15,30',
  '2026-03-15,2026-03-30',
  '15',
  '2026-03-15',
  'next-friday',
  '2026-02-30',
  '32',
  '15,30,31',
  '',
];
const QUERIES = [
  '',
  '?promoName=REGRESA20',
  '?promoName=regresa20',
  '?promoName=A',
  `?promoName=${'A'.repeat(200)}`,
  '?promoName=A%20B',
  '?promoName=AB+CD',
  '?promoName=ABC&promoName=DEF',
  '?promoName=',
  '?other=1',
  '?',
];

describe('offerInputOf (ADR 127)', () => {
  it('accepts what the route’s schemas accept, as they give it, and nothing else', () => {
    let accepted = 0;
    for (const sequence_type of SEQUENCES)
      for (const amount of AMOUNTS)
        for (const payCycle of CYCLES)
          for (const payDates of PAY_DATES)
            for (const text of QUERIES) {
              const params = { sequence_type, amount, payCycle, payDates };
              const query = offerQueryOf(`/web/public/arithmetic/offer/stl/x${text}`);
              if (query === undefined) continue;
              const input = offerInputOf(params, query);
              const parsedParams = PublicOfferParamsSchema.safeParse(params);
              const parsedQuery = OfferQuerySchema.safeParse(query);
              if (!parsedParams.success || !parsedQuery.success) {
                expect(input, JSON.stringify({ params, text })).toBeUndefined();
                continue;
              }
              accepted += 1;
              expect(input).toEqual({ ...parsedParams.data, promoName: parsedQuery.data.promoName });
            }
    // Every valid amount spelling the coercing schema takes (0100, +100, 1e3, ' 100', 0x10 …).
    expect(accepted).toBeGreaterThan(2 * 3 * 4 * 4 * 3);
  });
});

describe('offerQueryOf', () => {
  it('reads a query the route reads the same way, and leaves the others to the route', () => {
    expect(offerQueryOf('/x')).toEqual({});
    expect(offerQueryOf('/x?promoName=REGRESA20')).toEqual({ promoName: 'REGRESA20' });
    expect(offerQueryOf('/x?promoName')).toEqual({ promoName: '' });
    expect(offerQueryOf('/x?other=1&promoName=A')).toEqual({ other: '1', promoName: 'A' });
    for (const path of ['/x?', '/x?promoName=A%20B', '/x?promoName=A+B', '/x?a=1&a=2', '/x?&a=1', '/x?=1']) {
      expect(offerQueryOf(path), path).toBeUndefined();
    }
    expect(Object.getPrototypeOf(offerQueryOf('/x?__proto__=1'))).toBeNull();
  });
});

describe('offerAnswer', () => {
  it('answers the offer core quotes, in the success envelope, kept unless a promo code gave nothing', () => {
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
    const priced = offerAnswer(demoProduct, now, input);
    expect(priced.answer.text).toBe(JSON.stringify(ok(view)));
    expect(priced.cacheable).toBe(true);
    expect(offerAnswer(demoProduct, now, { ...input, promoName: 'NOEXISTE' }).cacheable).toBe(false);
    expect(() => offerAnswer(demoProduct, now, { ...input, amount: 1 })).toThrow(CoreError);
  });
});

describe('the offer’s answer', () => {
  it('is byte for byte what JSON.stringify writes of the quoted offer, for any offer the product gives (ADR 176)', () => {
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
    fc.assert(
      fc.property(offers, ({ sequence_type, pesos, payCycle, payDates, promoName }) => {
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
          expect(() => offerAnswer(demoProduct, now, input)).toThrow(CoreError);
          return;
        }
        expect(offerAnswer(demoProduct, now, input).answer.text).toBe(JSON.stringify(ok(view)));
        priced += 1;
      }),
      { numRuns: 500 },
    );
    // Most draws are offers the product prices (the nearest pay dates give too short a term).
    expect(priced).toBeGreaterThan(350);
  });
});
