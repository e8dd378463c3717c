import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { type Database, type DatabaseHandle, DRIZZLE_CASING } from './database';
import { MIGRATIONS_FOLDER } from './paths';
import * as schema from './schema/index';

const drizzleOptions = { schema, casing: DRIZZLE_CASING } as const;

/**
 * The extensions every PGlite instance of ours loads: `pg_trgm`, so the client name search has its
 * trigram index there too (migration 0028, ADR 082). A folder whose migrations created the index
 * can only be opened with it loaded.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;

/** Options of {@link openPglite}. */
export interface OpenPgliteOptions {
  /**
   * The data folder; `undefined` or `'memory://'` for an in-memory database (tests).
   * @default undefined
   */
  dataDir?: string;
}

/**
 * Opens embedded PGlite (ADR 010): one connection, fsync off and relaxed durability, so it is for
 * trying the product and for tests, never for real money. A folder is locked against a second
 * process; `close()` checkpoints, closes and releases the lock.
 */
export async function openPglite(options: OpenPgliteOptions = {}): Promise<DatabaseHandle> {
  const inMemory = options.dataDir === undefined || options.dataDir === 'memory://';
  const release = inMemory ? () => {} : lockDataDir(options.dataDir as string);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : options.dataDir, {
      relaxedDurability: true,
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    release();
    throw error;
  }
  return pgliteHandle(client, inMemory ? 'memory' : (options.dataDir as string), release);
}

/**
 * Wraps an already open PGlite instance (for example one shared by two app instances in a test).
 * `close()` of the handle closes the instance.
 */
export function pgliteHandle(
  client: PGlite,
  location = 'memory',
  release: () => void = () => {},
): DatabaseHandle {
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    location,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        if (!client.closed) {
          if (location !== 'memory') await client.query('checkpoint');
          await client.close();
        }
      } finally {
        release();
      }
    },
  };
}

/** Options of {@link openPostgres}. */
export interface OpenPostgresOptions {
  /** `postgres://user:password@host:port/database` */
  url: string;
  /**
   * Pool size per API instance.
   * @default 10
   */
  max?: number;
}

/** Opens a node-postgres pool on a real PostgreSQL (production and `TEST_DATABASE_URL`). */
export async function openPostgres(options: OpenPostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database;
  const parsed = new URL(options.url);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    location: `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`,
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (ADR 010). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ url: options.databaseUrl });
  return openPglite({ dataDir: options.dataDir });
}
