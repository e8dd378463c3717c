import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './api';
import { runWithBrowserAddress } from './node/browser-address.mjs';
import { proxyToApi } from './proxy';
import { createSessionKit } from './session';
import { DEV_SITE_API_KEY, siteApiKeyFromEnv } from './site-hop';
import { fakeJwt, sendJson, startFakeApi } from './test-server';

// Issue 35 findings 1, 5 and 7: the site's calls to the API prove the site and carry the browser's
// address; what a browser sends about addresses, hops and request ids never travels on.
const kit = createSessionKit();
const clientToken = fakeJwt({ sub: '7', account_type: 'client', mfa: false, sid: 's' });

async function cookieWithToken(token: string): Promise<string> {
  const session = await kit.getSession(new Request('http://site.test/'));
  kit.setToken(session, token);
  return (await kit.commit(session)).split(';')[0]!;
}

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

describe('SITE_API_KEY', () => {
  it('has a development default and is refused in production when missing, short or the default', () => {
    expect(siteApiKeyFromEnv({})).toBe(DEV_SITE_API_KEY);
    expect(siteApiKeyFromEnv({ SITE_API_KEY: ' new-key , old-key' })).toBe('new-key');
    const production = { NODE_ENV: 'production' };
    expect(() => siteApiKeyFromEnv(production)).toThrow(/required in production/);
    expect(() => siteApiKeyFromEnv({ ...production, SITE_API_KEY: DEV_SITE_API_KEY })).toThrow(
      /development key/,
    );
    expect(() => siteApiKeyFromEnv({ ...production, SITE_API_KEY: 'short' })).toThrow(/32 characters/);
    const key = 'a-production-site-key-of-32-characters';
    expect(siteApiKeyFromEnv({ ...production, SITE_API_KEY: key })).toBe(key);
  });
});

describe('createApi over the trusted hop', () => {
  it("sends the site's key and the browser's address the site's server saw", async () => {
    const fake = await startFakeApi((_req, res) =>
      sendJson(res, 401, { success: false, data: null, code: 'invalid_credentials', message: 'no' }),
    );
    servers.push(fake);
    const request = new Request('http://site.test/profile', {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-lender-browser-address': '6.6.6.6' },
    });
    const { api } = createApi(request, await kit.getSession(request), {
      baseUrl: fake.baseUrl,
      kit,
      loginPath: '/ingresar',
      siteKey: DEV_SITE_API_KEY,
    });
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
    await runWithBrowserAddress(
      '198.51.100.7',
      () => api.public.clientLogin({ body: { username: 'a@b.mx', password: 'x' } }),
      iphone,
    );
    expect(fake.seen[0]?.headers['x-lender-site-key']).toBe(DEV_SITE_API_KEY);
    expect(fake.seen[0]?.headers['x-lender-browser-address']).toBe('198.51.100.7');
    expect(fake.seen[0]?.headers['x-forwarded-for']).toBeUndefined();
    // The browser's own User-Agent, not the site server's (signing evidence records it).
    expect(fake.seen[0]?.headers['user-agent']).toBe(iphone);
    // Without the site's server (no browser known) only the key goes.
    await api.public.clientLogin({ body: { username: 'a@b.mx', password: 'x' } });
    expect(fake.seen[1]?.headers['x-lender-site-key']).toBe(DEV_SITE_API_KEY);
    expect(fake.seen[1]?.headers['x-lender-browser-address']).toBeUndefined();
    expect(fake.seen[1]?.headers['user-agent']).not.toBe(iphone);
  });
});

describe('proxyToApi over the trusted hop', () => {
  it("drops hop-by-hop headers, Expect, the browser's addresses and request id; adds the site's own", async () => {
    const fake = await startFakeApi((_req, res) => sendJson(res, 200, { success: true, data: null }));
    servers.push(fake);
    const request = new Request('http://site.test/web/public/client/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        expect: '100-continue',
        connection: 'keep-alive, x-secret-hop',
        'x-secret-hop': '1',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        trailer: 'x-checksum',
        'proxy-authorization': 'Basic eA==',
        'x-request-id': 'chosen-by-the-browser',
        'x-forwarded-for': '6.6.6.6',
        forwarded: 'for=6.6.6.6',
        'x-real-ip': '6.6.6.6',
        'x-lender-site-key': 'guessed',
        'x-lender-browser-address': '6.6.6.6',
        'accept-language': 'es-MX',
      },
      body: JSON.stringify({ username: 'a@b.mx', password: 'x' }),
    });
    const response = await runWithBrowserAddress('198.51.100.8', () =>
      proxyToApi(request, { apiBaseUrl: fake.baseUrl, kit, siteKey: DEV_SITE_API_KEY }),
    );
    expect(response.status).toBe(200);
    const seen = fake.seen[0]!.headers;
    for (const name of [
      'expect',
      'x-secret-hop',
      'keep-alive',
      'te',
      'trailer',
      'proxy-authorization',
      'x-request-id',
      'x-forwarded-for',
      'forwarded',
      'x-real-ip',
    ]) {
      expect(seen[name], name).toBeUndefined();
    }
    expect(seen['x-lender-site-key']).toBe(DEV_SITE_API_KEY);
    expect(seen['x-lender-browser-address']).toBe('198.51.100.8');
    expect(seen['accept-language']).toBe('es-MX');
    expect(fake.seen[0]!.body).toBe('{"username":"a@b.mx","password":"x"}');
  });

  it('a chunked body posted through it arrives whole (no 500 on Transfer-Encoding)', async () => {
    const fake = await startFakeApi((req, res) =>
      sendJson(res, 200, { success: true, data: req.body.length }),
    );
    servers.push(fake);
    const chunks = ['{"a":', '"', 'x'.repeat(100_000), '"}'];
    const body = new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const request = new Request('http://site.test/web/public/x', {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked', 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await proxyToApi(request, { apiBaseUrl: fake.baseUrl, kit });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: chunks.join('').length });
  });

  it('never logs anyone out from a link on another site', async () => {
    const fake = await startFakeApi((req, res) =>
      req.url.includes('back-office')
        ? sendJson(res, 403, { success: false, data: null, code: 'forbidden' })
        : sendJson(res, 401, { success: false, data: null, code: 'token_expired' }),
    );
    servers.push(fake);
    const cookie = await cookieWithToken(clientToken);
    const navigate = (path: string, site: string | null) =>
      proxyToApi(
        new Request(`http://site.test${path}`, {
          headers: site === null ? { cookie } : { cookie, 'sec-fetch-site': site },
        }),
        { apiBaseUrl: fake.baseUrl, kit },
      );
    // The finding: a cross-site top-level GET of a back-office path answered 403 cleared the cookie.
    expect(
      (await navigate('/web/private/back-office/profile', 'cross-site')).headers.get('set-cookie'),
    ).toBeNull();
    expect((await navigate('/web/private/client/flow', 'cross-site')).headers.get('set-cookie')).toBeNull();
    expect((await navigate('/web/private/client/flow', 'same-site')).headers.get('set-cookie')).toBeNull();
    // A 403 that refuses one call keeps the session, even from the site itself.
    expect(
      (await navigate('/web/private/back-office/profile', 'same-origin')).headers.get('set-cookie'),
    ).toBeNull();
    // A dead token, seen by the site's own page (or a non-browser caller), is forgotten.
    expect((await navigate('/web/private/client/flow', 'same-origin')).headers.get('set-cookie')).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
    expect((await navigate('/web/private/client/flow', null)).headers.get('set-cookie')).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
  });

  it('a blocked account or a revoked session ends the session', async () => {
    const fake = await startFakeApi((_req, res) =>
      sendJson(res, 403, { success: false, data: null, code: 'user_blocked' }),
    );
    servers.push(fake);
    const request = new Request('http://site.test/web/private/client/flow', {
      headers: { cookie: await cookieWithToken(clientToken), 'sec-fetch-site': 'same-origin' },
    });
    const response = await proxyToApi(request, { apiBaseUrl: fake.baseUrl, kit });
    expect(response.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("answers 503 service_unavailable in the API's envelope when the API does not answer", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await proxyToApi(new Request('http://site.test/web/public/config/calculator'), {
      apiBaseUrl: 'http://127.0.0.1:9',
      kit,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ success: false, code: 'service_unavailable' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
