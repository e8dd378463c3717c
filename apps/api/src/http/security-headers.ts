import { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * A caller's `x-request-id` is echoed back (and logged) only when it is short and made of safe
 * characters; anything else is replaced by a fresh UUID (issue 10 point 10). 64 characters hold a
 * UUID, a ULID or a trace id with a prefix.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request id of a call: the caller's when safe (see {@link REQUEST_ID_PATTERN}), else a new UUID. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && REQUEST_ID_PATTERN.test(header) ? header : crypto.randomUUID();
}

/**
 * The Content-Security-Policy of every JSON response: it loads nothing and may not be framed.
 * (OWASP REST Security Cheat Sheet, "Security headers".)
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The Content-Security-Policy of the HTML pages the API serves (`/web/docs`, the sandbox identity
 * page): no script at all, inline styles only, forms post back to the API itself, never framed.
 */
export const HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** HSTS of production: one year, subdomains included (the API is only served over HTTPS there). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers every response carries (a handler may replace `Cache-Control` or the CSP with its own). */
export function securityHeaderValues(options: { hsts: boolean }): Readonly<Record<string, string>> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    // The API answers about people and money: nothing is stored by a browser or a shared cache
    // unless a handler says otherwise (public, cacheable content sets its own `Cache-Control`).
    'Cache-Control': 'no-store',
    'Content-Security-Policy': API_CSP,
    'X-Frame-Options': 'DENY',
    ...(options.hsts && { 'Strict-Transport-Security': HSTS }),
  };
}

/**
 * Node's response of a request served by `@hono/node-server`, from the `env` it passes to `fetch`
 * (`c.env`; absent in `app.request()` tests).
 */
export function nodeResponseOf(env: unknown): ServerResponse | undefined {
  const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/** The security headers of {@link securityHeaderValues} as entries, in the order they are written. */
type SecurityHeaderEntries = ReadonlyArray<readonly [string, string]>;

/** Writes the security headers and the request id on Node's response, before anything else is written. */
function setSecurityHeadersOn(
  outgoing: ServerResponse,
  entries: SecurityHeaderEntries,
  requestId: string,
): void {
  for (const [name, value] of entries) outgoing.setHeader(name, value);
  outgoing.setHeader('x-request-id', requestId);
}

/**
 * Sets the security headers and the request id on every response (issue 10 point 10, ADR 207).
 *
 * Served by Node (`@hono/node-server`), they are set on Node's response before the handler runs
 * (ADR 076): Node merges them under the headers Hono writes, which win by name, so a handler's own
 * `Cache-Control` or CSP still replaces the default, a response a handler built itself (an
 * idempotent replay) or the error handler's gets them too, and Hono's response keeps the plain
 * headers `@hono/node-server` writes without a `Headers` object (issue 17: the seven `Headers`
 * writes per call were a quarter of what `/healthz` cost). In process (`app.request()`, tests) they
 * go on Hono's response: set before the handler runs, and added afterwards to a response the
 * handler built itself.
 */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler<AppEnv> {
  const values: SecurityHeaderEntries = Object.entries(securityHeaderValues(options));
  return async (c, next) => {
    const outgoing = nodeResponseOf(c.env);
    if (outgoing) {
      setSecurityHeadersOn(outgoing, values, c.get('requestId'));
      return next();
    }
    for (const [name, value] of values) c.header(name, value);
    c.header('x-request-id', c.get('requestId'));
    await next();
    if (!c.res.headers.has('x-content-type-options')) {
      for (const [name, value] of values) if (!c.res.headers.has(name)) c.header(name, value);
      c.header('x-request-id', c.get('requestId'));
    }
  };
}
