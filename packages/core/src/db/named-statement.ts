import { is, type SQL } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Executor } from './database';

/** A row of a raw statement, as the driver returns it. */
export type RawRow = Record<string, unknown>;

/** What of Drizzle's database object {@link executeNamed} uses (public at run time, `@internal` in its types). */
interface DrizzleInternals {
  readonly dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  readonly session: {
    /** The PGlite instance or its open transaction (PGlite sessions only). */
    readonly client?: PgliteClient;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/** What of PGlite (or its transaction object) the embedded path uses. */
interface PgliteClient {
  query(text: string, params?: unknown[], options?: object): Promise<{ rows: RawRow[] }>;
}

/** Statement names prepared in each embedded database (keyed by its PGlite instance). */
const preparedIn = new WeakMap<object, Set<string>>();
/** Names whose text PGlite could not prepare (a parameter of no inferable type): run unnamed. */
const unpreparable = new Set<string>();

/**
 * A parameter as an SQL literal for `EXECUTE name(…)`, or undefined when it is not one that can be
 * written safely (only integers, booleans, null and plain strings are; everything else runs as an
 * unnamed statement with bound parameters instead).
 */
function literalOf(value: unknown): string | undefined {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : undefined;
  // standard_conforming_strings is on: a quote is doubled, and a backslash or NUL is not accepted.
  if (typeof value === 'string' && !value.includes('\\') && !value.includes('\0'))
    return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/**
 * The embedded PGlite's named statement: PGlite runs one session, so `PREPARE name AS …` once and
 * `EXECUTE name(literals)` after that keeps the plan (PGlite does not accept parameters bound to an
 * `EXECUTE`, hence literals, written only for the types {@link literalOf} allows). Planning the
 * client facts statement is most of its cost there: ~5 ms of CPU unnamed against ~0.7 ms prepared.
 * Used outside transactions only; a statement dropped behind our back (error 26000) is prepared
 * again, one prepared already by an earlier run (42P05) is used as it is.
 */
async function executeNamedPglite(
  client: PgliteClient,
  name: string,
  query: { sql: string; params: unknown[] },
  options: object | undefined,
): Promise<RawRow[] | undefined> {
  if (unpreparable.has(name)) return undefined;
  const literals = query.params.map(literalOf);
  if (literals.some((literal) => literal === undefined)) return undefined;
  let names = preparedIn.get(client);
  if (!names) {
    names = new Set();
    preparedIn.set(client, names);
  }
  const execute = `EXECUTE ${name}(${literals.join(', ')})`;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!names.has(name)) {
      try {
        await client.query(`PREPARE ${name} AS ${query.sql}`);
      } catch (error) {
        // 42P05: prepared already (by an earlier run on this database). 42P18: a parameter of no
        // inferable type, which no retry changes: run that name unnamed from now on. Anything else
        // (a table mid-migration): run this call unnamed and try to prepare again next time.
        const code = (error as { code?: string }).code;
        if (code !== '42P05') {
          if (code === '42P18') unpreparable.add(name);
          return undefined;
        }
      }
      names.add(name);
    }
    try {
      return (await client.query(execute, [], options)).rows;
    } catch (error) {
      if ((error as { code?: string }).code !== '26000') throw error;
      names.delete(name);
    }
  }
  return undefined;
}

/**
 * Runs a raw statement as a **named prepared statement** and returns its rows (issue 17). On
 * PostgreSQL each pooled connection parses it once, and after a few runs the server keeps a generic
 * plan: the client profile's fact statements spent ~0.9 ms planning for ~0.2 ms of work on every
 * call. `db.execute` sends an unnamed statement, planned again each time. The embedded PGlite has no
 * named statements in its protocol; there the statement is prepared with SQL `PREPARE` and run with
 * `EXECUTE` (see {@link executeNamedPglite}), else run unnamed.
 *
 * The statement's text must be the same on every call with a `name` (values go in as parameters,
 * never spliced into the text), and names must be unique in the process (prefix `lender_`).
 */
export async function executeNamed(db: Executor, name: string, query: SQL): Promise<RawRow[]> {
  const internals = db as unknown as DrizzleInternals;
  const statement = internals.dialect.sqlToQuery(query);
  const { session } = internals;
  const prepared = session.prepareQuery(statement, undefined, name, false);
  // Outside a transaction only: there a failed PREPARE or EXECUTE would abort the transaction.
  const embedded = (db as unknown as { $client?: PgliteClient }).$client;
  const pglite = is(session as unknown, PgliteSession);
  if (pglite && embedded && session.client === embedded) {
    // Drizzle's own result options (dates and timestamps kept as text), so rows read the same.
    const options = (prepared as { rawQueryConfig?: object }).rawQueryConfig;
    const rows = await executeNamedPglite(embedded, name, statement, options);
    if (rows) return rows;
  }
  const result = (await prepared.execute()) as { rows?: RawRow[] } | RawRow[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
