import { and, eq } from '@lender/db/orm';
import { watchlistVersions } from '@lender/db/schema';
import { WATCHLIST_LISTS } from '../providers/watchlist/port';
import type { AmlContext } from './aml-context';
import { importWatchlist } from './import-watchlist';
import { rescreenClients } from './rescreen-clients';

/**
 * The job `aml-rescreen` (issue 50): fetches each list from the watch-list port and loads it when it
 * changed (a malformed file is logged and the list in force stays; one that would clear every match
 * waits for a second user), then screens everyone again when the lists in force changed.
 */
export async function refreshWatchlists(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'logger' | 'providers'>,
): Promise<{ loaded: number; refused: number; screened: number; suspended: number; review: number }> {
  let loaded = 0;
  let refused = 0;
  for (const list of WATCHLIST_LISTS) {
    if (!(await ctx.providers.watchlist.fetch(list))) continue;
    try {
      const before = await ctx.db
        .select({ id: watchlistVersions.id })
        .from(watchlistVersions)
        .where(and(eq(watchlistVersions.list, list), eq(watchlistVersions.status, 'active')));
      const version = await importWatchlist(ctx, null, { list });
      if (version.status === 'active' && version.id !== before[0]?.id) loaded += 1;
    } catch (error) {
      refused += 1;
      ctx.logger.error('watch list refused', { list, error: String(error) });
    }
  }
  return { loaded, refused, ...(await rescreenClients(ctx)) };
}
