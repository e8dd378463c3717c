import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../src/database';
import { openPostgres, PGLITE_EXTENSIONS, pgliteHandle } from '../src/open';

import { MIGRATIONS_FOLDER } from '../src/paths';
import { leasePglite } from './pglite-pool';
import { leasePostgres } from './postgres-pool';

/** How long a test database's query waits for a free connection (production: 10 s). */
const TEST_CONNECT_TIMEOUT_MS = 120_000;

/** A fresh, migrated database for one test file. */
export interface TestDb extends DatabaseHandle {
  /**
   * A second, independent connection to the same database (its own pool on PostgreSQL; the same
   * single connection on PGlite), for tests that run two API instances side by side. Closing it
   * leaves the test database open.
   */
  connectAgain(): Promise<DatabaseHandle>;
}

/**
 * What every database made from one template holds beyond the migrations (the test core's few
 * postal codes): made once, under `key`, then copied for each test file.
 */
export interface TestDbTemplate {
  /** Names the template; change it when `prepare` changes what it writes. */
  readonly key: string;
  prepare(db: DatabaseHandle['db']): Promise<unknown>;
}

/**
 * Returns a fresh migrated database: PGlite in memory by default, or, when `TEST_DATABASE_URL` is
 * set, a database of its own on that PostgreSQL server. A whole database
 * (rather than a schema) is used because drizzle-kit's SQL names the `public` schema explicitly.
 *
 * Neither engine migrates per test file: PGlite loads a dump of a migrated cluster, PostgreSQL
 * copies a migrated template database (`CREATE DATABASE … TEMPLATE`), each made once per set of
 * migrations (and `template`) and reused by every later file and run.
 *
 * On both, `close()` does not throw the database away: it puts it back to the template's exact
 * state and keeps it for the worker's next file of the same template, which then skips the boot
 * or the `CREATE DATABASE` (./pglite-pool.ts, ./postgres-pool.ts; `LENDER_TEST_DB_REUSE=0` turns
 * that off). Once closed, the handle refuses every query.
 */
export async function createTestDb(template?: TestDbTemplate): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dump = await pgliteTemplate(template);
    const lease = await leasePglite(pgliteTemplateFile(template), async () => {
      const client = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
      try {
        // The template is migrated already; this only confirms that nothing is pending.
        await pgliteHandle(client).migrate();
      } catch (error) {
        await client.close();
        throw error;
      }
      return client;
    });
    const handle: DatabaseHandle = { ...pgliteHandle(lease.client), close: () => lease.release() };
    const shared: DatabaseHandle = { ...handle, close: async () => {} };
    return { ...handle, connectAgain: async () => shared };
  }
  const source = await postgresTemplate(url, template);
  const lease = await leasePostgres(url, databasePrefix(url), source);
  // A suite's 100 parallel requests queue for these four connections; on a loaded CI machine the
  // queue outlasts production's 10 s wait, which is not what such a suite tests.
  const open = () => openPostgres({ url: lease.url, max: 4, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
  const handle = await open();
  const others: DatabaseHandle[] = [];
  const close = async () => {
    for (const other of others) await other.close();
    await handle.close();
    await lease.release();
  };
  try {
    await handle.migrate();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    ...handle,
    location: `${handle.location} (test)`,
    connectAgain: async () => {
      const other = await open();
      others.push(other);
      return other;
    },
    close,
  };
}

/**
 * A hash of the migrations (and the template's key): a template is reused while it is equal. The
 * hash is computed once per process for each state of the migrations folder (names, sizes and
 * modification times), not read and hashed again for every test file.
 */
const digests = new Map<string, string>();
export function templateDigest(template: TestDbTemplate | undefined): string {
  const migrations = readdirSync(MIGRATIONS_FOLDER, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.sql') || f.endsWith('.json'))
    .sort();
  const state = migrations.map((file) => {
    const stat = statSync(join(MIGRATIONS_FOLDER, file));
    return `${file}:${stat.size}:${stat.mtimeMs}`;
  });
  const key = `${state.join('|')}|template:${template?.key ?? ''}`;
  const known = digests.get(key);
  if (known) return known;
  const digest = createHash('sha256');
  for (const file of migrations) digest.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  digest.update(`template:${template?.key ?? ''}`);
  const hex = digest.digest('hex').slice(0, 12);
  digests.set(key, hex);
  return hex;
}

/**
 * The databases this run makes on the server are named after TEST_DATABASE_URL's own database
 * (`ci_…_t…`, `ci_…_tpl…`), so whoever drops that database's family (`.ci/run` does) drops every
 * one of them, a crashed file's included.
 */
export function databasePrefix(url: string): string {
  const base =
    new URL(url).pathname
      .replace(/^\//, '')
      .replace(/[^a-z0-9_]/gi, '_')
      .toLowerCase() || 'lender';
  return base.slice(0, 30);
}

/**
 * The migrated template database for `template` on the server of `url`, made once. Workers racing
 * to make it take an advisory lock; the one that makes it builds it under a temporary name and
 * renames it when complete, so a half-made template is never copied.
 */
async function postgresTemplate(url: string, template: TestDbTemplate | undefined): Promise<string> {
  const name = `${databasePrefix(url)}_tpl${templateDigest(template)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = async () =>
      (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists()) return name;
      const building = `${name}_b`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const handle = await openPostgres({ url: target.toString(), max: 2 });
      try {
        await handle.migrate();
        await template?.prepare(handle.db);
      } finally {
        await handle.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await client.end();
  }
}

/**
 * How the dumps are made; a new value makes every run make them again instead of loading those an
 * older version of this file left in the temp folder. `checkpointed`: the cluster is checkpointed
 * before it is dumped, so loading it replays no WAL (~15% of a boot's CPU).
 */
const DUMP_FORMAT = 'checkpointed';

/** Where the dump of `template` is cached. */
function pgliteTemplateFile(template: TestDbTemplate | undefined): string {
  return join(tmpdir(), 'lender-pglite-templates', `${templateDigest(template)}-${DUMP_FORMAT}.tar`);
}

/**
 * A fresh PGlite cluster costs an `initdb` (seconds on a busy machine); loading a dump of an
 * already migrated one costs well under one. The dump is cached in the OS temp folder under a
 * hash of the migrations and the template's key, so every test file of every run after the first
 * starts fast; a worker keeps the dump (an immutable Blob, ~47 MB) it read, so its later files do not
 * read and copy it again (issue 60: that was ~3.5% of a test run's CPU).
 */
const dumps = new Map<string, Promise<Blob>>();
export function pgliteTemplate(template: TestDbTemplate | undefined): Promise<Blob> {
  const file = pgliteTemplateFile(template);
  let dump = dumps.get(file);
  if (!dump) {
    dump = readOrMakeTemplate(file, template);
    dumps.set(file, dump);
    // A failed attempt is not kept: the next file tries again.
    dump.catch(() => dumps.delete(file));
  }
  return dump;
}

async function readOrMakeTemplate(file: string, template: TestDbTemplate | undefined): Promise<Blob> {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const fresh = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const handle = pgliteHandle(fresh);
    await handle.migrate();
    await template?.prepare(handle.db);
    // Without it, every instance loading the dump would replay the WAL since the last checkpoint
    // (crash recovery: "database system was not properly shut down") and checkpoint again.
    await fresh.query('checkpoint');
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const dir = join(tmpdir(), 'lender-pglite-templates');
    mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, file);
    return dump;
  }
}
