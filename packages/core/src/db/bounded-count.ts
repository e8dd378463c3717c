import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * Lists count their rows exactly up to this many (issue 17, ADR 064); past it the total is the
 * planner's estimate, flagged as such (`x-total-count-estimated: true`). Counting every row of a
 * 50,000-row table on every page was the whole cost of the audit-log page.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** A total: exact, or the planner's estimate (never below what was counted). */
export interface BoundedTotal {
  readonly total: number;
  readonly estimated: boolean;
}

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** The planner's row estimate of `select 1 from table where …` (EXPLAIN, nothing is read). */
async function plannedRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = db.select({ one: sql`1` }).from(table).where(where);
  const [row] = await rowsOf(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan?: { 'Plan Rows'?: number };
  }>;
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The number of rows of `table` matching `where`: exact when at most `limit` (a count that stops
 * reading at `limit + 1` rows), otherwise the planner's estimate, at least `limit + 1`.
 */
export async function boundedCount(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<BoundedTotal> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const n = Number(counted?.n ?? 0);
  if (n <= limit) return { total: n, estimated: false };
  return { total: Math.max(limit + 1, await plannedRows(db, table, where)), estimated: true };
}
