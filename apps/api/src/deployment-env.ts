// What a deployment's processes need beside the server's environment (issue 40): the database
// they open (pool size, statement timeout), what production refuses once the core is built, and the
// `migrate` command's own small environment.
import { type DatabaseHandle, DEFAULT_CONNECT_TIMEOUT_MS, openDatabase } from '@lender/core/db';
import { z } from 'zod';
import { dataDirOf, type Env, EnvError } from './env';

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
