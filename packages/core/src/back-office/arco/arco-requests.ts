import type { ArcoCase, ArcoQuery } from '@lender/contracts';
import { and, asc, count, desc, eq, inArray, lt, or, type SQL, sql } from '@lender/db/orm';
import { arcoRequests as register } from '@lender/db/schema';
import { OPEN_ARCO_STATUSES } from '../../arco/arco-model';
import { today as todayOf } from '../../clock';
import { type ArcoCasesContext, arcoCasesOf } from './arco-cases';

/** A Mexico City date of an instant column (UTC-6 all year since 2022, as the regulator's counts read). */
const dayOf = (column: typeof register.answeredAt | typeof register.completedAt) =>
  sql`((${column} at time zone 'UTC') - interval '6 hours')::date`;

/** Either clock missed: unanswered or acted on after its due date, or answered or acted on late. */
function overdueSql(today: string): SQL {
  return or(
    and(eq(register.status, 'received'), lt(register.answerDueDate, today)),
    and(eq(register.status, 'answered'), lt(register.actDueDate, today)),
    sql`${dayOf(register.answeredAt)} > ${register.answerDueDate}`,
    sql`${dayOf(register.completedAt)} > ${register.actDueDate}`,
  ) as SQL;
}

function filtersOf(query: ArcoQuery, today: string): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(register.status, query.status));
  if (query.right) where.push(eq(register.right, query.right));
  if (query.open === true) where.push(inArray(register.status, [...OPEN_ARCO_STATUSES]));
  if (query.open === false) where.push(sql`not ${inArray(register.status, [...OPEN_ARCO_STATUSES])}`);
  if (query.overdue === true) where.push(overdueSql(today));
  if (query.overdue === false) where.push(sql`not coalesce(${overdueSql(today)}, false)`);
  return where.length === 0 ? undefined : and(...where);
}

/** The open requests first, the nearest deadline first; then the finished ones, newest first. */
const workOrder = [
  sql`${register.status} in ('received', 'answered') desc`,
  asc(
    sql`case ${register.status} when 'received' then ${register.answerDueDate} when 'answered' then ${register.actDueDate} end`,
  ),
  desc(register.receivedAt),
  desc(register.id),
] as const;

/**
 * `backOffice.arcoRequests` (issue 51): the privacy officer's work list of ARCO requests — by
 * status, right, open, overdue — the nearest deadline first, a page of it.
 */
export async function arcoRequests(
  ctx: ArcoCasesContext,
  { query }: { query: ArcoQuery },
): Promise<{ items: ArcoCase[]; total: number }> {
  const today = todayOf(ctx.clock);
  const where = filtersOf(query, today);
  const [total] = await ctx.db.select({ n: count() }).from(register).where(where);
  const rows = await ctx.db
    .select()
    .from(register)
    .where(where)
    .orderBy(...workOrder)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { items: await arcoCasesOf(ctx, rows, today), total: total?.n ?? 0 };
}
