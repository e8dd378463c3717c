import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow } from './columns';

/**
 * Operator-tunable settings (limits, enabled banks…): a row here overrides the documented default
 * in code. Read on use, so every API instance sees a change at once.
 */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedAt: instantNow(),
  /** Bumped by each back-office edit: a stale edit is refused (`stale_version`, ADR 058). */
  version: integer().notNull().default(1),
});

/**
 * One row whose `version` a trigger on `settings` raises on every change, however it is made (the
 * services, the back office's edits, an operator's SQL): API instances cache the configuration read
 * from `settings` and reload it when the version moves (issue 17, ADR 061).
 */
export const configVersions = pgTable(
  'config_versions',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(1),
    updatedAt: instantNow(),
  },
  (t) => [check('config_versions_single_row', sql`${t.id} = 1`)],
);
