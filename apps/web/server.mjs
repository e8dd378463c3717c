// The borrower site's production server (issue 37, ADR 116): Remix's Express adapter behind
// compression tuned for pages of tens of kilobytes — Brotli at quality 4 with a 256 KB window
// (`compression`'s default window is 4 MB, allocated for every response and collected after it;
// the pages are 15–30 KB) — and the hashed assets with a year's immutable cache. The document
// arrives from entry.server.tsx rendered in full, so it is compressed in one pass.
// Usage: node server.mjs (PORT, HOST; NODE_ENV=production). `remix-serve` did the same with the
// library defaults.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const APP = fileURLToPath(new URL('.', import.meta.url));
const CLIENT = join(APP, 'build', 'client');
const build = await import(join(APP, 'build', 'server', 'index.js'));

const app = express();
app.disable('x-powered-by');
app.use(
  compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } },
  }),
);
// Hashed files (scripts, styles, fonts, the words of each namespace): cached for a year.
app.use('/assets', express.static(join(CLIENT, 'assets'), { immutable: true, maxAge: '1y', index: false }));
// The few unhashed files at the root (favicon.ico…): an hour, looked up by name, not per request.
const rootFiles = new Set(readdirSync(CLIENT).filter((name) => name !== 'assets'));
const rootStatic = express.static(CLIENT, { maxAge: '1h', index: false });
app.use((req, res, next) => (rootFiles.has(req.path.slice(1)) ? rootStatic(req, res, next) : next()));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const server = app.listen(port, host, () => {
  console.log(`[lender-web] http://${host}:${server.address().port}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
