import { and, eq, isNull } from '@lender/db/orm';
import { watchlistVersions } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { AmlContext } from './aml-context';
import { supersede } from './import-watchlist';
import { type WatchlistVersionView, watchlistVersionView } from './watchlists';

/**
 * `backOffice.confirmWatchlist`: a second user puts in force a list version that would clear a live
 * match (`watchlist_same_user` for the one who loaded it). A version the system loaded has no first
 * user: the first call accepts it (`acceptedBy`, audited `aml.list_accept`, still waiting) and a
 * different user's call puts it in force. Audited as `aml.list_confirm`.
 */
export async function confirmWatchlist(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'audit'>,
  { actorId: userId, params: { id: versionId } }: { actorId: number; params: { id: number } },
): Promise<WatchlistVersionView> {
  const [pending] = await ctx.db.select().from(watchlistVersions).where(eq(watchlistVersions.id, versionId));
  if (!pending) throw new CoreError('not_found');
  if (pending.status !== 'awaiting_confirmation') {
    throw new CoreError('invalid_transition', { params: { from: pending.status, to: 'active' } });
  }
  if (pending.loadedBy === userId || pending.acceptedBy === userId) {
    throw new CoreError('watchlist_same_user');
  }
  if (pending.loadedBy === null && pending.acceptedBy === null) return accept(ctx, userId, versionId);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [active] = await tx
      .select({ id: watchlistVersions.id })
      .from(watchlistVersions)
      .where(and(eq(watchlistVersions.list, pending.list), eq(watchlistVersions.status, 'active')));
    if (active) await supersede(tx, active.id);
    const [confirmed] = await tx
      .update(watchlistVersions)
      .set({ status: 'active', confirmedBy: userId, confirmedAt: now })
      .where(and(eq(watchlistVersions.id, versionId), eq(watchlistVersions.status, 'awaiting_confirmation')))
      .returning();
    if (!confirmed) throw new CoreError('stale_version');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'aml.list_confirm',
      entity: 'watchlist',
      entityId: versionId,
      after: { entries: confirmed.entries },
    });
    return confirmed;
  });
  return watchlistVersionView(row);
}

/** The first of the two users a system-loaded version needs. */
async function accept(
  ctx: Pick<AmlContext, 'db' | 'audit'>,
  userId: number,
  versionId: number,
): Promise<WatchlistVersionView> {
  const row = await ctx.db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(watchlistVersions)
      .set({ acceptedBy: userId })
      .where(
        and(
          eq(watchlistVersions.id, versionId),
          eq(watchlistVersions.status, 'awaiting_confirmation'),
          isNull(watchlistVersions.acceptedBy),
        ),
      )
      .returning();
    if (!accepted) throw new CoreError('stale_version');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'aml.list_accept',
      entity: 'watchlist',
      entityId: versionId,
      after: { entries: accepted.entries },
    });
    return accepted;
  });
  return watchlistVersionView(row);
}
