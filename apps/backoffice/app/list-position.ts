/**
 * Where a list is, kept in the URL (issue 16: a reload or a shared link shows the same rows; ADR
 * 042). The lists the API pages by key (clients, loans, payments: ADR 048) keep the current page's
 * opaque `cursor` and, for "previous", the cursors of the pages before it in `back` (oldest first;
 * the first page is no cursor at all). The other lists keep a page number, `page`. Shared by the
 * loaders (reading the URL) and the pager (writing the links): no server code here.
 */

/** How many earlier pages' cursors a URL keeps for "previous" (each is some 40 to 140 characters). */
export const MAX_BACK_CURSORS = 12;

/** The shape of the API's cursors (base64url, at most 1,024 characters: ADR 048). */
const CURSOR = /^[A-Za-z0-9_-]{1,1024}$/;

/** The page sizes a list offers (issue 36: the size lives in the URL, `perPage`). */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The URL's page size when it is one of {@link PAGE_SIZES}, else `fallback`. */
export function perPageOf(search: string | URLSearchParams, fallback: PageSize): PageSize {
  const asked = Number(new URLSearchParams(search).get('perPage'));
  return (PAGE_SIZES as readonly number[]).includes(asked) ? (asked as PageSize) : fallback;
}

/** The URL parameters of a list's position, not of its filters (exports and sort links drop them). */
export const POSITION_PARAMS = ['page', 'cursor', 'back'] as const;

export interface CursorPosition {
  /** The cursor of the page shown; `undefined` on the first page. */
  cursor: string | undefined;
  /** The cursors of the pages between the first and this one, oldest first (may be cut short). */
  back: string[];
}

/**
 * The cursor position of a URL's query. A malformed `cursor` is passed on (the API answers 400 on
 * the field `cursor` and the screen offers the first page); a malformed or overlong `back` chain,
 * or one without a cursor, is dropped whole (then only the first page is offered backwards).
 */
export function cursorPositionOf(search: string | URLSearchParams): CursorPosition {
  const params = new URLSearchParams(search);
  const cursor = params.get('cursor')?.trim() || undefined;
  const back = params.getAll('back');
  const valid = cursor !== undefined && back.length <= MAX_BACK_CURSORS && back.every((c) => CURSOR.test(c));
  return { cursor, back: valid ? back : [] };
}

/** A 1-based page number from a URL's query (1 when absent or not a positive integer). */
export function pageNumberOf(search: string | URLSearchParams): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The query without the list's position: the same filters and sort, first page. */
export function withoutPosition(search: string | URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of POSITION_PARAMS) params.delete(name);
  return params;
}

/** The query of the page after this one: its cursor, this page's cursor pushed on `back`. */
export function nextPageQuery(search: string | URLSearchParams, nextCursor: string): URLSearchParams {
  const { cursor, back } = cursorPositionOf(search);
  const params = withoutPosition(search);
  params.set('cursor', nextCursor);
  const chain = cursor === undefined ? [] : [...back, cursor].slice(-MAX_BACK_CURSORS);
  for (const entry of chain) params.append('back', entry);
  return params;
}

/**
 * The query of the page before this one (`page` is the shown page's number, from the API), or
 * `undefined` when the URL no longer holds it (a chain cut at {@link MAX_BACK_CURSORS} pages, or
 * dropped): then only the first page is offered.
 */
export function previousPageQuery(
  search: string | URLSearchParams,
  page: number,
): URLSearchParams | undefined {
  const { cursor, back } = cursorPositionOf(search);
  const params = withoutPosition(search);
  if (cursor === undefined || page <= 1) return undefined;
  if (page === 2) return params;
  const previous = back.at(-1);
  if (previous === undefined) return undefined;
  params.set('cursor', previous);
  for (const entry of back.slice(0, -1)) params.append('back', entry);
  return params;
}

/** The query of another page of a list paged by number. */
export function numberedPageQuery(search: string | URLSearchParams, page: number): URLSearchParams {
  const params = withoutPosition(search);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** `path` with a query, without a dangling `?` when the query is empty. */
export function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
