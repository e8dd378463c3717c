import type { WatchlistFile, WatchlistList, WatchlistPort } from './port';

/** The sandbox adapter and what tests change of it. */
export interface SandboxWatchlist extends WatchlistPort {
  /** Gives the adapter a list's file (the next fetch hands it over). */
  put(list: WatchlistList, text: string, source?: string): void;
}

/**
 * An offline watch-list source kept in memory: it has no file for any list until `put` gives it
 * one, so a job that fetches from it never replaces what an officer uploaded. The demo's made-up
 * lists are seed data (`seed/demo-watchlists.ts`), loaded once.
 */
export function sandboxWatchlist(): SandboxWatchlist {
  const files = new Map<WatchlistList, WatchlistFile>();
  return {
    name: 'sandbox-watchlist',
    sandbox: true,
    async fetch(list) {
      return files.get(list);
    },
    put(list, text, source = `${list}.csv`) {
      files.set(list, { list, source, text });
    },
  };
}
