import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, sharedKey } from './columns';

/**
 * Sandbox mode per client (spec §2, §6; ADR 021): who started it, the business-date offset the
 * services honour for this client only, a forced decision outcome and a forced journey step.
 */
export const sandboxClients = pgTable('sandbox_clients', {
  clientId: sharedKey(() => clients.id, 'cascade'),
  /** `admin` (a back-office token) or `qa_cookie` (the `qa-disable-flow` cookie). */
  startedBy: text({ enum: ['admin', 'qa_cookie'] }).notNull(),
  adminUserId: integer(),
  /** Whole days added to the business date for this client. */
  clockOffsetDays: integer().notNull().default(0),
  /** Application status the next decision is forced to (3, 6, 13, 14, 17, 18, 401). */
  forcedDecision: integer(),
  /** Journey step shown instead of the computed one. */
  forcedStep: text(),
  startedAt: instantNow(),
  updatedAt: instantNow(),
});

/**
 * The platform clock of a sandbox or staging deployment (issue 54, ADR 288): one row whose
 * `offsetMs` every API instance and worker adds to the real time, so they all read the same
 * platform "now" (Mexico City business dates follow it). No row is offset 0, the real time. The
 * offset only grows: `backOffice.advancePlatformClock` moves it forward and runs the jobs whose time
 * passed; `advancingSince` marks a move under way (another is refused until it ends).
 */
export const platformClock = pgTable(
  'platform_clock',
  {
    id: integer().primaryKey().default(1),
    /** Milliseconds added to the real time (never negative). */
    offsetMs: bigint({ mode: 'number' }).notNull().default(0),
    /** The back-office user of the last move. */
    movedBy: integer(),
    /** When a move started and has not ended (null when none is under way). */
    advancingSince: instant(),
    updatedAt: instantNow(),
  },
  (t) => [
    check('platform_clock_single_row', sql`${t.id} = 1`),
    check('platform_clock_forward', sql`${t.offsetMs} >= 0`),
  ],
);
