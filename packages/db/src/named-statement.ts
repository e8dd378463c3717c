import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DRIZZLE_CASING, type Executor, type ResultRow, rowsOf } from './database';

/** A row of a raw statement, as the driver returns it. */
export type RawRow = ResultRow;

/** Writes a raw statement's SQL text and parameters as the database's own dialect writes them. */
const dialect = new PgDialect({ casing: DRIZZLE_CASING });

/**
 * Types whose text node-postgres would turn into JavaScript values but Drizzle's raw statements
 * (`db.execute`) keep as text: timestamps with and without a time zone, dates, intervals and
 * their arrays, and arrays of numerics. The rows of {@link executeNamed} read as `db.execute`'s do.
 */
const KEPT_AS_TEXT: ReadonlySet<number> = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

const asText = (value: string): string => value;

/** node-postgres's `types` option of a query (`CustomTypesConfig`): its parsers but {@link KEPT_AS_TEXT}. */
const RAW_TYPES = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(typeId)
      ? asText
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/** The node-postgres pool `db` runs on (Drizzle's public `$client`), if it is one. */
function poolOf(db: Executor): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Runs a raw statement as a **named prepared statement** and returns its rows (issue 17). On
 * PostgreSQL each pooled connection parses it once, and after a few runs the server keeps a generic
 * plan: the client profile's fact statements spent ~0.9 ms planning for ~0.2 ms of work on every
 * call, while `db.execute` sends an unnamed statement, planned again each time. Only public APIs:
 * Drizzle's dialect writes the text and parameters, node-postgres's query config `{ name, text,
 * values }` names the statement (ADR 125). On the embedded PGlite, and inside a transaction (whose
 * database object has no pool), it runs as `db.execute` runs it, with the same rows.
 *
 * The statement's text must be the same on every call with a `name` (values go in as parameters,
 * never spliced into the text), and names must be unique in the process (prefix `lender_`).
 */
export async function executeNamed(db: Executor, name: string, query: SQL): Promise<RawRow[]> {
  const pool = poolOf(db);
  if (pool === undefined) return rowsOf(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await pool.query<RawRow>({ name, text, values: params, types: RAW_TYPES });
  return result.rows;
}
