import { forwardedCookieHeader } from './api';
import type { SessionKit } from './session';
import { bareToken } from './token';

export interface ProxyOptions {
  /** The API's origin, without `/web`. */
  readonly apiBaseUrl: string;
  readonly kit: SessionKit;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
}

// Hop-by-hop and identity headers never travel through the proxy: the browser's cookies stay on
// the site, its Authorization (none expected) is replaced, and encodings are the proxy's own.
// Validators do not travel either: the proxy's answers are `no-store`, its body may differ from
// the API's (a carried token taken out, the site's compression), so the API's entity tag would
// name bytes the browser never gets, and a conditional request could bring back a 304 for an
// answer the browser does not hold.
const DROP_REQUEST = [
  'host',
  'cookie',
  'authorization',
  'connection',
  'content-length',
  'keep-alive',
  'te',
  'upgrade',
  'if-none-match',
  'if-modified-since',
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

/**
 * `/web/*` on the site, proxied to the API with `Authorization: Bearer <session token>` (spec §7,
 * ARCHITECTURE §8) for the few calls browser code makes. A JSON answer carrying `Authorization`
 * (a refresh, a login) is stored in the session and removed from the body, so browser code never
 * sees a token; a 401/403 of a private path deletes the session cookie. Paths outside `/web/` are
 * answered 404 without calling the API.
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
  request.headers.forEach((value, key) => {
    if (!DROP_REQUEST.includes(key.toLowerCase())) headers.set(key, value);
  });
  if (token) headers.set('authorization', `Bearer ${token}`);
  const forwarded = forwardedCookieHeader(request);
  if (forwarded) headers.set('cookie', forwarded);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    redirect: 'manual',
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  };
  const upstream = await (options.fetch ?? globalThis.fetch)(target, init);

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!DROP_RESPONSE.includes(key.toLowerCase())) responseHeaders.set(key, value);
  });
  responseHeaders.set('cache-control', 'no-store');

  let body: BodyInit | null = upstream.body;
  const type = upstream.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await upstream.text();
    body = text;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'Authorization' in parsed) {
        const { Authorization: carried, ...rest } = parsed as Record<string, unknown>;
        if (typeof carried === 'string' && carried !== '') {
          options.kit.setToken(session, bareToken(carried));
          responseHeaders.append('Set-Cookie', await options.kit.commit(session));
        }
        body = JSON.stringify(rest);
      }
    } catch {
      // Not JSON after all: pass it through untouched.
    }
  }
  if (
    (upstream.status === 401 || upstream.status === 403) &&
    url.pathname.startsWith('/web/private/') &&
    token
  ) {
    responseHeaders.append('Set-Cookie', await options.kit.destroy(session));
  }
  return new Response(body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
