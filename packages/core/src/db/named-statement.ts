import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/** A row of a raw statement, as the driver returns it. */
export type RawRow = Record<string, unknown>;

/** What of Drizzle's database object {@link executeNamed} uses (public at run time, `@internal` in its types). */
interface DrizzleInternals {
  readonly dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  readonly session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Runs a raw statement as a **named prepared statement** and returns its rows (issue 17). On
 * PostgreSQL each pooled connection parses it once, and after a few runs the server keeps a generic
 * plan: the client profile's fact statements spent ~0.9 ms planning for ~0.2 ms of work on every
 * call. `db.execute` sends an unnamed statement, planned again each time. The embedded PGlite has no
 * named statements; there this is `db.execute`.
 *
 * The statement's text must be the same on every call with a `name` (values go in as parameters,
 * never spliced into the text), and names must be unique in the process (prefix `lender_`).
 */
export async function executeNamed(db: Executor, name: string, query: SQL): Promise<RawRow[]> {
  const internals = db as unknown as DrizzleInternals;
  const result = (await internals.session
    .prepareQuery(internals.dialect.sqlToQuery(query), undefined, name, false)
    .execute()) as { rows?: RawRow[] } | RawRow[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
