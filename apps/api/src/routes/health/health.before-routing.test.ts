import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lastRequestLine, rawHttp, serveBothWays, type TwoApps } from '../../test/wire';
import { HEALTHZ_ROUTE, healthAnswerBeforeRouting } from './health.before-routing';

// ADR 101: GET /healthz is answered before routing. Two apps over the same core on real sockets,
// one answering before routing and one that always routes, compared byte for byte.
let t: TestApp;
let fastPort: number;
let routedPort: number;
let apps: TwoApps;

beforeAll(async () => {
  t = await createTestApp();
  apps = await serveBothWays(t);
  ({ fastPort, routedPort } = apps);
});
afterAll(async () => {
  await apps.close();
  await t.close();
});

/** The raw bytes of an answer without its `Date` line, and the request's log line. */
async function raw(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  const text = await rawHttp(port, method, path, headers);
  return { text, log: lastRequestLine(t) };
}

describe('GET /healthz before routing (ADR 101)', () => {
  it('answers only the exact path', () => {
    expect(healthAnswerBeforeRouting('/healthz')?.route).toBe(HEALTHZ_ROUTE);
    for (const path of [
      '/healthz?probe=1',
      '/healthz/',
      '/readyz',
      '/HEALTHZ',
      '/web/public/config/calculator',
    ])
      expect(healthAnswerBeforeRouting(path)).toBeUndefined();
  });

  it('sends the same status, headers, body and log line as the route', async () => {
    const cases: Record<string, string>[] = [
      { 'x-request-id': 'probe-1' },
      { 'x-request-id': 'probe-2', 'if-none-match': '*' },
    ];
    for (const headers of cases) {
      const fast = await raw(fastPort, 'GET', '/healthz', headers);
      const slow = await raw(routedPort, 'GET', '/healthz', headers);
      expect(fast.text).toBe(slow.text);
      expect(fast.text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n\{"status":"ok"\}$/);
      expect(fast.text).toMatch(/\r\nCache-Control: no-store\r\n/);
      expect(fast.log).toEqual(slow.log);
      expect(fast.log).toMatchObject({
        method: 'GET',
        route: '/healthz',
        status: 200,
        requestId: headers['x-request-id'],
      });
    }
    // An unsafe request id is replaced by a fresh one in both.
    const fast = await raw(fastPort, 'GET', '/healthz', { 'x-request-id': '<unsafe>' });
    expect(fast.text).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
    // A HEAD and a query go to the route and answer as before.
    for (const [method, path] of [
      ['HEAD', '/healthz'],
      ['GET', '/healthz?probe=1'],
    ] as const) {
      expect((await raw(fastPort, method, path)).text.replace(/x-request-id: [^\r]*/, '')).toBe(
        (await raw(routedPort, method, path)).text.replace(/x-request-id: [^\r]*/, ''),
      );
    }
  });
});
