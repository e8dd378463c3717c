import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from '../test-server';
import { createPageCache, PAGE_CACHE_TTL_MS } from './page-cache.mjs';
import { createSiteListener } from './site-server.mjs';

const words = { lang: 'es-MX', brand: 'Lender', title: 'No', text: 'No', home: 'Inicio' };

/** A page as the site renders it: the nonce in the CSP, in every script tag and in a meta tag. */
function render(nonce: string, extra: Record<string, string> = {}, status = 200): Response {
  const body = `<!DOCTYPE html><html><head><meta property="csp-nonce" nonce="${nonce}"/></head><body><h1>Préstamos en línea</h1><script nonce="${nonce}">window.x=1</script><script nonce="${nonce}" type="module">import "/assets/a.js"</script></body></html>`;
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'`,
      'x-frame-options': 'DENY',
      ...extra,
    },
  });
}

const nonceOfPolicy = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
const noncesOfBody = (body: string) => [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
const withoutNonces = (body: string, nonce: string) => body.split(nonce).join('N');

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function site(
  answer: (request: Request) => Response = () => render(randomBytes(16).toString('base64')),
) {
  let renders = 0;
  const listener = createSiteListener({
    forbidden: words,
    sessionCookies: ['__session'],
    log: () => {},
    publicPages: ['/', '/preguntas-frecuentes'],
    handle: async (request) => {
      renders += 1;
      return answer(request);
    },
  });
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    send(port, { path, headers, method });
  return { get, renders: () => renders };
}

describe('public pages answered again to visitors without a cookie (issue 65)', () => {
  it('renders once; the next visitor gets the same page with a nonce of its own in the CSP and the body', async () => {
    const { get, renders } = await site();
    const first = await get('/');
    const second = await get('/');
    const third = await get('/');
    expect(renders()).toBe(1);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const nonces = [first, second, third].map((answer) =>
      nonceOfPolicy(answer.headers['content-security-policy'] as string),
    );
    expect(new Set(nonces).size).toBe(3);
    for (const [index, answer] of [first, second, third].entries()) {
      const nonce = nonces[index] as string;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // Every nonce of the page is the answer's own: the browser runs its scripts.
      expect(new Set(noncesOfBody(answer.body))).toEqual(new Set([nonce]));
      expect(noncesOfBody(answer.body)).toHaveLength(3);
      expect(withoutNonces(answer.body, nonce)).toBe(withoutNonces(first.body, nonces[0] as string));
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('renders for a visitor with a cookie, a query, credentials, another method or another page', async () => {
    const { get, renders } = await site();
    await get('/');
    expect(renders()).toBe(1);
    await get('/', { cookie: '__session=abc' });
    await get('/', { cookie: 'calculator=1' });
    await get('/?utm_source=x');
    await get('/', { authorization: 'Bearer x' });
    await get('/', {}, 'HEAD');
    await get('/ingresar');
    await get('/ingresar');
    expect(renders()).toBe(8);
    // Each listed page is kept apart.
    await get('/preguntas-frecuentes');
    await get('/preguntas-frecuentes');
    expect(renders()).toBe(9);
  });

  it('keeps nothing that sets a cookie, is not a 200 page, is personal or has no nonce to renew', async () => {
    const kinds = [
      () => render(randomBytes(16).toString('base64'), { 'set-cookie': 'limit=1; Path=/' }),
      () => render(randomBytes(16).toString('base64'), {}, 503),
      () => render(randomBytes(16).toString('base64'), { 'cache-control': 'no-store' }),
      () => render(randomBytes(16).toString('base64'), { 'cache-control': 'private, max-age=0' }),
      () => new Response('{"a":1}', { headers: { 'content-type': 'application/json' } }),
      () => new Response('<p>hola</p>', { headers: { 'content-type': 'text/html' } }),
    ];
    for (const kind of kinds) {
      const { get, renders } = await site(kind);
      await get('/');
      const again = await get('/');
      expect(renders()).toBe(2);
      if (again.status === 200 && again.headers['content-type'] === 'application/json') {
        expect(again.body).toBe('{"a":1}');
      }
    }
  });
});

describe('createPageCache', () => {
  const headersOf = (response: Response) => response.headers;
  const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('answers a render until it is PAGE_CACHE_TTL_MS old, then renders again', async () => {
    let clock = 1_000;
    const cache = createPageCache({ paths: ['/'], now: () => clock });
    const key = cache.keyOf('GET', '/', {}) as string;
    expect(key).toBe('/');
    const page = render('AAAAAAAAAAAAAAAAAAAAAA==');
    expect(cache.keep(key, 200, headersOf(page), await bodyOf(page))).toBe(true);
    clock += PAGE_CACHE_TTL_MS - 1;
    expect(cache.answer(key)?.status).toBe(200);
    clock += 1;
    expect(cache.answer(key)).toBeUndefined();
  });

  it('drops the rendered length (the body is written whole) and renews the nonce everywhere', async () => {
    const cache = createPageCache({ paths: ['/'] });
    const old = 'Fmxe+rU1JY2EeD5FqV/Qdg==';
    const page = render(old, { 'content-length': '999' });
    cache.keep('/', 200, headersOf(page), await bodyOf(page));
    const answer = cache.answer('/');
    const names = answer?.headers.map(([name]) => name) ?? [];
    expect(names).not.toContain('content-length');
    const body = answer?.body.toString() ?? '';
    expect(body).not.toContain(old);
    const policy = answer?.headers.find(([name]) => name === 'content-security-policy')?.[1];
    expect(policy).not.toContain(old);
    expect(noncesOfBody(body)).toEqual([nonceOfPolicy(policy), nonceOfPolicy(policy), nonceOfPolicy(policy)]);
  });

  it('refuses a request it may not answer', () => {
    const cache = createPageCache({ paths: ['/', '/contactos'] });
    expect(cache.keyOf('GET', '/contactos', { accept: 'text/html' })).toBe('/contactos');
    expect(cache.keyOf('GET', '/contactos/', {})).toBeUndefined();
    expect(cache.keyOf('GET', '/contactos?x=1', {})).toBeUndefined();
    expect(cache.keyOf('POST', '/', {})).toBeUndefined();
    expect(cache.keyOf('GET', '/', { cookie: '' })).toBeUndefined();
    expect(cache.keyOf('GET', '/', { authorization: 'Basic x' })).toBeUndefined();
    expect(cache.answer('/')).toBeUndefined();
  });
});
