import { sessionSecretsFromEnv, siteApiKeyFromEnv } from '@lender/web-kit';

/**
 * The site's configuration, read and checked once (epic-stack's env.server.ts). Development
 * defaults work on a laptop; production refuses the ones marked so (ARCHITECTURE: secrets from env).
 */
function read(env: NodeJS.ProcessEnv) {
  // `DEPLOYMENT_STAGE=local` runs the production build on a laptop (npm start, the browser tests)
  // with the development defaults, like the API's.
  const production = env.NODE_ENV === 'production' && env.DEPLOYMENT_STAGE !== 'local';
  const apiUrl = env.API_URL ?? 'http://127.0.0.1:4000';
  if (!/^https?:\/\//.test(apiUrl)) throw new Error('API_URL must be an http(s) URL');
  const captcha = env.CAPTCHA_TOKEN ?? (production ? undefined : 'web-sandbox');
  return {
    production,
    apiUrl,
    sessionSecrets: sessionSecretsFromEnv({ ...env, NODE_ENV: production ? 'production' : 'development' }),
    /** The key the site proves itself with to the API (the trusted hop, ADR 107). */
    siteKey: siteApiKeyFromEnv({ ...env, NODE_ENV: production ? 'production' : 'development' }),
    /** Where admins are sent after logging in here (spec §2 /ingresar). */
    backofficeUrl: env.BACKOFFICE_URL ?? 'http://127.0.0.1:3100',
    /** Public origin(s) allowed to post when a proxy rewrites Host. */
    allowedOrigins: (env.PUBLIC_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    /**
     * Captcha v3 token for the public code, registration and recovery calls. The sandbox API
     * accepts any non-empty token; a real captcha provider needs its browser script (not wired).
     */
    captchaToken: captcha,
    /**
     * The scoring collector (issue 18): the ingest's origin (the API serves it under /api/…) and
     * this site's partner auth key; without a key (production default) the collector stays off.
     */
    collector: {
      url: env.COLLECTOR_URL ?? apiUrl,
      authKey: env.COLLECTOR_AUTH_KEY ?? (production ? undefined : 'dev-only-collector-auth-key-0123456789'),
    },
    externalLoginUrl: env.EXTERNAL_LOGIN_URL ?? 'https://www.facebook.com/login',
  } as const;
}

export type SiteEnv = ReturnType<typeof read>;

let cached: SiteEnv | undefined;
export function env(): SiteEnv {
  cached ??= read(process.env);
  return cached;
}
