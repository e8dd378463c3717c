import { clientConsents, noticePreferences as preferencesTable } from '@lender/db/schema';
import { CONSENT_TEXTS_VERSION } from '../arco/consent-rows';
import type { NoticePreferences, NoticesContext } from './notice-model';
import { noticePreferences } from './notice-preferences';

/**
 * `PUT client/notice-preferences` (issue 38): the channel of service notices (they cannot be
 * switched off) and the marketing opt-in, whose change is dated. The switch is the marketing
 * consent (issue 63: one fact): each change is also a dated row of the borrower's consents
 * (`accepted` on or off, with the version of the texts), in the same transaction.
 */
export async function updateNoticePreferences(
  ctx: Pick<NoticesContext, 'db' | 'clock'>,
  { actorId: clientId, body: preferences }: { readonly actorId: number; readonly body: NoticePreferences },
): Promise<NoticePreferences> {
  const now = ctx.clock.now();
  const before = await noticePreferences(ctx, { actorId: clientId });
  const marketingChangedAt = before.marketingOptIn !== preferences.marketingOptIn ? now : undefined;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(preferencesTable)
      .values({ clientId, ...preferences, updatedAt: now, marketingChangedAt: marketingChangedAt ?? null })
      .onConflictDoUpdate({
        target: preferencesTable.clientId,
        set: { ...preferences, updatedAt: now, ...(marketingChangedAt && { marketingChangedAt }) },
      });
    if (marketingChangedAt) {
      await tx.insert(clientConsents).values({
        clientId,
        kind: 'marketing',
        accepted: preferences.marketingOptIn,
        givenAt: now,
        version: CONSENT_TEXTS_VERSION,
      });
    }
  });
  return noticePreferences(ctx, { actorId: clientId });
}
