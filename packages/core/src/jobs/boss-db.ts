import type { Database, PgliteClient, PgliteTransaction, PgQueryable } from '@lender/db';
import type PgBoss from 'pg-boss';

/** What pg-boss sees of a query's result. */
interface BossResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

type PgliteLike = PgliteClient;

/**
 * pg-boss's `db` adapter over the connection Drizzle already holds (ADR 027), so the queue shares
 * the API's PGlite instance or PostgreSQL pool instead of opening its own.
 *
 * PGlite caveats handled here: a parameterised query goes through the extended protocol, which
 * takes one statement, while pg-boss's maintenance and migrations are multi-statement scripts
 * without parameters (`BEGIN; …; COMMIT;`). Those run through `exec` inside PGlite's own
 * `transaction()`, which holds PGlite's transaction lock for the whole script and rolls back if a
 * statement fails, so an error can never leave the single shared connection inside an aborted
 * transaction. Parameters are serialised the way node-postgres does (arrays as array literals,
 * objects as JSON), because pg-boss writes them for node-postgres.
 */
export function bossDb(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (isPglite(client)) {
    return {
      async executeSql(text: string, values?: unknown[]): Promise<BossResult> {
        if (!values || values.length === 0) {
          const results = await client.transaction(async (tx: PgliteTransaction) => tx.exec(text));
          const last = results[results.length - 1];
          return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
        }
        const result = await client.query<Record<string, unknown>>(text, values.map(toPgParam));
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
    };
  }
  if (isPgQueryable(client)) {
    return {
      async executeSql(text: string, values?: unknown[]): Promise<BossResult> {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.rowCount ?? 0 };
      },
    };
  }
  throw new TypeError('The job queue needs a Drizzle database opened on PGlite or node-postgres.');
}

function isPglite(client: unknown): client is PgliteLike {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as PgliteLike).exec === 'function' &&
    typeof (client as PgliteLike).transaction === 'function'
  );
}

function isPgQueryable(client: unknown): client is PgQueryable {
  return typeof client === 'object' && client !== null && typeof (client as PgQueryable).query === 'function';
}

/** node-postgres' `prepareValue`, for the value types pg-boss passes. */
export function toPgParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayLiteral(item);
    const text =
      item instanceof Date
        ? item.toISOString()
        : typeof item === 'object'
          ? JSON.stringify(item)
          : String(item);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
