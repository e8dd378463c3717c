// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionEndsAt } from './session.status.server';

/** An unsigned JWT with these claims (the back-office only reads them). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.signature`;
}

describe('sessionEndsAt', () => {
  it("counts the token's lifetime from when this server stored it, whatever the API's clock says", () => {
    // The API's clock is months behind ours: the session still ends 15 minutes after we stored it.
    const stored = Date.parse('2026-11-25T10:00:00Z') / 1000;
    const apiIat = Date.parse('2026-03-02T18:00:00Z') / 1000;
    expect(sessionEndsAt(token({ iat: apiIat, exp: apiIat + 900 }), stored)).toBe((stored + 900) * 1000);
  });

  it('falls back to exp without iat, and knows nothing without a token', () => {
    expect(sessionEndsAt(token({ exp: 1_800_000_000 }), 1_700_000_000)).toBe(1_800_000_000_000);
    expect(sessionEndsAt(undefined, 0)).toBeNull();
    expect(sessionEndsAt('not-a-jwt', 0)).toBeNull();
  });
});
