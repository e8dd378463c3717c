import { readTokenClaims } from '@lender/web-kit';

/**
 * When a signed-in session ends if the admin does nothing (ms since epoch, our clock), or `null`
 * when the token says nothing about it. The token's lifetime (`exp - iat`) counted from when this
 * server stored it (`issuedAt`, our clock), so a skew between the API's clock and ours moves the
 * warning by nothing; a token without `iat` falls back to its `exp`.
 */
export function sessionEndsAt(token: string | undefined, issuedAtSeconds: number): number | null {
  const claims = token ? readTokenClaims(token) : null;
  if (typeof claims?.exp !== 'number') return null;
  if (typeof claims.iat === 'number' && issuedAtSeconds > 0)
    return (issuedAtSeconds + (claims.exp - claims.iat)) * 1000;
  return claims.exp * 1000;
}
