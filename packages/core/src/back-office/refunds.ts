import type { RefundPayout, RefundPayoutQuery } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, count, desc, eq, type SQL } from '@lender/db/orm';
import { refundPayouts } from '@lender/db/schema';
import type { Page } from './operations-model';
import { refundPayoutView } from './refund-payouts';

/** Refund payouts of overpayments, newest first, by status (the payments screen, issue 16). */
export async function refunds(
  ctx: { readonly db: Database },
  { query: { page, perPage, ...filter } }: { query: RefundPayoutQuery },
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
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { total: totals?.total ?? 0, items: rows.map(refundPayoutView) };
}
