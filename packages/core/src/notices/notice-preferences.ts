import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { noticePreferences as preferencesTable } from '@lender/db/schema';
import type { NoticePreferences } from './notice-model';

/**
 * `GET client/notice-preferences` (issue 38): the channel of service notices (`both` until chosen)
 * and the marketing opt-in (off until given). `ctx.db` may be a transaction.
 */
export async function noticePreferences(
  ctx: { readonly db: Executor },
  { actorId: clientId }: { readonly actorId: number },
): Promise<NoticePreferences> {
  const [row] = await ctx.db.select().from(preferencesTable).where(eq(preferencesTable.clientId, clientId));
  return { channel: row?.channel ?? 'both', marketingOptIn: row?.marketingOptIn ?? false };
}
