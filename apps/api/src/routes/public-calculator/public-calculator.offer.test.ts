import {
  amountLimits,
  demoProduct,
  offerablePayDates,
  type PayCycle,
  type SequenceType,
} from '@lender/calculator';
import { OfferQuerySchema, PublicOfferParamsSchema } from '@lender/contracts';
import { type OfferView, quoteOffer } from '@lender/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDateAt } from '../../http/public-cache';
import { ok } from '../../http/responses';
import { offerAnswerJson, plainOfferInput } from './public-calculator.offer';

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

describe('plainOfferInput (ADR 258)', () => {
  it('gives, for every input it takes, exactly what the route’s schemas give', () => {
    let taken = 0;
    for (const sequence_type of SEQUENCES)
      for (const amount of AMOUNTS)
        for (const payCycle of CYCLES)
          for (const payDates of PAY_DATES)
            for (const query of QUERIES) {
              const params = { sequence_type, amount, payCycle, payDates };
              const plain = plainOfferInput(params, `/web/public/arithmetic/offer/stl/x${query}`);
              if (plain === undefined) continue;
              taken += 1;
              const promo = new URLSearchParams(query).get('promoName');
              const parsedParams = PublicOfferParamsSchema.safeParse(params);
              const parsedQuery = OfferQuerySchema.safeParse(promo === null ? {} : { promoName: promo });
              expect(parsedParams.success && parsedQuery.success, JSON.stringify({ params, query })).toBe(
                true,
              );
              const { promoName, ...rest } = plain;
              expect(rest).toEqual(parsedParams.data);
              expect(promoName).toEqual(parsedQuery.data?.promoName);
            }
    // The plain inputs: 2 sequences × 3 amounts × 4 cycles × 4 pay dates × 3 queries.
    expect(taken).toBe(2 * 3 * 4 * 4 * 3);
  });

  it('leaves the unusual but valid ones to the schemas', () => {
    const params = { sequence_type: 'first', amount: '0100', payCycle: 'semi_monthly', payDates: '15,30' };
    expect(PublicOfferParamsSchema.safeParse(params).success).toBe(true);
    expect(plainOfferInput(params, '/x')).toBeUndefined();
    expect(plainOfferInput({ ...params, amount: '100' }, '/x?promoName=A%20B')).toBeUndefined();
  });
});

describe('offerAnswerJson', () => {
  const today = (offset: number) => new Date(Date.UTC(2026, 0, 1, 18) + offset * 86_400_000);

  it('writes JSON.stringify(ok(view)) byte for byte for every kind of offer', () => {
    const promos = [undefined, 'NOEXISTE', ...demoProduct.promoCodes.map((promo) => promo.code)];
    fc.assert(
      fc.property(
        fc.constantFrom<SequenceType>('first', 'repeated'),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom<PayCycle>('weekly', 'biweekly', 'semi_monthly', 'monthly'),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...promos),
        (sequenceType, day, payCycle, amountPick, optionPick, promoName) => {
          const now = today(day);
          const date = businessDateAt(now);
          const limits = amountLimits({
            product: demoProduct,
            tab: sequenceType === 'first' ? 0 : 1,
            firstLoanTab: sequenceType === 'first',
          });
          const steps = Math.floor((limits.max - limits.min) / limits.interval);
          const amount = limits.min + (amountPick % (steps + 1)) * limits.interval;
          const options = offerablePayDates(demoProduct, payCycle, date);
          const option = options[optionPick % Math.max(1, options.length)];
          fc.pre(option !== undefined);
          const view = quoteOffer(demoProduct, date, {
            sequenceType,
            amount,
            payCycle,
            payDates: option?.value ?? '',
            promoName,
          });
          expect(offerAnswerJson(view)).toBe(JSON.stringify(ok(view)));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('writes strings through JSON.stringify and a non-finite number as null, as JSON.stringify does', () => {
    const view = quoteOffer(demoProduct, '2026-03-02', {
      sequenceType: 'first',
      amount: 2_000_00,
      payCycle: 'semi_monthly',
      payDates: '15,30',
    });
    const odd: OfferView = {
      ...view,
      apr: Number.NaN,
      cat: Number.POSITIVE_INFINITY,
      apr_without_discount: -0,
      endDate: 'a"b\\c\u2028\n',
      promoCode: 'DESCUENTO "ÑANDÚ" ☃',
    };
    expect(offerAnswerJson(odd)).toBe(JSON.stringify(ok(odd)));
    expect(JSON.parse(offerAnswerJson(odd))).toEqual(JSON.parse(JSON.stringify(ok(odd))));
  });
});
