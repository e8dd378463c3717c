import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WatchlistFile, WatchlistList, WatchlistPort } from './port';

/** The sandbox watch lists: a few made-up people per list, in our layout. */
export const SANDBOX_WATCHLISTS: Readonly<Record<WatchlistList, string>> = {
  uif_blocked: 'id,full_name,curp,rfc,birth_date\nUIF-0001,Ramiro Bloqueado Pruebas,,,1970-01-01\n',
  sanctions: 'id,full_name,curp,rfc,birth_date\nSAN-0001,Viktor Sancionado Ejemplo,,,1965-05-05\n',
  pep: 'id,full_name,curp,rfc,birth_date\nPEP-0001,Paula Expuesta Politica,,,1975-03-03\n',
  own: 'id,full_name,curp,rfc,birth_date\nOWN-0001,Olga Propia Lista,,,1988-08-08\n',
};

/** The sandbox adapter and what tests and the sandbox back office change of it. */
export interface SandboxWatchlist extends WatchlistPort {
  /** Replaces a list's file (the next import reads it). */
  put(list: WatchlistList, text: string, source?: string): void;
}

/**
 * Offline watch lists: `<dir>/<list>.csv` when a folder is given (env `WATCHLIST_DIR` in the API),
 * else the files kept in memory (`SANDBOX_WATCHLISTS` until `put` replaces one).
 */
export function sandboxWatchlist(options: { dir?: string } = {}): SandboxWatchlist {
  const files = new Map<WatchlistList, WatchlistFile>();
  for (const [list, text] of Object.entries(SANDBOX_WATCHLISTS) as [WatchlistList, string][]) {
    files.set(list, { list, source: `sandbox-${list}.csv`, text });
  }
  return {
    name: 'sandbox',
    sandbox: true,
    async fetch(list) {
      if (options.dir) {
        const path = join(options.dir, `${list}.csv`);
        if (existsSync(path)) return { list, source: `${list}.csv`, text: readFileSync(path, 'utf8') };
      }
      return files.get(list);
    },
    put(list, text, source = `${list}.csv`) {
      files.set(list, { list, source, text });
    },
  };
}
