// The doors of a site's Node server (issue 35, ADR 107): what every request of the borrower site and
// the back-office passes before and after Remix. Plain JavaScript: the apps' `server.mjs` (Node, no
// build step) import it; it takes the app's own Remix handler, so each app keeps its Remix version.
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@remix-run/node';
import { runWithBrowserAddress } from './browser-address.mjs';
import { FORBIDDEN_CSP, forbiddenPageHtml } from './forbidden-page.mjs';
import { connectionNamed, FORWARDING_HEADERS, HOP_BY_HOP_HEADERS } from './headers.mjs';
import { isCrossSite } from './origin-check.mjs';
import { createPageCache } from './page-cache.mjs';
import { siteApiKeyFromEnv } from './site-key.mjs';

export { forbiddenPageHtml, forbiddenWordsOf } from './forbidden-page.mjs';

/**
 * Request headers never handed to the app: hop-by-hop ones and `Expect` (Node has answered it), and
 * the forwarding headers, read here when a front proxy is trusted, then dropped, so no route reads
 * what a browser sent.
 */
export const DROPPED_REQUEST_HEADERS = [...HOP_BY_HOP_HEADERS, ...FORWARDING_HEADERS];

/**
 * How many proxies in front of the site to believe (`TRUST_PROXY`): `true` is one, a number is that
 * many, anything else (unset, `false`, `0`) none.
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustProxyFromEnv(value) {
  const raw = (value ?? '').trim().toLowerCase();
  if (raw === 'true' || raw === 'yes') return 1;
  if (/^\d+$/.test(raw)) return Math.min(Number(raw), 10);
  if (raw === '' || raw === 'false' || raw === 'no') return 0;
  throw new Error('TRUST_PROXY must be true, false or the number of proxies in front of the site');
}

/**
 * What the site's doors read from the environment: `TRUST_PROXY` (`trustProxyFromEnv`) and
 * `PUBLIC_ORIGINS`, the other origins allowed to post (comma-separated). It also checks
 * `SITE_API_KEY` (`siteApiKeyFromEnv`), so a production site without a key of its own stops when
 * its server starts, not at its first request (`DEPLOYMENT_STAGE=local` runs a production build on
 * a laptop with the development key).
 * @param {Record<string, string | undefined>} env
 * @returns {{ trustProxy: number; allowedOrigins: string[] }}
 */
export function siteDoorsFromEnv(env) {
  const production = env.NODE_ENV === 'production' && env.DEPLOYMENT_STAGE !== 'local';
  siteApiKeyFromEnv({ ...env, NODE_ENV: production ? 'production' : 'development' });
  return {
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    allowedOrigins: (env.PUBLIC_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

/**
 * `::ffff:203.0.113.7` → `203.0.113.7`; anything that is not an address → `undefined`.
 * @param {string | undefined} value
 * @returns {string | undefined}
 */
export function normalizeAddress(value) {
  const trimmed = value?.trim().replace(/^\[|\]$/g, '');
  if (!trimmed) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const address = mapped ? mapped[1] : trimmed;
  return address !== undefined && isIP(address) !== 0 ? address : undefined;
}

/**
 * The browser's address: the socket's, or with `trustProxy` proxies in front the entry of
 * `X-Forwarded-For` that the outermost trusted proxy wrote (counted from the right: entries further
 * left were written by whoever called that proxy, a browser included).
 * @param {string | undefined} socketAddress
 * @param {string | undefined} forwardedFor
 * @param {number} trustProxy
 * @returns {string | undefined}
 */
export function browserAddressOf(socketAddress, forwardedFor, trustProxy) {
  const socket = normalizeAddress(socketAddress);
  if (trustProxy <= 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    socketAddress ?? '',
  ];
  const index = Math.max(0, chain.length - 1 - trustProxy);
  return normalizeAddress(chain[index]) ?? socket;
}

/**
 * `Cache-Control: no-store` where an answer is personal (issue 35): every answer that sets a cookie
 * (a redirect after a login included), and every answer to a request that carries one of the app's
 * session cookies, unless it declares itself `public` (the route manifest).
 * @param {Headers} requestHeaders
 * @param {Headers} responseHeaders
 * @param {readonly string[]} sessionCookies
 */
export function applyNoStore(requestHeaders, responseHeaders, sessionCookies) {
  if (responseHeaders.getSetCookie().length > 0) {
    responseHeaders.set('Cache-Control', 'no-store');
    return;
  }
  const cookie = requestHeaders.get('cookie') ?? '';
  const carries = sessionCookies.some((name) => new RegExp(`(?:^|;)\\s*${escapeRegExp(name)}=`).test(cookie));
  if (!carries) return;
  const current = responseHeaders.get('cache-control') ?? '';
  if (/\bpublic\b/i.test(current) || /\bno-store\b/i.test(current)) return;
  responseHeaders.set('Cache-Control', 'no-store');
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * @typedef {object} SiteListenerOptions
 * @property {(request: Request) => Promise<Response>} handle The app's Remix handler
 *   (`createRequestHandler(build, mode)` of the app's own `@remix-run/node`).
 * @property {number} [trustProxy] Proxies in front of the site to believe (`trustProxyFromEnv`).
 * @property {readonly string[]} [sessionCookies] The app's session cookie names (answers to a request
 *   carrying one are `no-store`).
 * @property {readonly string[]} [allowedOrigins] Other origins allowed to post (`PUBLIC_ORIGINS`).
 * @property {{ lang: string; brand: string; title: string; text: string; home: string }} forbidden
 *   The words of the page a cross-site form gets.
 * @property {string} [service] The name in the log lines. @default 'site'
 * @property {boolean} [accessLog] A JSON line per request (request id, method, route, status, ms).
 * @property {(path: string) => string} [routeOf] The route pattern of a path, for the access line
 *   (`routePatternOf` of `site-metrics.mjs`); without it the path, without its query.
 * @property {(line: string) => void} [log] Where log lines go. @default console.log
 * @property {readonly string[]} [publicPages] Paths whose render a visitor without a cookie may be
 *   answered from for a few seconds, with a nonce of their own (`createPageCache`, issue 65).
 */

/** `Retry-After` of a 503 page, as web-kit's `API_UNAVAILABLE_RETRY_AFTER_SECONDS` and the API's. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * A Node request listener (for `http.createServer` or as Express's last handler) that puts a site's
 * doors in front of its Remix handler: the browser's address in the store the kit's API calls read
 * (`runWithBrowserAddress`); hop-by-hop and forwarding headers dropped; a cross-site unsafe request
 * (a form posted from another site) answered 403 with a page and one log line, before Remix, which
 * would otherwise answer it an empty 500 with a stack; `Cache-Control: no-store` on personal answers
 * (`applyNoStore`).
 * @param {SiteListenerOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createSiteListener(options) {
  const trustProxy = options.trustProxy ?? 0;
  const sessionCookies = options.sessionCookies ?? [];
  const allowedOrigins = options.allowedOrigins ?? [];
  const service = options.service ?? 'site';
  const pages = options.publicPages?.length ? createPageCache({ paths: options.publicPages }) : undefined;
  const log = options.log ?? ((line) => console.log(line));
  const logLine = (
    /** @type {string} */ level,
    /** @type {string} */ message,
    /** @type {object} */ fields,
  ) => log(JSON.stringify({ level, time: new Date().toISOString(), service, message, ...fields }));

  return async (req, res) => {
    const started = performance.now();
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    // Every answer names its request (issue 40): the id is in the log lines and the `X-Request-Id`
    // header the person can quote. Made here: what a browser sends as `X-Request-Id` never counts.
    const requestId = randomUUID();
    res.setHeader('X-Request-Id', requestId);
    // A refused or failed request has its own line instead of the access line: one line each.
    let ownLine = false;
    try {
      if (!req.url?.startsWith('/')) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Bad request');
        return;
      }
      const page = pages?.keyOf(req.method ?? 'GET', req.url, req.headers);
      const kept = page === undefined ? undefined : pages?.answer(page);
      if (kept) {
        res.statusCode = kept.status;
        for (const [key, value] of kept.headers) res.setHeader(key, value);
        res.end(kept.body);
        return;
      }
      const header = (/** @type {string} */ name) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      const trusted = trustProxy > 0;
      const proto =
        (trusted ? header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined) ??
        /** @type {{ encrypted?: boolean }} */ (req.socket.encrypted ? 'https' : 'http');
      const host =
        (trusted ? header('x-forwarded-host')?.split(',')[0]?.trim() : undefined) ?? header('host');
      // Concatenated, never resolved: a path `//evil.test/x` stays a path of this host.
      let url;
      try {
        url = new URL(`${proto === 'https' ? 'https' : 'http'}://${host ?? 'localhost'}${req.url}`);
      } catch {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Bad request');
        return;
      }
      const address = browserAddressOf(req.socket.remoteAddress, header('x-forwarded-for'), trustProxy);

      const headers = new Headers();
      const named = connectionNamed(header('connection'));
      for (const [key, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        const lower = key.toLowerCase();
        if (DROPPED_REQUEST_HEADERS.includes(lower) || named.includes(lower)) continue;
        if (Array.isArray(value)) for (const v of value) headers.append(key, v);
        else headers.set(key, value);
      }

      if (isCrossSite(req.method ?? 'GET', url.origin, headers, allowedOrigins)) {
        ownLine = true;
        logLine('warn', 'cross-site request refused', {
          requestId,
          method: req.method,
          path,
          origin: headers.get('origin') ?? `sec-fetch-site=${headers.get('sec-fetch-site')}`,
        });
        res.writeHead(403, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': FORBIDDEN_CSP,
          'X-Content-Type-Options': 'nosniff',
          'X-Frame-Options': 'DENY',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        });
        res.end(req.method === 'HEAD' ? undefined : forbiddenPageHtml(options.forbidden));
        return;
      }

      let controller = /** @type {AbortController | null} */ (new AbortController());
      res.on('finish', () => {
        controller = null;
      });
      res.on('close', () => controller?.abort());
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      /** @type {RequestInit & { duplex?: 'half' }} */
      const init = { method: req.method, headers, signal: controller.signal };
      if (hasBody) {
        init.body = createReadableStreamFromReadable(req);
        init.duplex = 'half';
      }
      const request = new Request(url.href, init);
      const response = await runWithBrowserAddress(
        address,
        () => options.handle(request),
        header('user-agent') || undefined,
      );

      const responseHeaders = new Headers(response.headers);
      applyNoStore(headers, responseHeaders, sessionCookies);
      // A page the site could not build because its API cannot serve (`apiUnavailableResponse`,
      // issue 53) says when to come back: Remix keeps a thrown response's status, not its headers.
      if (response.status === 503 && !responseHeaders.has('retry-after'))
        responseHeaders.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      res.statusCode = response.status;
      if (response.statusText) res.statusMessage = response.statusText;
      for (const [key, value] of responseHeaders) {
        if (key.toLowerCase() !== 'set-cookie') res.setHeader(key, value);
      }
      const cookies = responseHeaders.getSetCookie();
      if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
      if (page !== undefined && response.body) {
        const body = Buffer.from(await response.arrayBuffer());
        pages?.keep(page, response.status, responseHeaders, body);
        res.end(body);
      } else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      ownLine = true;
      logLine('error', 'request failed', {
        requestId,
        method: req.method,
        path,
        error: error instanceof Error ? error.message : String(error),
      });
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Internal Server Error');
      } else {
        res.destroy();
      }
    } finally {
      if (options.accessLog && !ownLine) {
        logLine('info', 'request', {
          requestId,
          method: req.method,
          route: options.routeOf ? options.routeOf(path) : path,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      }
    }
  };
}
