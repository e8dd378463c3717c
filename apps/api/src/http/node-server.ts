import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';

/**
 * Answers a request on Node's own objects, before `@hono/node-server` wraps it for Hono, and says
 * whether it did (`false`: the request goes to Hono unchanged, nothing written).
 */
export type NodeAnswerer = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

/** The answerer `createApp` registered for its app (ADR 099). */
const answerers = new WeakMap<OpenAPIHono<AppEnv>, NodeAnswerer>();

/** Registers what `app` answers before Hono when served by {@link createApiServer}. */
export function answerOnNode(app: OpenAPIHono<AppEnv>, answerer: NodeAnswerer): void {
  answerers.set(app, answerer);
}

// What `@hono/node-server` takes as it is when it builds a request's URL (`buildUrl`, 2.x): a
// request target of these characters with no dot segment, and a plain host. Anything else it
// parses, normalizes or refuses (400), so only such requests are answered before it: for them the
// path and query it would hand Hono are exactly `incoming.url`.
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * The request target of a `GET` that `@hono/node-server` would pass to Hono as it was sent (the
 * path and query of its URL), or `undefined` for one it would rewrite or refuse, or another method.
 */
export function plainGetTarget(incoming: IncomingMessage): string | undefined {
  if (incoming.method !== 'GET') return undefined;
  const target = incoming.url;
  if (target === undefined || !PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target)) return undefined;
  const host = incoming.headers.host;
  if (host === undefined || !PLAIN_HOST.test(host)) return undefined;
  return target;
}

/**
 * The API's HTTP server (not listening yet): Hono's app behind `@hono/node-server`, and in front of
 * it the answers `createApp` registered to give on Node's own objects (the public calculator's
 * cached and plainly valid answers, ADR 099). Listen with `server.listen(port, host)`.
 *
 * @param options.hostname the host of a request that names none (HTTP/1.0), as `serve()` takes it.
 */
export function createApiServer(app: OpenAPIHono<AppEnv>, options: { hostname?: string } = {}): Server {
  const routed = getRequestListener(app.fetch, { hostname: options.hostname });
  const answerer = answerers.get(app);
  if (!answerer) return createServer(routed);
  return createServer((incoming, outgoing) => {
    if (answerer(incoming, outgoing)) return;
    return routed(incoming, outgoing);
  });
}
