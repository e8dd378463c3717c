import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from '@lender/db/orm';
import { watchlistVersions } from '@lender/db/schema';
import { WATCHLIST_LISTS } from '../providers/watchlist/port';
import type { AmlContext } from './aml-context';
import { importWatchlist } from './import-watchlist';
import { rescreenClients } from './rescreen-clients';

/**
 * The job `aml-rescreen`: fetches each list from the watch-list port and loads the file only when it
 * differs from the last one the system loaded of that list (so an officer's upload since then stays
 * in force until the source itself changes); a malformed file is logged and the list in force stays;
 * one that would clear a match waits for two compliance users. Then screens everyone again when the
 * lists in force changed.
 */
export async function refreshWatchlists(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'logger' | 'providers'>,
): Promise<{ loaded: number; refused: number; screened: number; suspended: number; review: number }> {
  let loaded = 0;
  let refused = 0;
  for (const list of WATCHLIST_LISTS) {
    const file = await ctx.providers.watchlist.fetch(list);
    if (!file) continue;
    const [lastSystem] = await ctx.db
      .select({ sha256: watchlistVersions.sha256 })
      .from(watchlistVersions)
      .where(and(eq(watchlistVersions.list, list), isNull(watchlistVersions.loadedBy)))
      .orderBy(desc(watchlistVersions.id))
      .limit(1);
    if (lastSystem?.sha256 === createHash('sha256').update(file.text).digest('hex')) continue;
    try {
      const version = await importWatchlist(ctx, {
        actorId: null,
        body: { list, text: file.text, source: file.source },
      });
      // The same file as the one in force (an officer uploaded it already) makes no version.
      if (version.status === 'active' && version.loadedBy === null) loaded += 1;
    } catch (error) {
      refused += 1;
      ctx.logger.error('watch list refused', { list, error: String(error) });
    }
  }
  return { loaded, refused, ...(await rescreenClients(ctx)) };
}
