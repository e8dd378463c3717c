import { type SQL, sql } from 'drizzle-orm';
import { bigint, bigserial, pgTable } from 'drizzle-orm/pg-core';
import { type Database, rowsOf } from './database';

/** The tables of counts kept by the database as rows of changes (migrations 0032 and 0033). */
export type CountDeltasTable = 'client_count_deltas' | 'manual_queue_count_deltas';

/** A count kept by the database: read it in a statement, read it alone, fold its rows. */
export interface KeptCount {
  /**
   * The count as a scalar subquery: in a statement that also reads the rows it counts, the count
   * and the rows come from one snapshot (a row added meanwhile is in both or neither). PostgreSQL
   * runs it once per statement (an InitPlan) over a handful of rows.
   */
  readonly total: SQL<number>;
  /** The count, in one statement of its own. */
  exact(db: Database): Promise<number>;
  /**
   * Folds the count's rows into one, so the sum stays over a handful of rows (a job runs it every
   * few minutes): how many rows it folded, 0 when there was one row or none (then it writes nothing,
   * so a second run does nothing, as every job's). One statement, safe beside the triggers' inserts
   * and another compaction: it deletes the rows its snapshot sees and inserts their sum; a row
   * committed after the snapshot is neither deleted nor summed, and a row another compaction
   * deleted first is skipped by this delete (it waits for that one, then finds the row gone), so it
   * is not summed twice. Readers see the old rows or the new one, never both (one transaction).
   */
  compact(db: Database): Promise<{ folded: number }>;
}

/**
 * A count kept as rows of changes (ADR 097, 105): triggers on the counted table add one row per
 * change (`delta`, insert-only, so concurrent writers never wait on one counter row), a truncate
 * empties it, and the count is the sum. The tables are made by migrations, not the Drizzle schema
 * (like `client_search_names`, 0031).
 */
export function keptCount(name: CountDeltasTable): KeptCount {
  const deltas = pgTable(name, {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  });
  const total = sql<number>`(select coalesce(sum(${deltas.delta}), 0)::bigint from ${deltas})`;
  return {
    total,
    async exact(db) {
      const [row] = await rowsOf(db, sql`select ${total} as n`);
      return Number(row?.n ?? 0);
    },
    async compact(db) {
      const [row] = await rowsOf(
        db,
        sql`with gone as (
            delete from ${deltas} where (select count(*) from ${deltas}) > 1
            returning ${deltas.delta}),
          kept as (insert into ${deltas} (delta) select sum(delta) from gone having count(*) > 0)
          select count(*) as folded from gone`,
      );
      return { folded: Number(row?.folded ?? 0) };
    },
  };
}
