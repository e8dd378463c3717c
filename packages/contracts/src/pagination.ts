import * as z from 'zod';

/** Headers a list endpoint sends (spec §7). */
export const PAGINATION_HEADERS = {
  page: 'x-page',
  perPage: 'x-per-page',
  total: 'x-total-count',
  count: 'x-count',
  /** The cursor of the next page (keyset pagination, ADR 048); absent on the last page. */
  nextCursor: 'x-next-cursor',
} as const;

/** Largest page a list endpoint returns. */
export const MAX_PER_PAGE = 100;
/** Page size when none is asked for. */
export const DEFAULT_PER_PAGE = 20;

/** Query of a list endpoint: 1-based `page` and `perPage`. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Pagination as a client reads it from the headers (spec §3: page, perPage, total, count, totalPages). */
export const PaginationSchema = z
  .object({
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    total: z.number().int().nonnegative(),
    count: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    /** `x-next-cursor`: ask for the next page with `cursor=` this (lists with keyset pagination). */
    nextCursor: z.string().optional(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof PaginationSchema>;

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
