import {
  PLATFORM_CLOCK_MAX_ADVANCE_DAYS,
  type PlatformClockAdvance,
  type PlatformClockAdvanceRequest,
} from '@lender/contracts';
import { eq, isNull, lt, or, sql } from '@lender/db/orm';
import { platformClock as platformClockTable } from '@lender/db/schema';
import type { Core } from '../core';
import { CoreError } from '../errors/core-error';
import { JOB_NAMES, JOBS, type JobName } from './catalogue';
import { dueRunsBetween, isFolded } from './due-runs';
import {
  mexicoCityDateTime,
  mexicoCityInstant,
  platformClockView,
  requirePlatformClock,
} from './platform-clock';
import { DEFAULT_REMINDER_DAYS_AFTER, DEFAULT_REMINDER_DAYS_BEFORE, normaliseDaysBefore } from './reminders';

/** A move whose process died is taken over after this long. */
export const PLATFORM_CLOCK_MOVE_STALE_MS = 30 * 60_000;

const DAY_MS = 86_400_000;

/** The job settings a move runs the jobs with (the runner's, `createJobRunner`). */
export interface AdvanceJobOptions {
  reminderDaysBefore?: readonly number[];
  reminderDaysAfter?: readonly number[];
}

type Output = Record<string, string | number | boolean>;

/**
 * `backOffice.advancePlatformClock` (issue 54, ADR 288): moves a sandbox or staging deployment's
 * platform clock forward to `input.to` (Mexico City wall clock) and runs, in schedule order, every
 * scheduled job whose time passed on the way, each run with its own now (`due-runs.ts`: jobs that
 * fire more than once an hour run once per hour and at their last due time). The jobs run here,
 * through the catalogue's own `run` (the pg-boss runner's entry point), with this process's clock
 * pinned at each run's instant; other processes keep the old now until the move ends, then read the
 * new offset (at most a second later).
 *
 * Refused: outside sandbox mode 403 `sandbox_not_allowed`; `to` not after the platform's now or
 * more than {@link PLATFORM_CLOCK_MAX_ADVANCE_DAYS} days ahead of it 400 `validation_failed` on `to`
 * (`too_small`, `too_big`); while another move runs 409 `conflict`. Audited
 * (`platform.clock_advance`). A job that fails stops the move there: the clock stays just before
 * that run (the runs before it kept) and the error goes on.
 */
export async function advancePlatformClock(
  core: Core,
  { actorId: userId, body: input }: { readonly actorId: number; readonly body: PlatformClockAdvanceRequest },
  options: AdvanceJobOptions = {},
): Promise<PlatformClockAdvance> {
  const clock = requirePlatformClock(core);
  await clock.refresh(core.db, { force: true });
  const from = clock.now();
  const to = mexicoCityInstant(input.to);
  const fromText = mexicoCityDateTime(from);
  if (to.getTime() <= from.getTime()) {
    throw refusal('too_small', `Must be after the platform's now (${fromText})`, { min: fromText });
  }
  if (to.getTime() - from.getTime() > PLATFORM_CLOCK_MAX_ADVANCE_DAYS * DAY_MS) {
    const max = mexicoCityDateTime(new Date(from.getTime() + PLATFORM_CLOCK_MAX_ADVANCE_DAYS * DAY_MS));
    throw refusal('too_big', `At most ${PLATFORM_CLOCK_MAX_ADVANCE_DAYS} days ahead (${max})`, { max });
  }
  await claimMove(core, clock.base.now());
  const context = {
    core,
    reminderDaysBefore: normaliseDaysBefore(options.reminderDaysBefore ?? DEFAULT_REMINDER_DAYS_BEFORE),
    reminderDaysAfter: normaliseDaysBefore(options.reminderDaysAfter ?? DEFAULT_REMINDER_DAYS_AFTER),
  };
  const perJob = new Map<JobName, { runs: number; dueRuns: number; counts: Record<string, number> }>();
  const changed: PlatformClockAdvance['runs'] = [];
  let reached = to;
  try {
    for (const run of dueRunsBetween(from, to)) {
      clock.pin(run.at);
      let output: Output;
      try {
        output = scalars(await JOBS[run.job].run(context));
      } catch (error) {
        reached = new Date(run.at.getTime() - 1);
        core.logger.error('platform clock: a job failed, the move stops before it', {
          job: run.job,
          at: run.at.toISOString(),
        });
        throw error;
      }
      const entry = perJob.get(run.job) ?? { runs: 0, dueRuns: 0, counts: {} };
      entry.runs += 1;
      entry.dueRuns += run.dueRuns;
      for (const [key, value] of Object.entries(output)) {
        if (typeof value === 'number') entry.counts[key] = (entry.counts[key] ?? 0) + value;
      }
      perJob.set(run.job, entry);
      const daily = !isFolded(JOBS[run.job].cron ?? '* * * * *');
      if (daily || Object.values(output).some((value) => typeof value === 'number' && value !== 0)) {
        changed.push({ job: run.job, at: run.at.toISOString(), output });
      }
    }
  } finally {
    clock.pin(null);
    await releaseMove(
      core,
      userId,
      Math.max(clock.offsetMs(), reached.getTime() - clock.base.now().getTime()),
    );
  }
  const jobs = JOB_NAMES.flatMap((job) => {
    const entry = perJob.get(job);
    return entry ? [{ job, ...entry }] : [];
  });
  const view = platformClockView(clock, false);
  await core.audit.record(core.db, {
    actor: { type: 'user', id: userId },
    action: 'platform.clock_advance',
    entity: 'settings',
    entityId: 'platform_clock',
    before: { platformNow: from.toISOString() },
    after: { platformNow: view.now, jobRuns: jobs.reduce((sum, job) => sum + job.runs, 0) },
  });
  return { from: from.toISOString(), clock: view, jobs, runs: changed };
}

function refusal(code: 'too_small' | 'too_big', message: string, params: Record<string, string>): CoreError {
  return new CoreError('validation_failed', { violations: [{ field: ['to'], code, message, params }] });
}

/** Marks a move under way (409 `conflict` while another runs and is not stale). */
async function claimMove(core: Core, realNow: Date): Promise<void> {
  const stale = new Date(realNow.getTime() - PLATFORM_CLOCK_MOVE_STALE_MS);
  const claimed = await core.db
    .insert(platformClockTable)
    .values({ id: 1, offsetMs: 0, advancingSince: realNow })
    .onConflictDoUpdate({
      target: platformClockTable.id,
      set: { advancingSince: realNow },
      setWhere: or(isNull(platformClockTable.advancingSince), lt(platformClockTable.advancingSince, stale)),
    })
    .returning({ id: platformClockTable.id });
  if (claimed.length === 0) {
    throw new CoreError('conflict', { message: 'Another move of the platform clock is running.' });
  }
}

/** Stores the new offset (never smaller), ends the move and lets this process read it at once. */
async function releaseMove(core: Core, userId: number, offsetMs: number): Promise<void> {
  const offset = Math.max(0, Math.round(offsetMs));
  await core.db
    .update(platformClockTable)
    .set({
      offsetMs: sql`greatest(${platformClockTable.offsetMs}, ${offset})`,
      advancingSince: null,
      movedBy: userId,
      updatedAt: requirePlatformClock(core).base.now(),
    })
    .where(eq(platformClockTable.id, 1));
  requirePlatformClock(core).adopt(offset);
}

/** A job's output as flat scalars (what the answer and the log carry). */
function scalars(output: Record<string, unknown>): Output {
  const flat: Output = {};
  for (const [key, value] of Object.entries(output)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      flat[key] = value;
  }
  return flat;
}
