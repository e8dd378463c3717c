// What a deployment's processes need beside the server's environment (issue 40): the database
// they open (pool size, statement timeout), what production refuses once the core is built, and the
// `migrate` command's own small environment.
import { resolve } from 'node:path';
import { type DatabaseHandle, DEFAULT_CONNECT_TIMEOUT_MS, openDatabase } from '@lender/core/db';
import { z } from 'zod';
import { type Env, EnvError } from './env';

/** The data folder as an absolute path (relative paths are from the current directory). */
export function dataDirOf(env: Pick<Env, 'DATA_DIR'>): string {
  return resolve(env.DATA_DIR);
}

/**
 * Opens the database the environment names: PostgreSQL (`DATABASE_URL`) with the pool size,
 * statement timeout and connect timeout of the environment, else the embedded PGlite in `DATA_DIR`.
 */
export function openDatabaseOf(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_CONNECT_TIMEOUT_MS'> &
    Partial<Pick<Env, 'DATABASE_POOL_MAX' | 'DATABASE_STATEMENT_TIMEOUT_MS'>>,
): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) return openDatabase({ dataDir: dataDirOf(env) });
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    ...(env.DATABASE_POOL_MAX !== undefined && { max: env.DATABASE_POOL_MAX }),
    ...(env.DATABASE_STATEMENT_TIMEOUT_MS !== undefined && {
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    }),
  });
}

const ReplicaEnvSchema = z.object({ DATABASE_REPLICA_URL: z.string().url().optional() });

/**
 * `DATABASE_REPLICA_URL`: a streaming replica of `DATABASE_URL` (read-only) the API reads the risk and
 * regulator reports from (`docs/deploy.md`, "A replica for the reports"); without it they read the
 * primary. Refuses a malformed URL.
 */
export function replicaUrlOf(source: Record<string, string | undefined> = process.env): string | undefined {
  const result = ReplicaEnvSchema.safeParse({
    DATABASE_REPLICA_URL: source.DATABASE_REPLICA_URL || undefined,
  });
  if (!result.success) throw new EnvError(['DATABASE_REPLICA_URL: must be a postgres:// URL']);
  return result.data.DATABASE_REPLICA_URL;
}

/**
 * Opens the replica the reports read (`replicaUrlOf`) with the pool's settings, or nothing without
 * one (or without `DATABASE_URL`: a replica of the embedded database does not exist).
 */
export async function openReplicaOf(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_CONNECT_TIMEOUT_MS'> &
    Partial<Pick<Env, 'DATABASE_POOL_MAX' | 'DATABASE_STATEMENT_TIMEOUT_MS'>>,
  source: Record<string, string | undefined> = process.env,
): Promise<DatabaseHandle | undefined> {
  const replica = replicaUrlOf(source);
  if (!env.DATABASE_URL || !replica) return undefined;
  return openDatabaseOf({ ...env, DATABASE_URL: replica });
}

/**
 * What production refuses once the core is built: a provider that is an offline sandbox adapter
 * (its name starts with `sandbox-`). A staging deployment (`DEPLOYMENT_STAGE=staging`) may run them,
 * as it may run sandbox mode. Returns the problems, empty when there is none.
 */
export function productionProviderProblems(
  env: Pick<Env, 'NODE_ENV' | 'DEPLOYMENT_STAGE'>,
  providers: ReadonlyArray<{ readonly name: string }>,
): string[] {
  if (env.NODE_ENV !== 'production' || env.DEPLOYMENT_STAGE === 'staging') return [];
  const sandboxes = providers.map((p) => p.name).filter((name) => name.startsWith('sandbox-'));
  if (sandboxes.length === 0) return [];
  return [
    `providers: offline sandbox adapters cannot serve borrowers in production (${sandboxes.join(', ')}); configure the real adapters, or run a rehearsal as DEPLOYMENT_STAGE=staging`,
  ];
}

const MigrationEnvSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data/pglite'),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_CONNECT_TIMEOUT_MS),
});

/**
 * What the `migrate` command needs: only where the database is. A migration run in production
 * must not require the server's secrets or company data, which it never uses.
 */
export function loadMigrationEnv(
  source: Record<string, string | undefined> = process.env,
): z.infer<typeof MigrationEnvSchema> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = MigrationEnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}
