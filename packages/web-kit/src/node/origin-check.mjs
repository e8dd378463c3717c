// The one rule of which unsafe requests come from another site (CSRF defence beside SameSite=Lax),
// shared by `checkOrigin` (in every action) and the site's Node server (before Remix, issue 35).

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a request with `method` to `ownOrigin` comes from another site: an unsafe method whose
 * `Origin` is another origin than `ownOrigin` and `allowedOrigins` (or `null`), or, without
 * `Origin`, one a browser marks `Sec-Fetch-Site: cross-site`. Requests without either header (curl,
 * old browsers) are not.
 * @param {string} method
 * @param {string} ownOrigin
 * @param {{ get(name: string): string | null }} headers
 * @param {readonly string[]} [allowedOrigins]
 * @returns {boolean}
 */
export function isCrossSite(method, ownOrigin, headers, allowedOrigins = []) {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get('origin');
  if (origin !== null) return origin === 'null' || (origin !== ownOrigin && !allowedOrigins.includes(origin));
  return headers.get('sec-fetch-site') === 'cross-site';
}
