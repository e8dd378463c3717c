import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { executeTextNamed } from './text-named';

/**
 * Lists count their rows exactly up to this many (issue 17, ADRs 064 and 082); past it the total is
 * the planner's estimate, flagged as such (`x-total-count-estimated: true`). Counting every row of a
 * 50,000-row table on every page was the whole cost of the audit-log page; counting the 3,847
 * clients a name search for `garc` matches at 50k (each one a heap row to recheck) was most of the
 * search's. 1,000 rows is 50 pages of 20 counted exactly.
 */
export const EXACT_COUNT_LIMIT = 1_000;

/**
 * An unfiltered list takes the planner's estimate without counting when it is more than this many
 * times the limit: for a whole table the estimate is the table's size as of its last statistics,
 * scaled to its current pages, so a table ten times the limit is not counted to find out.
 */
const UNFILTERED_MARGIN = 2;

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
export async function plannedRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = db.select({ one: sql`1` }).from(table).where(where);
  const [row] = await rowsOf(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan?: { 'Plan Rows'?: number };
  }>;
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** How long the planner's estimate of a whole table is reused (per database handle and table). */
const TABLE_ESTIMATE_TTL_MS = 10_000;
const tableEstimates = new WeakMap<Database, Map<PgTable, { rows: number; at: number }>>();

/**
 * The planner's estimate of a whole table's rows, asked at most every ten seconds per table: an
 * estimate already, so a few seconds older costs nothing, and the first page of an unfiltered list
 * (the audit log's) is then one statement.
 */
async function tableEstimate(db: Database, table: PgTable): Promise<number> {
  let byTable = tableEstimates.get(db);
  if (!byTable) {
    byTable = new Map();
    tableEstimates.set(db, byTable);
  }
  const now = Date.now();
  const known = byTable.get(table);
  if (known && now - known.at < TABLE_ESTIMATE_TTL_MS) return known.rows;
  const rows = await plannedRows(db, table, undefined);
  byTable.set(table, { rows, at: now });
  return rows;
}

/**
 * The number of rows of `table` matching `where`: exact when at most `limit` (a count that stops
 * reading at `limit + 1` rows), otherwise the planner's estimate, at least `limit + 1`. Without a
 * filter the estimate is asked first (reused for ten seconds) and, when it is well past the limit,
 * nothing is counted.
 */
export async function boundedCount(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<BoundedTotal> {
  const known = await totalWithoutCounting(db, table, where, limit);
  if (known.total) return known.total;
  const { planned } = known;
  const [counted] = await executeTextNamed(
    db.select({ n: count() }).from(cappedRows(db, table, where, limit)),
  );
  return totalOfCapped(db, table, where, Number(counted?.n ?? 0), limit, planned);
}

/**
 * The total of an unfiltered list whose table's estimate (reused for ten seconds) is well past the
 * limit: then nothing is counted. Otherwise no total, and for an unfiltered list the estimate read
 * (for {@link totalOfCapped}).
 */
export async function totalWithoutCounting(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<{ total?: BoundedTotal; planned?: number }> {
  if (where !== undefined) return {};
  const planned = await tableEstimate(db, table);
  if (planned > limit * UNFILTERED_MARGIN) return { total: { total: planned, estimated: true } };
  return { planned };
}

function cappedRows(db: Database, table: PgTable, where: SQL | undefined, limit: number) {
  return db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('capped');
}

/**
 * The capped count of {@link boundedCount} as a scalar subquery, to select beside a page's rows:
 * the page's rows and its count in one statement (ADR 092). PostgreSQL runs an uncorrelated
 * subquery of the select list once per statement (an InitPlan), not once per row. Read its value
 * with {@link totalOfCapped}.
 */
export function cappedCountColumn(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): SQL<number> {
  return sql<number>`(${db.select({ n: count() }).from(cappedRows(db, table, where, limit))})`.mapWith(
    Number,
  );
}

/**
 * How long the planner's estimate of a filtered list is reused (per database handle and `reuse`
 * key: the filter's shape and values), and how many such estimates a handle keeps.
 */
const FILTER_ESTIMATE_TTL_MS = 10_000;
const MAX_FILTER_ESTIMATES = 1_000;
const filterEstimates = new WeakMap<Database, Map<string, { rows: number; at: number }>>();

/**
 * The planner's estimate of `where`, reused for ten seconds per `reuse` key (ADR 095), as the
 * estimate of a whole table is (ADR 082): an estimate already, and the pages of one search past
 * 1,000 matches would otherwise each send an `EXPLAIN` (a statement, planned, beside its rows).
 */
async function reusedEstimate(db: Database, table: PgTable, where: SQL | undefined, reuse: string) {
  let byKey = filterEstimates.get(db);
  if (!byKey) {
    byKey = new Map();
    filterEstimates.set(db, byKey);
  }
  const now = Date.now();
  const known = byKey.get(reuse);
  if (known && now - known.at < FILTER_ESTIMATE_TTL_MS) return known.rows;
  const rows = await plannedRows(db, table, where);
  // Oldest first (a Map keeps insertion order): a refreshed key moves to the end, the first goes.
  byKey.delete(reuse);
  if (byKey.size >= MAX_FILTER_ESTIMATES) {
    const oldest = byKey.keys().next().value;
    if (oldest !== undefined) byKey.delete(oldest);
  }
  byKey.set(reuse, { rows, at: now });
  return rows;
}

/**
 * The total of a capped count `n` (at most `limit + 1`): exact up to `limit`, past it the planner's
 * estimate (an `EXPLAIN`, unless `planned` is known already; with `reuse`, a key naming the filter
 * and its values, reused for ten seconds), flagged, never below `limit + 1`.
 */
export async function totalOfCapped(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  n: number,
  limit = EXACT_COUNT_LIMIT,
  planned?: number,
  reuse?: string,
): Promise<BoundedTotal> {
  if (n <= limit) return { total: n, estimated: false };
  const estimate =
    planned ??
    (reuse === undefined
      ? await plannedRows(db, table, where)
      : await reusedEstimate(db, table, where, reuse));
  return { total: Math.max(limit + 1, estimate), estimated: true };
}
