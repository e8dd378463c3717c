import type { IncomingMessage, ServerResponse } from 'node:http';

/** Request headers never handed to the app (hop-by-hop, `Expect`, and the forwarding headers). */
export declare const DROPPED_REQUEST_HEADERS: readonly string[];

/** How many proxies in front of the site to believe (`TRUST_PROXY`: `true` is one, a number that many). */
export declare function trustProxyFromEnv(value: string | undefined): number;

/**
 * `TRUST_PROXY` and `PUBLIC_ORIGINS` (comma-separated) of the environment; throws when a production
 * site has no `SITE_API_KEY` of its own (checked at start).
 */
export declare function siteDoorsFromEnv(env: Record<string, string | undefined>): {
  trustProxy: number;
  allowedOrigins: string[];
};

/** `::ffff:203.0.113.7` → `203.0.113.7`; anything that is not an address → `undefined`. */
export declare function normalizeAddress(value: string | undefined): string | undefined;

/** The browser's address: the socket's, or the entry the outermost trusted proxy wrote. */
export declare function browserAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string | undefined;

/** `Cache-Control: no-store` on an answer that sets a cookie, or to a request carrying a session cookie. */
export declare function applyNoStore(
  requestHeaders: Headers,
  responseHeaders: Headers,
  sessionCookies: readonly string[],
): void;

/** The words of the page a refused cross-site form gets. */
export interface ForbiddenWords {
  lang: string;
  brand: string;
  title: string;
  text: string;
  home: string;
}

/** The forbidden page's words from `@lender/i18n`'s `common` namespace (es-MX). */
export declare function forbiddenWordsOf(
  common: {
    brand: { name: string };
    errorPage: { forbiddenTitle: string; forbiddenText: string; goHome: string };
  },
  brand?: string,
): ForbiddenWords;

/** The page a refused cross-site form gets. */
export declare function forbiddenPageHtml(words: ForbiddenWords): string;

export interface SiteListenerOptions {
  /** The app's Remix handler (`createRequestHandler(build, mode)` of its own `@remix-run/node`). */
  handle: (request: Request) => Promise<Response>;
  /** Proxies in front of the site to believe (`trustProxyFromEnv`). @default 0 */
  trustProxy?: number;
  /** The app's session cookie names: answers to a request carrying one are `no-store`. */
  sessionCookies?: readonly string[];
  /** Other origins allowed to post (`PUBLIC_ORIGINS`). */
  allowedOrigins?: readonly string[];
  /** The words of the page a cross-site form gets. */
  forbidden: ForbiddenWords;
  /** The name in the log lines. @default 'site' */
  service?: string;
  /** A JSON line per request (request id, method, route, status, ms). @default false */
  accessLog?: boolean;
  /** The route pattern of a path for the access line (`routePatternOf`); default the path. */
  routeOf?: (path: string) => string;
  /** Where log lines go. @default console.log */
  log?: (line: string) => void;
  /** Paths a visitor without a cookie may be answered from a render a few seconds old (`createPageCache`). */
  publicPages?: readonly string[];
}

/** `Retry-After` of a 503 page, as web-kit's `API_UNAVAILABLE_RETRY_AFTER_SECONDS` and the API's. */
export declare const UNAVAILABLE_RETRY_AFTER_SECONDS: number;
/** A Node request listener that puts the site's doors in front of its Remix handler. */
export declare function createSiteListener(
  options: SiteListenerOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
