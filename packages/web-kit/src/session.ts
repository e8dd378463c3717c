import { createCookieSessionStorage, type Session, type SessionStorage } from '@remix-run/node';

/** What the session cookie holds: the API token, and data an app keeps per browser. */
export type SessionData = Record<string, unknown> & { token?: string };
export type WebSession = Session<SessionData, { toast?: string }>;

/** The development secret. It signs cookies on a laptop; production refuses it. */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

/** Cookie lifetime when the browser keeps it: 30 days (the API token inside expires sooner). */
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

export interface SessionKitOptions {
  /** Cookie name. @default '__session' */
  readonly cookieName?: string;
  /** Signing secrets, newest first (rotation). @default [DEV_SESSION_SECRET] outside production */
  readonly secrets?: readonly string[];
  /** Production: `Secure` cookie, and the development secret is refused. @default false */
  readonly production?: boolean;
  /** @default SESSION_MAX_AGE_S */
  readonly maxAge?: number;
}

export interface SessionKit {
  readonly storage: SessionStorage<SessionData, { toast?: string }>;
  /** The request's session (an empty one when it has no valid cookie). */
  getSession(request: Request): Promise<WebSession>;
  /** The API token, if signed in. */
  getToken(session: WebSession): string | undefined;
  setToken(session: WebSession, token: string): void;
  /** `Set-Cookie` value that stores the session. */
  commit(session: WebSession): Promise<string>;
  /** `Set-Cookie` value that deletes the cookie (log out). */
  destroy(session: WebSession): Promise<string>;
}

/**
 * Reads the session secrets from the environment (`SESSION_SECRET`, comma-separated for rotation).
 * Outside production a missing value falls back to {@link DEV_SESSION_SECRET}; in production a
 * missing, short (< 32 characters) or development secret throws, so the app does not start.
 */
export function sessionSecretsFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  variable = 'SESSION_SECRET',
): string[] {
  const production = env.NODE_ENV === 'production';
  const raw = env[variable]?.trim();
  const secrets = raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  if (secrets.length === 0) {
    if (production) throw new Error(`${variable} is required in production`);
    return [DEV_SESSION_SECRET];
  }
  if (production) {
    for (const secret of secrets) {
      if (secret === DEV_SESSION_SECRET)
        throw new Error(`${variable} must not be the development secret in production`);
      if (secret.length < 32) throw new Error(`${variable} must be at least 32 characters in production`);
    }
  }
  return secrets;
}

/**
 * The cookie session that holds the API token (ADR 8 of ARCHITECTURE: httpOnly, SameSite=Lax,
 * Secure in production). Browser code never sees the token.
 */
export function createSessionKit(options: SessionKitOptions = {}): SessionKit {
  const production = options.production ?? false;
  const secrets = [...(options.secrets ?? [DEV_SESSION_SECRET])];
  if (production && secrets.includes(DEV_SESSION_SECRET)) {
    throw new Error('the development session secret is refused in production');
  }
  const storage = createCookieSessionStorage<SessionData, { toast?: string }>({
    cookie: {
      name: options.cookieName ?? '__session',
      httpOnly: true,
      sameSite: 'lax',
      secure: production,
      path: '/',
      maxAge: options.maxAge ?? SESSION_MAX_AGE_S,
      secrets,
    },
  });
  return {
    storage,
    getSession: (request) => storage.getSession(request.headers.get('cookie')),
    getToken: (session) => {
      const token = session.get('token');
      return typeof token === 'string' && token !== '' ? token : undefined;
    },
    setToken: (session, token) => session.set('token', token),
    commit: (session) => storage.commitSession(session),
    destroy: (session) => storage.destroySession(session),
  };
}
