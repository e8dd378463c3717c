import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from './api';
import { CHUNK_RELOAD_SCRIPT } from './chunk-reload';
import { proxyToApi } from './proxy';
import { checkOrigin, createNonce, securityHeaders } from './security';
import { createSessionKit, DEV_SESSION_SECRET, sessionSecretsFromEnv } from './session';
import { fakeJwt, sendJson, startFakeApi } from './test-server';
import { readTokenClaims, tokenHasMfa } from './token';

const kit = createSessionKit();
const clientToken = fakeJwt({ sub: '7', account_type: 'client', mfa: false });
const mfaToken = fakeJwt({ sub: '1', account_type: 'user', mfa: true });
const authToken = { accountType: 'client', mfa: false, expiresIn: 900, refreshIn: 240 };

async function cookieWithToken(token: string): Promise<string> {
  const session = await kit.getSession(new Request('http://site.test/'));
  kit.setToken(session, token);
  return (await kit.commit(session)).split(';')[0]!;
}

async function tokenInSetCookie(setCookie: string | null): Promise<string | undefined> {
  const session = await kit.getSession(
    new Request('http://site.test/', { headers: { cookie: setCookie?.split(';')[0] ?? '' } }),
  );
  return kit.getToken(session);
}

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

describe('session cookie', () => {
  it('is httpOnly and SameSite=Lax, Secure only in production', async () => {
    const session = await kit.getSession(new Request('http://site.test/'));
    kit.setToken(session, clientToken);
    const dev = await kit.commit(session);
    expect(dev).toMatch(/HttpOnly/);
    expect(dev).toMatch(/SameSite=Lax/);
    expect(dev).not.toMatch(/Secure/);
    const prod = createSessionKit({ production: true, secrets: ['a-production-secret-of-32-characters!!'] });
    expect(await prod.commit(await prod.getSession(new Request('http://site.test/')))).toMatch(/Secure/);
  });

  it('reads the token back from the cookie it wrote', async () => {
    const request = new Request('http://site.test/', {
      headers: { cookie: await cookieWithToken(clientToken) },
    });
    expect(kit.getToken(await kit.getSession(request))).toBe(clientToken);
  });

  it('refuses the development secret, a short one or none in production', () => {
    expect(sessionSecretsFromEnv({})).toEqual([DEV_SESSION_SECRET]);
    expect(sessionSecretsFromEnv({ SESSION_SECRET: 'new-one, old-one' })).toEqual(['new-one', 'old-one']);
    expect(() => sessionSecretsFromEnv({ NODE_ENV: 'production' })).toThrow(/required in production/);
    expect(() =>
      sessionSecretsFromEnv({ NODE_ENV: 'production', SESSION_SECRET: DEV_SESSION_SECRET }),
    ).toThrow(/development secret/);
    expect(() => sessionSecretsFromEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /32 characters/,
    );
    expect(() => createSessionKit({ production: true })).toThrow(/refused in production/);
  });
});

describe('token claims', () => {
  it('reads claims and flags mfa or non-JWT tokens', () => {
    expect(readTokenClaims(`Bearer ${clientToken}`)?.account_type).toBe('client');
    expect(tokenHasMfa(clientToken)).toBe(false);
    expect(tokenHasMfa(mfaToken)).toBe(true);
    expect(tokenHasMfa('not-a-jwt')).toBe(true);
  });
});

describe('createApi', () => {
  it('sends the session token, forwards only the QA cookie, and stores a refreshed token', async () => {
    const refreshed = fakeJwt({ sub: '7', account_type: 'client', mfa: false, n: 2 });
    const fake = await startFakeApi((_req, res) =>
      sendJson(res, 200, { success: true, data: authToken, Authorization: `Bearer ${refreshed}` }),
    );
    servers.push(fake);
    const request = new Request('http://site.test/profile', {
      headers: { cookie: `${await cookieWithToken(clientToken)}; qa-disable-flow=1; other=secret` },
    });
    const session = await kit.getSession(request);
    const { api, headers } = createApi(request, session, {
      baseUrl: fake.baseUrl,
      kit,
      loginPath: '/ingresar',
    });
    const result = await api.client.tokenRefresh();
    expect(result.success).toBe(true);
    expect(fake.seen[0]?.headers.authorization).toBe(`Bearer ${clientToken}`);
    expect(fake.seen[0]?.headers.cookie).toBe('qa-disable-flow=1');
    expect(await tokenInSetCookie((await headers()).get('set-cookie'))).toBe(refreshed);
  });

  it('logs out and redirects to login on a 401 of a private call', async () => {
    const fake = await startFakeApi((_req, res) =>
      sendJson(res, 401, {
        success: false,
        data: null,
        message: 'Unauthorized',
        errors: [{ propertyPath: '', code: 'session_revoked', message: 'x' }],
      }),
    );
    servers.push(fake);
    const request = new Request('http://site.test/profile?tab=1', {
      headers: { cookie: await cookieWithToken(clientToken) },
    });
    const { api } = createApi(request, await kit.getSession(request), {
      baseUrl: fake.baseUrl,
      kit,
      loginPath: '/ingresar',
    });
    const thrown = await api.client.tokenRefresh().then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get('location')).toBe('/ingresar?redirectTo=%2Fprofile%3Ftab%3D1');
    expect(response.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('answers a 401 of the public login as a failure, without logging out', async () => {
    const fake = await startFakeApi((_req, res) =>
      sendJson(res, 401, {
        success: false,
        data: null,
        message: 'Invalid credentials',
        errors: [{ propertyPath: '', code: 'invalid_credentials', message: 'x' }],
      }),
    );
    servers.push(fake);
    const request = new Request('http://site.test/ingresar', { method: 'POST' });
    const { api } = createApi(request, await kit.getSession(request), {
      baseUrl: fake.baseUrl,
      kit,
      loginPath: '/ingresar',
    });
    const result = await api.public.clientLogin({
      body: { username: 'ana@example.mx', password: 'Nube4242' },
    });
    expect(result.success).toBe(false);
    expect(result.status).toBe(401);
  });
});

describe('createApi options (the back-office)', () => {
  it('reads and stores the token where the app says (a password-step token apart)', async () => {
    const full = fakeJwt({ sub: '1', account_type: 'user', mfa: false });
    const fake = await startFakeApi((_req, res) =>
      sendJson(res, 200, { success: true, data: authToken, Authorization: `Bearer ${full}` }),
    );
    servers.push(fake);
    const request = new Request('http://bo.test/login', { method: 'POST' });
    const session = await kit.getSession(request);
    session.set('mfaToken', mfaToken);
    const stored: string[] = [];
    const requestApi = createApi(request, session, {
      baseUrl: fake.baseUrl,
      kit,
      loginPath: '/login',
      readToken: (s) => s.get('mfaToken') as string,
      storeToken: (_s, token) => void stored.push(token),
    });
    await requestApi.api.public.userLogin({ body: { totp: '123456' } });
    expect(fake.seen[0]?.headers.authorization).toBe(`Bearer ${mfaToken}`);
    expect(stored).toEqual([full]);
    expect(kit.getToken(session)).toBeUndefined();
    expect(requestApi.tokenChanged).toBe(true);
  });

  it('keeps the session on a 403 the app does not count as the end of it, and ends it on one it does', async () => {
    let code = 'forbidden';
    const fake = await startFakeApi((_req, res) =>
      sendJson(res, 403, { success: false, data: null, code, message: 'No.' }),
    );
    servers.push(fake);
    const endsSession = (event: { status: number; code: string | undefined }) =>
      event.status === 401 || event.code === 'session_revoked';
    const call = async () => {
      const request = new Request('http://bo.test/audit', {
        headers: { cookie: await cookieWithToken(clientToken) },
      });
      const { api } = createApi(request, await kit.getSession(request), {
        baseUrl: fake.baseUrl,
        kit,
        loginPath: '/login',
        endsSession,
      });
      return api.backOffice.profile().then(
        (result) => result,
        (error: unknown) => error,
      );
    };
    expect(await call()).toMatchObject({ success: false, status: 403 });
    code = 'session_revoked';
    const thrown = await call();
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login?redirectTo=%2Faudit');
  });
});

describe('proxyToApi', () => {
  it('adds the Bearer token, drops browser cookies, and keeps a carried token out of the body', async () => {
    const refreshed = fakeJwt({ sub: '7', account_type: 'client', mfa: false, n: 3 });
    const fake = await startFakeApi((req, res) =>
      sendJson(
        res,
        200,
        { success: true, data: { echo: req.body }, Authorization: refreshed },
        { 'set-cookie': 'api=1' },
      ),
    );
    servers.push(fake);
    const request = new Request('http://site.test/web/private/client/token/refresh?x=1', {
      method: 'POST',
      headers: {
        cookie: `${await cookieWithToken(clientToken)}; tracking=abc`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ hello: 'world' }),
    });
    const response = await proxyToApi(request, { apiBaseUrl: fake.baseUrl, kit });
    expect(fake.seen[0]?.url).toBe('/web/private/client/token/refresh?x=1');
    expect(fake.seen[0]?.headers.authorization).toBe(`Bearer ${clientToken}`);
    expect(fake.seen[0]?.headers.cookie).toBeUndefined();
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ success: true, data: { echo: '{"hello":"world"}' } });
    const setCookie = response.headers.get('set-cookie');
    expect(setCookie).not.toMatch(/api=1/);
    expect(await tokenInSetCookie(setCookie)).toBe(refreshed);
  });

  it('deletes the session cookie on a 401 of a private path', async () => {
    const fake = await startFakeApi((_req, res) =>
      sendJson(res, 401, { success: false, data: null, message: 'no' }),
    );
    servers.push(fake);
    const request = new Request('http://site.test/web/private/client/flow', {
      headers: { cookie: await cookieWithToken(clientToken) },
    });
    const response = await proxyToApi(request, { apiBaseUrl: fake.baseUrl, kit });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("passes no validators either way: the API's entity tag names bytes the browser may not get", async () => {
    const fake = await startFakeApi((_req, res) =>
      sendJson(
        res,
        200,
        { success: true, data: { amount: 2000 } },
        { etag: '"api-tag"', 'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT', 'cache-control': 'public' },
      ),
    );
    servers.push(fake);
    const request = new Request('http://site.test/web/public/config/calculator', {
      headers: { 'if-none-match': '"api-tag"', 'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT' },
    });
    const response = await proxyToApi(request, { apiBaseUrl: fake.baseUrl, kit });
    expect(fake.seen[0]?.headers['if-none-match']).toBeUndefined();
    expect(fake.seen[0]?.headers['if-modified-since']).toBeUndefined();
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true, data: { amount: 2000 } });
  });

  it('answers 404 for paths outside /web/ without calling the API', async () => {
    const fake = await startFakeApi((_req, res) => sendJson(res, 200, {}));
    servers.push(fake);
    const response = await proxyToApi(new Request('http://site.test/healthz'), {
      apiBaseUrl: fake.baseUrl,
      kit,
    });
    expect(response.status).toBe(404);
    expect(fake.seen).toHaveLength(0);
  });
});

describe('security headers', () => {
  it('sets a CSP with the nonce, frame-ancestors none, nosniff and Referrer-Policy; HSTS only in production', () => {
    const nonce = createNonce();
    expect(createNonce()).not.toBe(nonce);
    const headers = securityHeaders({ nonce });
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(securityHeaders({ nonce, production: true }).get('strict-transport-security')).toMatch(
      /max-age=31536000/,
    );
  });

  it('lets a response be framed by its own site only when asked (an in-page document viewer)', () => {
    const nonce = createNonce();
    const framed = securityHeaders({ nonce, frameAncestors: 'self', frameSrc: ["'self'"] });
    const csp = framed.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self'");
    expect(framed.get('x-frame-options')).toBe('SAMEORIGIN');
    const page = securityHeaders({ nonce });
    expect(page.get('x-frame-options')).toBe('DENY');
    expect(page.get('content-security-policy')).not.toContain('frame-src');
  });

  it.each([
    ['a same-origin post', { origin: 'http://site.test' }, true],
    ['a post from another site', { origin: 'https://evil.example' }, false],
    ['an opaque origin', { origin: 'null' }, false],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }, false],
    ['a client without either header', {}, true],
  ])('checkOrigin: %s', (_name, headers, passes) => {
    const request = new Request('http://site.test/ingresar', { method: 'POST', headers });
    if (passes) expect(() => checkOrigin(request)).not.toThrow();
    else expect(() => checkOrigin(request)).toThrow(Response);
  });

  it('lets a configured public origin post and never checks GET', () => {
    const request = new Request('http://internal:3000/ingresar', {
      method: 'POST',
      headers: { origin: 'https://lender.mx' },
    });
    expect(() => checkOrigin(request, { allowedOrigins: ['https://lender.mx'] })).not.toThrow();
    expect(() =>
      checkOrigin(new Request('http://site.test/', { headers: { origin: 'https://evil.example' } })),
    ).not.toThrow();
  });
});

describe('chunk-load reload script', () => {
  function run(hash: string) {
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    const calls = { reload: 0, urls: [] as string[] };
    const location = {
      hash,
      pathname: '/registration',
      search: '?a=1',
      reload: () => {
        calls.reload += 1;
      },
    };
    const window = {
      addEventListener: (type: string, fn: (event: unknown) => void) => {
        listeners[type] = [...(listeners[type] ?? []), fn];
      },
    };
    const history = {
      replaceState: (_s: unknown, _t: string, url: string) => {
        calls.urls.push(url);
        location.hash = url.includes('#') ? `#${url.split('#')[1]}` : '';
      },
    };
    runInNewContext(CHUNK_RELOAD_SCRIPT, { window, location, history, setTimeout: () => 0 });
    const fire = (type: string, event: unknown) => {
      for (const fn of listeners[type] ?? []) fn(event);
    };
    return { calls, fire };
  }

  it('reloads once with #retry on a failed chunk, and not again', () => {
    const first = run('');
    first.fire('vite:preloadError', { preventDefault() {} });
    expect(first.calls.reload).toBe(1);
    expect(first.calls.urls).toEqual(['/registration?a=1#retry']);
    first.fire('unhandledrejection', {
      reason: new Error('Failed to fetch dynamically imported module: /assets/x.js'),
    });
    expect(first.calls.reload).toBe(1);

    const retried = run('#retry');
    retried.fire('vite:preloadError', { preventDefault() {} });
    expect(retried.calls.reload).toBe(0);
  });
});
