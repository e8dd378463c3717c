import * as z from 'zod';

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

/** Pagination as a client reads it from the headers (page, perPage, total, count, totalPages). */
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
