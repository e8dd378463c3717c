import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { type Cookie, createCookieSessionStorage, type Session, type SessionStorage } from '@remix-run/node';
import { readTokenClaims } from './token';

/** What the session cookie holds: the API token, and data an app keeps per browser. */
export type SessionData = Record<string, unknown> & { token?: string };
export type WebSession = Session<SessionData, { toast?: string }>;

/** The development secret. It seals cookies on a laptop; production refuses it. */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

/**
 * Cookie lifetime: 12 hours, the API's absolute session limit (`sessionAbsoluteSeconds` of
 * `@lender/core`'s limits; a test keeps them equal). Counted from the sign-in, not from the last
 * write: a session's cookie never outlives the session the API would still accept.
 */
export const SESSION_MAX_AGE_S = 60 * 60 * 12;

export interface SessionKitOptions {
  /** Cookie name. @default '__session' */
  readonly cookieName?: string;
  /**
   * Secrets the cookie is sealed with (AES-256-GCM, a key derived from each), newest first: the
   * first seals, any opens (rotation). @default [DEV_SESSION_SECRET] outside production
   */
  readonly secrets?: readonly string[];
  /** Production: `Secure` cookie, and the development secret is refused. @default false */
  readonly production?: boolean;
  /** Seconds the cookie lives after the sign-in (or after the last write without one). @default SESSION_MAX_AGE_S */
  readonly maxAge?: number;
  /** The clock, for tests. @default Date.now */
  readonly now?: () => number;
}

export interface SessionKit {
  readonly storage: SessionStorage<SessionData, { toast?: string }>;
  /** The request's session (an empty one when it has no valid cookie). */
  getSession(request: Request): Promise<WebSession>;
  /** The API token, if signed in. */
  getToken(session: WebSession): string | undefined;
  setToken(session: WebSession, token: string): void;
  /** `Set-Cookie` value that stores the session (sealed; it expires `maxAge` after the sign-in). */
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

/** Session keys the kit itself keeps beside the token: which API session it is, and since when. */
const SIGNED_IN_AT = 'signedInAt';
const SESSION_ID = 'sid';

/** The version tag of a sealed value: a cookie of another format (a signed one of before) is no session. */
const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'lender-web-kit-session', 'aes-256-gcm cookie v1', 32));
}

/** `name=value` of one cookie of a `Cookie` header. */
function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

interface CookieAttributes {
  readonly name: string;
  readonly production: boolean;
}

function serializeCookie(
  attributes: CookieAttributes,
  value: string,
  options: { maxAge?: number; expires?: Date } = {},
): string {
  const parts = [`${attributes.name}=${value}`, 'Path=/'];
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  parts.push('HttpOnly', 'SameSite=Lax');
  if (attributes.production) parts.push('Secure');
  return parts.join('; ');
}

/**
 * A Remix `Cookie` whose value is the session data sealed with AES-256-GCM (issue 35): the browser,
 * a proxy's log or a stolen cookie file shows neither the API token nor a registration draft. The
 * cookie's name is the additional data, so one app's cookie does not open as the other's. Opens
 * with any of the secrets; a value that does not open is an empty session.
 */
function sealedCookie(attributes: CookieAttributes, secrets: readonly string[], maxAge: number): Cookie {
  const keys = secrets.map(keyOf);
  const aad = Buffer.from(attributes.name, 'utf8');
  const seal = (data: unknown): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', keys[0] as Buffer, iv);
    cipher.setAAD(aad);
    const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  };
  const open = (value: string): unknown => {
    if (!value.startsWith(SEALED_PREFIX)) return null;
    const bytes = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return null;
    const iv = bytes.subarray(0, IV_BYTES);
    const tag = bytes.subarray(bytes.length - TAG_BYTES);
    const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
    for (const key of keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(aad);
        decipher.setAuthTag(tag);
        const json = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
        const data: unknown = JSON.parse(json);
        return data !== null && typeof data === 'object' && !Array.isArray(data) ? data : null;
      } catch {
        // Another secret's, or tampered with: try the next key.
      }
    }
    return null;
  };
  return {
    name: attributes.name,
    isSigned: true,
    expires: undefined,
    async parse(header) {
      const value = cookieValue(header, attributes.name);
      return value ? open(value) : null;
    },
    async serialize(value, options) {
      if (value === '') return serializeCookie(attributes, '', { expires: new Date(0), maxAge: 0 });
      return serializeCookie(attributes, seal(value), { maxAge: options?.maxAge ?? maxAge });
    },
  };
}

/**
 * The cookie session that holds the API token (ADR 8 of ARCHITECTURE: httpOnly, SameSite=Lax,
 * Secure in production; ADR 108: sealed, not only signed). Browser code never sees the token, and
 * nobody reads it, or anything else in the session, from the cookie.
 */
export function createSessionKit(options: SessionKitOptions = {}): SessionKit {
  const production = options.production ?? false;
  const secrets = [...(options.secrets ?? [DEV_SESSION_SECRET])];
  if (secrets.length === 0) throw new Error('the session needs at least one secret');
  if (production && secrets.includes(DEV_SESSION_SECRET)) {
    throw new Error('the development session secret is refused in production');
  }
  const maxAge = options.maxAge ?? SESSION_MAX_AGE_S;
  const now = options.now ?? Date.now;
  const storage = createCookieSessionStorage<SessionData, { toast?: string }>({
    cookie: sealedCookie({ name: options.cookieName ?? '__session', production }, secrets, maxAge),
  });
  /** Seconds the cookie has left: `maxAge` from the sign-in when there is one, else `maxAge`. */
  const remaining = (session: WebSession): number => {
    const since = session.get(SIGNED_IN_AT);
    if (typeof since !== 'number' || session.get('token') === undefined) return maxAge;
    return Math.max(0, since + maxAge - Math.floor(now() / 1000));
  };
  return {
    storage,
    getSession: (request) => storage.getSession(request.headers.get('cookie')),
    getToken: (session) => {
      const token = session.get('token');
      return typeof token === 'string' && token !== '' ? token : undefined;
    },
    setToken: (session, token) => {
      // A token of another API session (a sign-in, not a refresh) starts the cookie's clock again.
      const sid = readTokenClaims(token)?.sid;
      const id = typeof sid === 'string' ? sid : undefined;
      if (session.get(SESSION_ID) !== id || typeof session.get(SIGNED_IN_AT) !== 'number') {
        session.set(SIGNED_IN_AT, Math.floor(now() / 1000));
      }
      if (id === undefined) session.unset(SESSION_ID);
      else session.set(SESSION_ID, id);
      session.set('token', token);
    },
    commit: (session) => storage.commitSession(session, { maxAge: remaining(session) }),
    destroy: (session) => storage.destroySession(session),
  };
}
