import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../src/database';
import { openPostgres, PGLITE_EXTENSIONS, pgliteHandle } from '../src/open';
import { MIGRATIONS_FOLDER } from '../src/paths';

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
 * Returns a fresh migrated database: PGlite in memory by default, or, when `TEST_DATABASE_URL` is
 * set, a new database created on that PostgreSQL server and dropped by `close()`. A whole database
 * (rather than a schema) is used because drizzle-kit's SQL names the `public` schema explicitly.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = pgliteHandle(
      await PGlite.create({ loadDataDir: await migratedTemplate(), extensions: PGLITE_EXTENSIONS }),
    );
    // The template is migrated already; this only confirms that nothing is pending.
    await handle.migrate();
    const shared: DatabaseHandle = { ...handle, close: async () => {} };
    return { ...handle, connectAgain: async () => shared };
  }
  const name = `lender_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres({ url: target.toString(), max: 4 });
  const others: DatabaseHandle[] = [];
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await admin(url, `drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    ...handle,
    location: `${handle.location} (test)`,
    connectAgain: async () => {
      const other = await openPostgres({ url: target.toString(), max: 4 });
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await handle.close();
      await admin(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PGlite cluster costs an `initdb` (seconds on a busy machine); loading a dump of an
 * already migrated one costs well under one. The dump is cached in the OS temp folder under a
 * hash of the migrations, so every test file of every run after the first starts fast.
 */
async function migratedTemplate(): Promise<Blob> {
  const migrations = readdirSync(MIGRATIONS_FOLDER, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.sql') || f.endsWith('.json'))
    .sort();
  const digest = createHash('sha256');
  for (const file of migrations) digest.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  const dir = join(tmpdir(), 'lender-pglite-templates');
  const file = join(dir, `${digest.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const fresh = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const handle = pgliteHandle(fresh);
    await handle.migrate();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, file);
    return dump;
  }
}
