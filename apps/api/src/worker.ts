// `pnpm --filter @lender/api-server run worker`: runs the background jobs without the HTTP API
// (ADR 027), for deployments that scale workers apart from API instances (set JOBS_IN_API=false on
// the API then). Meant for PostgreSQL (DATABASE_URL): an embedded PGlite folder is locked by the
// process that has it open, so on PGlite the API runs the jobs itself.
import { createCore, encryptLegacyEmails, type Logger } from '@lender/core';
import { openDatabase } from '@lender/core/db';
import { loadCollectorConfig } from './collector/collector-env';
import { coreOptionsOf, dataDirOf, exitOnStartFailure, loadEnv } from './env';
import { startJobRunner } from './jobs';
import { processLogger } from './log';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger: Logger = processLogger('worker', env.LOG_LEVEL);
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: dataDirOf(env) },
  );
  logger.info(`database: ${handle.kind} at ${handle.location}`);
  if (handle.kind === 'pglite' || env.MIGRATE_ON_START) await handle.migrate();
  const core = createCore({
    db: handle.db,
    logger,
    ...coreOptionsOf(env),
    collector: loadCollectorConfig().core,
  });
  // Migration 0012 left e-mails in clear; only code holding the key can encrypt them (ADR 012).
  const encrypted = await encryptLegacyEmails(core.db, core.pii);
  if (encrypted > 0) logger.info('legacy e-mails encrypted', { count: encrypted });
  const runner = await startJobRunner(core, env, logger);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping the job runner`);
    runner
      .stop()
      .finally(() => handle.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch(exitOnStartFailure('The worker'));
