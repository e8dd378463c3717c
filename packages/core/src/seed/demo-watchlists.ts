import { watchlistVersions } from '@lender/db/schema';
import type { Core } from '../core';
import { importWatchlist } from '../pld/import-watchlist';
import { WATCHLIST_LISTS, type WatchlistList } from '../providers/watchlist/port';

/** The demo's made-up watch lists: a few people per list, in our layout. */
export const DEMO_WATCHLISTS: Readonly<Record<WatchlistList, string>> = {
  uif_blocked: 'id,full_name,curp,rfc,birth_date\nUIF-0001,Ramiro Bloqueado Pruebas,,,1970-01-01\n',
  sanctions: 'id,full_name,curp,rfc,birth_date\nSAN-0001,Viktor Sancionado Ejemplo,,,1965-05-05\n',
  pep: 'id,full_name,curp,rfc,birth_date\nPEP-0001,Paula Expuesta Politica,,,1975-03-03\n',
  own: 'id,full_name,curp,rfc,birth_date\nOWN-0001,Olga Propia Lista,,,1988-08-08\n',
};

/**
 * Loads the demo lists once, as the system (`loadedBy` null), into a database that has no version of
 * them yet; later seeds change nothing, so an officer's upload stays in force. Never a job's source.
 */
export async function seedDemoWatchlists(core: Core): Promise<number> {
  const loaded = new Set(
    (await core.db.selectDistinct({ list: watchlistVersions.list }).from(watchlistVersions)).map(
      (row) => row.list,
    ),
  );
  let count = 0;
  for (const list of WATCHLIST_LISTS) {
    if (loaded.has(list)) continue;
    await importWatchlist(core, {
      actorId: null,
      body: { list, text: DEMO_WATCHLISTS[list], source: `demo-${list}.csv` },
    });
    count += 1;
  }
  return count;
}
