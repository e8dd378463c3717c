import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './internal/calendar';
import { productDivHalfUp } from './internal/rounding';
import {
  computeOffer,
  dueDateWithinTerms,
  firstLoanDiscountFlag,
  type Offer,
  type OfferCharge,
  type OfferRequest,
  offerablePayDates,
} from './offer';
import { OfferRequestError } from './offer-request-error';
import { PAY_CYCLES, payDateOptions } from './pay-dates';
import { demoProduct, type ProductConfig } from './product';

const TODAY = '2025-03-01';

function optionValue(cycle: OfferRequest['payCycle'], today: string, index: number): string {
  const options = payDateOptions(cycle, today);
  const option = options[index % options.length];
  if (!option) throw new Error('no option');
  return option.value;
}

function request(overrides: Partial<OfferRequest> = {}): OfferRequest {
  return {
    amount: 3_000_00,
    payCycle: 'monthly',
    payDates: '2025-03-02,2025-04-02',
    sequenceType: 'first',
    ...overrides,
  };
}

const charge = (withoutVat: number, vat: number): OfferCharge => ({
  amount: withoutVat + vat,
  amount_without_vat: withoutVat,
  vat,
});

describe('computeOffer with demoProduct', () => {
  it('prices a first loan of MXN 3,000 for 32 days field by field', () => {
    const offer = computeOffer(demoProduct, request(), TODAY);
    // Interest 3,000 × 0.99 % × 32 = 950.40; −30 % first-loan discount = 285.12 → 665.28 + IVA 106.44.
    // Service fee 5 % = 150.00 + 24.00; processing fee 39.00 + 6.24.
    expect(offer).toEqual<Offer>({
      principal: 3_000_00,
      term: 32,
      endDate: '2025-04-02',
      agreementTermEndDate: '2025-07-01',
      interest: charge(665_28, 106_44),
      serviceFee: charge(150_00, 24_00),
      withdrawalFee: charge(0, 0),
      invoicingFee: charge(0, 0),
      processingFee: charge(39_00, 6_24),
      vat: 136_68,
      total: 3_990_96,
      apr: 252.95,
      cat: offer.cat,
      discount: { interest: 285_12, serviceFee: 0 },
      discountPercent: { interest: 30, serviceFee: 0 },
      promoCode: null,
      extensions: [
        { type: 'cheap', days: 7, amount: 226_20, amount_without_vat: 195_00 },
        { type: 'expensive', days: 30, amount: 870_00, amount_without_vat: 750_00 },
      ],
      total_without_discount: 4_321_70,
      serviceFee_without_discount: charge(150_00, 24_00),
      apr_without_discount: 361.35,
      interest_without_discount: charge(950_40, 152_06),
      processing_fee_without_discount: charge(39_00, 6_24),
    });
    // CAT from 3,000 received today and 3,854.28 (without IVA) repaid in 32 days.
    expect(offer.cat).toBe(Math.round(((3_854_28 / 3_000_00) ** (365 / 32) - 1) * 1000) / 10);
  });

  it('prices a repeated loan without the first-loan discount', () => {
    const offer = computeOffer(demoProduct, request({ sequenceType: 'repeated' }), TODAY);
    expect(offer.discount).toEqual({ interest: 0, serviceFee: 0 });
    expect(offer.interest).toEqual(charge(816_00, 130_56)); // 3,000 × 0.85 % × 32
    expect(offer.apr).toBe(310.25);
    expect(offer.apr_without_discount).toBe(310.25);
    expect(offer.total).toBe(offer.total_without_discount);
  });

  it.each([
    ['no code', 'first', undefined, { interest: 30, serviceFee: 0 }, null],
    [
      'AMIGO on a first loan: the larger discount per component',
      'first',
      'AMIGO',
      { interest: 30, serviceFee: 50 },
      'AMIGO',
    ],
    [
      'a code typed in lower case with spaces',
      'first',
      '  amigo ',
      { interest: 30, serviceFee: 50 },
      'AMIGO',
    ],
    ['AMIGO on a repeated loan', 'repeated', 'AMIGO', { interest: 15, serviceFee: 50 }, 'AMIGO'],
    ['REGRESA20 on a repeated loan', 'repeated', 'REGRESA20', { interest: 20, serviceFee: 0 }, 'REGRESA20'],
    ['REGRESA20 on a first loan (not eligible)', 'first', 'REGRESA20', { interest: 30, serviceFee: 0 }, null],
    ['an unknown code', 'repeated', 'NOPE', { interest: 0, serviceFee: 0 }, null],
    ['an empty code', 'repeated', '', { interest: 0, serviceFee: 0 }, null],
  ] as const)('discounts: %s', (_, sequenceType, promoCode, percent, applied) => {
    const offer = computeOffer(demoProduct, request({ sequenceType, promoCode }), TODAY);
    expect(offer.discountPercent).toEqual(percent);
    expect(offer.promoCode).toBe(applied);
    expect(offer.discount).toEqual({
      interest: productDivHalfUp([offer.interest_without_discount.amount_without_vat, percent.interest], 100),
      serviceFee: productDivHalfUp(
        [offer.serviceFee_without_discount.amount_without_vat, percent.serviceFee],
        100,
      ),
    });
  });

  it.each([
    ['the last valid day', '2025-03-01', 'SPRING'],
    ['a day later', '2025-02-28', null],
  ])('a promo code valid until %s', (_, validUntil, applied) => {
    const product: ProductConfig = {
      ...demoProduct,
      promoCodes: [
        { code: 'SPRING', interestPercent: 40, serviceFeePercent: 0, sequenceTypes: ['first'], validUntil },
      ],
    };
    expect(computeOffer(product, request({ promoCode: 'spring' }), TODAY).promoCode).toBe(applied);
  });
});

describe('the due-date rule (ADR 003)', () => {
  const product: ProductConfig = { ...demoProduct, terms: { ...demoProduct.terms, minDays: 7, maxDays: 20 } };
  it.each([
    [
      'weekly',
      '2025-03-02,2025-03-09',
      '2025-03-09',
      8,
      'the first date is shorter than the minimum: the second',
    ],
    ['weekly', '2025-03-08,2025-03-15', '2025-03-08', 7, 'the first date gives exactly the minimum'],
    ['biweekly', '2025-03-10,2025-03-24', '2025-03-10', 9, 'the first date is within the terms'],
    ['biweekly', '2025-03-02,2025-03-16', '2025-03-16', 15, 'the first is too short, the second within'],
    ['semi_monthly', '2025-03-05,2025-03-20', '2025-03-20', 19, 'a semi-monthly pair'],
  ] as const)('%s %s → %s (%i days): %s', (payCycle, payDates, endDate, term, _why) => {
    const offer = computeOffer(product, request({ payCycle, payDates }), TODAY);
    expect(offer.endDate).toBe(endDate);
    expect(offer.term).toBe(term);
    expect(offer.agreementTermEndDate).toBe(addDays(endDate, product.terms.agreementExtraDays));
  });

  it('refuses when neither date is within the terms', () => {
    // 2025-03-05 is 4 days away, 2025-03-20 is 19: both outside 7–10 days.
    const short: ProductConfig = { ...demoProduct, terms: { ...demoProduct.terms, minDays: 7, maxDays: 10 } };
    expect(() =>
      computeOffer(short, request({ payCycle: 'biweekly', payDates: '2025-03-05,2025-03-19' }), TODAY),
    ).toThrow(expect.objectContaining({ name: 'OfferRequestError', code: 'term_out_of_range' }));
  });

  it('never goes beyond the maximum term', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAY_CYCLES),
        fc.nat(40),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (cycle, index, minDays, span) => {
          const terms = { ...demoProduct.terms, minDays, maxDays: minDays + span };
          const payDates = optionValue(cycle, TODAY, index);
          try {
            const offer = computeOffer(
              { ...demoProduct, terms },
              request({ payCycle: cycle, payDates }),
              TODAY,
            );
            expect(offer.term).toBeGreaterThanOrEqual(terms.minDays);
            expect(offer.term).toBeLessThanOrEqual(terms.maxDays);
            expect(payDates.split(',')).toContain(offer.endDate);
            const [first = ''] = payDates.split(',');
            const firstTerm = daysBetween(TODAY, first);
            if (firstTerm >= minDays && firstTerm <= terms.maxDays) expect(offer.endDate).toBe(first);
          } catch (error) {
            expect(error).toMatchObject({ code: 'term_out_of_range' });
            for (const date of payDates.split(',')) {
              const days = daysBetween(TODAY, date);
              expect(days < terms.minDays || days > terms.maxDays).toBe(true);
            }
          }
        },
      ),
    );
  });
});

describe('rounding: each component once, half up (ADR 003)', () => {
  // Minimums of one centavo so that tiny principals reach the exact half-centavo ties.
  const tiny: ProductConfig = {
    ...demoProduct,
    amounts: {
      ...demoProduct.amounts,
      minMainLoan: 1,
      minAdditionLoan: 1,
      first: { minAmount: 1, maxAmount: 1 },
      repeated: { minAmount: 1 },
    },
    dailyInterestBps: { first: 100, repeated: 100 },
    fees: {
      serviceFee: { kind: 'percent', bps: 1 },
      withdrawalFee: { kind: 'percent', bps: 5_000 },
      invoicingFee: { kind: 'fixed', amount: 3 },
      processingFee: { kind: 'fixed', amount: 0 },
    },
    firstLoanDiscount: { interestPercent: 50, serviceFeePercent: 0 },
  };
  const weekly = { payCycle: 'weekly' as const, payDates: '2025-03-08,2025-03-15' }; // 7 days

  it.each([
    // principal, interest 1 %/day × 7, its 50 % discount, withdrawal fee 50 %, its IVA
    [50, 4, 2, 25, 4], // 3.5 → 4 (half up); 4 × 50 % = 2; 25 × 16 % = 4.00
    [150, 11, 6, 75, 12], // 10.5 → 11; 5.5 → 6; 75 × 16 % = 12.00
    [3, 0, 0, 2, 0], // 0.21 → 0; 1.5 → 2; 2 × 16 % = 0.32 → 0
    [22, 2, 1, 11, 2], // 1.54 → 2; 1; 11 × 16 % = 1.76 → 2
  ])(
    'principal %i → interest %i, discount %i, withdrawal fee %i + IVA %i',
    (principal, interest, discount, fee, feeVat) => {
      const offer = computeOffer(tiny, request({ amount: principal, ...weekly }), TODAY);
      expect(offer.interest_without_discount.amount_without_vat).toBe(interest);
      expect(offer.discount.interest).toBe(discount);
      expect(offer.withdrawalFee).toEqual(charge(fee, feeVat));
    },
  );

  it('matches an independent float oracle (exact for these magnitudes)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_00 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 62 }),
        (principal, bps, days) => {
          expect(productDivHalfUp([principal, bps, days], 10_000)).toBe(
            Math.round((principal * bps * days) / 10_000),
          );
        },
      ),
    );
  });

  it.each([
    [[1], 2, 1],
    [[3], 2, 2],
    [[5], 10, 1],
    [[4], 10, 0],
    [[1], 3, 0],
    [[2], 3, 1],
    [[15_000_00, 10_000, 365], 10_000, 547_500_000],
    [[2 ** 40, 2 ** 20, 3], 2 ** 12, 3 * 2 ** 48], // the product passes 2^53: still exact
  ])('productDivHalfUp(%j, %i) = %i', (factors, divisor, expected) => {
    expect(productDivHalfUp(factors, divisor)).toBe(expected);
  });
});

describe('invalid requests', () => {
  it.each([
    ['amount_out_of_range', { amount: 0 }],
    ['amount_out_of_range', { amount: -1_000_00 }],
    ['amount_out_of_range', { amount: 1_000_00.5 }],
    ['amount_out_of_range', { amount: Number.NaN }],
    ['amount_out_of_range', { amount: 499_99 }],
    ['amount_out_of_range', { amount: 15_000_01 }],
    ['pay_cycle_invalid', { payCycle: 'yearly' as OfferRequest['payCycle'] }],
    ['pay_dates_invalid', { payDates: '2025-03-02,2025-03-09' }],
    ['pay_dates_invalid', { payDates: '2025-02-28,2025-03-28' }],
    ['pay_dates_invalid', { payDates: '2025-04-02,2025-03-02' }],
    ['pay_dates_invalid', { payDates: 'soon' }],
  ] as const)('%s: %o', (code, overrides) => {
    expect(() => computeOffer(demoProduct, request(overrides), TODAY)).toThrow(OfferRequestError);
    expect(() => computeOffer(demoProduct, request(overrides), TODAY)).toThrow(
      expect.objectContaining({ code }),
    );
  });

  it.each([500_00, 15_000_00])('accepts the extremes of the range: %i', (amount) => {
    expect(computeOffer(demoProduct, request({ amount }), TODAY).principal).toBe(amount);
  });
});

// Any day, any cycle, any option, any amount of the product's range, either sequence, promo or not.
const offerInputs = fc.record({
  today: fc
    .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  cycle: fc.constantFrom(...PAY_CYCLES),
  index: fc.nat(40),
  amount: fc.integer({ min: 500_00, max: 15_000_00 }),
  sequenceType: fc.constantFrom('first' as const, 'repeated' as const),
  promoCode: fc.constantFrom(undefined, 'AMIGO', 'REGRESA20', 'NOPE'),
});

type OfferInput = typeof offerInputs extends fc.Arbitrary<infer T> ? T : never;

function offerFor(input: OfferInput, amount = input.amount): Offer {
  const { today, cycle, index, sequenceType, promoCode } = input;
  return computeOffer(
    demoProduct,
    { amount, payCycle: cycle, payDates: optionValue(cycle, today, index), sequenceType, promoCode },
    today,
  );
}

describe('offer invariants (properties)', () => {
  it('total = principal + interest + fees + IVA − discounts, to the centavo', () => {
    fc.assert(
      fc.property(offerInputs, (input) => {
        const offer = offerFor(input);
        const fees = [
          offer.serviceFee_without_discount,
          offer.withdrawalFee,
          offer.invoicingFee,
          offer.processingFee,
        ];
        const feesWithoutVat = fees.reduce((sum, fee) => sum + fee.amount_without_vat, 0);
        const charges = [
          offer.interest,
          offer.serviceFee,
          offer.withdrawalFee,
          offer.invoicingFee,
          offer.processingFee,
        ];
        const vat = charges.reduce(
          (sum, item) => sum + productDivHalfUp([item.amount_without_vat, 16], 100),
          0,
        );
        const discounts = offer.discount.interest + offer.discount.serviceFee;
        expect(offer.vat).toBe(vat);
        expect(offer.total).toBe(
          offer.principal +
            offer.interest_without_discount.amount_without_vat +
            feesWithoutVat +
            vat -
            discounts,
        );
        expect(offer.total).toBe(offer.principal + charges.reduce((sum, item) => sum + item.amount, 0));
        for (const item of charges) expect(item.amount).toBe(item.amount_without_vat + item.vat);
      }),
    );
  });

  it('every money field is whole centavos and never negative', () => {
    fc.assert(
      fc.property(offerInputs, (input) => {
        const offer = offerFor(input);
        const money = [
          offer.principal,
          offer.total,
          offer.vat,
          offer.total_without_discount,
          offer.discount.interest,
          offer.discount.serviceFee,
          ...[
            offer.interest,
            offer.serviceFee,
            offer.withdrawalFee,
            offer.invoicingFee,
            offer.processingFee,
            offer.interest_without_discount,
            offer.serviceFee_without_discount,
            offer.processing_fee_without_discount,
          ].flatMap((item) => [item.amount, item.amount_without_vat, item.vat]),
          ...offer.extensions.flatMap((extension) => [extension.amount, extension.amount_without_vat]),
        ];
        for (const value of money) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(offer.total).toBeLessThanOrEqual(offer.total_without_discount);
      }),
    );
  });

  it('the total grows with the amount', () => {
    fc.assert(
      fc.property(offerInputs, fc.integer({ min: 1, max: 1_000_00 }), (input, more) => {
        fc.pre(input.amount + more <= demoProduct.amounts.amountTo);
        expect(offerFor(input, input.amount + more).total).toBeGreaterThanOrEqual(offerFor(input).total);
      }),
    );
  });

  it('the total grows with the days', () => {
    fc.assert(
      fc.property(offerInputs, fc.nat(40), (input, otherIndex) => {
        const a = offerFor(input);
        const b = offerFor({ ...input, index: otherIndex });
        const [shorter, longer] = a.term <= b.term ? [a, b] : [b, a];
        expect(longer.total).toBeGreaterThanOrEqual(shorter.total);
        expect(longer.interest.amount).toBeGreaterThanOrEqual(shorter.interest.amount);
      }),
    );
  });

  it('the CAT is never negative and grows with the price', () => {
    fc.assert(
      fc.property(offerInputs, fc.integer({ min: 1, max: 200 }), (input, extraBps) => {
        const offer = offerFor(input);
        expect(offer.cat).toBeGreaterThanOrEqual(0);
        const dearer: ProductConfig = {
          ...demoProduct,
          dailyInterestBps: {
            first: demoProduct.dailyInterestBps.first + extraBps,
            repeated: demoProduct.dailyInterestBps.repeated + extraBps,
          },
        };
        const { today, cycle, index, sequenceType, promoCode } = input;
        const dearerOffer = computeOffer(
          dearer,
          {
            amount: input.amount,
            payCycle: cycle,
            payDates: optionValue(cycle, today, index),
            sequenceType,
            promoCode,
          },
          today,
        );
        expect(dearerOffer.cat).toBeGreaterThanOrEqual(offer.cat);
        expect(dearerOffer.total).toBeGreaterThanOrEqual(offer.total);
      }),
    );
  });
});

describe('firstLoanDiscountFlag', () => {
  it.each([
    [30, { key: 'calculator.firstLoanDiscount', params: { percent: 30 } }],
    [1, { key: 'calculator.firstLoanDiscount', params: { percent: 1 } }],
    [0, null],
  ])('a %i %% first-loan discount → %o', (interestPercent, expected) => {
    const product = { ...demoProduct, firstLoanDiscount: { interestPercent, serviceFeePercent: 10 } };
    expect(firstLoanDiscountFlag(product)).toEqual(expected);
  });
});

describe('offerablePayDates: the valid pay dates of a cycle (one source with computeOffer)', () => {
  it.each(PAY_CYCLES.map((cycle) => [cycle]))('%s: exactly the options computeOffer prices', (cycle) => {
    const today = '2025-03-01';
    const offerable = offerablePayDates(demoProduct, cycle, today);
    const priced = payDateOptions(cycle, today).filter((option) => {
      try {
        computeOffer(
          demoProduct,
          { amount: 300_000, payCycle: cycle, payDates: option.value, sequenceType: 'first' },
          today,
        );
        return true;
      } catch {
        return false;
      }
    });
    expect(offerable.map((o) => o.value)).toEqual(priced.map((o) => o.value));
    expect(offerable.length).toBeGreaterThan(0);
    for (const option of offerable) {
      const offer = computeOffer(
        demoProduct,
        { amount: 300_000, payCycle: cycle, payDates: option.value, sequenceType: 'first' },
        today,
      );
      expect(option.dueDate).toBe(offer.endDate);
      expect(option.term).toBe(offer.term);
      expect(option.term).toBeGreaterThanOrEqual(demoProduct.terms.minDays);
      expect(option.term).toBeLessThanOrEqual(demoProduct.terms.maxDays);
    }
  });

  it('leaves out options no date of which is within the terms', () => {
    const short = { ...demoProduct, terms: { ...demoProduct.terms, minDays: 7, maxDays: 9 } };
    const all = payDateOptions('weekly', '2025-03-01');
    const offerable = offerablePayDates(short, 'weekly', '2025-03-01');
    expect(offerable.length).toBeLessThan(all.length);
    expect(dueDateWithinTerms(short.terms, '2025-03-01', ['2025-03-02', '2025-03-05'])).toBeNull();
  });
});
