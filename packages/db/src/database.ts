import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

/**
 * The Drizzle database every service takes: the same type whether it runs on embedded PGlite or
 * on a PostgreSQL pool, so code never branches on the driver.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How Drizzle names columns of the schema's camelCase fields, for every database it opens. */
export const DRIZZLE_CASING = 'snake_case';

/** A transaction handed to `db.transaction(async (tx) => …)`; usable wherever a `Database` is. */
export type Executor = Database;

/** An open database with what is needed to shut it down. */
export interface DatabaseHandle {
  readonly db: Database;
  /** `pglite` (embedded, a folder or memory) or `postgres` (node-postgres pool). */
  readonly kind: 'pglite' | 'postgres';
  /** Where it lives, without credentials: the data folder, `memory`, or host/database. */
  readonly location: string;
  /** Apply pending migrations (drizzle-kit SQL in packages/core/drizzle). */
  migrate(): Promise<void>;
  /** Cheap round trip used by `/readyz`. */
  ping(): Promise<void>;
  /** Checkpoint (PGlite) and close; idempotent. */
  close(): Promise<void>;
}

/** A row of a raw statement's result, by column name. */
export type ResultRow = Record<string, unknown>;

/**
 * The rows of a raw statement (`db.execute(sql…)`), on either driver: node-postgres and PGlite
 * answer `{ rows }`, an array is taken as it is.
 */
export async function rowsOf(db: Database, query: SQL): Promise<ResultRow[]> {
  const result = (await db.execute(query)) as unknown as { rows?: ResultRow[] } | ResultRow[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
