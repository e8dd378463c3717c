import { noticePreferences as preferencesTable } from '@lender/db/schema';
import type { NoticePreferences, NoticesContext } from './notice-model';
import { noticePreferences } from './notice-preferences';

/**
 * `PUT client/notice-preferences` (issue 38): the channel of service notices (they cannot be
 * switched off) and the marketing opt-in, whose change is dated (the consent's record).
 */
export async function updateNoticePreferences(
  ctx: Pick<NoticesContext, 'db' | 'clock'>,
  clientId: number,
  preferences: NoticePreferences,
): Promise<NoticePreferences> {
  const now = ctx.clock.now();
  const before = await noticePreferences(ctx, clientId);
  const marketingChangedAt = before.marketingOptIn !== preferences.marketingOptIn ? now : undefined;
  await ctx.db
    .insert(preferencesTable)
    .values({ clientId, ...preferences, updatedAt: now, marketingChangedAt: marketingChangedAt ?? null })
    .onConflictDoUpdate({
      target: preferencesTable.clientId,
      set: { ...preferences, updatedAt: now, ...(marketingChangedAt && { marketingChangedAt }) },
    });
  return noticePreferences(ctx, clientId);
}
