import PgBoss from 'pg-boss';
import { BUSINESS_TIME_ZONE, today } from '../clock';
import type { Core } from '../core';
import { refreshPlatformClock } from '../sandbox/platform-clock';
import { bossDb } from './boss-db';
import { JOB_NAMES, JOBS, type JobName } from './catalogue';
import { DEFAULT_REMINDER_DAYS_AFTER, DEFAULT_REMINDER_DAYS_BEFORE, normaliseDaysBefore } from './reminders';

/** The PostgreSQL schema pg-boss keeps its tables in (created and migrated by pg-boss itself). */
export const JOBS_SCHEMA = 'pgboss';

/** Retry policy of every queue unless a runner overrides it: 5 retries, 30 s doubling (ADR 027). */
export const DEFAULT_JOB_RETRY = { limit: 5, delaySeconds: 30, backoff: true } as const;

/**
 * How long `stop()` waits for running jobs: inside the API's 5 s shutdown grace. A job cut off is
 * failed by expiry and retried, which its idempotency makes harmless.
 */
export const JOB_STOP_TIMEOUT_MS = 4_000;

/** A job that runs longer than this is failed (and retried): 15 minutes. */
export const JOB_EXPIRE_SECONDS = 15 * 60;

/** Options of {@link createJobRunner}. */
export interface JobRunnerOptions {
  /** The core whose services the jobs call; its `db` also holds the queue. */
  core: Core;
  /**
   * Days before the due date on which payment reminders are sent.
   * @default DEFAULT_REMINDER_DAYS_BEFORE ([3, 1])
   */
  reminderDaysBefore?: readonly number[];
  /**
   * Days after the due date on which a late payment is reminded (issue 38).
   * @default DEFAULT_REMINDER_DAYS_AFTER ([1, 3, 7, 15, 30])
   */
  reminderDaysAfter?: readonly number[];
  /**
   * Register the cron schedules and fire them from this process (every runner may: pg-boss lets
   * one instance fire each minute).
   * @default true
   */
  schedule?: boolean;
  /**
   * Run the daily jobs once at start, deduplicated per business day (catch-up after downtime).
   * @default true
   */
  catchUpOnStart?: boolean;
  /**
   * How often each queue is polled for work.
   * @default 2
   */
  pollingIntervalSeconds?: number;
  /** @default DEFAULT_JOB_RETRY */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
}

/** Options of {@link JobRunner.enqueue}. */
export interface EnqueueOptions {
  /** Do not run before this many seconds from now (e.g. a provider's callback delay). */
  startAfterSeconds?: number;
  /**
   * Jobs of one queue with the same key are one job: while one is waiting (or retrying, or
   * running) another with the key is not created and `enqueue` returns `null`.
   */
  dedupeKey?: string;
  /** With `dedupeKey`: also at most one job per key in each window of this many seconds. */
  dedupeWindowSeconds?: number;
}

/** A job's state as the queue records it. */
export interface JobInfo {
  id: string;
  name: JobName;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  /** Not run before this instant (a retry's backoff moves it forward). */
  startAfter: Date;
  /** What the handler returned, or the error of the last failure. */
  output: Record<string, unknown> | null;
}

/** A registered cron schedule. */
export interface JobSchedule {
  name: JobName;
  cron: string;
  timeZone: string;
}

/** The background job runner: a pg-boss instance over the core's database. */
export interface JobRunner {
  /** Creates (or migrates) the queue's schema, the queues and schedules, and starts the workers. */
  start(): Promise<void>;
  /**
   * Stops taking work and waits for running jobs: those still running after {@link JOB_STOP_TIMEOUT_MS}
   * are failed (to be retried) and their handlers awaited, so the database may be closed once this
   * resolves. The database stays open.
   */
  stop(): Promise<void>;
  /**
   * Puts a job in the queue; `null` when `dedupeKey` matched a job already there. A job due now
   * wakes this runner's worker of its queue, which takes it at once instead of at its next poll.
   */
  enqueue(name: JobName, options?: EnqueueOptions): Promise<string | null>;
  /** A job's state, or `null` when it is unknown (or archived). */
  getJob(name: JobName, id: string): Promise<JobInfo | null>;
  /** The cron schedules registered in the database, in {@link JOB_NAMES} order. */
  schedules(): Promise<JobSchedule[]>;
}

/**
 * Builds the job runner (issue 6, ADR 027). Jobs and schedules live in PostgreSQL (embedded PGlite
 * or a server), so a job enqueued before a restart is run by whichever runner starts next, and any
 * number of API or worker processes can run one side by side.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { core } = options;
  const reminderDaysBefore = normaliseDaysBefore(options.reminderDaysBefore ?? DEFAULT_REMINDER_DAYS_BEFORE);
  const reminderDaysAfter = normaliseDaysBefore(options.reminderDaysAfter ?? DEFAULT_REMINDER_DAYS_AFTER);
  const retry = options.retry ?? DEFAULT_JOB_RETRY;
  const polling = options.pollingIntervalSeconds ?? 2;
  // pg-boss's statements in flight: stop() lets them finish before the caller may close the database.
  const statements = new Set<Promise<unknown>>();
  const db = bossDb(core.db);
  const boss = new PgBoss({
    db: {
      executeSql(text: string, values: unknown[]) {
        const statement = db.executeSql(text, values);
        statements.add(statement);
        statement.then(
          () => statements.delete(statement),
          () => statements.delete(statement),
        );
        return statement;
      },
    },
    schema: JOBS_SCHEMA,
    schedule: options.schedule ?? true,
  });
  boss.on('error', (error) => {
    core.logger.error('job queue error', { error: error.message });
    void core.providers.errorReporter.report(error, { job: 'queue' }).catch(() => {});
  });
  let started = false;
  // Handlers still running (with their error report): pg-boss's stop() returns after its timeout even
  // if one is, and then records the handler's end without awaiting it, so stop() waits for them (and
  // for that record) before the database may close.
  const running = new Set<Promise<unknown>>();
  // Each queue's worker on this runner, woken by `enqueue` (pg-boss's `notifyWorker`).
  const workers = new Map<JobName, string>();

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const name of JOB_NAMES) {
        const queue = {
          name,
          // At most one waiting, one retrying and one running job per key: a job scheduled twice runs once.
          policy: 'stately' as const,
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: retry.backoff,
          expireInSeconds: JOB_EXPIRE_SECONDS,
        };
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
      }
      if (options.schedule ?? true) {
        for (const name of JOB_NAMES) {
          const { cron } = JOBS[name];
          if (cron === null) await boss.unschedule(name);
          else await boss.schedule(name, cron, {}, { tz: BUSINESS_TIME_ZONE });
        }
      }
      for (const name of JOB_NAMES) {
        const worker = await boss.work<Record<string, unknown>>(
          name,
          { pollingIntervalSeconds: polling, batchSize: 1 },
          async ([job]) => {
            // Counted from the handler's first step: a job a stopping worker had already fetched
            // still runs, and stop() waits for it.
            const run = (async () => {
              // A sandbox deployment's platform clock (issue 54): the now every process agrees on.
              await refreshPlatformClock(core);
              return JOBS[name].run({ core, reminderDaysBefore, reminderDaysAfter });
            })()
              // A failed run is retried by pg-boss; each failure reaches the error reporter (spec §8).
              .catch(async (error: unknown) => {
                await core.providers.errorReporter
                  .report(error, { job: name, jobId: job?.id ?? '' })
                  .catch(() => {});
                throw error;
              });
            running.add(run);
            const output = await run.finally(() => running.delete(run));
            // Minute jobs mostly find nothing to do; only runs that changed something are logged.
            if (Object.values(output).some((value) => typeof value === 'number' && value !== 0)) {
              core.logger.info(`job ${name} done`, { jobId: job?.id ?? '', ...flatten(output) });
            }
            return output;
          },
        );
        workers.set(name, worker);
      }
      if (options.catchUpOnStart ?? true) {
        await refreshPlatformClock(core);
        const day = today(core.clock);
        for (const name of JOB_NAMES) {
          if (JOBS[name].catchUpOnStart) {
            await boss.send(name, {}, { singletonKey: `catch-up:${day}`, singletonHours: 24 });
          }
        }
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      workers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: JOB_STOP_TIMEOUT_MS, close: false });
      // pg-boss's stop neither waits for a worker's fetch in flight nor for the job it returns (a
      // job enqueued just before wakes its worker), and records a handler's end a few ticks after
      // it settles; a job cut off by the timeout was failed by pg-boss (and is retried), its handler
      // still ends here. So: wait until a turn of the event loop passes with no handler running and
      // none of pg-boss's statements in flight (bounded), before the caller closes the database.
      for (let turn = 0; turn < 100; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
        if (running.size === 0 && statements.size === 0) break;
        await Promise.allSettled([...running, ...statements]);
      }
    },

    async enqueue(name, enqueueOptions = {}) {
      const sendOptions: PgBoss.SendOptions = {};
      if (enqueueOptions.startAfterSeconds !== undefined)
        sendOptions.startAfter = enqueueOptions.startAfterSeconds;
      if (enqueueOptions.dedupeKey !== undefined) sendOptions.singletonKey = enqueueOptions.dedupeKey;
      if (enqueueOptions.dedupeWindowSeconds !== undefined)
        sendOptions.singletonSeconds = enqueueOptions.dedupeWindowSeconds;
      const id = await boss.send(name, {}, sendOptions);
      const worker = workers.get(name);
      // A stopped runner has no workers (stop() clears them): nothing to wake.
      if (id !== null && worker && sendOptions.startAfter === undefined) boss.notifyWorker(worker);
      return id;
    },

    async getJob(name, id) {
      const job = await boss.getJobById<Record<string, unknown>>(name, id);
      if (!job) return null;
      return {
        id: job.id,
        name,
        state: job.state,
        retryCount: job.retryCount,
        startAfter: new Date(job.startAfter),
        output: (job.output as Record<string, unknown> | null) ?? null,
      };
    },

    async schedules() {
      const rows = await boss.getSchedules();
      return rows
        .filter((row): row is typeof row & { name: JobName } =>
          (JOB_NAMES as readonly string[]).includes(row.name),
        )
        .map((row) => ({ name: row.name, cron: row.cron, timeZone: row.options?.tz ?? 'UTC' }))
        .sort((a, b) => JOB_NAMES.indexOf(a.name) - JOB_NAMES.indexOf(b.name));
    },
  };
}

/** Log fields are flat scalars. */
function flatten(output: Record<string, unknown>): Record<string, string | number | boolean> {
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(output)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return fields;
}
