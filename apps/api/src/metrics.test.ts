import { memoryLogger } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createProcessMetrics, type ProcessMetrics, startOpsServer } from './metrics';
import { createTestApp, type TestApp } from './test/test-app';

// Issue 40: Prometheus text of the API and the worker.
let t: TestApp;
let metrics: ProcessMetrics;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  metrics = createProcessMetrics({
    service: 'api',
    handle: { db: t.core.db, stats: () => ({ total: 7, idle: 3, waiting: 2, max: 10 }) },
  });
  app = createApp({ core: t.core, metrics, requestLog: (line) => metrics.observeRequest(line) });
});
afterAll(async () => {
  await t.close();
});

describe('process metrics', () => {
  it('counts requests by route pattern and status, with a latency histogram', async () => {
    await app.request('/healthz');
    await app.request('/healthz');
    await app.request('/web/public/nothing-here');
    const { contentType, body } = await metrics.render();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toMatch(
      /^http_requests_total\{route="\/healthz",method="GET",status="200",service="api"\} 2$/m,
    );
    expect(body).toMatch(/^http_requests_total\{route="[^"]*",method="GET",status="404",service="api"\} 1$/m);
    expect(body).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",service="api",route="\/healthz",method="GET"\} 2$/m,
    );
    expect(body).not.toContain('nothing-here');
  });

  it('shows the pool by state, and the process (memory, event loop)', async () => {
    const { body } = await metrics.render();
    expect(body).toMatch(/^db_pool_connections\{state="in_use",service="api"\} 4$/m);
    expect(body).toMatch(/^db_pool_connections\{state="waiting",service="api"\} 2$/m);
    expect(body).toMatch(/^db_pool_connections\{state="max",service="api"\} 10$/m);
    expect(body).toMatch(/^process_resident_memory_bytes\{service="api"\} \d+/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds\{service="api"\}/m);
  });

  it('the API answers GET /metrics by a route of its app: counted, logged, with the security headers', async () => {
    const res = await app.request('/metrics', { headers: { 'x-request-id': 'scrape-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBe('scrape-1');
    expect(await res.text()).toMatch(/^db_pool_connections\{state="max",service="api"\} 10$/m);
    // The scrape itself is a request like any other.
    expect((await metrics.render()).body).toMatch(
      /^http_requests_total\{route="\/metrics",method="GET",status="200",service="api"\} 1$/m,
    );
    // An app given no metrics has no such route.
    expect((await t.app.request('/metrics')).status).toBe(404);
  });

  it('the worker answers /healthz, /readyz and /metrics on its own port', async () => {
    let ready = true;
    const server = await startOpsServer({
      port: 0,
      host: '127.0.0.1',
      metrics: createProcessMetrics({ service: 'worker', handle: { db: t.core.db } }),
      ready: async () => ready,
      logger: memoryLogger(),
    });
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      ready = false;
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      const text = await (await fetch(`${base}/metrics`)).text();
      expect(text).toMatch(/^process_cpu_seconds_total\{service="worker"\}/m);
      expect(text).toContain('# TYPE jobs_queued gauge');
      expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
