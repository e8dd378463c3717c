import { OpenAPIHono } from '@hono/zod-openapi';
import { DEV_SITE_API_KEY, errorEnvelope } from '@lender/contracts';
import { type Core, CoreError, platformClockOf, SANDBOX_VERIFF_PAGE_PATH } from '@lender/core';
import type { Database } from '@lender/core/db';
import type { Context, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type BodyKind, bodyGuard } from './http/body-guard';
import { createCallerAddress } from './http/caller-address';
import type { AppEnv } from './http/context';
import { handleError } from './http/error-handler';
import { requestIdOf, securityHeaders } from './http/security-headers';
import type { RequestLogLine } from './log';
import type { ProcessMetrics } from './metrics';
import { registerOpenApi } from './openapi';
import { UPLOAD_PATHS } from './routes/client-documents/client-documents.routes';
import { routeModules } from './routes/index';

/** Largest JSON body accepted (413 above it). Upload routes set their own, larger limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Options of {@link createApp}. */
export interface AppOptions {
  core: Core;
  /**
   * Largest request body in bytes.
   * @default BODY_LIMIT_BYTES (1 MiB)
   */
  bodyLimitBytes?: number;
  /**
   * Read the caller's address from `X-Forwarded-For`, its rightmost entry (only behind a reverse
   * proxy that appends to it).
   * @default false
   */
  trustProxy?: boolean;
  /**
   * The keys our sites prove themselves with (`X-Lender-Site-Key`, ADR 107): from such a caller the
   * browser's address in `X-Lender-Browser-Address` is the caller's address.
   * @default [DEV_SITE_API_KEY] outside production, none in production
   */
  siteApiKeys?: readonly string[];
  /**
   * Send `Strict-Transport-Security` (the API is served over HTTPS).
   * @default true in production
   */
  hsts?: boolean;
  /**
   * The process's Prometheus metrics (issue 40), answered at `GET /metrics` by a route of the app
   * (counted, logged and with the security headers like any other). Not in the OpenAPI document:
   * it is for the scraper, and the balancer answers 404 to it from outside (`deploy/nginx.conf`).
   * @default none: `GET /metrics` is 404
   */
  metrics?: ProcessMetrics;
  /**
   * Writes a request's log line. The server passes its process logger's `request` (the same JSON
   * line as `info('request', …)`, without pino's generic serialization; ADR 268).
   * @default core.logger.info('request', line)
   */
  requestLog?: (line: RequestLogLine) => void;
  /**
   * The database the risk and regulator reports read: a streaming replica (`DATABASE_REPLICA_URL`),
   * so their month-long sums do not load the primary.
   * @default core.db
   */
  reportsDb?: Database;
}

/** The scoring collector's upload, which also takes the page's last chunk by `sendBeacon` (text/plain). */
const COLLECTOR_UPLOAD_PATH = '/api/datasets/v1/upload';

/** The media type a path's body must have: uploads are multipart, the sandbox pages post forms. */
export function bodyKindOf(path: string): BodyKind {
  if (UPLOAD_PATHS.has(path)) return 'multipart';
  if (path.startsWith(`${SANDBOX_VERIFF_PAGE_PATH}/`)) return 'form';
  if (path === COLLECTOR_UPLOAD_PATH) return 'beacon';
  return 'json';
}

/**
 * The API as a Hono app: no listening socket, so tests call `app.request()` in process and the
 * server wraps it with @hono/node-server.
 */
export function createApp(options: AppOptions): OpenAPIHono<AppEnv> {
  const { core } = options;
  const reportsDb = options.reportsDb ?? core.db;
  // A sandbox or staging deployment's platform clock (issue 54): read again at most once a second.
  const platform = platformClockOf(core.clock);
  const app = new OpenAPIHono<AppEnv>();

  const hsts = options.hsts ?? core.environment === 'production';
  const callerAddress = createCallerAddress(
    {
      trustProxy: options.trustProxy ?? false,
      siteApiKeys: options.siteApiKeys ?? (core.environment === 'production' ? [] : [DEV_SITE_API_KEY]),
    },
    core.logger,
  );
  const withSecurityHeaders = securityHeaders({ hsts });
  const globalBodyLimit = bodyLimit({
    maxSize: options.bodyLimitBytes ?? BODY_LIMIT_BYTES,
    onError: () => {
      throw new CoreError('payload_too_large');
    },
  });
  // Media type, nesting depth and NUL characters, before any route reads the body (issue 10).
  const bodyChecks = bodyGuard(bodyKindOf);

  /**
   * The body limit and checks, then the routes. Document uploads carry their own, larger limit
   * (the configured document size, ADR 024). GET and HEAD carry no body (a web `Request` of either
   * has none, so the limit never applied to them): they skip it without touching
   * `c.req.raw.body`, which would make @hono/node-server build a full `Request` with a stream and an
   * AbortController for every call (issue 17). A refusal is answered here by the error handler,
   * as Hono's dispatcher answers a middleware's error, so the headers and the log line follow.
   */
  const checkedBody = async (c: Context<AppEnv>, next: Next): Promise<void> => {
    try {
      if (c.req.method === 'GET' || c.req.method === 'HEAD' || UPLOAD_PATHS.has(c.req.path)) {
        await bodyChecks(c, next);
      } else {
        await globalBodyLimit(c, async () => {
          await bodyChecks(c, next);
        });
      }
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      c.res = await handleError(error, c);
    }
  };

  const requestLog =
    options.requestLog ?? ((line: RequestLogLine) => core.logger.info('request', { ...line }));
  /**
   * The request's log line. The route pattern, never the concrete path: paths can carry a phone or
   * a CURP (`/client/check/phone/…`) and personal data must not reach the log.
   */
  const logRequest = (requestId: string, method: string, route: string, status: number, started: number) => {
    requestLog({ requestId, method, route, status, ms: Math.round(performance.now() - started) });
  };

  // Every request's edge work in one middleware (issue 17: each middleware Hono dispatches costs
  // about 4,000 instructions a call, ADR 252): the context, the security headers, the body limit
  // and checks, and the request's log line.
  app.use('*', async (c, next) => {
    c.set('core', core);
    c.set('db', core.db);
    c.set('reportsDb', reportsDb);
    c.set('requestId', requestIdOf(c.req.header('x-request-id')));
    c.set('clientIp', callerAddress(c));
    if (platform) await platform.refresh(core.db);
    const started = performance.now();
    await withSecurityHeaders(c, () => checkedBody(c, next));
    logRequest(c.get('requestId'), c.req.method, c.req.routePath, c.res.status, started);
  });

  for (const module of routeModules) app.route('/', module);
  registerOpenApi(app);
  const { metrics } = options;
  if (metrics) {
    app.get('/metrics', async () => {
      const { contentType, body } = await metrics.render();
      return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
    });
  }

  app.notFound((c) => c.json(errorEnvelope('not_found'), 404));
  app.onError(handleError);
  return app;
}
