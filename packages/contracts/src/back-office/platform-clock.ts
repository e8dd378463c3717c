import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema, isIsoDate } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';

// The platform clock of a sandbox or staging deployment (ADR 288): the platform's "now"
// every API instance and the worker read, moved forward by an admin, the jobs whose time passed
// run on the way.

/** How far one move may go: 35 days (a month and its month-end from any day). */
export const PLATFORM_CLOCK_MAX_ADVANCE_DAYS = 35;

/** A wall-clock time in Mexico City, `YYYY-MM-DDTHH:mm` (no offset: the business clock's). */
export const MexicoCityDateTimeSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, {
    message: 'Must be a Mexico City date and time YYYY-MM-DDTHH:mm',
  })
  .refine((value) => isIsoDate(value.slice(0, 10)), {
    message: 'Must be a calendar date',
    params: { code: 'invalid_format' },
  })
  .meta({
    id: 'MexicoCityDateTime',
    description: 'A date and time on the Mexico City wall clock, YYYY-MM-DDTHH:mm.',
    example: '2026-04-03T22:30',
  });
export type MexicoCityDateTime = z.infer<typeof MexicoCityDateTimeSchema>;

/** `GET back-office/platform-clock`: the platform's now. */
export const PlatformClockSchema = z
  .object({
    /** The platform's now, an instant. */
    now: IsoDateTimeSchema,
    /** The same on the Mexico City wall clock. */
    dateTime: MexicoCityDateTimeSchema,
    /** The platform's business date. */
    today: IsoDateSchema,
    /** Whole minutes the platform is ahead of the real time. */
    aheadMinutes: z.number().int().nonnegative(),
    /** How far one move may go, in days. */
    maxAdvanceDays: z.number().int().positive(),
    /** Whether a move is running its jobs now (another is refused until it ends). */
    advancing: z.boolean(),
  })
  .meta({ id: 'PlatformClock' });
export type PlatformClock = z.infer<typeof PlatformClockSchema>;

/** `POST back-office/platform-clock/advance`: where to move the platform's now. */
export const PlatformClockAdvanceRequestSchema = z
  .object({ to: MexicoCityDateTimeSchema })
  .meta({ id: 'PlatformClockAdvanceRequest' });
export type PlatformClockAdvanceRequest = z.infer<typeof PlatformClockAdvanceRequestSchema>;

/** A scalar of a job's output (counts, dates, states; never personal data). */
const JobOutputSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/** What a move ran: per job, and each run that changed something. */
export const PlatformClockAdvanceSchema = z
  .object({
    /** The platform's now before the move. */
    from: IsoDateTimeSchema,
    clock: PlatformClockSchema,
    /** Each job that ran, in the catalogue's order: its runs, the due runs they stand for, the sum of its counts. */
    jobs: z.array(
      z.object({
        job: z.string(),
        runs: z.number().int().nonnegative(),
        dueRuns: z.number().int().nonnegative(),
        counts: z.record(z.string(), z.number()),
      }),
    ),
    /** Every run of a daily job, and every other run that changed something (a count not 0), in schedule order, each with its own now. */
    runs: z.array(z.object({ job: z.string(), at: IsoDateTimeSchema, output: JobOutputSchema })),
  })
  .meta({ id: 'PlatformClockAdvance' });
export type PlatformClockAdvance = z.infer<typeof PlatformClockAdvanceSchema>;

const ONLY_SANDBOX =
  'Only in sandbox mode (development, or a staging deployment with `SANDBOX=true`); elsewhere 403 `sandbox_not_allowed`.';

/** The platform clock's endpoints (admins). */
export const backOfficePlatformClockEndpoints = defineEndpoints('backOffice', {
  platformClock: {
    permission: 'platform.clock',
    method: 'get',
    path: '/web/private/back-office/platform-clock',
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: "The platform clock of a sandbox or staging deployment: the platform's now",
    description: ONLY_SANDBOX,
    request: {},
    response: PlatformClockSchema,
    errors: ['sandbox_not_allowed'],
  },
  advancePlatformClock: {
    permission: 'platform.clock',
    method: 'post',
    path: '/web/private/back-office/platform-clock/advance',
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: "Move the platform's now forward, running every scheduled job whose time passed",
    description:
      `${ONLY_SANDBOX} \`to\` is a Mexico City date and time after the platform's now and at most ` +
      `${PLATFORM_CLOCK_MAX_ADVANCE_DAYS} days ahead of it (else 422 \`validation_failed\` on \`to\`: ` +
      '`too_small`, `too_big`). Every scheduled job whose time passed runs in schedule order, once per due ' +
      'run, each with its own now (3 days run the 09:00 reminders three times); jobs that fire more than ' +
      'once an hour (every minute, every 5 minutes) run once per hour of the move and once at their last ' +
      'due time. One move at a time (409 `conflict` while another runs). Audited. A client in sandbox ' +
      "mode keeps their own offset in days on top of the platform's date.",
    request: { body: PlatformClockAdvanceRequestSchema },
    response: PlatformClockAdvanceSchema,
    errors: ['sandbox_not_allowed', 'validation_failed', 'conflict'],
  },
});
