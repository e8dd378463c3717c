// Prometheus metrics of the API server and the worker (issue 40): requests by route and status, a
// latency histogram, the database pool, the job queue and its failures, and the process's own
// (memory, CPU, event-loop delay), as text at GET /metrics. prom-client, one registry per process.
import type { RequestListener, Server } from 'node:http';
import type { Logger } from '@lender/core';
import type { DatabaseHandle } from '@lender/core/db';
import { sql } from '@lender/db/orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { RequestLogLine } from './log';
import { baseUrlOf, listen } from './process-start';

/** Latency buckets in seconds: a cached answer is a millisecond, a document render a few hundred. */
export const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The metrics of one process. */
export interface ProcessMetrics {
  readonly registry: Registry;
  /** Counts a request and its latency (the API's request log line carries route, status and ms). */
  observeRequest(line: Pick<RequestLogLine, 'method' | 'route' | 'status' | 'ms'>): void;
  /** The exposition text and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** The requests of one label set counted since the last scrape, and its labels made once. */
interface RequestCount {
  readonly labels: { route: string; method: string; status: string };
  readonly latencyLabels: { route: string; method: string };
  pending: number;
}

/**
 * The metrics of a process (`service` = `api` or `worker`) over its database handle: the pool's
 * connections by state and the queue's jobs by name and state are read at each scrape.
 */
export function createProcessMetrics(options: {
  service: 'api' | 'worker';
  handle: Pick<DatabaseHandle, 'stats' | 'db'>;
  /** Read the queue (`pgboss.job`) at each scrape. @default true */
  jobs?: boolean;
}): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  collectDefaultMetrics({ register: registry });
  // A request's count is an increment of its label set's own counter, handed to prom-client when
  // it is scraped (issue 49): prom-client hashes and checks a label object at every `inc`.
  const counted = new Map<string, RequestCount>();
  new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
    collect() {
      for (const count of counted.values()) {
        if (count.pending === 0) continue;
        this.inc(count.labels, count.pending);
        count.pending = 0;
      }
    },
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections: in use, idle, callers waiting for one, and the pool size',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.handle.stats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  if (options.jobs ?? true) {
    new Gauge({
      name: 'jobs_queued',
      help: 'Jobs in the queue by name and state: created and retry are its depth, failed the runs that failed after their retries',
      labelNames: ['job', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const result = (await options.handle.db.execute(
            sql`select name, state::text as state, count(*)::int as n from pgboss.job group by name, state`,
          )) as unknown as { rows: Array<{ name: string; state: string; n: number }> };
          for (const row of result.rows) this.set({ job: row.name, state: row.state }, row.n);
        } catch {
          // No queue yet (the runner creates its schema at start): nothing to show.
        }
      },
    });
  }
  return {
    registry,
    observeRequest(line) {
      const route = line.route || 'unmatched';
      const key = `${line.status} ${line.method} ${route}`;
      let count = counted.get(key);
      if (count === undefined) {
        count = {
          labels: { route, method: line.method, status: String(line.status) },
          latencyLabels: { route, method: line.method },
          pending: 0,
        };
        counted.set(key, count);
      }
      count.pending += 1;
      latency.observe(count.latencyLabels, line.ms / 1000);
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/** What the worker's small HTTP server answers (see {@link startOpsServer}). */
export interface OpsAnswers {
  metrics: ProcessMetrics;
  ready: () => Promise<boolean>;
}

/**
 * The worker's answers (it has no API): `GET /healthz` (the process answers), `/readyz` (the
 * database answers) and `/metrics`. Everything else is 404.
 */
export function opsListener(options: OpsAnswers): RequestListener {
  return (req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'Method Not Allowed');
    if (path === '/healthz') return send(200, 'application/json', '{"status":"ok"}');
    if (path === '/readyz') {
      void options
        .ready()
        .catch(() => false)
        .then((ok) =>
          send(ok ? 200 : 503, 'application/json', ok ? '{"status":"ok"}' : '{"status":"unavailable"}'),
        );
      return;
    }
    if (path === '/metrics') {
      void options.metrics.render().then(
        ({ contentType, body }) => send(200, contentType, body),
        () => send(500, 'text/plain', 'metrics failed'),
      );
      return;
    }
    send(404, 'text/plain', 'Not Found');
  };
}

/** The worker's small HTTP server on `port` and `host` ({@link opsListener}), listening. */
export async function startOpsServer(
  options: OpsAnswers & { port: number; host: string; logger: Logger },
): Promise<Server> {
  const server = await listen(opsListener(options), options.port, options.host);
  options.logger.info(`worker health and metrics on ${baseUrlOf(server)}`);
  return server;
}
