// Background jobs in the API process and in `worker` (issue 6, ADR 027): the pg-boss runner of
// @lender/core, configured from the environment (`JOBS_IN_API`, `REMINDER_DAYS_BEFORE`, `REMINDER_DAYS_AFTER` in env.ts).
import { type Core, createJobRunner, type JobRunner, type Logger } from '@lender/core';
import type { Env } from './env';

/** The job variables of the environment (README "Background jobs"). */
export type JobsEnv = Pick<Env, 'REMINDER_DAYS_BEFORE' | 'REMINDER_DAYS_AFTER'>;

/** Starts the job runner over the core's database and logs what it scheduled. */
export async function startJobRunner(core: Core, env: JobsEnv, logger: Logger): Promise<JobRunner> {
  const runner = createJobRunner({
    core,
    reminderDaysBefore: env.REMINDER_DAYS_BEFORE,
    reminderDaysAfter: env.REMINDER_DAYS_AFTER,
  });
  await runner.start();
  const schedules = await runner.schedules();
  logger.info('background jobs started', {
    schedules: schedules.map((s) => `${s.name} "${s.cron}" ${s.timeZone}`).join('; '),
    reminderDaysBefore: env.REMINDER_DAYS_BEFORE.join(','),
    reminderDaysAfter: env.REMINDER_DAYS_AFTER.join(','),
  });
  return runner;
}
