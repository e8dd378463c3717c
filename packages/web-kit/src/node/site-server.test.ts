import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from '../test-server';
import { browserAddress } from './browser-address.mjs';
import {
  applyNoStore,
  browserAddressOf,
  createSiteListener,
  type SiteListenerOptions,
  siteDoorsFromEnv,
  trustProxyFromEnv,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './site-server.mjs';

const words = {
  lang: 'es-MX',
  brand: 'Lender',
  title: 'No pudimos recibir este formulario',
  text: 'Por tu seguridad solo aceptamos formularios enviados desde nuestro sitio.',
  home: 'Ir al inicio',
};

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  address: string | undefined;
}

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function site(options: Partial<SiteListenerOptions> = {}, answer?: (request: Request) => Response) {
  const seen: Seen[] = [];
  const lines: string[] = [];
  const listener = createSiteListener({
    forbidden: words,
    sessionCookies: ['__session'],
    log: (line) => lines.push(line),
    handle: async (request) => {
      seen.push({
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: request.body ? await request.text() : '',
        address: browserAddress(),
      });
      return answer ? answer(request) : new Response('ok', { headers: { 'content-type': 'text/plain' } });
    },
    ...options,
  });
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { port, seen, lines };
}

describe("the browser's address (issue 35 finding 1)", () => {
  it("is the socket's, per browser, and what a browser writes in X-Forwarded-For is ignored", async () => {
    const { port, seen } = await site();
    await send(port, { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '6.6.6.6' } });
    await send(port, { localAddress: '127.0.0.3' });
    expect(seen.map((s) => s.address)).toEqual(['127.0.0.2', '127.0.0.3']);
    // Nor does the app see the header.
    expect(seen[0]?.headers.get('x-forwarded-for')).toBeNull();
  });

  it('behind trusted proxies, is the entry the outermost one wrote (counted from the right)', async () => {
    const { port, seen } = await site({ trustProxy: 1 });
    await send(port, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' } });
    expect(seen[0]?.address).toBe('203.0.113.5');
    expect(browserAddressOf('10.0.0.1', '6.6.6.6, 203.0.113.5, 10.0.0.2', 2)).toBe('203.0.113.5');
    expect(browserAddressOf('::ffff:10.0.0.1', 'garbage', 1)).toBe('10.0.0.1');
    expect(browserAddressOf('10.0.0.1', '203.0.113.5', 0)).toBe('10.0.0.1');
  });

  it('TRUST_PROXY reads true, false or a number of proxies', () => {
    expect(trustProxyFromEnv(undefined)).toBe(0);
    expect(trustProxyFromEnv('false')).toBe(0);
    expect(trustProxyFromEnv('true')).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(() => trustProxyFromEnv('maybe')).toThrow(/TRUST_PROXY/);
  });
});

describe('cross-site forms (issue 35 finding 8)', () => {
  it('get a 403 page and one log line, and never reach the app', async () => {
    const { port, seen, lines } = await site({ accessLog: true });
    const refused = await send(port, {
      method: 'POST',
      path: '/ingresar?redirectTo=%2Fprofile',
      headers: { origin: 'http://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/text\/html/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
    expect(refused.body).toContain('<html lang="es-MX">');
    expect(refused.body).toContain(words.title);
    expect(refused.body).toContain('<a href="/">Ir al inicio</a>');
    expect(seen).toHaveLength(0);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 'warn',
      message: 'cross-site request refused',
      method: 'POST',
      path: '/ingresar',
      origin: 'http://evil.test',
    });
    // Without Origin, a browser's Sec-Fetch-Site says it; the site's own forms pass.
    expect((await send(port, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(
      403,
    );
    expect((await send(port, { method: 'POST', headers: { origin: 'null' } })).status).toBe(403);
    const own = await send(port, {
      method: 'POST',
      headers: { origin: `http://127.0.0.1:${port}` },
      body: 'a=1',
    });
    expect(own.status).toBe(200);
    expect((await send(port, { method: 'GET', headers: { origin: 'http://evil.test' } })).status).toBe(200);
  });

  it('lets a configured public origin post', async () => {
    const { port } = await site({ allowedOrigins: ['https://www.lender.test'] });
    expect(
      (await send(port, { method: 'POST', headers: { origin: 'https://www.lender.test' } })).status,
    ).toBe(200);
  });
});

describe('hop-by-hop headers (issue 35 finding 7)', () => {
  it('Expect: 100-continue and a chunked body reach the app whole, without the hop headers', async () => {
    const { port, seen } = await site();
    const big = 'x'.repeat(2_000_000);
    const answer = await send(port, {
      method: 'POST',
      path: '/web/public/x',
      headers: { expect: '100-continue', 'content-type': 'text/plain', 'content-length': String(big.length) },
      body: big,
    });
    expect(answer.status).toBe(200);
    const chunked = await send(port, {
      method: 'POST',
      path: '/web/public/x',
      headers: { 'transfer-encoding': 'chunked', connection: 'keep-alive, x-hop', 'x-hop': '1' },
      body: ['{"a":', '1}'],
    });
    expect(chunked.status).toBe(200);
    expect(seen[0]?.body).toHaveLength(big.length);
    expect(seen[1]?.body).toBe('{"a":1}');
    for (const s of seen) {
      for (const name of ['expect', 'transfer-encoding', 'connection', 'x-hop', 'keep-alive']) {
        expect(s.headers.get(name), name).toBeNull();
      }
    }
  });

  it('a path that looks like a host stays a path of this site', async () => {
    const { port, seen } = await site();
    await send(port, { path: '//evil.test/x?y=1' });
    expect(new URL(seen[0]?.url ?? '').host).toBe(`127.0.0.1:${port}`);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('//evil.test/x');
  });
});

describe('no-store on personal answers (issue 35 finding 6)', () => {
  it('an answer that sets a cookie, or any answer to a browser with a session, is no-store', async () => {
    const redirectWithCookie = () =>
      new Response(null, {
        status: 302,
        headers: { location: '/flow', 'set-cookie': '__session=v1.x; Path=/' },
      });
    const withCookie = await site({}, redirectWithCookie);
    const login = await send(withCookie.port, { method: 'POST', path: '/ingresar' });
    expect(login.status).toBe(302);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['set-cookie']).toEqual(['__session=v1.x; Path=/']);

    const page = await site();
    const anonymous = await send(page.port, { path: '/' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
    const signedIn = await send(page.port, {
      path: '/profile',
      headers: { cookie: 'affiliate=1; __session=v1.abc' },
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const data = await send(page.port, { path: '/profile.data', headers: { cookie: '__session=v1.abc' } });
    expect(data.headers['cache-control']).toBe('no-store');
  });

  it('keeps what an answer declares public (the route manifest) when it sets no cookie', () => {
    const request = new Headers({ cookie: '__session=v1.abc' });
    const manifest = new Headers({ 'cache-control': 'public, max-age=31536000, immutable' });
    applyNoStore(request, manifest, ['__session']);
    expect(manifest.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const cookie = new Headers({ 'cache-control': 'public, max-age=60', 'set-cookie': 'a=1' });
    applyNoStore(new Headers(), cookie, ['__session']);
    expect(cookie.get('cache-control')).toBe('no-store');
    const other = new Headers();
    applyNoStore(new Headers({ cookie: 'my__session=1' }), other, ['__session']);
    expect(other.get('cache-control')).toBeNull();
  });
});

describe('failures', () => {
  it('an app that throws gets a plain 500 and one log line', async () => {
    const { port, lines } = await site({}, () => {
      throw new Error('boom');
    });
    const answer = await send(port, { path: '/x' });
    expect(answer.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 'error',
      message: 'request failed',
      path: '/x',
    });
  });
});

describe('a page the API could not serve (issue 53)', () => {
  it('answers its 503 with Retry-After, keeping one the app set, and adds it to nothing else', async () => {
    const page =
      (status: number, headers: Record<string, string> = {}) =>
      () =>
        new Response('<h1>Estamos dando mantenimiento</h1>', {
          status,
          headers: { 'content-type': 'text/html', ...headers },
        });
    const unavailable = await site({}, page(503));
    const answer = await send(unavailable.port, { path: '/profile' });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(answer.body).toContain('Estamos dando mantenimiento');
    const own = await site({}, page(503, { 'retry-after': '30' }));
    expect((await send(own.port, { path: '/profile' })).headers['retry-after']).toBe('30');
    const fine = await site({}, page(200));
    expect((await send(fine.port, { path: '/profile' })).headers['retry-after']).toBeUndefined();
  });
});

describe('SITE_API_KEY at start (issue 35)', () => {
  it('a production site without a key of its own does not start; a laptop run of the build does', () => {
    expect(() => siteDoorsFromEnv({ NODE_ENV: 'production' })).toThrow(/SITE_API_KEY is required/);
    expect(() => siteDoorsFromEnv({ NODE_ENV: 'production', SITE_API_KEY: 'short' })).toThrow(
      /32 characters/,
    );
    expect(siteDoorsFromEnv({ NODE_ENV: 'production', DEPLOYMENT_STAGE: 'local' })).toEqual({
      trustProxy: 0,
      allowedOrigins: [],
    });
    expect(
      siteDoorsFromEnv({
        NODE_ENV: 'production',
        SITE_API_KEY: 'a-production-site-key-of-32-characters',
        TRUST_PROXY: '2',
        PUBLIC_ORIGINS: 'https://www.lender.test, https://lender.test',
      }),
    ).toEqual({ trustProxy: 2, allowedOrigins: ['https://www.lender.test', 'https://lender.test'] });
  });
});
