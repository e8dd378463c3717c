import { errorEnvelope } from '@lender/contracts/common';
import { forwardedCookieHeader } from './api';
import { connectionNamed, FORWARDING_HEADERS, HOP_BY_HOP_HEADERS } from './node/headers.mjs';
import type { SessionKit } from './session';
import { BROWSER_ADDRESS_HEADER, SITE_KEY_HEADER, siteHopHeaders } from './site-hop';
import { bareToken } from './token';

export interface ProxyOptions {
  /** The API's origin, without `/web`. */
  readonly apiBaseUrl: string;
  readonly kit: SessionKit;
  /** The site's key: the API limits per browser behind it (the trusted hop, ADR 107). */
  readonly siteKey?: string;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** The largest body the proxy carries. @default PROXY_BODY_LIMIT_BYTES */
  readonly bodyLimitBytes?: number;
}

/**
 * The API's limit for a JSON body (1 MiB, `BODY_LIMIT_BYTES` of the API): every call browser code
 * makes through `/web` is JSON (uploads go through the sites' own actions).
 */
export const PROXY_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * How much of a refused body the proxy still reads and throws away, so the browser, still sending,
 * gets the 413 rather than a reset connection; past it the connection is closed.
 */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

// What never travels through the proxy (issue 35): the browser's cookies stay on the site, its
// Authorization (none expected) is replaced; hop-by-hop headers (RFC 9110 §7.6.1) and `Expect` belong
// to the browser's connection, not to the proxy's (undici refuses `Expect` and `Transfer-Encoding`,
// and the site's server has already answered `100-continue`); addresses are the trusted hop's to
// tell, never the browser's (`X-Forwarded-For`, the hop's own headers); a request id is the API's to
// give, not the browser's to choose (it is echoed and logged).
// Validators do not travel either: the proxy's answers are `no-store`, its body may differ from
// the API's (a carried token taken out, the site's compression), so the API's entity tag would
// name bytes the browser never gets, and a conditional request could bring back a 304 for an
// answer the browser does not hold.
export const PROXY_DROPPED_REQUEST_HEADERS: readonly string[] = [
  'host',
  'cookie',
  'authorization',
  'content-length',
  'if-none-match',
  'if-modified-since',
  'x-request-id',
  ...HOP_BY_HOP_HEADERS,
  ...FORWARDING_HEADERS,
  SITE_KEY_HEADER.toLowerCase(),
  BROWSER_ADDRESS_HEADER.toLowerCase(),
];
const DROP_RESPONSE = [
  'set-cookie',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'last-modified',
];

/** A 403 that ends the session (anything else refuses one call and keeps the borrower signed in). */
const SESSION_ENDING_403 = new Set(['user_blocked', 'session_revoked']);

/**
 * Whether an answer may delete the session cookie (issue 35): only a 401 (the token is dead) or a
 * 403 that ends the session, to a request the browser made from this site itself (`Sec-Fetch-Site`
 * `same-origin`, or none: not a browser). A link or a form on another site never logs anyone out.
 */
function endsSession(request: Request, status: number, code: unknown): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  return status === 401 || (status === 403 && typeof code === 'string' && SESSION_ENDING_403.has(code));
}

/**
 * The request's body, whole, or `null` when it is over `limit` (what is left of it is read and
 * dropped). Why whole: the API refuses a body over its limit as soon as it sees it and closes the
 * connection, and a body still streaming then fails the proxy's write, so the browser got the
 * proxy's 502 instead of the API's 413; a body under the limit, sent with its length, is one the
 * API reads to the end.
 */
async function boundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const declared = Number(request.headers.get('content-length'));
  let over = Number.isFinite(declared) && declared > limit;
  const chunks: Uint8Array[] = [];
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    over ||= read > limit;
    if (!over) chunks.push(value);
    else if (read > limit + DISCARD_LIMIT_BYTES) {
      await reader.cancel();
      break;
    }
  }
  if (over) return null;
  const body = new Uint8Array(read);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** An answer of the proxy's own, in the API's envelope. */
function ownAnswer(code: 'payload_too_large' | 'service_unavailable', status: 413 | 503): Response {
  return Response.json(errorEnvelope(code), { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * `/web/*` on the site, proxied to the API with `Authorization: Bearer <session token>` (spec §7,
 * ARCHITECTURE §8) for the few calls browser code makes. A JSON answer carrying `Authorization`
 * (a refresh, a login) is stored in the session and removed from the body, so browser code never
 * sees a token; a 401/403 of a private path deletes the session cookie. Paths outside `/web/` are
 * answered 404 without calling the API. Every answer of the API, a refusal included, reaches the
 * browser as the API gave it; the proxy answers by itself only a body over `bodyLimitBytes` (413
 * `payload_too_large`, as the API would) and an API it cannot reach (503 `service_unavailable`).
 *
 * @example
 * // app/routes/web.$.ts
 * export const loader = ({ request }: LoaderFunctionArgs) => proxyToApi(request, { apiBaseUrl, kit });
 * export const action = loader;
 */
export async function proxyToApi(request: Request, options: ProxyOptions): Promise<Response> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/web/')) return new Response('Not found', { status: 404 });
  const target = new URL(`${url.pathname}${url.search}`, options.apiBaseUrl);
  const session = await options.kit.getSession(request);
  const token = options.kit.getToken(session);

  const headers = new Headers();
  const named = connectionNamed(request.headers.get('connection'));
  request.headers.forEach((value, key) => {
    const lower = key.toLowerCase();
    if (!PROXY_DROPPED_REQUEST_HEADERS.includes(lower) && !named.includes(lower)) headers.set(key, value);
  });
  if (options.siteKey !== undefined)
    for (const [key, value] of Object.entries(siteHopHeaders(options.siteKey))) headers.set(key, value);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const forwarded = forwardedCookieHeader(request);
  if (forwarded) headers.set('cookie', forwarded);

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const whole = await boundedBody(request, options.bodyLimitBytes ?? PROXY_BODY_LIMIT_BYTES);
    if (whole === null) return ownAnswer('payload_too_large', 413);
    body = whole;
  }
  const init: RequestInit = {
    method: request.method,
    headers,
    redirect: 'manual',
    signal: request.signal,
    ...(body === undefined ? {} : { body }),
  };
  let upstream: Response;
  try {
    upstream = await (options.fetch ?? globalThis.fetch)(target, init);
  } catch (error) {
    if (request.signal.aborted) throw error;
    // The API did not answer (down, or unreachable): a 503 in the API's envelope, not a 500 with
    // a stack. Any answer the API gave, a refusal too, is passed on below.
    console.warn('web proxy: the API did not answer', (error as Error).message);
    return ownAnswer('service_unavailable', 503);
  }

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!DROP_RESPONSE.includes(key.toLowerCase())) responseHeaders.set(key, value);
  });
  responseHeaders.set('cache-control', 'no-store');

  let answer: BodyInit | null = upstream.body;
  let code: unknown;
  const type = upstream.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await upstream.text();
    answer = text;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') code = (parsed as { code?: unknown }).code;
      if (parsed && typeof parsed === 'object' && 'Authorization' in parsed) {
        const { Authorization: carried, ...rest } = parsed as Record<string, unknown>;
        if (typeof carried === 'string' && carried !== '') {
          options.kit.setToken(session, bareToken(carried));
          responseHeaders.append('Set-Cookie', await options.kit.commit(session));
        }
        answer = JSON.stringify(rest);
      }
    } catch {
      // Not JSON after all: pass it through untouched.
    }
  }
  if (token && url.pathname.startsWith('/web/private/') && endsSession(request, upstream.status, code)) {
    responseHeaders.append('Set-Cookie', await options.kit.destroy(session));
  }
  return new Response(answer, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
