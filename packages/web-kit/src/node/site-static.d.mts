import type { IncomingMessage, ServerResponse } from 'node:http';

/** A connect-style middleware; `Req` is what the app's request carries (Express adds `path`). */
type Handler<Req = IncomingMessage> = (
  req: Req,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** What a hashed build file (`/assets/*`) is sent with: `public, max-age=31536000, immutable`. */
export declare const IMMUTABLE_CACHE_CONTROL: string;

/** Compression by `Accept-Encoding`: Brotli (quality 4, 256 KB window), else gzip. */
export declare function siteCompression(): Handler;

/**
 * The build's client files for the app's Express: `assets` (mount at `/assets`, cached a year,
 * immutable) and `root` (the unhashed files at the build's root, an hour; anything else goes on).
 * `serveStatic` is the app's `express.static`.
 */
export declare function siteFiles<StaticHandler>(
  serveStatic: (root: string, options: object) => StaticHandler,
  clientDir: string,
): {
  assets: StaticHandler;
  root: Handler<IncomingMessage & { path: string }>;
};
