// `@lender/core/db`: the database of the lender (ADR 240) — the Drizzle schema, opening a database
// (embedded PGlite or a PostgreSQL pool) and running its migrations (`DatabaseHandle.migrate()`,
// SQL in packages/core/drizzle), and the types every service takes.

export { MIGRATIONS_FOLDER } from '../paths';
export type { Database, DatabaseHandle, Executor, PoolStats } from './database';
export {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_POOL_MAX,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  MIGRATION_LOCK,
  type OpenPgliteOptions,
  type OpenPostgresOptions,
  openDatabase,
  openPglite,
  openPostgres,
} from './open';
export * as schema from './schema/index';
