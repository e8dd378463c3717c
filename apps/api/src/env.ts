import { resolve } from 'node:path';
import { DEV_SITE_API_KEY } from '@lender/contracts';
import {
  type CoreOptions,
  DEFAULT_REMINDER_DAYS_BEFORE,
  type DocumentsOptions,
  documentsOptionsFromEnv,
  normaliseDaysBefore,
} from '@lender/core';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_POOL_MAX, DEFAULT_STATEMENT_TIMEOUT_MS } from '@lender/core/db';
import { z } from 'zod';
import { BANXICO_ENV_SHAPE, banxicoOptionsOf, productionBanxicoProblems } from './banxico-env';
import { CEP_ENV_SHAPE, checkCepEnv } from './cep-env';
import { checkFiscalEnv, FISCAL_ENV_SHAPE, fiscalOptionsOf } from './fiscal-env';
import { NOTICES_ENV_SHAPE, noticesOptionsOf, productionNoticeProblems, reminderDays } from './notices-env';
import { productionTimestampProblems, TIMESTAMP_ENV_SHAPE, timestampOptionsOf } from './timestamp-env';
import { WATCHLIST_ENV_SHAPE } from './watchlist-env';

/** How long a stopping process lets requests and jobs in flight finish (`SHUTDOWN_GRACE_MS`). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * Development defaults of the secrets. They are public (they are in this file), so the server
 * refuses to start with any of them when NODE_ENV=production.
 */
export const DEV_SECRETS = {
  JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789abcdef',
  PII_ENCRYPTION_KEY: 'ZGV2LW9ubHktcGlpLWVuY3J5cHRpb24ta2V5LTMyYiE=',
  PII_HASH_KEY: 'ZGV2LW9ubHktcGlpLWhhc2gta2V5LWZvci1sb29rdXA=',
  PAYMENT_CALLBACK_SECRET: 'dev-only-payment-callback-secret-0123456789',
} as const;

/**
 * The lender's legal data printed on every agreement, cover sheet and public document. Without
 * them the documents carry the DEMO company (and say so), so production refuses to start unless
 * every one is set. `COMPANY_UNE_HOURS` has a neutral default ("lunes a viernes de 9:00 a 18:00").
 */
export const PRODUCTION_COMPANY_VARIABLES = [
  'COMPANY_LEGAL_NAME',
  'COMPANY_TRADE_NAME',
  'COMPANY_RFC',
  'COMPANY_ADDRESS',
  'COMPANY_WEBSITE',
  'COMPANY_PHONE',
  'COMPANY_EMAIL',
  'COMPANY_RECA_NUMBER',
  'COMPANY_CREDIT_BUREAU_CLAUSE',
  'COMPANY_UNE_PHONE',
  'COMPANY_UNE_EMAIL',
  'COMPANY_UNE_ADDRESS',
] as const;

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
    /** Port of the worker's health and metrics server (`/healthz`, `/readyz`, `/metrics`); `0` picks one. */
    WORKER_PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
    /** Interface of the worker's health and metrics server. */
    WORKER_HOST: z.string().default('127.0.0.1'),
    /** PostgreSQL connection string; without it the embedded PGlite database is used. */
    DATABASE_URL: z.string().url().optional(),
    /** Folder of the embedded PGlite database (ignored with DATABASE_URL). */
    DATA_DIR: z.string().default('.data/pglite'),
    /** Connections of this process's PostgreSQL pool (the jobs share it). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_MAX),
    /** PostgreSQL `statement_timeout` of every pooled connection, in ms (`0`: none; migrations have none). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_STATEMENT_TIMEOUT_MS),
    /** How long a query waits for a free connection of the pool, in ms. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_CONNECT_TIMEOUT_MS),
    /**
     * On SIGTERM/SIGINT: stop accepting, let requests and jobs in flight finish for at most this
     * long (ms), then close the database and exit. Keep it under the orchestrator's kill timeout.
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(DEFAULT_SHUTDOWN_GRACE_MS),
    /**
     * The error-reporting service's DSN (Sentry protocol, `https://<key>@<host>/<project>`): every
     * unhandled error is sent there tagged critical (spec §8). Required in production; without it
     * errors go to the outbox table (the sandbox reporter).
     */
    SENTRY_DSN: z.string().url().optional(),
    /** The environment name on reports. Default: DEPLOYMENT_STAGE, else NODE_ENV. */
    SENTRY_ENVIRONMENT: z.string().optional(),
    /** The release on reports (a git commit or a version). */
    SENTRY_RELEASE: z.string().optional(),
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
    /**
     * Sandbox mode (spec §6, ADR 021: testers force a client's step, decision and clock with the
     * `qa-disable-flow` cookie or an admin token). Default: on in development and test, off in
     * production (ADR 209). With NODE_ENV=production it may be turned on only for a staging deployment
     * (`DEPLOYMENT_STAGE=staging`), and the core refuses it beside a real payout, payment or SMS provider.
     */
    SANDBOX: booleanish.optional(),
    /** What this deployment is: `staging` allows SANDBOX=true with NODE_ENV=production. */
    DEPLOYMENT_STAGE: z.enum(['local', 'staging', 'production']).optional(),
    /**
     * Behind a reverse proxy that appends to X-Forwarded-For, read the caller's address from it (the
     * rightmost entry: the one the proxy wrote). Not needed for the sites: they use SITE_API_KEY.
     */
    TRUST_PROXY: booleanish.default(false),
    /**
     * The key our sites (borrower site, back-office) prove themselves with (`X-Lender-Site-Key`),
     * comma-separated to rotate: only from a caller with one of them does the API believe the
     * browser's address in `X-Lender-Browser-Address` (ADR 107). At least 32 characters in production.
     */
    SITE_API_KEY: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .optional(),
    LOG_LEVEL: z.enum(['info', 'warn', 'error', 'silent']).default('info'),
    /** HMAC-SHA256 key of the payment provider's callbacks (`X-Signature`), at least 32 characters. */
    PAYMENT_CALLBACK_SECRET: z.string().min(32).default(DEV_SECRETS.PAYMENT_CALLBACK_SECRET),
    /**
     * Run the job runner inside the API process (ADR 027). Turn it off when separate `worker`
     * processes run the jobs (any number of either may run: the queue is in PostgreSQL).
     */
    JOBS_IN_API: booleanish.default(true),
    /** Comma-separated days before the due date on which payment reminders go out. */
    REMINDER_DAYS_BEFORE: reminderDays.default(normaliseDaysBefore(DEFAULT_REMINDER_DAYS_BEFORE)),
    // Documents (ADR 024): validated by core's `documentsOptionsFromEnv` in `loadEnv`.
    /** Folder of uploaded and generated documents (local storage). Default: `<DATA_DIR>/../documents`. */
    DOCUMENTS_DIR: z.string().optional(),
    /** `local` (default) or `s3`. */
    DOCUMENT_STORAGE: z.string().optional(),
    /** Largest uploaded document in bytes (1 KiB–100 MiB; default 10 MiB). */
    DOCUMENT_MAX_UPLOAD_BYTES: z.string().optional(),
    /** Comma-separated document types required before `client-document/finish` (default id_front,id_back,selfie). */
    DOCUMENT_REQUIRED_TYPES: z.string().optional(),
    S3_ENDPOINT: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_SESSION_TOKEN: z.string().optional(),
    S3_PREFIX: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.string().optional(),
    COMPANY_LEGAL_NAME: z.string().optional(),
    COMPANY_TRADE_NAME: z.string().optional(),
    COMPANY_RFC: z.string().optional(),
    COMPANY_ADDRESS: z.string().optional(),
    COMPANY_WEBSITE: z.string().optional(),
    COMPANY_PHONE: z.string().optional(),
    COMPANY_EMAIL: z.string().optional(),
    COMPANY_RECA_NUMBER: z.string().optional(),
    COMPANY_CREDIT_BUREAU_CLAUSE: z.string().optional(),
    COMPANY_UNE_PHONE: z.string().optional(),
    COMPANY_UNE_EMAIL: z.string().optional(),
    COMPANY_UNE_ADDRESS: z.string().optional(),
    COMPANY_UNE_HOURS: z.string().optional(),
    COMPANY_PRIVACY_EMAIL: z.string().optional(),
    ...NOTICES_ENV_SHAPE, // Borrower notices: CONTACT_CC_*/CONTACT_DC_*, SITE_URL, REMINDER_DAYS_AFTER.
    ...TIMESTAMP_ENV_SHAPE, // The contracts' time-stamping authority: TIMESTAMP_URL, _CA_FILE, credentials.
    ...FISCAL_ENV_SHAPE,
    ...BANXICO_ENV_SHAPE, // BANXICO_SIE_TOKEN: the UDI value of the SPEI cap and the FIX rate.
    ...CEP_ENV_SHAPE, // CEP_*: Banxico's CEP service and certificate, which SPEI claims are checked by.
    ...WATCHLIST_ENV_SHAPE, // WATCHLIST_DIR: the folder of the AML watch-list files (watchlist-env.ts).
  })
  .superRefine((env, ctx) => {
    checkFiscalEnv(env, ctx);
    checkCepEnv(env, ctx);
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
    if (!env.SITE_API_KEY?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_API_KEY'],
        message:
          "SITE_API_KEY is not set: without it every browser behind a site would share the site's address and its limits",
      });
    }
    for (const key of env.SITE_API_KEY ?? []) {
      if (key === DEV_SITE_API_KEY || key.length < 32) {
        ctx.addIssue({
          code: 'custom',
          path: ['SITE_API_KEY'],
          message: 'SITE_API_KEY must be a secret of your own of at least 32 characters in production',
        });
      }
    }
    if (env.SANDBOX && env.DEPLOYMENT_STAGE !== 'staging') {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX'],
        message:
          'sandbox mode lets a tester approve a loan: in production it is only for a staging deployment (DEPLOYMENT_STAGE=staging)',
      });
    }
    if (env.PRINT_CODES) {
      ctx.addIssue({
        code: 'custom',
        path: ['PRINT_CODES'],
        message: 'codes are never printed in production',
      });
    }
    if (env.DOCUMENT_STORAGE !== 's3') {
      ctx.addIssue({
        code: 'custom',
        path: ['DOCUMENT_STORAGE'],
        message:
          'documents on local disk are not shared between instances: production needs DOCUMENT_STORAGE=s3 (and the S3_* variables)',
      });
    }
    if (!env.SENTRY_DSN && env.DEPLOYMENT_STAGE !== 'staging') {
      ctx.addIssue({
        code: 'custom',
        path: ['SENTRY_DSN'],
        message: 'SENTRY_DSN is not set: production errors must reach the error-reporting service (spec §8)',
      });
    }
    if (!env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'production needs PostgreSQL (DATABASE_URL); the embedded PGlite is for trying the product',
      });
    }
    // A staging rehearsal may write the demo contacts; production may not (issue 38).
    if (env.DEPLOYMENT_STAGE !== 'staging')
      for (const { path, message } of [
        ...productionNoticeProblems(env),
        ...productionTimestampProblems(env),
        ...productionBanxicoProblems(env),
      ])
        ctx.addIssue({ code: 'custom', path: [path], message });
    for (const name of PRODUCTION_COMPANY_VARIABLES) {
      if (!env[name]?.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is not set: production documents would carry the DEMO company data`,
        });
      }
    }
  });

/** The validated environment, with the documents options built from it. */
export type Env = z.infer<typeof EnvSchema> & {
  /** Storage, upload limit, required types and company data (`documentsOptionsFromEnv` of core). */
  documents: DocumentsOptions;
};

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
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  let documents: DocumentsOptions | undefined;
  try {
    documents = documentsOptionsFromEnv(cleaned, {
      dataDir: resolve(result.data?.DATA_DIR ?? '.data/pglite'),
    });
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (!result.success || documents === undefined) throw new EnvError(problems);
  return { ...result.data, documents };
}

/**
 * The options of `createCore` that come from the environment, shared by the API server and the
 * worker so both run the same core.
 */
export function coreOptionsOf(env: Env): Pick<
  CoreOptions,
  | 'environment'
  | 'secrets'
  | 'documents'
  | 'lending'
  | 'sandbox'
  | 'notices'
  | 'timestamp'
  | 'fiscal'
  | 'udis'
  | 'exchangeRates'
> & {
  environment: Env['NODE_ENV'];
} {
  return {
    environment: env.NODE_ENV,
    secrets: {
      jwtSecret: env.JWT_SECRET,
      piiEncryptionKey: env.PII_ENCRYPTION_KEY,
      piiHashKey: env.PII_HASH_KEY,
    },
    documents: env.documents,
    lending: { paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET },
    sandbox: { enabled: env.SANDBOX ?? env.NODE_ENV !== 'production' },
    notices: noticesOptionsOf(env),
    ...timestampOptionsOf(env),
    ...fiscalOptionsOf(env),
    ...banxicoOptionsOf(env),
  };
}

/**
 * The site keys the API accepts (ADR 107): `SITE_API_KEY`, or outside production the development key,
 * which the borrower site and the back-office send by default.
 */
export function siteApiKeysOf(env: Pick<Env, 'SITE_API_KEY' | 'NODE_ENV'>): readonly string[] {
  if (env.SITE_API_KEY?.length) return env.SITE_API_KEY;
  return env.NODE_ENV === 'production' ? [] : [DEV_SITE_API_KEY];
}
