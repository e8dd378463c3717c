import type { IncomingHttpHeaders } from 'node:http';

/** How long a render is answered again (5 s). */
export declare const PAGE_CACHE_TTL_MS: number;

/** A kept render, as the next visitor gets it: the same page with a nonce of its own. */
export interface PageCacheAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Public pages rendered once and answered again for a few seconds (issue 65). */
export interface PageCache {
  /** The key of a GET of one of the paths, without a query, a cookie or credentials; else `undefined`. */
  keyOf(method: string, url: string, headers: IncomingHttpHeaders): string | undefined;
  /** The kept render with a fresh nonce in its CSP and body, or `undefined` (none, or too old). */
  answer(key: string): PageCacheAnswer | undefined;
  /** Keeps a 200 HTML answer that sets no cookie, is not `no-store`/`private` and has a CSP nonce. */
  keep(key: string, status: number, headers: Headers, body: Buffer): boolean;
}

export declare function createPageCache(options: {
  paths: readonly string[];
  ttlMs?: number;
  now?: () => number;
}): PageCache;
