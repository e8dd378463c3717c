// What a site's Node server does with its bytes before Remix sees a request (issue 37, ADR 116;
// issue 48): every answer compressed as the browser asks (`Accept-Encoding`: Brotli, else gzip),
// the build's hashed files cached for a year, the few unhashed files at its root for an hour. Both
// apps' `server.mjs` use it; the back-office sent 553 KB of scripts uncompressed before.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';

/** What a hashed build file (`/assets/*`) is sent with: its name changes with its content. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Compression by `Accept-Encoding` (`compression` picks Brotli when the browser takes it, else
 * gzip; nothing for a browser that takes neither, or an answer under 1 KB, or an image). Brotli at
 * quality 4 with a 256 KB window: pages are tens of kilobytes and the default 4 MB window was
 * allocated for every answer (ADR 116). A document arrives rendered in full (`createDocumentHandler`),
 * so it is compressed in one pass.
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: (error?: unknown) => void) => void}
 */
export function siteCompression() {
  return compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } },
  });
}

/**
 * The build's client files, as two handlers for the app's Express: `assets` (mount it at
 * `/assets`) answers the hashed files with {@link IMMUTABLE_CACHE_CONTROL}; `root` answers the few
 * unhashed files at the build's root (favicon.ico…) for an hour, looked up by name, not with a
 * file-system call per request; any other path goes on to Remix (pages are never cached here).
 * @template StaticHandler
 * @param {(root: string, options: object) => StaticHandler} serveStatic the app's `express.static`
 * @param {string} clientDir the build's client folder (`build/client`)
 */
export function siteFiles(serveStatic, clientDir) {
  const assets = serveStatic(join(clientDir, 'assets'), {
    index: false,
    cacheControl: false,
    setHeaders: (/** @type {import('node:http').ServerResponse} */ res) =>
      res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL),
  });
  const rootFiles = new Set(readdirSync(clientDir).filter((name) => name !== 'assets'));
  const rootStatic = serveStatic(clientDir, { maxAge: '1h', index: false });
  return {
    assets,
    /** @type {(req: import('node:http').IncomingMessage & { path: string }, res: import('node:http').ServerResponse, next: (error?: unknown) => void) => void} */
    root: (req, res, next) => (rootFiles.has(req.path.slice(1)) ? rootStatic(req, res, next) : next()),
  };
}
