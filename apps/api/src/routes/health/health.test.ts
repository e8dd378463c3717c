import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  headAndBody,
  headerOf,
  lastRequestLine,
  rawHttp,
  type ServedApp,
  serveOnLoopback,
} from '../../test/wire';

let t: TestApp;
let served: ServedApp;
beforeAll(async () => {
  t = await createTestApp();
  served = await serveOnLoopback(t.app);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

describe('operations endpoints', () => {
  it('GET /healthz answers ok', async () => {
    const res = await t.call('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ok while the database answers', async () => {
    const res = await t.call('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /healthz on the wire: never stored, with the request id and its log line', async () => {
    const cases: Record<string, string>[] = [
      { 'x-request-id': 'probe-1' },
      { 'x-request-id': 'probe-2', 'if-none-match': '*' },
    ];
    for (const headers of cases) {
      const { head, body } = headAndBody(await rawHttp(served.port, 'GET', '/healthz', headers));
      expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(body.toString()).toBe('{"status":"ok"}');
      expect(headerOf(head, 'content-type')).toMatch(/^application\/json/);
      // A probe's answer is about this instance, now: no proxy or CDN may keep it.
      expect(headerOf(head, 'cache-control')).toBe('no-store');
      expect(headerOf(head, 'etag')).toBeUndefined();
      expect(headerOf(head, 'x-request-id')).toBe(headers['x-request-id']);
      expect(headerOf(head, 'x-content-type-options')).toBe('nosniff');
      expect(lastRequestLine(t)).toEqual({
        requestId: headers['x-request-id'],
        method: 'GET',
        route: '/healthz',
        status: 200,
      });
    }
    // An unsafe request id is replaced by a fresh one.
    const unsafe = headAndBody(await rawHttp(served.port, 'GET', '/healthz', { 'x-request-id': '<unsafe>' }));
    expect(headerOf(unsafe.head, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A HEAD and a query are the same route: the same status and headers, a HEAD without its body.
    const head = headAndBody(await rawHttp(served.port, 'HEAD', '/healthz'));
    expect(head.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.body.length).toBe(0);
    const query = headAndBody(await rawHttp(served.port, 'GET', '/healthz?probe=1'));
    expect(query.body.toString()).toBe('{"status":"ok"}');
    expect(lastRequestLine(t)).toMatchObject({ route: '/healthz', status: 200 });
  });
});
