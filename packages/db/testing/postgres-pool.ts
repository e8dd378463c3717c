import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  readTemplateState,
  resetToTemplate,
  type SqlClient,
  type TemplateState,
  testDbReuseEnabled,
} from './template-state';

/**
 * A worker's PostgreSQL test databases, kept between test files (issue 60). `CREATE DATABASE …
 * TEMPLATE` writes a file per relation and fork, ~940 for our schema, and costs 0.3–0.8 CPU-seconds of
 * the server's (nearly all of it system time: a new file costs ~120 µs on an ext4 disk of a virtual
 * machine); putting a used database back to the template's state costs a few dozen milliseconds.
 * So a file's database is not dropped when it closes: its connections are ended, it is reset
 * (./template-state.ts) and checked against the template, and the worker's next file of the same
 * template takes it. One that cannot be reset, or differs afterwards, is dropped.
 *
 * The databases of a run are named `<db>_t<run>_…` (`LENDER_TEST_DB_RUN`, set by the suites' global
 * setup, `@lender/vitest-config`), and the run's teardown drops what its workers kept
 * ({@link dropRunDatabases}); `.ci/run` drops the whole family of its database anyway.
 */

/** Idle databases kept per template and worker: a file rarely holds two at once. */
const MAX_IDLE = 1;
/** Files one database serves before it is dropped: a bound on the dead rows resets leave behind. */
const MAX_USES = 100;

interface Pooled {
  readonly name: string;
  readonly state: TemplateState;
  uses: number;
}

const idle = new Map<string, Pooled[]>();
const states = new Map<string, Promise<TemplateState>>();
const counts = { created: 0, reused: 0, dropped: 0 };

/** How many databases this process created, took from the pool and dropped, for tests. */
export function postgresReuseCounts(): Readonly<typeof counts> {
  return { ...counts };
}

/** A database lent to one test file: its URL, and how to give it back once its pools are closed. */
export interface PostgresLease {
  readonly url: string;
  release(): Promise<void>;
}

/** The run's name part: the global setup's, else one per process (a suite run without it). */
const processRun = randomBytes(3).toString('hex');
function runName(): string {
  const run = process.env.LENDER_TEST_DB_RUN?.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return run || processRun;
}

/** Lends a copy of the template database `source` on the server of `url` (`prefix` names it). */
export async function leasePostgres(url: string, prefix: string, source: string): Promise<PostgresLease> {
  const reuse = testDbReuseEnabled();
  const kept = reuse ? idle.get(source)?.pop() : undefined;
  if (kept) {
    counts.reused += 1;
    kept.uses += 1;
    return lend(url, kept, source);
  }
  const name = `${prefix}_t${runName()}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${source}`);
  counts.created += 1;
  let state = states.get(source);
  if (!state) {
    state = withClient(databaseUrl(url, name), (client) => readTemplateState(client, 'postgres'));
    states.set(source, state);
    state.catch(() => states.delete(source));
  }
  let known: TemplateState | undefined;
  try {
    known = await state;
  } catch {
    // Reuse is an optimisation: without the template's state this database is simply dropped.
  }
  if (!reuse || !known) {
    return { url: databaseUrl(url, name), release: () => drop(url, name) };
  }
  return lend(url, { name, state: known, uses: 1 }, source);
}

function lend(url: string, pooled: Pooled, source: string): PostgresLease {
  let released = false;
  return {
    url: databaseUrl(url, pooled.name),
    release: async () => {
      if (released) return;
      released = true;
      await giveBack(url, pooled, source);
    },
  };
}

async function giveBack(url: string, pooled: Pooled, source: string): Promise<void> {
  const list = idle.get(source) ?? [];
  let clean = false;
  if (pooled.uses < MAX_USES && list.length < MAX_IDLE && testDbReuseEnabled()) {
    try {
      clean = await withClient(databaseUrl(url, pooled.name), async (client) => {
        // What a test left connected (a client of its own, a pool it did not close) would hold
        // locks the reset needs; it is cut off, as `drop database … with (force)` would.
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        await client.exec(`set lock_timeout = '5s'`);
        return resetToTemplate(client, pooled.state);
      });
    } catch {
      clean = false;
    }
  }
  if (!clean) return drop(url, pooled.name);
  list.push(pooled);
  idle.set(source, list);
}

async function drop(url: string, name: string): Promise<void> {
  counts.dropped += 1;
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}

/**
 * Drops the databases this run's workers kept (`<db>_t<run>_…`): the global teardown calls it once
 * every worker is done. Returns how many it dropped.
 */
export async function dropRunDatabases(url: string, prefix: string, run: string): Promise<number> {
  const pattern = `${prefix}_t${run}\\_%`;
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where datname like $1',
      [pattern],
    );
    for (const { name } of rows) await client.exec(`drop database if exists ${name} with (force)`);
    return rows.length;
  });
}

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  await withClient(url, (client) => client.exec(statement));
}

/** One pg connection to `url` as a {@link SqlClient}, for `fn`, then closed. */
async function withClient<T>(url: string, fn: (client: SqlClient) => Promise<T>): Promise<T> {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  const client: SqlClient = {
    query: async <R>(text: string, params?: unknown[]) => ({
      rows: (await connection.query(text, params)).rows as R[],
    }),
    exec: (text) => connection.query(text),
    transaction: async (body) => {
      await connection.query('begin');
      try {
        await body(client);
        await connection.query('commit');
      } catch (error) {
        await connection.query('rollback');
        throw error;
      }
    },
  };
  try {
    return await fn(client);
  } finally {
    await connection.end();
  }
}
