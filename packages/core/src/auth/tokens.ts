import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { GenerationalCache } from '../cache/generational-cache';
import type { Clock } from '../clock';

/** The claims of an access token (architecture decision 8). */
export interface TokenClaims {
  sub: string;
  account_type: 'client' | 'user';
  mfa: boolean;
  sid: string;
}

/** Signs and checks access tokens (HS256 with the server's secret). */
export interface TokenSigner {
  sign(claims: TokenClaims, ttlSeconds: number): Promise<string>;
  /** The claims, or why the token is refused. */
  verify(
    token: string,
  ): Promise<{ ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' }>;
}

const ISSUER = 'lender-api';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeBase64Url(part: string): Buffer | undefined {
  return BASE64URL.test(part) ? Buffer.from(part, 'base64url') : undefined;
}

/** A base64url JSON object, or undefined when it is not one. */
function decodeJson(part: string): Record<string, unknown> | undefined {
  const bytes = decodeBase64Url(part);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many tokens {@link createTokenSigner}'s `verify` remembers as signed by it (in two
 * generations of half as many): about as many as sessions make calls within a token's life.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * The payload of `token` when its header is HS256's (no `b64: false`, no `crit`) and its signature
 * is `key`'s, compared in constant time; `undefined` otherwise.
 */
function signedPayload(token: string, key: Uint8Array): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (header?.alg !== 'HS256' || header.b64 === false || header.crit !== undefined) return undefined;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const given = decodeBase64Url(signaturePart);
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return decodeJson(payloadPart);
}

/** Creates the token signer. */
export function createTokenSigner(secret: string, clock: Clock): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // Tokens whose header and signature were checked, with their decoded payload: a token is sent
  // on every call of its session (every few seconds, by the web app), and its HMAC and two base64
  // JSON parts cost ~9 % of a `GET flow` (issue 17, ADR 104). Keyed by the whole token, so only the
  // very bytes checked are taken on trust; what depends on the time is checked at every call.
  const verified = new GenerationalCache<Readonly<Record<string, unknown>>>(VERIFIED_TOKENS_KEPT);
  // `key` is the secret's UTF-8 bytes for both jose (signing) and node:crypto (checking).
  return {
    async sign(claims, ttlSeconds) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ account_type: claims.account_type, mfa: claims.mfa, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    // Verified synchronously with node:crypto (issue 17): every authenticated call checks a token,
    // and jose's WebCrypto path costs a thread-pool job per call. Same rules as `jwtVerify` with
    // `algorithms: ['HS256']` and the issuer: HS256 only, no `crit`, the signature compared in
    // constant time, then `iss`, `iat`, `nbf` and a required `exp` (expired when `exp <= now`).
    // A token already checked skips the first three (`verified`), never the claims.
    async verify(token) {
      const invalid = { ok: false, reason: 'invalid' } as const;
      let payload = verified.get(token);
      if (payload === undefined) {
        payload = signedPayload(token, key);
        if (!payload) return invalid;
        verified.set(token, Object.freeze(payload));
      }
      const now = Math.floor(clock.now().getTime() / 1000);
      if (payload.iss !== ISSUER) return invalid;
      for (const claim of ['iat', 'nbf'] as const) {
        if (payload[claim] !== undefined && typeof payload[claim] !== 'number') return invalid;
      }
      // Every token this server signs expires; one without `exp` would be valid forever.
      if (typeof payload.exp !== 'number') return invalid;
      if (typeof payload.nbf === 'number' && payload.nbf > now) return invalid;
      if (payload.exp <= now) return { ok: false, reason: 'expired' };
      const accountType = payload.account_type;
      if (
        typeof payload.sub !== 'string' ||
        (accountType !== 'client' && accountType !== 'user') ||
        typeof payload.mfa !== 'boolean' ||
        typeof payload.sid !== 'string'
      ) {
        return invalid;
      }
      return {
        ok: true,
        claims: { sub: payload.sub, account_type: accountType, mfa: payload.mfa, sid: payload.sid },
      };
    },
  };
}
