/** The claims of an API access token the web apps read (ARCHITECTURE §8). */
export interface TokenClaims {
  readonly sub?: string | number;
  readonly account_type?: 'client' | 'user' | string;
  readonly mfa?: boolean;
  readonly exp?: number;
  readonly [claim: string]: unknown;
}

/** Strips a leading `Bearer `. */
export function bareToken(value: string): string {
  return value.replace(/^Bearer\s+/i, '').trim();
}

/**
 * The payload of a JWT, unverified (the API verifies it; the apps only read it to route), or
 * `null` when it is not a JWT.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const part = bareToken(token).split('.')[1];
  if (!part) return null;
  try {
    const json = Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    const claims: unknown = JSON.parse(json);
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** Spec §4: a token with the `mfa` flag opens nothing and is discarded. */
export function tokenHasMfa(token: string): boolean {
  const claims = readTokenClaims(token);
  return claims === null || claims.mfa === true;
}
