import { randomUUID } from 'node:crypto';
import { loanBalances, outstandingOf, PAYMENT_SIGNATURE_HEADER, signCallback } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKey } from '../../test/borrower';
import { activeLoanClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PAYMENT_CALLBACK_PATH } from './payment-provider-callback.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`POST ${PAYMENT_CALLBACK_PATH}`, () => {
  it('rejects a bad signature, applies a good one, and a duplicate changes nothing', async () => {
    const { token, loanId, offer } = await activeLoanClient(t);
    const ref = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      ...withKey(randomUUID()),
      body: { channel: 'cash', amount: { amount: 800, currency: 'MXN' } },
    });
    const body = JSON.stringify({
      eventId: 'evt-http-1',
      reference: ref.body.data.reference,
      amount: { amount: 800, currency: 'MXN' },
      status: 'completed',
      occurredAt: t.clock.now().toISOString(),
    });
    const forged = await t.call('POST', PAYMENT_CALLBACK_PATH, {
      body,
      headers: { [PAYMENT_SIGNATURE_HEADER]: 'sha256=deadbeef' },
    });
    expect(forged.status).toBe(401);
    const unsigned = await t.call('POST', PAYMENT_CALLBACK_PATH, { body });
    expect(unsigned.status).toBe(401);
    expect(outstandingOf(await loanBalances(t.core.db, loanId))).toBe(offer.total);

    const headers = { [PAYMENT_SIGNATURE_HEADER]: signCallback(t.core, body) };
    const first = await t.call('POST', PAYMENT_CALLBACK_PATH, { body, headers });
    expect(first.status).toBe(200);
    expect(first.body.data.duplicate).toBe(false);
    const again = await t.call('POST', PAYMENT_CALLBACK_PATH, { body, headers });
    expect(again.body.data).toEqual({ paymentId: first.body.data.paymentId, duplicate: true });
    expect(outstandingOf(await loanBalances(t.core.db, loanId))).toBe(offer.total - 800_00);
  });

  it('refuses a signed body that is not a callback', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const res = await t.call('POST', PAYMENT_CALLBACK_PATH, {
      body,
      headers: { [PAYMENT_SIGNATURE_HEADER]: signCallback(t.core, body) },
    });
    expect(res.status).toBe(400);
  });
});
