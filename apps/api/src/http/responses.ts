import { successEnvelope } from '@lender/contracts';
import type { Context } from 'hono';

/** Sets the pagination headers of a list response (spec §7: x-page, x-per-page, x-total-count, x-count). */
export function setPaginationHeaders(
  c: Context,
  page: { page: number; perPage: number; total: number; count: number },
): void {
  c.header('x-page', String(page.page));
  c.header('x-per-page', String(page.perPage));
  c.header('x-total-count', String(page.total));
  c.header('x-count', String(page.count));
}

/** `{ success: true, data }` (with `Authorization` when a token is issued or refreshed). */
export function ok<T>(data: T, extra: { message?: string; Authorization?: string } = {}) {
  return successEnvelope(data, extra) as { success: true; data: T; message?: string; Authorization?: string };
}
