/** How long a stopping site lets the requests in flight finish (`SHUTDOWN_GRACE_MS`). */
export declare const DEFAULT_SITE_SHUTDOWN_GRACE_MS: number;
/** `DEV_SESSION_SECRET` of the session kit: refused in production. */
export declare const DEV_SESSION_SECRET_VALUE: string;
/** The shortest session secret production accepts. */
export declare const MIN_SESSION_SECRET_LENGTH: number;

/** Thrown when the environment is invalid; its message lists every problem. */
export declare class SiteEnvError extends Error {
  constructor(problems: string[]);
  readonly problems: string[];
}

/** A site server's validated environment. */
export interface SiteEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  DEPLOYMENT_STAGE?: 'local' | 'staging' | 'production';
  PORT: number;
  HOST?: string;
  API_URL?: string;
  SESSION_SECRET?: string[];
  SITE_API_KEY?: string[];
  /** Proxies in front of the site to believe (0 when unset). */
  TRUST_PROXY: number;
  PUBLIC_ORIGINS?: string[];
  SENTRY_DSN?: string;
  SENTRY_ENVIRONMENT?: string;
  SENTRY_RELEASE?: string;
  SHUTDOWN_GRACE_MS: number;
}

/** Reads and validates a site server's environment; throws {@link SiteEnvError} listing every problem. */
export declare function siteEnvFromEnv(
  source: Record<string, string | undefined>,
  defaults: { port: number; host?: string },
): SiteEnv;
