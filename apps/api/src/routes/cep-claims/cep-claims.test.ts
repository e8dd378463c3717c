import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKey } from '../../journeys/borrower';
import { backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activeLoanClient, C } from '../client-loan/lending-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date(t.core.clock.now().getTime() - 6 * 3_600_000).toISOString().slice(0, 10);

describe('POST payments/spei-claims', () => {
  it('applies a transfer the CEP vouches for once, and lists it for the back office', async () => {
    const { token } = await activeLoanClient(t);
    await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      body: { channel: 'clabe', amount: { amount: 200, currency: 'MXN' } },
      ...withKey(randomUUID()),
    });
    const body = { date: today(), amount: 200, trackingKey: 'MBAN01002611260000123456', senderBank: '012' };
    const first = await t.call('POST', `${C}/payments/spei-claims`, { token, body });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ outcome: 'applied', amount: { amount: 200, currency: 'MXN' } });
    const again = await t.call('POST', `${C}/payments/spei-claims`, { token, body });
    expect(again.body.data).toMatchObject({
      outcome: 'already_applied',
      paymentId: first.body.data.paymentId,
    });
    const admin = await backOfficeToken(t, await createBackOfficeUser(t, 'admin'));
    const list = await t.call('GET', '/web/private/back-office/cep-claims?outcome=applied', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((item: { id: number }) => item.id)).toContain(first.body.data.id);
  });

  it('answers each bad field with its own violation, in borrower words', async () => {
    const { token } = await activeLoanClient(t);
    const res = await t.call('POST', `${C}/payments/spei-claims`, {
      token,
      body: { date: '2020-01-01', amount: 0, trackingKey: 'ABC123', senderBank: '999' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((res.body.errors ?? []).map((error: { code: string }) => error.code)).toEqual([
      'spei_date_out_of_range',
      'too_small',
      'spei_bank_unknown',
    ]);
  });
});
