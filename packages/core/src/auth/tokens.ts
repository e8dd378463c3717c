import { errors, jwtVerify, SignJWT } from 'jose';
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

/** Creates the token signer. */
export function createTokenSigner(secret: string, clock: Clock): TokenSigner {
  const key = new TextEncoder().encode(secret);
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
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock.now(),
        });
        const accountType = payload.account_type;
        if (
          typeof payload.sub !== 'string' ||
          (accountType !== 'client' && accountType !== 'user') ||
          typeof payload.mfa !== 'boolean' ||
          typeof payload.sid !== 'string'
        ) {
          return { ok: false, reason: 'invalid' };
        }
        return {
          ok: true,
          claims: { sub: payload.sub, account_type: accountType, mfa: payload.mfa, sid: payload.sid },
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
