import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instantNow, sharedKey } from './columns';

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
