import { TOKEN_REFRESH_INTERVAL_SECONDS } from '@lender/contracts';
import { sessionSecretsFromEnv, siteApiKeyFromEnv } from '@lender/web-kit';

/**
 * The back-office's configuration, read and checked once. `DEPLOYMENT_STAGE=local` runs the
 * production build on a laptop (`npm start`, the browser suite) with the development defaults.
 */
function read(source: NodeJS.ProcessEnv) {
  const production = source.NODE_ENV === 'production' && source.DEPLOYMENT_STAGE !== 'local';
  const apiUrl = source.API_URL ?? 'http://localhost:4000';
  if (!/^https?:\/\//.test(apiUrl)) throw new Error('API_URL must be an http(s) URL');
  const refresh = source.TOKEN_REFRESH_SECONDS;
  if (refresh !== undefined && !/^\d+$/.test(refresh))
    throw new Error('TOKEN_REFRESH_SECONDS must be a whole number of seconds');
  return {
    /** Served over HTTPS: Secure cookie, HSTS; the development session secret is refused. */
    production,
    /** The /web API (spec §7). */
    apiUrl,
    /** SESSION_SECRET (comma-separated for rotation); web-kit refuses a weak one in production. */
    sessionSecrets: sessionSecretsFromEnv({
      ...source,
      NODE_ENV: production ? 'production' : 'development',
    }),
    /** The key the back-office proves itself with to the API (the trusted hop, ADR 107). */
    siteKey: siteApiKeyFromEnv({ ...source, NODE_ENV: production ? 'production' : 'development' }),
    /**
     * How old the API token may get before a request refreshes it (spec §7/§9: 240 s). The browser
     * suite sets a few seconds to see a session outlive the token's lifetime.
     */
    tokenRefreshSeconds: refresh === undefined ? TOKEN_REFRESH_INTERVAL_SECONDS : Number(refresh),
    /** Public origin(s) allowed to post when a proxy in front rewrites Host. */
    allowedOrigins: (source.PUBLIC_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  } as const;
}

export type BackofficeEnv = ReturnType<typeof read>;

let cached: BackofficeEnv | undefined;

/** The environment, read and checked once. */
export function env(): BackofficeEnv {
  cached ??= read(process.env);
  return cached;
}

/** Forget the cached environment (tests change it). */
export function resetEnv(): void {
  cached = undefined;
}
