import { demoProduct, offerablePayDates, PAY_CYCLES } from '@lender/calculator';
import { writeProductOverride } from '@lender/core';
import { DEMO_CALCULATOR_CONFIG } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// The test clock is pinned at TEST_NOW, 2026-03-02 (a Monday) in Mexico City.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OFFER = '/web/public/arithmetic/offer/stl';
// Quincenal pair 15/30 from 2026-03-02: the next two pay days are 15 and 30 March.
const QUINCENA = '2026-03-15,2026-03-30';

describe('GET /web/public/config/calculator', () => {
  it('answers the amount limits and initial states of the product config, in pesos', async () => {
    const res = await t.call('GET', '/web/public/config/calculator');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(DEMO_CALCULATOR_CONFIG);
  });

  it("lists each pay cycle's valid pay dates, those the offer accepts (from @lender/calculator)", async () => {
    const config = (await t.call('GET', '/web/public/config/calculator')).body.data;
    for (const cycle of PAY_CYCLES) {
      const expected = offerablePayDates(demoProduct, cycle, '2026-03-02');
      expect(config.payDates[cycle]).toEqual(JSON.parse(JSON.stringify(expected)));
      const [first] = config.payDates[cycle];
      const priced = await t.call('GET', `${OFFER}/first/3000/${cycle}/${first.value}`);
      expect(priced.status, JSON.stringify(priced.body)).toBe(200);
      expect(priced.body.data.endDate).toBe(first.dueDate);
      expect(priced.body.data.term.value).toBe(first.term);
    }
  });
});

describe('GET /web/public/arithmetic/offer/stl/{sequence_type}/{amount}/{payCycle}/{payDates}', () => {
  it('prices a first loan in pesos', async () => {
    const res = await t.call('GET', `${OFFER}/first/3000/semi_monthly/${QUINCENA}`);
    expect(res.status).toBe(200);
    const offer = res.body.data;
    expect(offer.principal).toEqual({ amount: 3000, currency: 'MXN' });
    expect(offer.endDate).toBe('2026-03-15');
    expect(offer.term).toEqual({ value: 13, unit: 'day' });
    expect(offer.discountPercent).toBe(30);
    // Money travels as pesos with at most two decimals.
    for (const key of ['interest', 'serviceFee', 'processingFee', 'total']) {
      expect(Number.isInteger(Math.round(offer[key].amount * 100))).toBe(true);
      expect(offer[key].currency).toBe('MXN');
    }
    expect(offer.total.amount).toBeCloseTo(
      offer.principal.amount +
        offer.interest.amount +
        offer.serviceFee.amount +
        offer.withdrawalFee.amount +
        offer.invoicingFee.amount +
        offer.processingFee.amount,
      2,
    );
  });

  it('applies a promo code on a repeated loan and accepts days of the month', async () => {
    const plain = await t.call('GET', `${OFFER}/repeated/8000/semi_monthly/15,30`);
    const promo = await t.call('GET', `${OFFER}/repeated/8000/semi_monthly/15,30?promoName=regresa20`);
    expect(plain.status).toBe(200);
    expect(plain.body.data.endDate).toBe('2026-03-15');
    expect(promo.body.data.promoCode).toBe('REGRESA20');
    expect(promo.body.data.interest.amount).toBeLessThan(plain.body.data.interest.amount);
  });

  it('prices a monthly loan by its day of the month', async () => {
    const res = await t.call('GET', `${OFFER}/repeated/5000/monthly/20`);
    expect(res.status).toBe(200);
    expect(res.body.data.endDate).toBe('2026-03-20');
  });

  it('follows an operator override of the product', async () => {
    await writeProductOverride(t.core.db, { amounts: { first: { maxAmount: 5_000_00 } } });
    try {
      expect((await t.call('GET', `${OFFER}/first/5000/semi_monthly/${QUINCENA}`)).status).toBe(200);
      expect(
        (await t.call('GET', '/web/public/config/calculator')).body.data.amountLimits.first.maxAmount,
      ).toBe(5000);
    } finally {
      await writeProductOverride(t.core.db, {});
    }
  });

  it.each([
    ['an amount below the minimum', `first/900/semi_monthly/${QUINCENA}`, 'amount', 'too_small'],
    ['an amount above the first-loan maximum', `first/5000/semi_monthly/${QUINCENA}`, 'amount', 'too_big'],
    ['an amount above amountTo', `repeated/20000/semi_monthly/${QUINCENA}`, 'amount', 'too_big'],
    ['an amount off the interval', `first/1550/semi_monthly/${QUINCENA}`, 'amount', 'invalid_value'],
    ['an amount with more than two decimals', `first/1500.555/semi_monthly/${QUINCENA}`, 'amount', undefined],
    ['an amount that is not a number', `first/mil/semi_monthly/${QUINCENA}`, 'amount', undefined],
    ['an unknown sequence type', `third/3000/semi_monthly/${QUINCENA}`, 'sequence_type', 'invalid_value'],
    ['an unknown pay cycle', `first/3000/yearly/${QUINCENA}`, 'payCycle', 'invalid_value'],
    ['malformed pay dates', `first/3000/semi_monthly/next-friday`, 'payDates', 'invalid_format'],
    ['an impossible date', `first/3000/semi_monthly/2026-02-30,2026-03-15`, 'payDates', undefined],
    ['a past pay date', `first/3000/semi_monthly/2026-02-27,2026-03-13`, 'payDates', 'too_small'],
    [
      'dates that are not an option of the cycle',
      `first/3000/semi_monthly/2026-03-16,2026-03-31`,
      'payDates',
      'invalid_value',
    ],
    ['days of the month for a weekly cycle', `first/3000/weekly/15`, 'payDates', 'invalid_value'],
  ])('400 for %s', async (_, path, field, code) => {
    const res = await t.call('GET', `${OFFER}/${path}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed' });
    const violation = res.body.errors?.find((v) => v.propertyPath === `children[${field}].data`);
    expect(violation).toBeDefined();
    if (code) expect(violation?.code).toBe(code);
  });

  it('400 for a promo code that is too short', async () => {
    const res = await t.call('GET', `${OFFER}/first/3000/semi_monthly/${QUINCENA}?promoName=A`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.propertyPath).toBe('children[promoName].data');
  });
});
