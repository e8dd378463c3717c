// Background jobs in the API process and in `worker` (issue 6, ADR 027): the pg-boss runner of
// @lender/core, configured from the environment.
import {
  type Core,
  createJobRunner,
  DEFAULT_REMINDER_DAYS_BEFORE,
  type JobRunner,
  type Logger,
  normaliseDaysBefore,
} from '@lender/core';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * The job variables (README "Background jobs"). Kept beside the runner rather than in `env.ts`
 * so the worker and the server read them the same way.
 */
export const JobsEnvSchema = z.object({
  /**
   * Run the job runner inside the API process. Turn it off when separate `worker` processes run
   * the jobs (any number of either may run: the queue is in PostgreSQL).
   */
  JOBS_IN_API: booleanish.default(true),
  /** Comma-separated days before the due date on which payment reminders go out. */
  REMINDER_DAYS_BEFORE: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'a comma-separated list of whole days, e.g. 3,1')
    .transform((v, ctx) => {
      try {
        return normaliseDaysBefore(v.split(',').map(Number));
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .default(normaliseDaysBefore(DEFAULT_REMINDER_DAYS_BEFORE)),
});
export type JobsEnv = z.infer<typeof JobsEnvSchema>;

/** Reads the job variables; throws a readable error naming the bad variable. */
export function loadJobsEnv(source: Record<string, string | undefined> = process.env): JobsEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = JobsEnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new Error(
      `Invalid environment:\n${result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  return result.data;
}

/** Starts the job runner over the core's database and logs what it scheduled. */
export async function startJobRunner(core: Core, env: JobsEnv, logger: Logger): Promise<JobRunner> {
  const runner = createJobRunner({ core, reminderDaysBefore: env.REMINDER_DAYS_BEFORE });
  await runner.start();
  const schedules = await runner.schedules();
  logger.info('background jobs started', {
    schedules: schedules.map((s) => `${s.name} "${s.cron}" ${s.timeZone}`).join('; '),
    reminderDaysBefore: env.REMINDER_DAYS_BEFORE.join(','),
  });
  return runner;
}
