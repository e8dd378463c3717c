import { and, eq, isNull } from '@lender/db/orm';
import { sessions } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { type IssuedToken, type SessionsContext, sessionToken } from './session-token';
import { createTokenSigner } from './tokens';

/**
 * `GET …/token/refresh` (a client's and a back-office user's, spec §4: every 240 s): a new token
 * for the same session, whose idle expiry moves forward (never past the absolute one). A revoked
 * session answers `session_revoked`. A token minted before the TOTP step stays an mfa token (the
 * step lives in the token, not in the session's row).
 */
export async function tokenRefresh(
  ctx: SessionsContext,
  { session }: { readonly session?: { readonly id: string; readonly mfaPending: boolean } },
): Promise<IssuedToken> {
  if (!session) throw new CoreError('unauthorized');
  const limits = await ctx.limits();
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + limits.sessionIdleSeconds * 1000) })
    .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)))
    .returning();
  if (!row) throw new CoreError('session_revoked');
  const signer = createTokenSigner(ctx.secrets.jwtSecret, ctx.clock);
  return sessionToken(signer, ctx.clock, { ...row, mfaPending: session.mfaPending }, limits);
}
