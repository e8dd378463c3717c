// A site server's metrics and health (issue 40): Prometheus text at GET /metrics (requests by route
// pattern and status, a latency histogram, the process's memory, CPU and event-loop delay),
// GET /healthz (the process answers) and GET /readyz (the API behind it answers). The route is the
// Remix route's path pattern (`/prestamo/:id`), never the concrete path: paths are many and can
// carry personal data.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Latency buckets in seconds (a static file is a millisecond, a page render a few hundred). */
export const SITE_LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The server's own paths, named as they are. */
const OWN_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/monitoring/browser-error']);

/**
 * The path patterns of a Remix build's routes (`build.routes`), most specific first, and a function
 * naming a path's pattern: `/assets/*` for hashed files, the matching route's full pattern, or
 * `unmatched`.
 * @param {Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>} routes
 * @returns {(path: string) => string}
 */
export function routePatternOf(routes) {
  /** @type {(id: string | undefined) => string[]} */
  const segmentsOf = (id) => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return [];
    const own = (route.path ?? '').split('/').filter(Boolean);
    return [...segmentsOf(route.parentId), ...own];
  };
  const patterns = [
    ...new Map(
      Object.values(routes)
        .filter((route) => route.path !== undefined || route.index)
        .map((route) => segmentsOf(route.id))
        .map((segments) => [segments.join('/'), segments]),
    ).values(),
  ]
    .map((segments) => ({
      text: `/${segments.join('/')}`,
      // Static segments weigh most, then the number of segments; a splat loses to any other match.
      score:
        segments.filter((s) => !s.startsWith(':') && s !== '*').length * 100 +
        segments.length * 10 -
        (segments.includes('*') ? 1000 : 0),
      regex: new RegExp(
        `^${segments
          .map((s) => {
            if (s === '*') return '(?:/.*)?';
            if (s.startsWith(':')) return s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
            const literal = s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            return s.endsWith('?') ? `(?:/${literal.slice(0, -2)})?` : `/${literal}`;
          })
          .join('')}/?$`,
        'i',
      ),
    }))
    .sort((a, b) => b.score - a.score);
  const seen = new Map();
  return (path) => {
    if (path.startsWith('/assets/')) return '/assets/*';
    if (OWN_PATHS.has(path)) return path;
    const cached = seen.get(path);
    if (cached !== undefined) return cached;
    const found = patterns.find((p) => p.regex.test(path))?.text ?? 'unmatched';
    if (seen.size < 5000) seen.set(path, found);
    return found;
  };
}

/**
 * The metrics of a site's server.
 * @param {{ service: string; routeOf: (path: string) => string }} options
 */
export function createSiteMetrics(options) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: SITE_LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    /**
     * Express middleware: counts every request when its answer has gone.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} next
     */
    middleware(req, res, next) {
      const started = performance.now();
      res.once('finish', () => {
        const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
        const route = options.routeOf(path);
        const method = req.method ?? 'GET';
        requests.inc({ route, method, status: String(res.statusCode) });
        latency.observe({ route, method }, (performance.now() - started) / 1000);
      });
      next();
    },
    /** @returns {Promise<{ contentType: string; body: string }>} */
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/**
 * The handlers of `/healthz`, `/readyz` and `/metrics` for a site's server (Express or plain Node).
 * Readiness asks the API's `/healthz` (at most once a second, 2 s timeout).
 * @param {{ metrics: { render(): Promise<{ contentType: string; body: string }> }; apiUrl: string; fetch?: typeof fetch }} options
 */
export function siteOpsHandlers(options) {
  const doFetch = options.fetch ?? fetch;
  let checkedAt = 0;
  /** @type {Promise<boolean> | undefined} */
  let last;
  const apiAnswers = () => {
    const now = Date.now();
    if (!last || now - checkedAt > 1000) {
      checkedAt = now;
      last = doFetch(new URL('/healthz', options.apiUrl), { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
    }
    return last;
  };
  const send = (
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {number} */ status,
    /** @type {string} */ type,
    /** @type {string} */ body,
  ) => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(body);
  };
  return {
    /** @param {import('node:http').IncomingMessage} _req @param {import('node:http').ServerResponse} res */
    healthz(_req, res) {
      send(res, 200, 'application/json', '{"status":"ok"}');
    },
    /** @param {import('node:http').IncomingMessage} _req @param {import('node:http').ServerResponse} res */
    readyz(_req, res) {
      void apiAnswers().then((ok) =>
        send(res, ok ? 200 : 503, 'application/json', ok ? '{"status":"ok"}' : '{"status":"unavailable"}'),
      );
    },
    /** @param {import('node:http').IncomingMessage} _req @param {import('node:http').ServerResponse} res */
    metrics(_req, res) {
      void options.metrics.render().then(
        ({ contentType, body }) => send(res, 200, contentType, body),
        () => send(res, 500, 'text/plain', 'metrics failed'),
      );
    },
  };
}
