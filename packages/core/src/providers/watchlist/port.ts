/**
 * The watch-list port (issue 50, anti-money-laundering): where each list's current file comes
 * from. Every adapter hands over the file in our CSV layout (`pld/watchlist-csv.ts`, documented
 * in docs/compliance.md): a real adapter downloads the UIF's Lista de Personas Bloqueadas (the
 * portal of the supervised entity), a sanctions feed (OFAC SDN, UN consolidated) or a PEP provider's
 * file and converts it; the sandbox adapter reads files from a folder or memory. The core parses,
 * checks and versions what it gets: a malformed file never replaces the list in force.
 */
export const WATCHLIST_LISTS = ['uif_blocked', 'sanctions', 'pep', 'own'] as const;
export type WatchlistList = (typeof WATCHLIST_LISTS)[number];

export interface WatchlistFile {
  readonly list: WatchlistList;
  /** The file's name (shown with the version). */
  readonly source: string;
  /** UTF-8 text in our layout. */
  readonly text: string;
}

export interface WatchlistPort {
  readonly name: string;
  /** True only on an offline sandbox adapter. */
  readonly sandbox?: boolean;
  /** The list's current file, or undefined when the source has none. */
  fetch(list: WatchlistList): Promise<WatchlistFile | undefined>;
}
