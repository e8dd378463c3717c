import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, rowsOf } from './database';
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

/** How long a planner's estimate is reused (ADRs 253, 264): an estimate already, a few seconds older costs nothing. */
const ESTIMATE_TTL_MS = 10_000;

/**
 * Planner's estimates kept per database handle and key for {@link ESTIMATE_TTL_MS}, at most `max`
 * keys a handle (the oldest read goes first): `read` runs only when the key's estimate is missing
 * or older; `fresh` gives the key's estimate while it is fresh, and never reads.
 */
function estimateStore<K>(max: number) {
  const byDatabase = new WeakMap<Database, Map<K, { rows: number; at: number }>>();
  const fresh = (db: Database, key: K): number | undefined => {
    const known = byDatabase.get(db)?.get(key);
    return known && Date.now() - known.at < ESTIMATE_TTL_MS ? known.rows : undefined;
  };
  const get = async (db: Database, key: K, read: () => Promise<number>): Promise<number> => {
    const known = fresh(db, key);
    if (known !== undefined) return known;
    let byKey = byDatabase.get(db);
    if (!byKey) {
      byKey = new Map();
      byDatabase.set(db, byKey);
    }
    const now = Date.now();
    const rows = await read();
    // Oldest first (a Map keeps insertion order): a refreshed key moves to the end, the first goes.
    byKey.delete(key);
    if (byKey.size >= max) {
      const oldest = byKey.keys().next();
      if (!oldest.done) byKey.delete(oldest.value);
    }
    byKey.set(key, { rows, at: now });
    return rows;
  };
  return { get, fresh };
}

/** The estimate of a whole table's rows, per table (a handful of keys). */
const tableEstimates = estimateStore<PgTable>(Number.POSITIVE_INFINITY);
/** The estimate of a filtered list, per `reuse` key (the filter's shape and values), 1,000 a handle. */
const filterEstimates = estimateStore<string>(1_000);

/**
 * The planner's estimate of a whole table's rows, asked at most every ten seconds per table: the
 * first page of an unfiltered list (the audit log's) is then one statement.
 */
function tableEstimate(db: Database, table: PgTable): Promise<number> {
  return tableEstimates.get(db, table, () => plannedRows(db, table, undefined));
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
async function totalWithoutCounting(
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
 * The planner's estimate of `where`, reused for ten seconds per `reuse` key (ADR 264), as the
 * estimate of a whole table is (ADR 253): the pages of one search past 1,000 matches would otherwise
 * each send an `EXPLAIN` (a statement, planned, beside its rows).
 */
function reusedEstimate(db: Database, table: PgTable, where: SQL | undefined, reuse: string) {
  return filterEstimates.get(db, reuse, () => plannedRows(db, table, where));
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

/**
 * The total of a filter whose capped count passed `limit` within the last ten seconds, without
 * counting again (ADR 099): its planner's estimate kept under `reuse` by {@link totalOfCapped}, which
 * keeps one only when the count passed the limit, so the total was that estimate anyway. A page
 * of a broad search then reads its rows alone; the first page after ten seconds counts again.
 * `undefined`: no fresh estimate under `reuse` (count).
 */
export function reusedEstimatedTotal(
  db: Database,
  reuse: string,
  limit = EXACT_COUNT_LIMIT,
): BoundedTotal | undefined {
  const rows = filterEstimates.fresh(db, reuse);
  return rows === undefined ? undefined : { total: Math.max(limit + 1, rows), estimated: true };
}
