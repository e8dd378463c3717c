// The start-up the API server (`server.ts`) and the worker (`worker.ts`) share, written once
// (issue 49): the environment, the process logger, the database (migrated when asked), error
// reporting, the core and what production refuses of it, the HTTP listener, and the shutdown on
// SIGTERM. Each process adds only its own part: the API its app and demo data, the worker its jobs
// and its small health and metrics server.
import { createServer, type RequestListener, type Server } from 'node:http';
import { type Core, createCore, encryptLegacyEmails, type JobRunner } from '@lender/core';
import type { DatabaseHandle } from '@lender/core/db';
import { cepProvidersOf } from './cep-env';
import { type CollectorConfig, loadCollectorConfig } from './collector/collector-env';
import { openDatabaseOf, productionProviderProblems } from './deployment-env';
import { coreOptionsOf, type Env, EnvError, loadEnv } from './env';
import { errorReporterOf, reportProcessFailures } from './error-reporting';
import { type ProcessLogger, processLogger } from './log';
import { drainServer, onShutdownSignals } from './shutdown';
import { exitOnStartFailure } from './start-failure';
import { watchlistProvidersOf } from './watchlist-env';

/** What every process has once the shared start-up is done. */
export interface StartedProcess {
  readonly env: Env;
  readonly logger: ProcessLogger;
  readonly handle: DatabaseHandle;
  readonly core: Core;
  /** The scoring collector's configuration (ADR 032): the core's part is already in `core`. */
  readonly collector: CollectorConfig;
}

/** What a process serves once started: stopped in this order at shutdown, before the database. */
export interface RunningProcess {
  /** The process's HTTP server (see {@link listen}): drained first, its requests in flight finish. */
  readonly server: Server;
  /** The job runner when this process runs the jobs (or will: it may start after listening). */
  readonly jobs?: () => Promise<JobRunner | undefined>;
  /** What else it opened (the API's replica): closed just before the database. */
  readonly close?: () => Promise<void>;
}

/** A process of the API app: its name and what it does once the shared start-up is done. */
export interface ProcessDefinition {
  readonly service: 'api' | 'worker';
  /** Names the process in the message of a failed start (`The API could not start: …`). */
  readonly title: string;
  /** Its own start: what it prepares, then {@link listen}. */
  start(started: StartedProcess): Promise<RunningProcess>;
}

/**
 * Listens with `listener` on `port` and `host` (`0` picks a port); resolves once the server
 * listens. The API's listener is its Hono app (`getRequestListener(app.fetch)` of
 * `@hono/node-server`), the worker's its health and metrics answers.
 */
export function listen(listener: RequestListener, port: number, host: string): Promise<Server> {
  const server = createServer(listener);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** The base URL a server listens on (any address shown as `localhost`). */
export function baseUrlOf(server: Server): string {
  const address = server.address();
  if (typeof address !== 'object' || address === null) return String(address);
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
  return `http://${address.family === 'IPv6' && host !== 'localhost' ? `[${host}]` : host}:${address.port}`;
}

/**
 * Starts a process: the shared start-up, then `definition.start`, then the shutdown on SIGTERM or
 * SIGINT (the server drained, the jobs stopped, the error reports flushed, the database closed). A
 * start that fails prints why and exits 1 (`exitOnStartFailure`).
 */
export function runProcess(definition: ProcessDefinition): void {
  startProcess(definition).catch(exitOnStartFailure(definition.title));
}

async function startProcess(definition: ProcessDefinition): Promise<void> {
  const env = loadEnv();
  const collector = loadCollectorConfig();
  const logger = processLogger(definition.service, env.LOG_LEVEL);
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
  // Errors to the error-reporting service (SENTRY_DSN), else to the outbox (the sandbox reporter).
  const errorReporter = await errorReporterOf(env, definition.service);
  const core = createCore({
    db: handle.db,
    logger,
    providers: {
      ...(errorReporter && { errorReporter }),
      ...watchlistProvidersOf(env),
      ...cepProvidersOf(env),
    },
    ...coreOptionsOf(env),
    collector: collector.core,
    printCodes: env.PRINT_CODES ?? env.NODE_ENV === 'development',
  });
  // Neither process passes a payout or payment provider: the core runs their sandbox adapters.
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

  const running = await definition.start({ env, logger, handle, core, collector });

  // SIGTERM: stop accepting, let the requests in flight end, then the jobs, then the database.
  onShutdownSignals(logger, env.SHUTDOWN_GRACE_MS, () => [
    { name: 'requests drained', run: (grace) => drainServer(running.server, grace) },
    { name: 'jobs stopped', run: async () => (await running.jobs?.())?.stop() },
    { name: 'error reports flushed', run: () => errorReporter?.flush(2000) ?? Promise.resolve(true) },
    ...(running.close ? [{ name: 'replica closed', run: running.close }] : []),
    { name: 'database closed', run: () => handle.close() },
  ]);
}
