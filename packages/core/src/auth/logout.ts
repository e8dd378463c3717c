import { and, eq, isNull } from '@lender/db/orm';
import { sessions } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { SessionsContext } from './session-token';

/** `POST …/logout` (a client's and a back-office user's): ends the caller's session at once. */
export async function logout(
  ctx: Pick<SessionsContext, 'db' | 'clock'>,
  { session }: { readonly session?: { readonly id: string } },
): Promise<null> {
  if (!session) throw new CoreError('unauthorized');
  await revokeSession(ctx, session.id, 'logout');
  return null;
}

/** Ends one session at once, for `reason`: its tokens answer `session_revoked` from now on. */
export async function revokeSession(
  ctx: Pick<SessionsContext, 'db' | 'clock'>,
  sessionId: string,
  reason: string,
): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
