// `pnpm --filter @lender/api-server run start`: the API on PORT (4000) with the embedded
// database, sandbox providers and demo data, unless DATABASE_URL says otherwise (README).

import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createCore, encryptLegacyEmails, ensureGeoCatalogue, type JobRunner } from '@lender/core';
import { createApp } from './app';
import { loadCollectorConfig } from './collector/collector-env';
import { openDatabaseOf, productionProviderProblems } from './deployment-env';
import { coreOptionsOf, EnvError, exitOnStartFailure, loadEnv, siteApiKeysOf } from './env';
import { errorReporterOf, reportProcessFailures } from './error-reporting';
import { startJobRunner } from './jobs';
import { processLogger } from './log';
import { createProcessMetrics } from './metrics';
import { DOCS_PATH, OPENAPI_PATH } from './openapi';
import { seedOnStart } from './seed';
import { drainServer, onShutdownSignals } from './shutdown';

async function main(): Promise<void> {
  const env = loadEnv();
  const collector = loadCollectorConfig();
  const logger = processLogger('api', env.LOG_LEVEL);
  const handle = await openDatabaseOf(env);
  logger.info(`database: ${handle.kind} at ${handle.location}`);
  if (handle.kind === 'pglite') {
    logger.warn(
      'Embedded PGlite (fsync off, one connection) is for trying the product and for tests; real money needs PostgreSQL (DATABASE_URL).',
    );
  }
  if (handle.kind === 'pglite' || env.MIGRATE_ON_START) {
    await handle.migrate();
    logger.info('migrations applied');
  }
  // Reference data, every environment: the national address catalogue on a fresh database (about
  // 5–10 s once), a single look-up on every later start.
  const geo = await ensureGeoCatalogue(handle.db);
  if (geo.loaded) {
    logger.info(
      `address catalogue loaded: ${geo.settlements} colonias, ${geo.municipalities} municipalities in ${geo.milliseconds} ms`,
    );
  }
  // Errors to the error-reporting service (SENTRY_DSN), else to the outbox (the sandbox reporter).
  const errorReporter = await errorReporterOf(env, 'api');
  const core = createCore({
    db: handle.db,
    logger,
    ...(errorReporter && { providers: { errorReporter } }),
    ...coreOptionsOf(env),
    collector: collector.core,
    printCodes: env.PRINT_CODES ?? env.NODE_ENV === 'development',
  });
  // The API passes no payout or payment provider: the core runs their sandbox adapters.
  const providerProblems = productionProviderProblems(env, [
    ...Object.values(core.providers),
    { name: 'sandbox-payouts' },
    { name: 'sandbox-payments' },
  ]);
  if (providerProblems.length > 0) {
    await handle.close();
    throw new EnvError(providerProblems);
  }
  reportProcessFailures(core.providers.errorReporter, logger);
  // Migration 0012 left e-mails in clear; only code holding the key can encrypt them (ADR 012).
  const encrypted = await encryptLegacyEmails(core.db, core.pii);
  if (encrypted > 0) logger.info('legacy e-mails encrypted', { count: encrypted });
  // Scoring collector (ADR 032): partner sites from COLLECTOR_PARTNERS, keys stored hashed.
  await core.collector.configurePartners(collector.partners);
  if (collector.generatedKeyFile)
    logger.warn(`collector: generated a development key in ${collector.generatedKeyFile}`);
  if (env.SEED ?? handle.kind === 'pglite') await seedOnStart(core, env);
  // Background jobs (ADR 027): reminders, overdue, offer expiry, sandbox callbacks. Off when separate
  // `worker` processes run them. Started once the server listens (issue 17): the API answers
  // without waiting for the queue's schema check and schedules, which take a second or two.
  let jobs: Promise<JobRunner | undefined> = Promise.resolve(undefined);

  // Prometheus text at GET /metrics (issue 40): every request counted from its log line.
  const metrics = createProcessMetrics({ service: 'api', handle });
  const app = createApp({
    core,
    trustProxy: env.TRUST_PROXY,
    siteApiKeys: siteApiKeysOf(env),
    requestLog: (line) => {
      logger.request(line);
      metrics.observeRequest(line);
    },
  });
  const fetch: typeof app.fetch = (request, bindings, executionCtx) => {
    if (
      request.method === 'GET' &&
      request.url.endsWith('/metrics') &&
      new URL(request.url).pathname === '/metrics'
    )
      return metrics
        .render()
        .then(
          ({ contentType, body }) =>
            new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } }),
        );
    return app.fetch(request, bindings, executionCtx);
  };
  const server = serve({ fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const base = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port}`;
    process.stdout.write(
      `\n  Lender API listening on ${base}\n  Reference:  ${base}${DOCS_PATH}\n  OpenAPI:    ${base}${OPENAPI_PATH}\n  Health:     ${base}/healthz  ${base}/readyz\n  Metrics:    ${base}/metrics\n\n`,
    );
    if (env.JOBS_IN_API) {
      jobs = startJobRunner(core, env, logger).catch((error: unknown) => {
        logger.error('background jobs could not start', {
          error: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      });
    }
  });

  // SIGTERM: stop accepting, let the requests in flight end, then the jobs, then the database.
  onShutdownSignals(logger, env.SHUTDOWN_GRACE_MS, () => [
    { name: 'requests drained', run: (grace) => drainServer(server as Server, grace) },
    { name: 'jobs stopped', run: () => jobs.then((runner) => runner?.stop()) },
    { name: 'error reports flushed', run: () => errorReporter?.flush(2000) ?? Promise.resolve(true) },
    { name: 'database closed', run: () => handle.close() },
  ]);
}

main().catch(exitOnStartFailure('The API'));
