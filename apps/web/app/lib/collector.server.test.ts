// @vitest-environment node
// Issue 18: after registration the site links the scoring dataset to the new client through the
// SDK's catalogue (`client.collectorSessionLink`), here against the real API in process.
import { createClient } from '@lender/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkCollectorSession } from './registration.server';

// Loaded by specifier so this app's type check does not follow the API's sources.
const TEST_APP = '@lender/api-server/src/test/test-app';
const FIXTURES = '@lender/api-server/src/test/back-office-fixtures';
const CORE = '@lender/core';
const CORE_TESTING = '@lender/core/testing';
const AUTH_KEY = 'web-link-partner-auth-key-0123456789';

// biome-ignore lint/suspicious/noExplicitAny: the API's test app and the core are read loosely (see above)
type Loose = any;
let t: Loose;
let keys: Loose;
let testing: Loose;

beforeAll(async () => {
  const { createTestApp } = await import(/* @vite-ignore */ TEST_APP);
  keys = (await import(/* @vite-ignore */ CORE)).generateCollectorKeys(2048).keys;
  testing = await import(/* @vite-ignore */ CORE_TESTING);
  t = await createTestApp({ collector: { keys } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A complete dataset of the partner, not yet anyone's. */
async function completeDataset(referenceNumber: string) {
  await t.core.collector.configurePartners([{ name: 'borrower-site', authKey: AUTH_KEY }]);
  const partner = await t.core.collector.authenticate((await t.core.collector.login(AUTH_KEY)).access_token);
  await t.core.collector.verify(partner, referenceNumber);
  await t.core.collector.upload(partner, {
    referenceNumber,
    data: testing.sealChunkForTest(
      testing.sampleChunk({ referenceNumber, isFinal: true }),
      keys.publicKeyPem,
    ),
    isFinal: true,
    isEncrypted: true,
  });
}

describe('linkCollectorSession', () => {
  it('links the dataset to the logged-in client through the SDK, and never throws on a refusal', async () => {
    const { backOfficeTestClient } = await import(/* @vite-ignore */ FIXTURES);
    const client = await backOfficeTestClient(t);
    const calls: string[] = [];
    const api = createClient({
      baseUrl: 'http://api.test',
      getToken: () => client.token,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return t.app.fetch(request);
      },
    });
    await completeDataset('reg-web-link-000001');

    expect(await linkCollectorSession(api, 'reg-web-link-000001')).toBe(true);
    expect(calls).toEqual(['PUT /web/private/client/collector/session']);
    expect((await t.core.collector.dataset('reg-web-link-000001')).clientId).toBe(client.id);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await linkCollectorSession(api, 'reg-web-link-unknown')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 404'));
    warn.mockRestore();
  });
});
