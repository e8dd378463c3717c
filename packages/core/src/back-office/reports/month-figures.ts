import { LOAN_STATUS } from '@lender/calculator/platform';
import { OVERDUE_BUCKETS } from '@lender/contracts';
import { type Database, rowsOf } from '@lender/db';
import { type SQL, sql } from '@lender/db/orm';
import { cutOf, figuresAt, MONTH_END_COLUMNS, shiftMonthStart } from '../../ledger/loan-figures';
import { OVERDUE_BUCKET_DAYS } from '../portfolio';
import { withoutJit } from '../without-jit';

// The loans of each report month at its cut, as the risk reports read them (ADR 294): a month the
// nightly close has written is its rows of `loan_month_ends`; a month not written yet (the running
// month, whose cut is today, or last month before the close of the 1st) is computed on the spot by the
// same definition (`figuresAt`). Every report is a `group by` over these rows: at most one row per
// loan and month, whatever the ledger holds.

/** A report month (`YYYY-MM`) and its cut: the month's last day, or today in the running month. */
export interface ReportMonth {
  month: string;
  cut: string;
}

/** One group of a month's rows and its sums. */
export interface MonthGroup {
  month: string;
  count: number;
  principal: number;
  balance: number;
  prevPrincipal: number;
  /** Loans lent in the month, and what they were lent. */
  lentCount: number;
  lentPrincipal: number;
  /** Principal lent of the loans defaulted by the cut; principal written off by the cut. */
  defaulted: number;
  writtenOff: number;
  interest: number;
  fees: number;
}

/** What the months' rows are grouped by. */
export interface MonthAggregates {
  /** By status and days past due at the cut. */
  standing: Array<MonthGroup & { status: number; overdueDays: number }>;
  /** Loans open at the previous cut, by where they stood then and at this cut (`RollState`). */
  rolls: Array<MonthGroup & { from: string; to: string }>;
  /** By the month lent in (`YYYY-MM`) and whether open at the cut. */
  vintages: Array<MonthGroup & { startMonth: string; open: boolean }>;
  /** By whether open at the cut. */
  openness: Array<MonthGroup & { open: boolean }>;
}

export type AggregatePart = keyof MonthAggregates;

const OPEN = LOAN_STATUS.active;
const first = (month: string) => `${month}-01`;

/** Where the portfolio puts `days` past due (ADR 111): its bucket, else `current`. */
function bucketCase(days: string): string {
  const whens = OVERDUE_BUCKETS.map((bucket) => {
    const [from, to] = OVERDUE_BUCKET_DAYS[bucket];
    return `when ${days} >= ${from}${Number.isFinite(to) ? ` and ${days} <= ${to}` : ''} then '${bucket}'`;
  });
  return `case ${whens.join(' ')} else 'current' end`;
}

/** A loan's roll state from its status and days past due at a cut (risk measures, ADR 144). */
function stateCase(status: string, days: string): string {
  return `case when ${status} = ${OPEN} then ${bucketCase(days)}
    when ${status} in (${LOAN_STATUS.writeOff}, ${LOAN_STATUS.soldDebt}) then 'written_off' else 'paid' end`;
}

/**
 * The rows of `months` as a statement's `with` list whose last name is `rows`: the written months
 * from the table, the others (and an unwritten month before one of them) computed at their cuts.
 */
export async function monthRows(db: Database, months: readonly ReportMonth[]): Promise<SQL> {
  if (months.length === 0) return sql`rows as (select * from loan_month_ends where false)`;
  const [state] = await rowsOf(
    db,
    sql`select coalesce((select array_agg(month::text) from loan_month_end_runs where finished_at is not null),
        '{}') as written,
      (select date_trunc('month', min(start_date))::date::text from loans) as first_loan`,
  );
  const written = new Set(
    Array.isArray(state?.written)
      ? (state.written as string[])
      : `${state?.written ?? ''}`.replace(/[{}]/g, '').split(',').filter(Boolean),
  );
  const firstLoan = (state?.first_loan as string | null) ?? null;
  const live: SQL[] = [];
  const named = new Map<string, string>();
  // A month's rows: stored when written, else computed at its cut (its month before first).
  const source = (month: string, cut: string): { stored: string } | { named: string } | null => {
    if (firstLoan === null || month < firstLoan) return null;
    if (written.has(month)) return { stored: month };
    const known = named.get(month);
    if (known) return { named: known };
    const previous = shiftMonthStart(month, -1);
    const before = source(previous, cutOf(previous));
    const name = `live_${named.size}`;
    live.push(sql`${sql.raw(name)} as (${figuresAt(month, cut, before, null)})`);
    named.set(month, name);
    return { named: name };
  };
  const parts: SQL[] = [];
  const stored: string[] = [];
  for (const { month, cut } of months) {
    const from = source(first(month), cut);
    if (from === null) continue;
    if ('stored' in from) stored.push(from.stored);
    else parts.push(sql`select * from ${sql.raw(from.named)}`);
  }
  if (stored.length > 0) {
    parts.unshift(
      sql`select ${MONTH_END_COLUMNS} from loan_month_ends where month = any(${`{${stored.join(',')}}`}::date[])`,
    );
  }
  const union =
    parts.length > 0 ? sql.join(parts, sql` union all `) : sql`select * from loan_month_ends where false`;
  return sql.join([...live, sql`rows as (${union})`], sql`, `);
}

const SETS: Record<AggregatePart, string> = {
  standing: '(month, status, overdue_days)',
  rolls: '(month, roll_from, roll_to)',
  vintages: '(month, start_month, is_open)',
  openness: '(month, is_open)',
};

/** The key columns of the groups `parts` ask for (null where a part is not asked). */
function keys(parts: readonly AggregatePart[]): string {
  const has = (part: AggregatePart) => parts.includes(part);
  return [
    has('standing')
      ? 'grouping(status, overdue_days) = 0 as by_standing, status, overdue_days'
      : 'false as by_standing, null as status, null as overdue_days',
    has('rolls')
      ? 'grouping(roll_from, roll_to) = 0 as by_roll, roll_from, roll_to'
      : 'false as by_roll, null as roll_from, null as roll_to',
    has('vintages')
      ? "grouping(start_month) = 0 as by_vintage, to_char(start_month, 'YYYY-MM') as start_month"
      : 'false as by_vintage, null as start_month',
    has('vintages') || has('openness') ? 'is_open' : 'null as is_open',
  ].join(', ');
}

/** The months' rows grouped as `parts` ask, in one pass over them. */
export async function monthAggregates(
  db: Database,
  months: readonly ReportMonth[],
  parts: readonly AggregatePart[],
): Promise<MonthAggregates> {
  const result: MonthAggregates = { standing: [], rolls: [], vintages: [], openness: [] };
  if (parts.length === 0) return result;
  const rows = await withoutJit(db, async (tx) =>
    rowsOf(
      tx,
      sql`with ${await monthRows(tx, months)}, keyed as (
        select rows.*, status = ${OPEN} as is_open,
          case when prev_status is null then null else ${sql.raw(stateCase('prev_status', 'prev_overdue_days'))} end as roll_from,
          ${sql.raw(stateCase('status', 'overdue_days'))} as roll_to
        from rows
      )
      select to_char(month, 'YYYY-MM') as month, ${sql.raw(keys(parts))},
        count(*)::int as n, coalesce(sum(principal), 0)::bigint as principal, coalesce(sum(balance), 0)::bigint as balance,
        coalesce(sum(prev_principal), 0)::bigint as prev_principal,
        count(*) filter (where start_month = month)::int as lent_n,
        coalesce(sum(lent) filter (where start_month = month), 0)::bigint as lent,
        coalesce(sum(lent) filter (where defaulted), 0)::bigint as defaulted,
        coalesce(sum(written_off), 0)::bigint as written_off,
        coalesce(sum(interest_collected), 0)::bigint as interest, coalesce(sum(fees_collected), 0)::bigint as fees
      from keyed
      group by grouping sets (${sql.raw(parts.map((part) => SETS[part]).join(', '))})`,
    ),
  );
  for (const row of rows) {
    const group: MonthGroup = {
      month: String(row.month),
      count: Number(row.n),
      principal: Number(row.principal),
      balance: Number(row.balance),
      prevPrincipal: Number(row.prev_principal),
      lentCount: Number(row.lent_n),
      lentPrincipal: Number(row.lent),
      defaulted: Number(row.defaulted),
      writtenOff: Number(row.written_off),
      interest: Number(row.interest),
      fees: Number(row.fees),
    };
    if (row.by_standing === true) {
      result.standing.push({ ...group, status: Number(row.status), overdueDays: Number(row.overdue_days) });
    } else if (row.by_roll === true) {
      if (row.roll_from !== null)
        result.rolls.push({ ...group, from: String(row.roll_from), to: String(row.roll_to) });
    } else if (row.by_vintage === true) {
      result.vintages.push({ ...group, startMonth: String(row.start_month), open: row.is_open === true });
    } else {
      result.openness.push({ ...group, open: row.is_open === true });
    }
  }
  return result;
}
