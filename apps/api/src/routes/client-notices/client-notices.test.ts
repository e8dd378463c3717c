import { desc } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curp, registerClient } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PREFS = '/web/private/client/notice-preferences';

describe('notice preferences', () => {
  it('reads the defaults, changes the channel and the marketing opt-in, refuses a bad channel', async () => {
    const { token } = await registerClient(t);
    const before = await t.call('GET', PREFS, { token });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ channel: 'both', marketingOptIn: false });
    const put = await t.call('PUT', PREFS, { token, body: { channel: 'sms', marketingOptIn: true } });
    expect(put.status).toBe(200);
    expect((await t.call('GET', PREFS, { token })).body.data).toEqual({
      channel: 'sms',
      marketingOptIn: true,
    });
    const bad = await t.call('PUT', PREFS, { token, body: { channel: 'none', marketingOptIn: true } });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', PREFS, { token })).body.data).toEqual({
      channel: 'sms',
      marketingOptIn: true,
    });
    expect((await t.call('GET', PREFS)).status).toBe(401);
  });

  it('unsubscribes from marketing with the link alone: GET checks, POST acts, a forged token is 404', async () => {
    const { token } = await registerClient(t, {
      nationalIdentificator: curp('RECO900101HDFRRN0'),
      birthDate: '1990-01-01',
    });
    const [newest] = await t.core.db
      .select({ id: clients.id })
      .from(clients)
      .orderBy(desc(clients.id))
      .limit(1);
    const clientId = newest?.id as number;
    await t.call('PUT', PREFS, { token, body: { channel: 'both', marketingOptIn: true } });
    const link = t.core.notices.unsubscribeUrl(clientId);
    const path = `/web/public/unsubscribe/${link.split('/unsubscribe/')[1]}`;
    expect((await t.call('GET', path)).status).toBe(200);
    expect((await t.call('GET', PREFS, { token })).body.data).toEqual({
      channel: 'both',
      marketingOptIn: true,
    });
    expect((await t.call('POST', path)).status).toBe(200);
    expect((await t.call('GET', PREFS, { token })).body.data).toEqual({
      channel: 'both',
      marketingOptIn: false,
    });
    const forged = await t.call('POST', `/web/public/unsubscribe/${clientId}.${'A'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(forged.body.code).toBe('not_found');
  });
});
