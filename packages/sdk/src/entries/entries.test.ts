import { describe, expect, it } from 'vitest';
import { createClient as createWholeClient } from '../client.js';
import * as backOffice from './back-office.js';
import * as borrower from './client.js';
import * as guest from './public.js';

const options = {
  baseUrl: 'https://api.example.mx',
  fetch: async () =>
    Response.json({ success: true, data: [{ code: '002', name: 'BANAMEX', enabled: true }] }),
};

describe('the audience entries', () => {
  it.each([
    { name: 'public', entry: guest, group: 'public' },
    { name: 'client', entry: borrower, group: 'client' },
    { name: 'back-office', entry: backOffice, group: 'backOffice' },
  ] as const)('@lender/sdk/$name makes the $group group of the whole client, alone', ({ entry, group }) => {
    const api = entry.createClient(options);
    const whole = createWholeClient(options);
    expect(Object.keys(api)).toEqual([group]);
    expect(Object.keys(api[group as keyof typeof api] as object).sort()).toEqual(
      Object.keys(whole[group]).sort(),
    );
  });

  it('calls and parses like the whole client', async () => {
    const api = guest.createClient(options);
    const banks = await api.public.banks();
    expect(banks.success && banks.data).toEqual([{ code: '002', name: 'BANAMEX', enabled: true }]);
  });

  it('quotes public offers with a public-only client, and says so for a client quote', async () => {
    const api = guest.createClient({
      ...options,
      fetch: async () =>
        Response.json(
          { success: false, data: null, code: 'promo_code_invalid', message: 'No' },
          { status: 400 },
        ),
    });
    const quoter = guest.createOfferQuoter(api, { debounce: 0 });
    const request = {
      sequenceType: 'first',
      amount: 3000,
      payCycle: 'biweekly',
      payDates: ['2026-03-13'],
    } as const;
    const settled = await quoter.quote({ ...request, audience: 'public' });
    expect(settled?.status).toBe('failure');
    await expect(
      Promise.resolve(quoter.quote({ ...request, audience: 'client' })).then((state) => state?.status),
    ).resolves.toBe('error');
  });

  it('makes a calculator client with the two calculator methods of the public group', async () => {
    const api = guest.createCalculatorClient({
      ...options,
      fetch: async () =>
        Response.json(
          { success: false, data: null, code: 'promo_code_invalid', message: 'No' },
          { status: 400 },
        ),
    });
    expect(Object.keys(api)).toEqual(['public']);
    expect(Object.keys(api.public).sort()).toEqual(['arithmeticOffer', 'calculatorConfig']);
    const quoter = guest.createOfferQuoter(api, { debounce: 0 });
    const settled = await quoter.quote({
      audience: 'public',
      sequenceType: 'first',
      amount: 3000,
      payCycle: 'biweekly',
      payDates: ['2026-03-13'],
    });
    expect(settled?.status === 'failure' && settled.failure.code).toBe('promo_code_invalid');
  });
});
