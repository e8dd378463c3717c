import { type SQL, sql } from 'drizzle-orm';
import { bigint, bigserial, pgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

/**
 * The exact number of clients, kept by the database (migration 0032, ADR 097): every statement that
 * inserts or deletes clients adds one row of its change (statement-level triggers on `clients`), a
 * truncate empties it, and the total is the sum. Insert-only, so concurrent registrations never wait
 * on one counter row. Not in the Drizzle schema, like `client_search_names` (0031).
 */
const clientCountDeltas = pgTable('client_count_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  delta: bigint('delta', { mode: 'number' }).notNull(),
});

/**
 * The exact number of clients as a scalar subquery: in a statement that also reads clients, the
 * count and the rows come from one snapshot (a client registered meanwhile is in both or neither).
 * PostgreSQL runs it once per statement (an InitPlan) over a handful of rows.
 */
export const clientTotal: SQL<number> = sql<number>`(select coalesce(sum(${clientCountDeltas.delta}), 0)::bigint from ${clientCountDeltas})`;

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** The exact number of clients (one statement, the sum of migration 0032's rows). */
export async function exactClientCount(db: Database): Promise<number> {
  const [row] = await rowsOf(db, sql`select ${clientTotal} as n`);
  return Number(row?.n ?? 0);
}

/**
 * Folds the count's rows into one, so the sum stays over a handful of rows (the job
 * `client-count-compact`): how many rows it folded, 0 when there was one row or none (then it writes
 * nothing, so a second run does nothing, as every job's). One statement, safe beside registrations
 * and another compaction: it deletes the rows its snapshot sees and inserts their sum; a row
 * committed after the snapshot is neither deleted nor summed, and a row another compaction deleted
 * first is skipped by this delete (it waits for that one, then finds the row gone), so it is not
 * summed twice. Readers see the old rows or the new one, never both (one transaction).
 */
export async function compactClientCount(db: Database): Promise<{ folded: number }> {
  const [row] = await rowsOf(
    db,
    sql`with gone as (
        delete from ${clientCountDeltas} where (select count(*) from ${clientCountDeltas}) > 1
        returning ${clientCountDeltas.delta}),
      kept as (insert into ${clientCountDeltas} (delta) select sum(delta) from gone having count(*) > 0)
      select count(*) as folded from gone`,
  );
  return { folded: Number(row?.folded ?? 0) };
}
