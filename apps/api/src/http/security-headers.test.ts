import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { curp, registerClient } from '../test/fixtures';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { API_CSP, HSTS, HTML_CSP, REQUEST_ID_PATTERN, requestIdOf } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectBaseHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-request-id')).toMatch(REQUEST_ID_PATTERN);
}

describe('security headers on every response (issue 10, point 10)', () => {
  it('a public JSON answer: nosniff, referrer policy, no-store, a CSP that loads nothing, no HSTS outside production', async () => {
    const res = await t.call('GET', '/healthz');
    expectBaseHeaders(res.headers);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('private data is never stored by a cache', async () => {
    const { token } = await registerClient(t);
    const res = await t.call('GET', '/web/private/client', { token });
    expect(res.status).toBe(200);
    expectBaseHeaders(res.headers);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('errors (404, 401, 400, 500) carry them too', async () => {
    for (const res of [
      await t.call('GET', '/web/nothing'),
      await t.call('GET', '/web/private/client'),
      await t.call('POST', '/web/public/client/login', { body: { nope: true } }),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expectBaseHeaders(res.headers);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('the HTML reference has a CSP that allows no script', async () => {
    const res = await t.app.request('/web/docs');
    expect(res.status).toBe(200);
    expectBaseHeaders(res.headers);
    expect(res.headers.get('content-security-policy')).toBe(HTML_CSP);
    expect(HTML_CSP).not.toContain('script-src');
    expect(HTML_CSP).toContain("default-src 'none'");
    expect(HTML_CSP).toContain("frame-ancestors 'none'");
  });

  it('a handler that returns a Response of its own (an idempotent replay) gets them too', async () => {
    const app = createApp({ core: t.core });
    app.get(
      '/raw',
      () => new Response('{"success":true,"data":1}', { headers: { 'content-type': 'application/json' } }),
    );
    const res = await call(app, 'GET', '/raw');
    expectBaseHeaders(res.headers);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toBe(1);
  });

  it('HSTS in production', async () => {
    const app = createApp({ core: t.core, hsts: true });
    const res = await call(app, 'GET', '/healthz');
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    const defaultApp = createApp({ core: { ...t.core, environment: 'production' } });
    expect((await call(defaultApp, 'GET', '/healthz')).headers.get('strict-transport-security')).toBe(HSTS);
  });
});

describe('x-request-id', () => {
  it('a short, safe id is echoed back', async () => {
    const res = await t.call('GET', '/healthz', { headers: { 'x-request-id': 'trace-01HZ.abc:7' } });
    expect(res.headers.get('x-request-id')).toBe('trace-01HZ.abc:7');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['HTML', '<script>alert(1)</script>'],
    ['spaces', 'a b'],
    ['non-ASCII', 'id-ñ'],
  ])('%s is replaced by a fresh UUID', async (_case, id) => {
    const res = await t.app.request('/healthz', { headers: { 'x-request-id': encodeURI(id) } });
    const echoed = res.headers.get('x-request-id');
    expect(echoed).not.toBe(encodeURI(id));
    expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('requestIdOf caps the length at 64', () => {
    expect(requestIdOf('x'.repeat(64))).toBe('x'.repeat(64));
    expect(requestIdOf('x'.repeat(65))).not.toBe('x'.repeat(65));
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('served by Node (@hono/node-server): the same headers, written on Node’s response (ADR 076)', () => {
  let base: string;
  let server: ServerType;
  beforeAll(async () => {
    const app = createApp({ core: t.core, hsts: true });
    app.get(
      '/raw',
      () => new Response('{"success":true,"data":1}', { headers: { 'content-type': 'application/json' } }),
    );
    app.get('/boom', () => {
      throw new Error('boom');
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('every kind of answer carries them: JSON, private, errors, a Response of its own', async () => {
    const { token } = await registerClient(t, {
      nationalIdentificator: curp('NODE800315HDFRRS0'),
      birthDate: '1980-03-15',
    });
    const answers = [
      await fetch(`${base}/healthz`),
      await fetch(`${base}/web/private/client`, { headers: { authorization: `Bearer ${token}` } }),
      await fetch(`${base}/web/nothing`),
      await fetch(`${base}/web/private/client`),
      await fetch(`${base}/web/public/client/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"nope":true}',
      }),
      await fetch(`${base}/boom`),
      await fetch(`${base}/raw`),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 404, 401, 400, 500, 200]);
    for (const res of answers) {
      expectBaseHeaders(res.headers);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    }
  });

  it('a handler’s own Cache-Control or CSP replaces the default, once', async () => {
    const offer = await fetch(`${base}/web/public/arithmetic/offer/stl/first/2000/semi_monthly/15,30`);
    expect(offer.status).toBe(200);
    expect(offer.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expectBaseHeaders(offer.headers);
    const docs = await fetch(`${base}/web/docs`);
    expect(docs.headers.get('content-security-policy')).toBe(HTML_CSP);
  });

  it('echoes a safe x-request-id and replaces an unsafe one', async () => {
    const safe = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'trace-01HZ.abc:7' } });
    expect(safe.headers.get('x-request-id')).toBe('trace-01HZ.abc:7');
    const unsafe = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'a'.repeat(65) } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
