import { desc } from '@lender/db/orm';
import { watchlistVersions } from '@lender/db/schema';
import type { AmlContext } from './aml-context';

/** A list version as the back office shows it (dates as ISO instants; the list and status as codes with words). */
export interface WatchlistVersionView {
  id: number;
  list: 'uif_blocked' | 'sanctions' | 'pep' | 'own';
  source: string;
  entries: number;
  status: 'active' | 'superseded' | 'awaiting_confirmation';
  loadedBy: number | null;
  loadedAt: string;
  /** The first of two users, on a version the system loaded (`loadedBy` null). */
  acceptedBy: number | null;
  confirmedBy: number | null;
  confirmedAt: string | null;
}

export function watchlistVersionView(row: typeof watchlistVersions.$inferSelect): WatchlistVersionView {
  return {
    id: row.id,
    list: row.list,
    source: row.source,
    entries: row.entries,
    status: row.status,
    loadedBy: row.loadedBy,
    loadedAt: row.loadedAt.toISOString(),
    acceptedBy: row.acceptedBy,
    confirmedBy: row.confirmedBy,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** `backOffice.watchlists`: every version of every list, newest first (the last 200). */
export async function watchlists(ctx: Pick<AmlContext, 'db'>): Promise<WatchlistVersionView[]> {
  const rows = await ctx.db.select().from(watchlistVersions).orderBy(desc(watchlistVersions.id)).limit(200);
  return rows.map(watchlistVersionView);
}
