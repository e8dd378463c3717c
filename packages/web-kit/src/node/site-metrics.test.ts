import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSiteMetrics, routePatternOf, siteOpsHandlers } from './site-metrics.mjs';

// Issue 40: a site's metrics by route pattern, health and readiness.
const routes = {
  root: { id: 'root' },
  'site:home': { id: 'site:home', parentId: 'root', index: true },
  'site:loan': { id: 'site:loan', parentId: 'root', path: '/prestamo/:id' },
  'site:loan-pay': { id: 'site:loan-pay', parentId: 'root', path: '/prestamo/pagar' },
  'site:web-proxy': { id: 'site:web-proxy', parentId: 'root', path: '/web/*' },
  'site:not-found': { id: 'site:not-found', parentId: 'root', path: '*' },
  layout: { id: 'layout', parentId: 'root', path: 'cuenta' },
  'layout:profile': { id: 'layout:profile', parentId: 'layout', path: 'perfil/:section?' },
};

describe('routePatternOf', () => {
  it('names the most specific pattern, never the concrete path', () => {
    const routeOf = routePatternOf(routes);
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/prestamo/5512345678')).toBe('/prestamo/:id');
    expect(routeOf('/prestamo/pagar')).toBe('/prestamo/pagar');
    expect(routeOf('/web/client/loan')).toBe('/web/*');
    expect(routeOf('/cuenta/perfil')).toBe('/cuenta/perfil/:section?');
    expect(routeOf('/cuenta/perfil/datos')).toBe('/cuenta/perfil/:section?');
    expect(routeOf('/assets/entry-abc.js')).toBe('/assets/*');
    expect(routeOf('/whatever/else')).toBe('/*');
    expect(routeOf('/readyz')).toBe('/readyz');
  });
});

describe('site metrics and health', () => {
  it('counts requests by route and status and answers /healthz, /readyz, /metrics', async () => {
    const metrics = createSiteMetrics({ service: 'web', routeOf: routePatternOf(routes) });
    const apiUp = true;
    const ops = siteOpsHandlers({
      metrics,
      apiUrl: 'http://api.internal:4000',
      fetch: (async () => new Response(null, { status: apiUp ? 200 : 503 })) as unknown as typeof fetch,
    });
    const server = createServer((req, res) => {
      metrics.middleware(req, res, () => {
        if (req.url === '/healthz') return ops.healthz(req, res);
        if (req.url === '/readyz') return ops.readyz(req, res);
        if (req.url === '/metrics') return ops.metrics(req, res);
        res.statusCode = req.url?.startsWith('/prestamo/') ? 200 : 404;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${base}/prestamo/1`);
      await fetch(`${base}/prestamo/2`);
      await fetch(`${base}/nada`);
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const text = await (await fetch(`${base}/metrics`)).text();
      expect(text).toMatch(
        /^http_requests_total\{route="\/prestamo\/:id",method="GET",status="200",service="web"\} 2$/m,
      );
      expect(text).toMatch(
        /^http_requests_total\{route="\/\*",method="GET",status="404",service="web"\} 1$/m,
      );
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{service="web",route="\/prestamo\/:id",method="GET"\} 2$/m,
      );
      expect(text).toMatch(/^process_resident_memory_bytes\{service="web"\} \d+/m);
      expect(text).not.toContain('/prestamo/1');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
