import { generateCollectorKeys } from '@lender/core';
import { sampleChunk, sealChunkForTest } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeTestClient, backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const keys = generateCollectorKeys(2048).keys;
const AUTH_KEY = 'test-partner-auth-key-0123456789';
const LOGIN = '/api/account/v1/credoapplogin';
const REFRESH = '/api/account/v1/refresh';
const VERIFY = '/api/datasets/v1/verify/web';
const UPLOAD = '/api/datasets/v1/upload';

let t: TestApp;
let token: string;
let seq = 0;
const ref = () => `reg-api-${String(++seq).padStart(6, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ collector: { keys, allowedOrigins: ['https://borrower.test'] } });
  await t.core.collector.configurePartners([{ name: 'borrower-site', authKey: AUTH_KEY }]);
  token = raw((await t.call('POST', LOGIN, { body: { authKey: AUTH_KEY } })).body).access_token as string;
});
afterAll(() => t.close());

/** The ingest answers without the /web envelope: its bodies read as plain records. */
const raw = (body: unknown) => body as Record<string, unknown>;
const sealed = (chunk: unknown) => sealChunkForTest(chunk, keys.publicKeyPem);

async function verified(): Promise<string> {
  const r = ref();
  const answer = await t.call('GET', `${VERIFY}?referenceNumber=${r}`, { token });
  expect(answer.status).toBe(200);
  return r;
}

describe('POST /api/account/v1/credoapplogin', () => {
  it('answers the token of spec §7 for a configured auth key', async () => {
    const answer = await t.call('POST', LOGIN, { body: { authKey: AUTH_KEY } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token_type: 'Bearer', access_token: expect.stringMatching(/^cla_/) });
    expect(Object.keys(answer.body).sort()).toEqual([
      'access_token',
      'expires',
      'issued',
      'refresh_token',
      'token_type',
    ]);
  });

  it.each([
    ['an unknown key', { authKey: 'nope' }],
    ['no key', {}],
  ])('answers 400 auth_key_invalid for %s, as a problem document', async (_, body) => {
    const answer = await t.call('POST', LOGIN, { body });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(answer.body).toEqual({
      type: 'about:blank',
      title: 'auth_key_invalid',
      status: 400,
      detail: 'AuthKey is invalid',
    });
  });

  it('refreshes once per refresh token', async () => {
    const pair = (await t.call('POST', LOGIN, { body: { authKey: AUTH_KEY } })).body as unknown as Record<
      string,
      string
    >;
    const next = await t.call('POST', REFRESH, { body: { refreshToken: pair.refresh_token } });
    expect(next.status).toBe(200);
    const again = await t.call('POST', REFRESH, { body: { refreshToken: pair.refresh_token } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ title: 'refresh_token_invalid' });
  });
});

describe('GET /api/datasets/v1/verify/web', () => {
  it('opens a dataset for a verified partner', async () => {
    const r = ref();
    const answer = await t.call('GET', `${VERIFY}?referenceNumber=${r}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ referenceNumber: r, state: 'open', chunks: 0 });
  });

  it.each([
    ['no token', undefined, 'reg-api-x0000001', 401, 'unauthorized'],
    ['a bad token', 'cla_nope', 'reg-api-x0000001', 401, 'unauthorized'],
    ['a bad reference number', 'valid', 'bad ref', 400, 'reference_number_invalid'],
  ])('%s: %i %s', async (_, bearer, referenceNumber, status, title) => {
    const answer = await t.call('GET', `${VERIFY}?referenceNumber=${encodeURIComponent(referenceNumber)}`, {
      ...(bearer && { token: bearer === 'valid' ? token : bearer }),
    });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ title, status });
  });

  it('answers 403 for a suspended partner and one without the web flow', async () => {
    await t.core.collector.updatePartner('borrower-site', { status: 'suspended' });
    const suspended = await t.call('GET', `${VERIFY}?referenceNumber=${ref()}`, { token });
    await t.core.collector.updatePartner('borrower-site', { status: 'active', webFlow: false });
    const noWeb = await t.call('GET', `${VERIFY}?referenceNumber=${ref()}`, { token });
    await t.core.collector.updatePartner('borrower-site', { webFlow: true });
    expect([suspended.status, raw(suspended.body).title]).toEqual([403, 'subscription_suspended']);
    expect([noWeb.status, raw(noWeb.body).title]).toEqual([403, 'standalone_flow_not_supported']);
  });

  it('lets the partner site call it from a browser (CORS), and no other origin', async () => {
    const preflight = await t.app.request(VERIFY, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://borrower.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://borrower.test');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const other = await t.app.request(VERIFY, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('POST /api/datasets/v1/upload', () => {
  it('stores a chunk, completes with the final one, refuses late chunks', async () => {
    const r = await verified();
    const first = await t.call('POST', UPLOAD, {
      token,
      body: {
        referenceNumber: r,
        data: sealed(sampleChunk({ referenceNumber: r })),
        isFinal: false,
        isEncrypted: true,
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ referenceNumber: r, sequence: 0, state: 'open' });
    const last = sampleChunk({
      referenceNumber: r,
      sequence: 1,
      isFinal: true,
      events: [],
      device: undefined,
    });
    const final = await t.call('POST', UPLOAD, {
      token,
      body: { referenceNumber: r, data: sealed(last), isFinal: true, isEncrypted: true },
    });
    expect(final.body).toMatchObject({ state: 'complete' });
    const late = await t.call('POST', UPLOAD, {
      token,
      body: {
        referenceNumber: r,
        data: sealed(sampleChunk({ referenceNumber: r, sequence: 2 })),
        isFinal: false,
        isEncrypted: true,
      },
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      title: 'dataset_in_complete_state',
      detail: 'Dataset is complete and accepts no more data',
    });
  });

  it('accepts a beacon: text/plain body, token in the query', async () => {
    const r = await verified();
    const answer = await t.app.request(`${UPLOAD}?access_token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        referenceNumber: r,
        data: sealed(sampleChunk({ referenceNumber: r })),
        isFinal: false,
        isEncrypted: true,
      }),
    });
    expect(answer.status).toBe(200);
    expect((await t.core.collector.dataset(r))?.chunkCount).toBe(1);
  });

  it.each([
    [
      'a body without data',
      (r: string) => ({ referenceNumber: r, isFinal: false, isEncrypted: true }),
      'data_invalid',
    ],
    [
      'data that does not open',
      (r: string) => ({ referenceNumber: r, data: 'v1.a.b.c', isFinal: false, isEncrypted: true }),
      'data_invalid',
    ],
    [
      'an unverified reference number',
      () => ({
        referenceNumber: 'reg-api-unverified',
        data: sealed(sampleChunk({ referenceNumber: 'reg-api-unverified' })),
        isFinal: false,
        isEncrypted: true,
      }),
      'reference_number_invalid',
    ],
  ])('refuses %s with 400 and its title', async (_, body, title) => {
    const r = await verified();
    const answer = await t.call('POST', UPLOAD, { token, body: body(r) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ title, status: 400 });
  });
});

describe('the scoring session in the /web API', () => {
  it('the client links its reference number; the back office reads the features', async () => {
    const client = await backOfficeTestClient(t);
    const r = await verified();
    await t.call('POST', UPLOAD, {
      token,
      body: {
        referenceNumber: r,
        data: sealed(sampleChunk({ referenceNumber: r, isFinal: true })),
        isFinal: true,
        isEncrypted: true,
      },
    });
    const link = await t.call('PUT', '/web/private/client/collector/session', {
      token: client.token,
      body: { referenceNumber: r },
    });
    expect(link.status).toBe(200);
    expect(link.body.data).toEqual({ referenceNumber: r, linked: true });
    const unknown = await t.call('PUT', '/web/private/client/collector/session', {
      token: client.token,
      body: { referenceNumber: 'reg-api-nowhere-1' },
    });
    expect(unknown.status).toBe(404);

    const agent = await backOfficeToken(t, await createBackOfficeUser(t, 'agent'));
    const view = await t.call('GET', `/web/private/back-office/collector/datasets/${r}`, { token: agent });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      referenceNumber: r,
      state: 'complete',
      clientId: client.id,
      features: { pasteCountIdentity: 1, typing: { identity: { keys: 4 } } },
      signal: { flag: 'normal' },
    });
    const list = await t.call('GET', `/web/private/back-office/clients/${client.id}/collector/datasets`, {
      token: agent,
    });
    expect(list.body.data.map((d: { referenceNumber: string }) => d.referenceNumber)).toEqual([r]);
    expect(
      (await t.call('GET', `/web/private/back-office/collector/datasets/${r}`, { token: client.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('GET', '/web/private/back-office/collector/datasets/reg-api-none-0001', { token: agent }))
        .status,
    ).toBe(404);
    // The features screen: the dataset, the consent it was collected with, the switch (off).
    const features = await t.call('GET', `/web/private/back-office/clients/${client.id}/features`, {
      token: agent,
    });
    expect(features.status).toBe(200);
    expect(features.body.data).toMatchObject({
      clientId: client.id,
      decisionInput: false,
      consent: { given: true, datasets: 1, since: view.body.data.createdAt },
      datasets: [{ referenceNumber: r, features: { pasteCountIdentity: 1 } }],
      decisions: [],
    });
    expect(
      (await t.call('GET', `/web/private/back-office/clients/${client.id}/features`, { token: client.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('GET', '/web/private/back-office/clients/99999999/features', { token: agent })).status,
    ).toBe(404);
    const other = await backOfficeTestClient(t);
    const none = await t.call('GET', `/web/private/back-office/clients/${other.id}/features`, {
      token: agent,
    });
    expect(none.body.data).toMatchObject({
      consent: { given: false, since: null, datasets: 0 },
      datasets: [],
    });
  });
});
