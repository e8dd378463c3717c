import type { RefundPayout, RefundPayoutQuery } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, count, desc, eq, type SQL } from '@lender/db/orm';
import { refundPayouts } from '@lender/db/schema';
import type { Page, PageRequest } from './operations-model';
import { refundPayoutView } from './refund-payouts';

/** Refund payouts of overpayments, newest first, by status (the payments screen, issue 16). */
export async function refunds(
  ctx: { readonly db: Database },
  filter: Omit<RefundPayoutQuery, 'page' | 'perPage'>,
  page: PageRequest,
): Promise<Page<RefundPayout>> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(refundPayouts.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totals] = await ctx.db.select({ total: count() }).from(refundPayouts).where(where);
  const rows = await ctx.db
    .select()
    .from(refundPayouts)
    .where(where)
    .orderBy(desc(refundPayouts.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { total: totals?.total ?? 0, items: rows.map(refundPayoutView) };
}
