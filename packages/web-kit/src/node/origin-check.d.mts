/**
 * True when a request with `method` to `ownOrigin` comes from another site: an unsafe method whose
 * `Origin` is another origin than `ownOrigin` and `allowedOrigins` (or `null`), or, without
 * `Origin`, one a browser marks `Sec-Fetch-Site: cross-site`.
 */
export declare function isCrossSite(
  method: string,
  ownOrigin: string,
  headers: { get(name: string): string | null },
  allowedOrigins?: readonly string[],
): boolean;
