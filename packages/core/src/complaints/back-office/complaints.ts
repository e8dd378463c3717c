import type { Complaint, ComplaintQuery } from '@lender/contracts';
import { count } from '@lender/db/orm';
import { complaints as register } from '@lender/db/schema';
import type { ReadContext } from '../../back-office/reader';
import { today as todayOf } from '../../clock';
import { filtersOf, newestFirst, viewsOf } from './complaint-views';

/**
 * `backOffice.complaints`: the UNE's register (issue 39, ADRs 166–167), newest first, by month,
 * status and overdue, a page of it.
 */
export async function complaints(
  ctx: ReadContext,
  { query }: { query: ComplaintQuery },
): Promise<{ items: Complaint[]; total: number }> {
  const today = todayOf(ctx.clock);
  const where = filtersOf(query, today);
  const [total] = await ctx.db.select({ n: count() }).from(register).where(where);
  const rows = await ctx.db
    .select()
    .from(register)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { items: await viewsOf(ctx.db, rows, today), total: total?.n ?? 0 };
}
