import { LOAN_STATUS } from '@lender/calculator/platform';
import { rowsOf } from '@lender/db';
import { and, eq, sql } from '@lender/db/orm';
import { loans, outbox } from '@lender/db/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestCore,
  fixedClock,
  memoryLogger,
  TEST_NOW,
  TEST_SECRETS,
  type TestCore,
} from '../../testing/index';
import { insertLoanWithInvoice } from '../../testing/jobs-fixtures';
import { clientCount } from '../back-office/lists/client-count';
import { manualQueueCount } from '../back-office/manual-queue-count';
import { type Core, createCore } from '../core';
import { writeMonthEnds } from '../ledger/month-end-close';
import { refreshWatchlists } from '../pld/refresh-watchlists';
import type { SmsProvider } from '../providers/messaging/port';
import { JOB_NAMES, type JobName } from './catalogue';
import { createJobRunner, JOBS_SCHEMA, type JobInfo, type JobRunner, type JobRunnerOptions } from './runner';

// These tests run real pg-boss runners on the test database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). Jobs are polled every half second; waits are bounded by vi.waitFor.
const WAIT = { timeout: 20_000, interval: 100 };
const FAST = { pollingIntervalSeconds: 0.5, schedule: false, catchUpOnStart: false } as const;

describe('job runner', () => {
  let t: TestCore;
  const runners: JobRunner[] = [];
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    t = await createTestCore();
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
  });
  afterAll(async () => {
    for (const close of closers.splice(0)) await close();
    await t.close();
  });

  function runner(options: Partial<JobRunnerOptions> & { core: Core }): JobRunner {
    const created = createJobRunner({ ...FAST, ...options });
    runners.push(created);
    return created;
  }

  /** A second core on its own connection to the same database: another process after a restart. */
  async function secondProcess(overrides: { sms?: SmsProvider } = {}) {
    const handle = await t.db.connectAgain();
    closers.push(() => handle.close());
    const logger = memoryLogger();
    const core = createCore({
      db: handle.db,
      secrets: TEST_SECRETS,
      clock: t.clock,
      logger,
      environment: 'test',
      providers: overrides.sms ? { sms: overrides.sms } : {},
    });
    return { core, logger };
  }

  async function waitForState(
    r: JobRunner,
    id: string,
    state: JobInfo['state'],
    name: JobName = 'payment-reminders',
  ): Promise<JobInfo> {
    return vi.waitFor(async () => {
      const job = await r.getJob(name, id);
      expect(job?.state).toBe(state);
      return job as JobInfo;
    }, WAIT);
  }

  async function smsTo(core: Core, phone: string) {
    return core.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipientHash, core.pii.hash('phone', phone))));
  }

  it('registers every scheduled job as a cron in America/Mexico_City', async () => {
    const r = runner({ core: t.core, schedule: true });
    await r.start();
    const tz = 'America/Mexico_City';
    expect(await r.schedules()).toEqual([
      { name: 'payment-reminders', cron: '0 9 * * *', timeZone: tz },
      { name: 'loans-overdue', cron: '5 0 * * *', timeZone: tz },
      { name: 'offers-expire', cron: '*/5 * * * *', timeZone: tz },
      { name: 'payouts-confirm', cron: '* * * * *', timeZone: tz },
      { name: 'payments-confirm', cron: '* * * * *', timeZone: tz },
      { name: 'direct-debits', cron: '0 8 * * *', timeZone: tz },
      { name: 'identity-poll', cron: '* * * * *', timeZone: tz },
      { name: 'referrals-reconcile', cron: '23 * * * *', timeZone: tz },
      { name: 'idempotency-purge', cron: '17 * * * *', timeZone: tz },
      { name: 'collector-retention', cron: '41 * * * *', timeZone: tz },
      { name: 'client-count-compact', cron: '*/5 * * * *', timeZone: tz },
      { name: 'manual-queue-count-compact', cron: '*/5 * * * *', timeZone: tz },
      { name: 'rate-limits-purge', cron: '29 * * * *', timeZone: tz },
      { name: 'collections-promises', cron: '20 0 * * *', timeZone: tz },
      { name: 'payment-plans', cron: '25 0 * * *', timeZone: tz },
      { name: 'notices-deliver', cron: '* * * * *', timeZone: tz },
      { name: 'reconciliation-check', cron: '30 6 * * *', timeZone: tz },
      { name: 'aml-rescreen', cron: '*/10 * * * *', timeZone: tz },
      { name: 'aml-monitor', cron: '15 * * * *', timeZone: tz },
      { name: 'contracts-timestamp', cron: '*/10 * * * *', timeZone: tz },
      { name: 'fiscal-documents', cron: '*/5 * * * *', timeZone: tz },
      { name: 'personal-data-erasure', cron: '40 3 * * *', timeZone: tz },
      { name: 'credit-monitoring', cron: '45 6 * * *', timeZone: tz },
    ]);
    expect(JOB_NAMES).toHaveLength(23);
  });

  it('runs a job enqueued before a restart exactly once, in the runner that starts next', async () => {
    t.clock.set(TEST_NOW);
    const loan = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-05', booked: true });
    const before = runner({ core: t.core });
    await before.start();
    const id = (await before.enqueue('payment-reminders', { startAfterSeconds: 1 })) as string;
    expect(id).toEqual(expect.any(String));
    await before.stop(); // the "restart": the first process is gone before the job was due

    const next = await secondProcess();
    const after = runner({ core: next.core });
    await after.start();
    const done = await waitForState(after, id, 'completed');
    expect(done.retryCount).toBe(0);
    expect(done.output).toMatchObject({ date: '2026-03-02', skipped: 0 });
    expect(await smsTo(t.core, loan.phone)).toHaveLength(1);
    const runs = [...t.logger.lines, ...next.logger.lines].filter(
      (l) => l.message === 'job payment-reminders done',
    );
    expect(runs.map((l) => l.fields?.jobId)).toEqual([id]);
  });

  it("takes a job enqueued for now at once, not at its worker's next poll", async () => {
    t.clock.set(TEST_NOW);
    // Polling every 60 s: the worker polled when it started and would not look again within WAIT.
    const slow = runner({ core: t.core, pollingIntervalSeconds: 60 });
    await slow.start();
    const id = (await slow.enqueue('idempotency-purge')) as string;
    const done = await waitForState(slow, id, 'completed', 'idempotency-purge');
    expect(done.retryCount).toBe(0);
  });

  it('stops only once a job it has just woken for has ended and pg-boss recorded its end', async () => {
    t.clock.set(TEST_NOW);
    // Stopped right after the enqueue: the woken worker's fetch is in flight, and the job it takes
    // runs on. The caller closes the database once stop() returns (the API's shutdown), so nothing
    // of the job's, nor pg-boss's record of its end, may come after.
    for (let round = 0; round < 5; round++) {
      const r = runner({ core: t.core, pollingIntervalSeconds: 60 });
      await r.start();
      const id = (await r.enqueue('idempotency-purge')) as string;
      await r.stop();
      const [job] = await rowsOf(
        t.core.db,
        sql`select state from ${sql.identifier(JOBS_SCHEMA)}.job where id = ${id}`,
      );
      expect(['created', 'completed']).toContain(job?.state);
    }
  });

  it('retries a failing job with backoff and completes it on the next attempt', async () => {
    t.clock.set('2026-03-09T18:00:00Z');
    const loan = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-10', booked: true });
    // The reminders go out through the notices, whose first delivery fails as a gateway timeout
    // would: the job fails, is retried with backoff, and sends on its second attempt.
    let failures = 0;
    let failedAt: Date | undefined;
    const second = await secondProcess();
    const flaky: Core = {
      ...second.core,
      notices: {
        ...second.core.notices,
        deliverDue: async () => {
          if (failures === 0) {
            failures += 1;
            failedAt = new Date();
            throw new Error('SMS gateway timeout');
          }
          return second.core.notices.deliverDue();
        },
      },
    };
    const r = runner({ core: flaky, retry: { limit: 3, delaySeconds: 1, backoff: true } });
    await r.start();
    const id = (await r.enqueue('payment-reminders')) as string;

    // pg-boss counts a retry when the job is picked up again, so the waiting job still says 0.
    const waiting = await waitForState(r, id, 'retry');
    expect(waiting.retryCount).toBe(0);
    expect(waiting.output).toMatchObject({ message: 'SMS gateway timeout' });
    expect(waiting.startAfter.getTime()).toBeGreaterThan((failedAt as Date).getTime());
    // The failure reached the error reporter (issue 40; the sandbox reporter writes the outbox).
    const reports = await t.core.db
      .select({ body: outbox.body, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.channel, 'error_report'));
    expect(reports).toEqual([
      {
        body: 'Error: SMS gateway timeout',
        payload: { job: 'payment-reminders', jobId: id, tag: 'critical' },
      },
    ]);

    const done = await waitForState(r, id, 'completed');
    expect(done.retryCount).toBe(1);
    expect(await smsTo(t.core, loan.phone)).toHaveLength(1);
  });

  it('deduplicates a job scheduled twice: the second enqueue is refused and it runs once', async () => {
    // Tuesday: Monday 16 March is a holiday, outside the contact window.
    t.clock.set('2026-03-17T18:00:00Z');
    const loan = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-18', booked: true });
    const r = runner({ core: t.core });
    await r.start();
    const first = await r.enqueue('payment-reminders', { dedupeKey: 'invoice-run', startAfterSeconds: 1 });
    const second = await r.enqueue('payment-reminders', { dedupeKey: 'invoice-run', startAfterSeconds: 1 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await waitForState(r, first as string, 'completed');
    expect(await smsTo(t.core, loan.phone)).toHaveLength(1);
    // Once the job is done the key is free again; the rerun finds nothing new to send today.
    const rerun = (await r.enqueue('payment-reminders', { dedupeKey: 'invoice-run' })) as string;
    expect(rerun).toEqual(expect.any(String));
    expect((await waitForState(r, rerun, 'completed')).output).toMatchObject({ sent: 0 });
    expect(await smsTo(t.core, loan.phone)).toHaveLength(1);
  });

  describe('each job on one runner', () => {
    // One runner for the 23 jobs: starting and stopping a runner (23 queues, 23 workers) per job
    // cost more than the jobs. Each test enqueues its own job on it; no other job is queued.
    let shared: JobRunner;
    beforeAll(async () => {
      shared = createJobRunner({ ...FAST, core: t.core });
      await shared.start();
    });
    afterAll(async () => {
      await shared.stop();
    });

    it.each(JOB_NAMES.map((name) => [name]))(
      'runs %s to completion, and again with nothing left to do',
      async (name) => {
        t.clock.set('2026-06-01T18:00:00Z');
        // The clients the tests above registered left rows of the kept counts to fold: folded here,
        // so that the job, like every other, finds nothing to do in this file's data.
        if (name === 'client-count-compact') await clientCount.compact(t.core.db);
        if (name === 'manual-queue-count-compact') await manualQueueCount.compact(t.core.db);
        // The sandbox watch lists are loaded (and everyone screened) once before, like a deployment's first run.
        if (name === 'aml-rescreen') await refreshWatchlists(t.core);
        // The months over are written once (ADR 294), like the close of each first of the month.
        if (name === 'loans-overdue') await writeMonthEnds(t.core.db, '2026-06-01');
        // The loans the tests above booked are settled and their notices delivered, so that no job
        // finds anything owed, late or waiting in this file's data.
        await t.core.db.update(loans).set({ status: LOAN_STATUS.paid });
        await t.core.notices.deliverDue();
        const first = (await shared.enqueue(name)) as string;
        const done = await waitForState(shared, first, 'completed', name);
        const again = (await shared.enqueue(name)) as string;
        const repeat = await waitForState(shared, again, 'completed', name);
        expect(repeat.output).toEqual(done.output);
        expect(Object.values(repeat.output ?? {}).every((v) => typeof v === 'string' || v === 0)).toBe(true);
      },
    );
  });

  it('catches the daily jobs up once per business day when runners start', async () => {
    const day = fixedClock('2026-03-23T18:00:00Z');
    const logger = memoryLogger();
    const core = createCore({
      db: t.core.db,
      secrets: TEST_SECRETS,
      clock: day,
      logger,
      environment: 'test',
    });
    const loan = await insertLoanWithInvoice(core, { dueDate: '2026-03-24', booked: true });
    const first = runner({ core, catchUpOnStart: true });
    await first.start();
    await vi.waitFor(async () => expect(await smsTo(core, loan.phone)).toHaveLength(1), WAIT);
    await first.stop();
    const second = runner({ core, catchUpOnStart: true });
    await second.start();
    await second.stop();
    expect(await smsTo(core, loan.phone)).toHaveLength(1);
  });
});
