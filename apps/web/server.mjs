// `npm start` for the borrower site: the built Remix app on Express, behind `@lender/web-kit`'s
// site doors (issue 35, ADR 107): the browser's address handed to the API over the trusted hop,
// hop-by-hop headers dropped, a cross-site form answered 403 with a page, personal answers no-store.
// Security headers (CSP with a nonce), the session cookie and the origin check of every action come
// from web-kit inside the app. Compression (Brotli, else gzip, tuned for pages of tens of
// kilobytes: issue 37, ADR 116) and the caching of the build's files (hashed ones a year, immutable)
// are web-kit's `site-static`, shared with the back-office.
// PORT (3000), HOST (all interfaces), TRUST_PROXY (the proxies in front of the site to believe for
// the browser's address: `true`, a number, or unset), PUBLIC_ORIGINS; the app's own variables are
// in README.md.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { common } from '@lender/i18n/es-MX';
import { SiteEnvError, siteEnvFromEnv } from '@lender/web-kit/site-env';
import { installSiteErrorReporter } from '@lender/web-kit/site-error-hook';
import {
  BROWSER_ERROR_PATH,
  browserErrorHandler,
  createSiteErrorReporter,
} from '@lender/web-kit/site-errors';
import { createSiteMetrics, routePatternOf, siteOpsHandlers } from '@lender/web-kit/site-metrics';
import { jsonLog, stopOnSignals } from '@lender/web-kit/site-process';
import { createSiteListener, forbiddenWordsOf, siteDoorsFromEnv } from '@lender/web-kit/site-server';
import { siteCompression, siteFiles } from '@lender/web-kit/site-static';
import { createRequestHandler } from '@remix-run/node';
import express from 'express';

const APP = fileURLToPath(new URL('.', import.meta.url));
const CLIENT = join(APP, 'build', 'client');
const log = jsonLog('web');
const env = startEnv();
const port = env.PORT;
const host = env.HOST;
const build = await import(join(APP, 'build', 'server', 'index.js'));

// Errors of the server (Remix's handleError) and of pages in the browser go to the error-reporting
// service (SENTRY_DSN), tagged critical (issue 40, spec §8).
const errors = createSiteErrorReporter({
  dsn: env.SENTRY_DSN,
  service: 'web',
  environment: env.SENTRY_ENVIRONMENT ?? env.DEPLOYMENT_STAGE ?? env.NODE_ENV,
  release: env.SENTRY_RELEASE,
  log,
});
installSiteErrorReporter(errors);

const app = express();
app.disable('x-powered-by');
// Metrics, health and readiness (issue 40): every request counted by its route pattern; /readyz
// says whether the API answers. Keep /metrics and /readyz off the public balancer (docs/deploy.md).
const routeOf = routePatternOf(build.routes);
const metrics = createSiteMetrics({ service: 'web', routeOf });
const ops = siteOpsHandlers({ metrics, apiUrl: env.API_URL ?? 'http://localhost:4000' });
app.use(metrics.middleware);
app.get('/healthz', ops.healthz);
app.get('/readyz', ops.readyz);
app.get('/metrics', ops.metrics);
app.post(BROWSER_ERROR_PATH, browserErrorHandler(errors, { allowedOrigins: env.PUBLIC_ORIGINS }));
app.use(siteCompression());
// Hashed files (scripts, styles, fonts, the words of each namespace): a year, immutable; the few
// unhashed files at the root (favicon.ico…): an hour.
const files = siteFiles(express.static, CLIENT);
app.use('/assets', files.assets);
app.use(files.root);
app.all(
  '*',
  createSiteListener({
    handle: createRequestHandler(build, process.env.NODE_ENV === 'production' ? 'production' : 'development'),
    ...siteDoorsFromEnv(process.env),
    sessionCookies: ['__session'],
    forbidden: forbiddenWordsOf(common, process.env.COMPANY_TRADE_NAME),
    service: 'web',
    accessLog: true,
    routeOf,
  }),
);

const server = host ? app.listen(port, host, listening) : app.listen(port, listening);
function listening() {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`[lender-web] http://${host && host !== '0.0.0.0' ? host : 'localhost'}:${actual}`);
}
// SIGTERM: stop accepting, let the requests in flight finish within SHUTDOWN_GRACE_MS, exit.
stopOnSignals(server, { graceMs: env.SHUTDOWN_GRACE_MS, log, after: () => errors.flush(2000) });

/**
 * The environment, validated before anything starts (issue 40): every problem listed, exit 1.
 * @returns {import('@lender/web-kit/site-env').SiteEnv}
 */
function startEnv() {
  try {
    return siteEnvFromEnv(process.env, { port: 3000 });
  } catch (error) {
    if (!(error instanceof SiteEnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
