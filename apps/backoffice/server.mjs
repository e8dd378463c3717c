// `npm start` for the back-office: the built Remix app on Express, behind `@lender/web-kit`'s site
// doors (issue 35, ADR 107): the admin's address handed to the API over the trusted hop, hop-by-hop
// headers dropped, a cross-site form answered 403 with a page, personal answers no-store. Security
// headers (CSP with a nonce), the session cookie and the origin check of actions come from
// `@lender/web-kit` inside the app (entry.server.tsx, app/server/*). Answers are compressed (Brotli,
// else gzip) and the build's hashed files cached for a year, as on the borrower site (web-kit's
// `site-static`, issue 48). PORT (3100), HOST (127.0.0.1),
// API_URL (http://localhost:4000), TOKEN_REFRESH_SECONDS (240), TRUST_PROXY, PUBLIC_ORIGINS.
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

const log = jsonLog('backoffice');
const env = startEnv();
const production = env.NODE_ENV === 'production';
const port = env.PORT;
const host = env.HOST ?? '127.0.0.1';
const build = await import('./build/server/index.js');

// Errors of the server (Remix's handleError) and of pages in the browser go to the error-reporting
// service (SENTRY_DSN), tagged critical (issue 40, spec §8).
const errors = createSiteErrorReporter({
  dsn: env.SENTRY_DSN,
  service: 'backoffice',
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
const metrics = createSiteMetrics({ service: 'backoffice', routeOf });
const ops = siteOpsHandlers({ metrics, apiUrl: env.API_URL ?? 'http://localhost:4000' });
app.use(metrics.middleware);
app.get('/healthz', ops.healthz);
app.get('/readyz', ops.readyz);
app.get('/metrics', ops.metrics);
app.post(BROWSER_ERROR_PATH, browserErrorHandler(errors, { allowedOrigins: env.PUBLIC_ORIGINS }));
// Paths from this file, so `npm run start:backoffice` from the repository root serves the same files.
const CLIENT = fileURLToPath(new URL('./build/client', import.meta.url));
app.use(siteCompression());
const files = siteFiles(express.static, CLIENT);
app.use('/assets', files.assets);
app.use(files.root);
app.all(
  '*',
  createSiteListener({
    handle: createRequestHandler(build, production ? 'production' : 'development'),
    ...siteDoorsFromEnv(process.env),
    sessionCookies: ['__bo_session'],
    forbidden: forbiddenWordsOf(common),
    service: 'backoffice',
    accessLog: true,
    routeOf,
  }),
);

const server = app.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const base = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`;
  console.log(
    `\n  Lender back-office listening on ${base}\n  API: ${process.env.API_URL ?? 'http://localhost:4000'}\n`,
  );
});
// SIGTERM: stop accepting, let the requests in flight finish within SHUTDOWN_GRACE_MS, exit.
stopOnSignals(server, { graceMs: env.SHUTDOWN_GRACE_MS, log, after: () => errors.flush(2000) });

/**
 * The environment, validated before anything starts (issue 40): every problem listed, exit 1.
 * @returns {import('@lender/web-kit/site-env').SiteEnv}
 */
function startEnv() {
  try {
    return siteEnvFromEnv(process.env, { port: 3100, host: '127.0.0.1' });
  } catch (error) {
    if (!(error instanceof SiteEnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
