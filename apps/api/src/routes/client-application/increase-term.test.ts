import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, C, decided, forceDecision } from '../../test/application-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 15 / spec §7: `PUT yhat/offer/approve/increase` with an optional `term{value, unit day}`.
// The term is one of the terms the application's pay cycle offers today (the calculator's
// offerable pay dates); the application moves to those pay dates and the offer is priced on them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const S = APPLICATION_STATUS;

interface Option {
  value: string;
  dueDate: string;
  term: number;
}

async function increaseWithOptions() {
  const { token } = await applicant(t);
  await forceDecision(t, token, S.yhatIncrease);
  const app = await decided(t, token, 3_000);
  expect(app.status).toBe(S.yhatIncrease);
  const actual = (await t.call('GET', `${C}/application/actual`, { token })).body.data;
  const config = (await t.call('GET', '/web/public/config/calculator')).body.data;
  const options = config.payDates.monthly as Option[];
  return { token, actual, options };
}

describe('an increase with a term', () => {
  it('moves the application to the pay dates of the chosen term and prices the offer on them', async () => {
    const { token, actual, options } = await increaseWithOptions();
    const other = options.find((option) => option.term !== actual.term.value);
    if (!other) throw new Error('the monthly cycle offers one term only');
    const res = await t.call('PUT', `${C}/yhat/offer/approve/increase`, {
      token,
      body: { amount: { amount: 3500, currency: 'MXN' }, term: { value: other.term, unit: 'day' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: S.accepted,
      principalAmount: { amount: 3500 },
      term: { value: other.term, unit: 'day' },
    });
    const [first, second] = other.value.split(',');
    expect(res.body.data.payDates).toEqual({
      first_repayment_option: first,
      second_repayment_option: second,
    });
    const offer = await t.call('GET', `${C}/application/${actual.id}/offer/actual`, { token });
    expect(offer.body.data.offer.term.value).toBe(other.term);
    expect(offer.body.data.offer.principal.amount).toBe(3500);
  });

  it('refuses a term the pay cycle does not offer, changing nothing', async () => {
    const { token, actual, options } = await increaseWithOptions();
    const terms = new Set(options.map((option) => option.term));
    let missing = 1;
    while (terms.has(missing)) missing += 1;
    const res = await t.call('PUT', `${C}/yhat/offer/approve/increase`, {
      token,
      body: { amount: { amount: 3500, currency: 'MXN' }, term: { value: missing, unit: 'day' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({
      code: 'invalid_value',
      propertyPath: 'children[term].children[value].data',
    });
    const after = (await t.call('GET', `${C}/application/actual`, { token })).body.data;
    expect(after.status).toBe(S.yhatIncrease);
    expect(after.payDates).toEqual(actual.payDates);
  });

  it('keeps the pay dates when the amount is refused with a valid term', async () => {
    const { token, actual, options } = await increaseWithOptions();
    const other = options.find((option) => option.term !== actual.term.value);
    if (!other) throw new Error('the monthly cycle offers one term only');
    const res = await t.call('PUT', `${C}/yhat/offer/approve/increase`, {
      token,
      body: { amount: { amount: 90_000, currency: 'MXN' }, term: { value: other.term, unit: 'day' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors?.[0]?.code).toBe('too_big');
    const after = (await t.call('GET', `${C}/application/actual`, { token })).body.data;
    expect(after.status).toBe(S.yhatIncrease);
    expect(after.payDates).toEqual(actual.payDates);
    expect(after.term).toEqual(actual.term);
  });

  it('a term on a decrease is still checked against the pay dates (unchanged)', async () => {
    const { token } = await applicant(t);
    await forceDecision(t, token, S.yhatDecrease);
    await decided(t, token, 3_000);
    const res = await t.call('PUT', `${C}/yhat/offer/approve/decrease`, {
      token,
      body: { amount: { amount: 1500, currency: 'MXN' }, term: { value: 1, unit: 'day' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.propertyPath).toBe('children[term].children[value].data');
  });
});
