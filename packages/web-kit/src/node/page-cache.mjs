// Public pages rendered once and answered again for a few seconds (issue 65): the home page and
// the site's text pages are the same for every visitor without a cookie, so the site's doors keep
// such a render and answer the next visitors from it, each with a CSP nonce of its own. Nothing is
// kept of a request that carries a cookie or a query, or of an answer that is not a plain 200 page.
import { randomBytes } from 'node:crypto';

/** How long a render is answered again. The site's calculator config is kept longer (30 s). */
export const PAGE_CACHE_TTL_MS = 5_000;

/**
 * @typedef {object} CachedPage
 * @property {number} at When it was rendered (`now()`).
 * @property {number} status
 * @property {[string, string][]} headers The answer's headers; the CSP's nonce is a part apart.
 * @property {string[]} policy The `Content-Security-Policy` header split around its nonce.
 * @property {Buffer[]} body The body split around its nonce.
 */

/**
 * @param {{ paths: readonly string[]; ttlMs?: number; now?: () => number }} options
 */
export function createPageCache({ paths, ttlMs = PAGE_CACHE_TTL_MS, now = Date.now }) {
  const cacheable = new Set(paths);
  /** @type {Map<string, CachedPage>} */
  const pages = new Map();

  return {
    /**
     * The path a request may be answered for from the cache, or `undefined`: a GET of one of
     * `paths`, without a query, a cookie or credentials.
     * @param {string} method
     * @param {string} url The request's target (`req.url`).
     * @param {import('node:http').IncomingHttpHeaders} headers
     * @returns {string | undefined}
     */
    keyOf(method, url, headers) {
      if (method !== 'GET' || !cacheable.has(url)) return undefined;
      if (headers.cookie !== undefined || headers.authorization !== undefined) return undefined;
      return url;
    },

    /**
     * The kept render of `key` with a fresh nonce, or `undefined` when there is none or it is too
     * old.
     * @param {string} key
     * @returns {{ status: number; headers: [string, string][]; body: Buffer } | undefined}
     */
    answer(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() - page.at >= ttlMs) {
        pages.delete(key);
        return undefined;
      }
      const nonce = randomBytes(16).toString('base64');
      const nonceBuffer = Buffer.from(nonce);
      const body = [];
      for (const [index, part] of page.body.entries()) {
        if (index > 0) body.push(nonceBuffer);
        body.push(part);
      }
      return {
        status: page.status,
        headers: [...page.headers, ['content-security-policy', page.policy.join(nonce)]],
        body: Buffer.concat(body),
      };
    },

    /**
     * Keeps `body` as the render of `key` when the answer is one any visitor may get: 200, an HTML
     * page, no cookie set, not marked `no-store` or `private`, and a CSP with a nonce to renew.
     * @param {string} key
     * @param {number} status
     * @param {Headers} headers
     * @param {Buffer} body
     * @returns {boolean} Whether it was kept.
     */
    keep(key, status, headers, body) {
      if (status !== 200 || headers.getSetCookie().length > 0) return false;
      if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false;
      if (/\b(?:no-store|private)\b/i.test(headers.get('cache-control') ?? '')) return false;
      const policy = headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      if (!nonce) return false;
      /** @type {Buffer[]} */
      const parts = [];
      const needle = Buffer.from(nonce);
      let from = 0;
      for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
        parts.push(body.subarray(from, at));
        from = at + needle.length;
      }
      parts.push(body.subarray(from));
      /** @type {[string, string][]} */
      const kept = [];
      for (const [name, value] of headers) {
        if (name !== 'content-security-policy' && name !== 'content-length') kept.push([name, value]);
      }
      pages.set(key, { at: now(), status, headers: kept, policy: policy.split(nonce), body: parts });
      return true;
    },
  };
}
