// `pnpm --filter @lender/api-server run worker`: runs the background jobs without the HTTP API
// (ADR 027), for deployments that scale workers apart from API instances (set JOBS_IN_API=false on
// the API then). Meant for PostgreSQL (DATABASE_URL): an embedded PGlite folder is locked by the
// process that has it open, so on PGlite the API runs the jobs itself.
import { createCore, encryptLegacyEmails, type Logger } from '@lender/core';
import { loadCollectorConfig } from './collector/collector-env';
import { openDatabaseOf, productionProviderProblems } from './deployment-env';
import { coreOptionsOf, EnvError, exitOnStartFailure, loadEnv } from './env';
import { errorReporterOf, reportProcessFailures } from './error-reporting';
import { startJobRunner } from './jobs';
import { processLogger } from './log';
import { createProcessMetrics, startOpsServer } from './metrics';
import { onShutdownSignals } from './shutdown';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger: Logger = processLogger('worker', env.LOG_LEVEL);
  const handle = await openDatabaseOf(env);
  logger.info(`database: ${handle.kind} at ${handle.location}`);
  if (handle.kind === 'pglite' || env.MIGRATE_ON_START) await handle.migrate();
  // Errors to the error-reporting service (SENTRY_DSN), else to the outbox (the sandbox reporter).
  const errorReporter = await errorReporterOf(env, 'worker');
  const core = createCore({
    db: handle.db,
    logger,
    ...(errorReporter && { providers: { errorReporter } }),
    ...coreOptionsOf(env),
    collector: loadCollectorConfig().core,
  });
  // The worker passes no payout or payment provider: the core runs their sandbox adapters.
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
  const runner = await startJobRunner(core, env, logger);
  // /healthz, /readyz and /metrics (the queue's depth and failures, the pool) on WORKER_PORT.
  const ops = await startOpsServer({
    port: env.WORKER_PORT,
    host: env.WORKER_HOST,
    metrics: createProcessMetrics({ service: 'worker', handle }),
    ready: () => handle.ping().then(() => true),
    logger,
  });

  // SIGTERM: the jobs running finish (pg-boss waits up to its stop timeout), then the database.
  onShutdownSignals(logger, env.SHUTDOWN_GRACE_MS, () => [
    { name: 'jobs stopped', run: () => runner.stop() },
    { name: 'health server closed', run: () => new Promise((resolve) => ops.close(resolve)) },
    { name: 'error reports flushed', run: () => errorReporter?.flush(2000) ?? Promise.resolve(true) },
    { name: 'database closed', run: () => handle.close() },
  ]);
}

main().catch(exitOnStartFailure('The worker'));
