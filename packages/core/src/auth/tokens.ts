import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
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

/**
 * How many tokens {@link createTokenSigner}'s `verify` remembers as verified (in two generations of
 * half as many): about as many as sessions make calls within a token's life.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** A token's time claims against `now` (seconds), as `jwtVerify` checks them: expired when `exp <= now`. */
function timeClaimsHold(payload: JWTPayload, now: number): 'ok' | 'expired' | 'invalid' {
  if (typeof payload.nbf === 'number' && payload.nbf > now) return 'invalid';
  if (typeof payload.exp !== 'number') return 'invalid';
  return payload.exp <= now ? 'expired' : 'ok';
}

/** Creates the token signer. */
export function createTokenSigner(secret: string, clock: Clock): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // Tokens `jwtVerify` accepted, with their payload: a token is sent on every call of its session
  // (every few seconds, by the web app), and checking its signature cost ~9 % of a `GET flow`
  // (issue 17, ADR 104). Keyed by the whole token, so only the very bytes verified are taken on
  // trust; what depends on the time is checked at every call.
  const verified = new GenerationalCache<Readonly<JWTPayload>>(VERIFIED_TOKENS_KEPT);
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
    // Verified by jose's `jwtVerify` (HS256 only, the issuer, a required `exp`), once per token
    // while it is remembered (`verified`); a remembered token's time claims are checked again at
    // every call, the same rules `jwtVerify` applies (ADR 126).
    async verify(token) {
      const invalid = { ok: false, reason: 'invalid' } as const;
      const now = Math.floor(clock.now().getTime() / 1000);
      let payload = verified.get(token);
      if (payload === undefined) {
        try {
          ({ payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            issuer: ISSUER,
            requiredClaims: ['exp'],
            currentDate: clock.now(),
          }));
        } catch (error) {
          return error instanceof errors.JWTExpired ? { ok: false, reason: 'expired' } : invalid;
        }
        verified.set(token, Object.freeze(payload));
      } else {
        const time = timeClaimsHold(payload, now);
        if (time !== 'ok') return { ok: false, reason: time };
      }
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
