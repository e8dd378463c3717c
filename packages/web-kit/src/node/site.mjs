// A site's whole Node server, written once for both apps (`apps/web/server.mjs`,
// `apps/backoffice/server.mjs` call it with what tells them apart): the environment checked before
// anything starts, errors to the error-reporting service, metrics, health and readiness, the
// browser's error reports, compression, the build's files, and the built Remix app behind the
// site's doors; SIGTERM drains the requests in flight. The app passes its own Express and its own
// Remix `createRequestHandler` (the two apps pin their own patches), as it does for `siteFiles`.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SiteEnvError, siteEnvFromEnv } from './site-env.mjs';
import { installSiteErrorReporter } from './site-error-hook.mjs';
import { BROWSER_ERROR_PATH, browserErrorHandler, createSiteErrorReporter } from './site-errors.mjs';
import { createSiteMetrics, routePatternOf, siteOpsHandlers } from './site-metrics.mjs';
import { jsonLog, stopOnSignals } from './site-process.mjs';
import { createSiteListener, siteDoorsFromEnv } from './site-server.mjs';
import { siteCompression, siteFiles } from './site-static.mjs';

/** Where `/readyz` asks whether the API answers when `API_URL` is not set. */
export const DEFAULT_SITE_API_URL = 'http://localhost:4000';

/**
 * The address a site announces: `localhost` for every interface, brackets around IPv6.
 * @param {string | undefined} host
 * @param {number} port
 */
export function siteUrlOf(host, port) {
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * Starts a site's server and resolves once it listens. An invalid environment is written to
 * stderr, every problem listed, and the process exits 1.
 * @param {import('./site.d.mts').SiteOptions} options
 * @returns {Promise<import('./site.d.mts').RunningSite>}
 */
export async function startSite(options) {
  const source = options.env ?? process.env;
  const log = jsonLog(options.service);
  const env = startEnv(source, options.defaults);
  const appDir = options.appDir instanceof URL ? fileURLToPath(options.appDir) : options.appDir;
  const build = await import(pathToFileURL(join(appDir, 'build', 'server', 'index.js')).href);
  const apiUrl = env.API_URL ?? DEFAULT_SITE_API_URL;

  // Errors of the server (Remix's handleError) and of pages in the browser go to the
  // error-reporting service (SENTRY_DSN), tagged critical (spec §8).
  const errors = createSiteErrorReporter({
    dsn: env.SENTRY_DSN,
    service: options.service,
    environment: env.SENTRY_ENVIRONMENT ?? env.DEPLOYMENT_STAGE ?? env.NODE_ENV,
    release: env.SENTRY_RELEASE,
    log,
  });
  installSiteErrorReporter(errors);

  const app = options.express();
  app.disable('x-powered-by');
  // Every request counted by its route pattern; /readyz says whether the API answers. Keep
  // /metrics and /readyz off the public balancer (docs/deploy.md).
  const routeOf = routePatternOf(build.routes);
  const metrics = createSiteMetrics({ service: options.service, routeOf });
  const ops = siteOpsHandlers({ metrics, apiUrl });
  app.use(metrics.middleware);
  app.get('/healthz', ops.healthz);
  app.get('/readyz', ops.readyz);
  app.get('/metrics', ops.metrics);
  app.post(BROWSER_ERROR_PATH, browserErrorHandler(errors, { allowedOrigins: env.PUBLIC_ORIGINS }));
  app.use(siteCompression());
  // Hashed files (scripts, styles, fonts, the words of each namespace): a year, immutable; the few
  // unhashed files at the build's root (favicon.ico…): an hour.
  const files = siteFiles(options.express.static, join(appDir, 'build', 'client'));
  app.use('/assets', files.assets);
  app.use(files.root);
  app.all(
    '*',
    createSiteListener({
      handle: options.createRequestHandler(
        build,
        env.NODE_ENV === 'production' ? 'production' : 'development',
      ),
      ...siteDoorsFromEnv(source),
      sessionCookies: options.sessionCookies,
      forbidden: options.forbidden,
      publicPages: options.publicPages,
      service: options.service,
      accessLog: true,
      routeOf,
    }),
  );

  /** @type {import('node:http').Server} */
  const server = await new Promise((resolve, reject) => {
    const listening = env.HOST ? app.listen(env.PORT, env.HOST) : app.listen(env.PORT);
    listening.once('listening', () => resolve(listening));
    listening.once('error', reject);
  });
  const address = server.address();
  const url = siteUrlOf(env.HOST, typeof address === 'object' && address ? address.port : env.PORT);
  (options.announce ?? console.log)(`[lender-${options.service}] listening on ${url} (API ${apiUrl})`);
  // SIGTERM: stop accepting, let the requests in flight finish within SHUTDOWN_GRACE_MS, exit.
  stopOnSignals(server, { graceMs: env.SHUTDOWN_GRACE_MS, log, after: () => errors.flush(2000) });
  return { server, url, env };
}

/**
 * The environment, validated before anything starts: every problem listed, exit 1.
 * @param {Record<string, string | undefined>} source
 * @param {{ port: number; host?: string }} defaults
 */
function startEnv(source, defaults) {
  try {
    return siteEnvFromEnv(source, defaults);
  } catch (error) {
    if (!(error instanceof SiteEnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
