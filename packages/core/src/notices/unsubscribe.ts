import { noticePreferences } from '@lender/db/schema';
import type { NoticesContext } from './notice-model';
import { unsubscribeClientId } from './unsubscribe-check';

/**
 * `POST /web/public/unsubscribe/{token}` (issue 38): turns marketing off for the token's client,
 * dated; a second call changes nothing the borrower sees.
 */
export async function unsubscribe(
  ctx: NoticesContext,
  { params }: { readonly params: { readonly token: string } },
): Promise<null> {
  const clientId = unsubscribeClientId(ctx, params.token);
  const now = ctx.clock.now();
  await ctx.db
    .insert(noticePreferences)
    .values({ clientId, marketingOptIn: false, marketingChangedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: noticePreferences.clientId,
      set: { marketingOptIn: false, marketingChangedAt: now, updatedAt: now },
    });
  return null;
}
