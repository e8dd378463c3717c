import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Development defaults of the secrets. They are public (they are in this file), so the server
 * refuses to start with any of them when NODE_ENV=production.
 */
export const DEV_SECRETS = {
  JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789abcdef',
  PII_ENCRYPTION_KEY: 'ZGV2LW9ubHktcGlpLWVuY3J5cHRpb24ta2V5LTMyYiE=',
  PII_HASH_KEY: 'ZGV2LW9ubHktcGlpLWhhc2gta2V5LWZvci1sb29rdXA=',
} as const;

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const key32 = (name: string) =>
  z.string().refine((v) => Buffer.from(v, 'base64').length === 32, `${name} must be base64 of 32 bytes`);

/**
 * Every environment variable the API reads, validated once at start (README "Environment").
 * Unknown variables are ignored; a bad value stops the server with a clear message.
 */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Port of the HTTP server. */
    PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
    /** Interface to listen on. */
    HOST: z.string().default('127.0.0.1'),
    /** PostgreSQL connection string; without it the embedded PGlite database is used. */
    DATABASE_URL: z.string().url().optional(),
    /** Folder of the embedded PGlite database (ignored with DATABASE_URL). */
    DATA_DIR: z.string().default('.data/pglite'),
    /** Apply migrations when the server starts (always on for PGlite). */
    MIGRATE_ON_START: booleanish.default(false),
    /** Insert the demo data (admin, demo clients) when the database has none. Default: on for PGlite. */
    SEED: booleanish.optional(),
    JWT_SECRET: z.string().min(32).default(DEV_SECRETS.JWT_SECRET),
    PII_ENCRYPTION_KEY: key32('PII_ENCRYPTION_KEY').default(DEV_SECRETS.PII_ENCRYPTION_KEY),
    PII_HASH_KEY: key32('PII_HASH_KEY').default(DEV_SECRETS.PII_HASH_KEY),
    /** Print SMS/e-mail codes of the sandbox to the log. Default: on in development only. */
    PRINT_CODES: booleanish.optional(),
    /** Development password of the seeded admin (printed at start). */
    ADMIN_EMAIL: z.string().email().default('admin@lender.test'),
    ADMIN_PASSWORD: z.string().min(12).optional(),
    /** Behind a reverse proxy that sets X-Forwarded-For, read the caller's address from it. */
    TRUST_PROXY: booleanish.default(false),
    LOG_LEVEL: z.enum(['info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of Object.keys(DEV_SECRETS) as Array<keyof typeof DEV_SECRETS>) {
      if (env[name] === DEV_SECRETS[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} has its development default; set a secret of your own in production`,
        });
      }
    }
    if (env.PRINT_CODES) {
      ctx.addIssue({
        code: 'custom',
        path: ['PRINT_CODES'],
        message: 'codes are never printed in production',
      });
    }
    if (!env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'production needs PostgreSQL (DATABASE_URL); the embedded PGlite is for trying the product',
      });
    }
  });
export type Env = z.infer<typeof EnvSchema>;

/** Thrown when the environment is invalid; its message lists every problem. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Reads and validates the environment (`process.env` by default). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** The data folder as an absolute path (relative paths are from the current directory). */
export function dataDirOf(env: Env): string {
  return resolve(env.DATA_DIR);
}
