import { addDays } from '@lender/calculator/kernel';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Dashboard, DashboardQuery } from '@lender/contracts';
import type { Database } from '@lender/db';
import { sql } from '@lender/db/orm';
import { type Clock, today } from '../clock';
import { CoreError } from '../errors/core-error';
import { mexicoCityStart } from './lists/list-helpers';
import { readPortfolio } from './portfolio';

/** Longest dashboard period, in days. */
export const DASHBOARD_MAX_DAYS = 366;
/** Decision outcomes that offer credit (accepted, special offer, decrease, increase). */
const APPROVED = sql.raw(
  [
    APPLICATION_STATUS.accepted,
    APPLICATION_STATUS.specialOffer,
    APPLICATION_STATUS.yhatDecrease,
    APPLICATION_STATUS.yhatIncrease,
  ].join(', '),
);
/** A timestamp's Mexico City business date (the city keeps UTC−6 all year). */
const mxDate = (column: string) => sql.raw(`((${column} at time zone 'UTC') - interval '6 hours')::date`);

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/**
 * `backOffice.dashboard` (issue 16, ADR 243): disbursements, the portfolio, loans by status, the
 * funnel, the approval rate and payments of a period (default the last 30 days), every figure from
 * the database, in centavos.
 */
export async function dashboard(
  { db, clock }: { readonly db: Database; readonly clock: Clock },
  { query }: { readonly query: DashboardQuery },
): Promise<Dashboard> {
  const day = today(clock);
  const to = query.to ?? day;
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw new CoreError('invalid_value', { field: ['from'], message: '`from` is after `to`.' });
  if ((mexicoCityStart(to).getTime() - mexicoCityStart(from).getTime()) / 86_400_000 >= DASHBOARD_MAX_DAYS) {
    throw new CoreError('invalid_value', {
      field: ['from'],
      message: `A period holds at most ${DASHBOARD_MAX_DAYS} days.`,
    });
  }
  const monthStart = `${day.slice(0, 7)}-01`;
  const start = sql`${mexicoCityStart(from).toISOString()}::timestamptz`;
  const end = sql`${mexicoCityStart(addDays(to, 1)).toISOString()}::timestamptz`;
  const exec = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));

  const disbursed = async (first: string, last: string) => {
    const [row] = await exec<{ n: string; s: string }>(
      sql`select count(*) as n, coalesce(sum(principal), 0) as s from loans where start_date between ${first} and ${last}`,
    );
    return { count: Number(row?.n ?? 0), centavos: Number(row?.s ?? 0) };
  };

  const byStatus = await exec<{ status: number; n: string; s: string }>(
    sql`select status, count(*) as n, coalesce(sum(principal), 0) as s from loans group by status order by status`,
  );

  const funnel = await funnelOf(db, from, to);

  const unit = sql.raw(`'${query.granularity}'`);
  const series = await exec<{ bucket: string; applications: string; approved: string; rejected: string }>(sql`
    select to_char(date_trunc(${unit}, ${mxDate('a.created_at')}), 'YYYY-MM-DD') as bucket,
      count(*) as applications,
      count(*) filter (where exists (select 1 from decisions d where d.application_id = a.id and d.outcome in (${APPROVED}))) as approved,
      count(*) filter (where exists (select 1 from decisions d where d.application_id = a.id and d.outcome = ${APPLICATION_STATUS.rejected})) as rejected
    from applications a where a.created_at >= ${start} and a.created_at < ${end}
    group by 1 order by 1`);

  const channels = await exec<{ channel: string; n: string; s: string }>(sql`
    select payment_type as channel, count(*) as n, coalesce(sum(coalesce(paid_amount, amount)), 0) as s from payments
    where status = 'completed' and completed_at >= ${start} and completed_at < ${end}
    group by payment_type order by payment_type`);

  return {
    period: { from, to, today: day },
    disbursedToday: await disbursed(day, day),
    disbursedThisMonth: await disbursed(monthStart, day),
    disbursedInPeriod: await disbursed(from, to),
    // The one definition of the portfolio (ADR 111): the loans list and the CSV read the same.
    portfolio: await readPortfolio(db, day),
    loansByStatus: byStatus.map((row) => ({
      status: Number(row.status) as Dashboard['loansByStatus'][number]['status'],
      count: Number(row.n),
      principalCentavos: Number(row.s),
    })),
    funnel,
    approvalRate: series.map((row) => {
      const approved = Number(row.approved);
      const rejected = Number(row.rejected);
      return {
        bucket: row.bucket,
        applications: Number(row.applications),
        approved,
        rejected,
        rate: approved + rejected === 0 ? null : approved / (approved + rejected),
      };
    }),
    paymentsByChannel: channels.map((row) => ({
      channel: row.channel as Dashboard['paymentsByChannel'][number]['channel'],
      count: Number(row.n),
      centavos: Number(row.s),
    })),
  };
}

/**
 * The funnel of the applications created from `from` to `to` (business dates): created, decided,
 * approved, rejected, waiting for manual verification, signed and disbursed. The dashboard's and the
 * risk report's (one definition).
 */
export async function funnelOf(db: Database, from: string, to: string): Promise<Dashboard['funnel']> {
  const start = sql`${mexicoCityStart(from).toISOString()}::timestamptz`;
  const end = sql`${mexicoCityStart(addDays(to, 1)).toISOString()}::timestamptz`;
  const [funnel] = rowsOf<Record<string, string>>(
    await db.execute(sql`
    select count(*) as created,
      count(*) filter (where exists (select 1 from decisions d where d.application_id = a.id)) as decided,
      count(*) filter (where exists (select 1 from decisions d where d.application_id = a.id and d.outcome in (${APPROVED}))) as approved,
      count(*) filter (where exists (select 1 from decisions d where d.application_id = a.id and d.outcome = ${APPLICATION_STATUS.rejected})) as rejected,
      count(*) filter (where a.status = ${APPLICATION_STATUS.manualVerification}) as manual,
      count(*) filter (where exists (select 1 from loans l where l.application_id = a.id)) as signed,
      count(*) filter (where exists (select 1 from loans l where l.application_id = a.id and l.start_date is not null)) as disbursed
    from applications a where a.created_at >= ${start} and a.created_at < ${end}`),
  );
  return {
    created: Number(funnel?.created ?? 0),
    decided: Number(funnel?.decided ?? 0),
    approved: Number(funnel?.approved ?? 0),
    rejected: Number(funnel?.rejected ?? 0),
    manualVerification: Number(funnel?.manual ?? 0),
    signed: Number(funnel?.signed ?? 0),
    disbursed: Number(funnel?.disbursed ?? 0),
  };
}
