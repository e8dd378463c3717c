import { successEnvelope } from '@lender/contracts';
import type { Context } from 'hono';

/** Sets the pagination headers of a list response (spec §7: x-page, x-per-page, x-total-count, x-count). */
export function setPaginationHeaders(
  c: Context,
  page: {
    page: number;
    perPage: number;
    total: number;
    count: number;
    totalEstimated?: boolean | undefined;
    nextCursor?: string | undefined;
  },
): void {
  c.header('x-page', String(page.page));
  c.header('x-per-page', String(page.perPage));
  c.header('x-total-count', String(page.total));
  c.header('x-count', String(page.count));
  // Past 1,000 matching rows a list's total is the planner's estimate (issue 17, ADRs 064, 082).
  if (page.totalEstimated) c.header('x-total-count-estimated', 'true');
  // Keyset pagination (ADR 048): the next page is `?cursor=` this; absent on the last page.
  if (page.nextCursor !== undefined) c.header('x-next-cursor', page.nextCursor);
}

/**
 * The headers of a list page answered by page number or by cursor (clients, loans, payments): the
 * page the cursor landed on when it says, else the one asked for.
 */
export function setListPageHeaders(
  c: Context,
  asked: { page: number; perPage: number },
  result: {
    items: readonly unknown[];
    total: number;
    page?: number | undefined;
    /** The page's size where the use case settled it (a default, a cap). */
    perPage?: number | undefined;
    totalEstimated?: boolean | undefined;
    nextCursor?: string | undefined;
  },
): void {
  setPaginationHeaders(c, {
    page: result.page ?? asked.page,
    perPage: result.perPage ?? asked.perPage,
    total: result.total,
    totalEstimated: result.totalEstimated,
    count: result.items.length,
    nextCursor: result.nextCursor,
  });
}

/** `{ success: true, data }` (with `Authorization` when a token is issued or refreshed). */
export function ok<T>(data: T, extra: { message?: string; Authorization?: string } = {}) {
  return successEnvelope(data, extra) as { success: true; data: T; message?: string; Authorization?: string };
}
