import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WatchlistPort } from './port';

/**
 * Watch lists from a folder (env `WATCHLIST_DIR` in the API): `<dir>/<list>.csv` in our layout, as
 * the compliance officer's download-and-convert step, or a provider's sync, leaves them there. A list
 * without a file has none. The job `aml-rescreen` loads a file only when it differs from the last one
 * this source gave, so an officer's later upload stays in force until the folder's file changes.
 */
export function folderWatchlist(dir: string): WatchlistPort {
  return {
    name: 'folder-watchlist',
    async fetch(list) {
      const path = join(dir, `${list}.csv`);
      if (!existsSync(path)) return undefined;
      return { list, source: `${list}.csv`, text: readFileSync(path, 'utf8') };
    },
  };
}
