/** Runs `fn` with `address` (and the browser's own `User-Agent`) as the browser of everything it starts. */
export declare function runWithBrowserAddress<T>(
  address: string | undefined,
  fn: () => T,
  userAgent?: string,
): T;
/** The browser's address of the request being handled, when the site's server knows it. */
export declare function browserAddress(): string | undefined;
/** The `User-Agent` the browser sent with the request being handled, when the site's server knows it. */
export declare function browserUserAgent(): string | undefined;
