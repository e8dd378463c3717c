// Pagination headers, without zod: the SDK reads them in a bundle that parses with
// `zod/mini`. The entries export them beside the schemas of `pagination.ts`.
import type { Pagination } from './pagination.js';

/** Headers a list endpoint sends. */
export const PAGINATION_HEADERS = {
  page: 'x-page',
  perPage: 'x-per-page',
  total: 'x-total-count',
  count: 'x-count',
  /** The cursor of the next page (keyset pagination); absent on the last page. */
  nextCursor: 'x-next-cursor',
} as const;

/** Reads pagination from response headers; `undefined` when the headers are absent or malformed. */
export function paginationFromHeaders(headers: { get(name: string): string | null }): Pagination | undefined {
  const read = (name: string): number | undefined => {
    const raw = headers.get(name);
    if (raw === null || !/^\d+$/.test(raw)) return undefined;
    return Number(raw);
  };
  const page = read(PAGINATION_HEADERS.page);
  const perPage = read(PAGINATION_HEADERS.perPage);
  const total = read(PAGINATION_HEADERS.total);
  const count = read(PAGINATION_HEADERS.count);
  if (
    page === undefined ||
    perPage === undefined ||
    total === undefined ||
    count === undefined ||
    perPage === 0
  ) {
    return undefined;
  }
  const pagination: Pagination = { page, perPage, total, count, totalPages: Math.ceil(total / perPage) };
  const nextCursor = headers.get(PAGINATION_HEADERS.nextCursor);
  if (nextCursor) pagination.nextCursor = nextCursor;
  return pagination;
}

/** The headers a server sends for a page of `count` items out of `total`. */
export function paginationHeaders(
  page: number,
  perPage: number,
  total: number,
  count: number,
  nextCursor?: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    [PAGINATION_HEADERS.page]: String(page),
    [PAGINATION_HEADERS.perPage]: String(perPage),
    [PAGINATION_HEADERS.total]: String(total),
    [PAGINATION_HEADERS.count]: String(count),
  };
  if (nextCursor !== undefined) headers[PAGINATION_HEADERS.nextCursor] = nextCursor;
  return headers;
}
