// The environment of a site's Node server (the borrower site, the back-office), validated once when
// it starts (issue 40): a bad value stops the server with every problem listed, and production
// refuses development secrets and an unreported deployment. Plain JavaScript: the apps' server.mjs
// (Node, no build step) import it.
import { DEV_SITE_API_KEY } from '@lender/contracts/common';
import { z } from 'zod';
import { MIN_SITE_API_KEY_LENGTH } from './site-key.mjs';
import { trustProxyFromEnv } from './site-server.mjs';

/** `DEV_SESSION_SECRET` of `session.ts` (a test keeps them equal): refused in production. */
export const DEV_SESSION_SECRET_VALUE = 'dev-only-session-secret-change-me-0123456789';
/** The shortest session secret production accepts (as `session.ts`). */
export const MIN_SESSION_SECRET_LENGTH = 32;

/** How long a stopping site lets the requests in flight finish (`SHUTDOWN_GRACE_MS`). */
export const DEFAULT_SITE_SHUTDOWN_GRACE_MS = 10_000;

/** Thrown when the environment is invalid; its message lists every problem. */
export class SiteEnvError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SiteEnvError';
    this.problems = problems;
  }
}

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/**
 * @param {{ port: number; host?: string }} defaults
 */
function schemaOf(defaults) {
  return z
    .object({
      NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
      /** `local` runs a production build on one machine with the development keys. */
      DEPLOYMENT_STAGE: z.enum(['local', 'staging', 'production']).optional(),
      PORT: z.coerce.number().int().min(0).max(65_535).default(defaults.port),
      HOST: defaults.host === undefined ? z.string().optional() : z.string().default(defaults.host),
      /** The API's base URL (required in production). */
      API_URL: z.string().url().optional(),
      SESSION_SECRET: list.optional(),
      SITE_API_KEY: list.optional(),
      TRUST_PROXY: z
        .string()
        .optional()
        .transform((v, ctx) => {
          try {
            return trustProxyFromEnv(v);
          } catch (error) {
            ctx.addIssue({ code: 'custom', message: /** @type {Error} */ (error).message });
            return z.NEVER;
          }
        }),
      PUBLIC_ORIGINS: list.optional(),
      /** The error-reporting service (Sentry protocol); required in production. */
      SENTRY_DSN: z.string().url().optional(),
      SENTRY_ENVIRONMENT: z.string().optional(),
      SENTRY_RELEASE: z.string().optional(),
      SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(DEFAULT_SITE_SHUTDOWN_GRACE_MS),
    })
    .superRefine((env, ctx) => {
      if (env.NODE_ENV !== 'production' || env.DEPLOYMENT_STAGE === 'local') return;
      const problem = (/** @type {string} */ path, /** @type {string} */ message) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!env.API_URL) problem('API_URL', 'API_URL is not set: the site would call http://localhost:4000');
      const session = env.SESSION_SECRET ?? [];
      if (session.length === 0) problem('SESSION_SECRET', 'SESSION_SECRET is required in production');
      for (const secret of session) {
        if (secret === DEV_SESSION_SECRET_VALUE || secret.length < MIN_SESSION_SECRET_LENGTH)
          problem(
            'SESSION_SECRET',
            `SESSION_SECRET must be a secret of your own of at least ${MIN_SESSION_SECRET_LENGTH} characters in production`,
          );
      }
      const keys = env.SITE_API_KEY ?? [];
      if (keys.length === 0) problem('SITE_API_KEY', 'SITE_API_KEY is required in production');
      for (const key of keys) {
        if (key === DEV_SITE_API_KEY || key.length < MIN_SITE_API_KEY_LENGTH)
          problem(
            'SITE_API_KEY',
            `SITE_API_KEY must be a secret of your own of at least ${MIN_SITE_API_KEY_LENGTH} characters in production`,
          );
      }
      if (!env.SENTRY_DSN && env.DEPLOYMENT_STAGE !== 'staging')
        problem(
          'SENTRY_DSN',
          'SENTRY_DSN is not set: production errors must reach the error-reporting service',
        );
    });
}

/**
 * Reads and validates a site server's environment (`process.env` by default).
 * @param {Record<string, string | undefined>} source
 * @param {{ port: number; host?: string }} defaults The site's default port (and interface).
 * @throws {SiteEnvError} listing every problem.
 */
export function siteEnvFromEnv(source, defaults) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schemaOf(defaults).safeParse(cleaned);
  if (!result.success) {
    throw new SiteEnvError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  return result.data;
}
