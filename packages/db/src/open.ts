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
import { drizzleClient } from './pglite-client';
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
  // Drizzle's types want the PGlite class; it calls `query` and `transaction` (./pglite-client.ts).
  const db = drizzlePglite({
    client: drizzleClient(client) as PGlite,
    ...drizzleOptions,
  }) as unknown as Database;
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
    stats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
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
   * Pool size per process (env `DATABASE_POOL_MAX`).
   * @default DEFAULT_POOL_MAX (10)
   */
  max?: number;
  /**
   * A statement running longer than this is cancelled by the server (`statement_timeout`, env
   * `DATABASE_STATEMENT_TIMEOUT_MS`); `0` turns it off. Migrations run without it.
   * @default DEFAULT_STATEMENT_TIMEOUT_MS (30 s)
   */
  statementTimeoutMs?: number;
  /**
   * How long a caller waits for a connection of the pool (`DATABASE_CONNECT_TIMEOUT_MS`).
   * @default DEFAULT_CONNECT_TIMEOUT_MS (10 s)
   */
  connectTimeoutMs?: number;
}

/** Pool size per process unless `max` says otherwise. */
export const DEFAULT_POOL_MAX = 10;
/** `statement_timeout` of every pooled connection unless `statementTimeoutMs` says otherwise. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
/** How long a query waits for a free connection unless `connectTimeoutMs` says otherwise. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
/**
 * The PostgreSQL advisory lock (two 32-bit keys: "lend", 1) every migration run holds, so two
 * processes starting at once (`MIGRATE_ON_START` on two API instances, a `migrate` beside them)
 * apply the migrations one after the other: the second finds nothing pending.
 */
export const MIGRATION_LOCK = [0x6c656e64, 1] as const;

/**
 * Opens a node-postgres pool on a real PostgreSQL (production and `TEST_DATABASE_URL`). Every
 * connection has `statement_timeout`; `migrate()` takes one connection, waits for the
 * {@link MIGRATION_LOCK}, applies what is pending without a statement timeout, and unlocks.
 */
export async function openPostgres(options: OpenPostgresOptions): Promise<DatabaseHandle> {
  const max = options.max ?? DEFAULT_POOL_MAX;
  const pool = new pg.Pool({
    connectionString: options.url,
    max,
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  // Nor one checked out: the pool listens for errors only while a client is idle, so a server that
  // ends a connection (a crash, a failover, `pg_terminate_backend`) while a transaction holds it
  // between two statements emitted an `error` nobody heard, and node-postgres's unheard error
  // ended the API (issue 53). The next statement on it fails ("not queryable", a 503 for the
  // request), and the pool discards it when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Database;
  const parsed = new URL(options.url);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    location: `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`,
    migrate: async () => {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
        try {
          const single = drizzlePg({ client, ...drizzleOptions });
          await migratePg(single, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]);
        }
      } catch (error) {
        broken = error;
        throw error;
      } finally {
        // A connection that failed mid-way is not handed back to the pool (its lock dies with it).
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Opens PostgreSQL when `databaseUrl` is set (with the pool options), else PGlite in `dataDir` (ADR 010). */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir?: string } & Omit<OpenPostgresOptions, 'url'>,
): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir, ...pool } = options;
  if (databaseUrl) return openPostgres({ url: databaseUrl, ...pool });
  return openPglite({ dataDir });
}
