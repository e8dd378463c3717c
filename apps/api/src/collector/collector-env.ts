import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type CoreOptions, collectorKeysFromPem, generateCollectorKeys } from '@lender/core';
import { z } from 'zod';
import { EnvError } from '../env';

/**
 * The scoring collector's ingest configuration (issue 18, ADR 032), read from the environment
 * beside the main `env.ts` (README "Scoring collector"):
 *
 * - `COLLECTOR_PRIVATE_KEY`: the RSA private key (PEM; `\n` escapes allowed). Without it a
 *   development server generates one on first start in `<DATA_DIR>/../collector-dev-key.pem`
 *   and prints the public key; production refuses to start.
 * - `COLLECTOR_PARTNERS`: `name:authKey` pairs, comma-separated (keys stored hashed). The
 *   development default is public and refused in production.
 * - `COLLECTOR_ALLOWED_ORIGINS`: comma-separated origins for CORS, or `*` (default).
 * - `COLLECTOR_DECISION_INPUT`: let the behavioural signal act in decisions (default off).
 * - `COLLECTOR_DATASET_TTL_HOURS` (24), `COLLECTOR_RETENTION_DAYS` (30),
 *   `COLLECTOR_ACCESS_TOKEN_TTL_SECONDS` (7200).
 */

/** The development partner: its key is public (it is in this file). */
export const DEV_COLLECTOR_PARTNER = {
  name: 'borrower-site',
  authKey: 'dev-only-collector-auth-key-0123456789',
};
/** Where a development server keeps its generated key, relative to the PGlite folder. */
export const DEV_KEY_FILE = 'collector-dev-key.pem';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const PartnersSchema = z.string().transform((value, ctx) => {
  const partners = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(':');
      return { name: pair.slice(0, at).trim(), authKey: pair.slice(at + 1).trim() };
    });
  for (const partner of partners) {
    if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(partner.name) || partner.authKey.length < 24) {
      ctx.addIssue({
        code: 'custom',
        message: `"${partner.name || '?'}": use name:authKey with a lower-case name and a key of 24+ characters`,
      });
      return z.NEVER;
    }
  }
  return partners;
});

const CollectorEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATA_DIR: z.string().default('.data/pglite'),
  COLLECTOR_PRIVATE_KEY: z.string().optional(),
  COLLECTOR_PARTNERS: PartnersSchema.optional(),
  COLLECTOR_ALLOWED_ORIGINS: z.string().default('*'),
  COLLECTOR_DECISION_INPUT: booleanish.default(false),
  COLLECTOR_DATASET_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  COLLECTOR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  COLLECTOR_ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60 * 31)
    .max(24 * 3600)
    .default(7200),
});

/** What the server needs: the core's options and the partners to configure at start. */
export interface CollectorConfig {
  core: NonNullable<CoreOptions['collector']>;
  partners: Array<{ name: string; authKey: string }>;
  /** Set when a development key was generated now (the server prints where). */
  generatedKeyFile?: string;
}

/**
 * Reads and checks the collector's environment. A development server without a key gets one
 * generated (and kept) on first start; production needs `COLLECTOR_PRIVATE_KEY` and partners of
 * its own.
 * @throws {EnvError} listing every problem.
 */
export function loadCollectorConfig(
  source: Record<string, string | undefined> = process.env,
): CollectorConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = CollectorEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  const partners = env.COLLECTOR_PARTNERS ?? (production ? [] : [DEV_COLLECTOR_PARTNER]);
  if (production && partners.some((p) => p.authKey === DEV_COLLECTOR_PARTNER.authKey)) {
    problems.push(
      'COLLECTOR_PARTNERS: the development auth key is public; set keys of your own in production',
    );
  }
  let privateKeyPem = env.COLLECTOR_PRIVATE_KEY?.replace(/\\n/g, '\n');
  let generatedKeyFile: string | undefined;
  if (!privateKeyPem && production) {
    problems.push(
      'COLLECTOR_PRIVATE_KEY: production needs the ingest RSA private key (PEM); no key is generated',
    );
  }
  if (!privateKeyPem && !production) {
    const file = join(dirname(resolve(env.DATA_DIR)), DEV_KEY_FILE);
    if (existsSync(file)) privateKeyPem = readFileSync(file, 'utf8');
    else {
      privateKeyPem = generateCollectorKeys().privateKeyPem;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, privateKeyPem, { mode: 0o600 });
      chmodSync(file, 0o600);
      generatedKeyFile = file;
    }
  }
  let keys: ReturnType<typeof collectorKeysFromPem> | undefined;
  if (privateKeyPem) {
    try {
      keys = collectorKeysFromPem(privateKeyPem);
    } catch (error) {
      problems.push(`COLLECTOR_PRIVATE_KEY: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0 || !keys) throw new EnvError(problems);
  const origins = env.COLLECTOR_ALLOWED_ORIGINS.trim();
  return {
    core: {
      keys,
      decisionInput: env.COLLECTOR_DECISION_INPUT,
      datasetTtlHours: env.COLLECTOR_DATASET_TTL_HOURS,
      retentionDays: env.COLLECTOR_RETENTION_DAYS,
      accessTokenTtlSeconds: env.COLLECTOR_ACCESS_TOKEN_TTL_SECONDS,
      allowedOrigins:
        origins === '*'
          ? '*'
          : origins
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean),
    },
    partners,
    ...(generatedKeyFile && { generatedKeyFile }),
  };
}
