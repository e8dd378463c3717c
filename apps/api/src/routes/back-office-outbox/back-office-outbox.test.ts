import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backOfficeTestClient,
  backOfficeToken,
  createBackOfficeUser,
  type TestBackOfficeUser,
} from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const OUTBOX = '/web/private/back-office/outbox';

let t: TestApp;
let agent: TestBackOfficeUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createBackOfficeUser(t, 'agent');
  token = await backOfficeToken(t, agent);
});
afterAll(() => t.close());

describe('GET /web/private/back-office/outbox', () => {
  it('lists every SMS and e-mail newest first, filterable by client and channel, paginated', async () => {
    const one = await backOfficeTestClient(t);
    const two = await backOfficeTestClient(t);
    await t.core.providers.email.send({
      to: one.body.email,
      subject: 'Bienvenido',
      text: 'Hola',
      purpose: 'welcome',
    });

    const all = await t.call('GET', `${OUTBOX}?perPage=100`, { token });
    expect(all.status).toBe(200);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
    const ids = all.body.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const ofOne = await t.call('GET', `${OUTBOX}?clientId=${one.id}`, { token });
    expect(ofOne.body.data.map((m: { channel: string }) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(ofOne.body.data.every((m: { clientId: number }) => m.clientId === one.id)).toBe(true);
    const email = ofOne.body.data.find((m: { channel: string }) => m.channel === 'email');
    expect(email).toMatchObject({ template: 'welcome', body: 'Hola' });
    expect(email.recipient).not.toContain(one.body.email);

    const sms = await t.call('GET', `${OUTBOX}?clientId=${two.id}&channel=sms`, { token });
    expect(sms.body.data).toHaveLength(1);
    expect(sms.body.data[0]).toMatchObject({ channel: 'sms', clientId: two.id });
    expect(sms.body.data[0].recipient).not.toContain(two.body.mobilePhone.number);

    const page = await t.call('GET', `${OUTBOX}?page=2&perPage=1`, { token });
    expect(page.body.data.map((m: { id: number }) => m.id)).toEqual([ids[1]]);
    expect(page.headers.get('x-page')).toBe('2');
    expect(page.headers.get('x-count')).toBe('1');
  });

  it('answers 404 for an unknown client and 400 for an unknown channel', async () => {
    expect((await t.call('GET', `${OUTBOX}?clientId=999999`, { token })).status).toBe(404);
    expect((await t.call('GET', `${OUTBOX}?channel=fax`, { token })).status).toBe(400);
  });
});
