// The loans' stored figures (issue 54, ADR 294): what the risk reports read instead of summing the
// ledger. `loan_figures` is each loan's facts (copied from `loans` by migration 0050's triggers) and
// its sums now, kept by every posting in its transaction (`keepFigures`); a row of
// `loan_month_ends` is a loan at a month's cut (its last day), written by the nightly close once the
// month is over (`month-end-close.ts`) and written again here, for that loan, whenever something
// changes a cut already written (a posting dated on or before it, a loan closed or reopened, an
// extension paid). The ledger stays the truth: these are its sums, and `loan_figures_backfill`
// (migrations 0050, 0058, 0062) rebuilds them from it. One definition of a loan at a cut,
// `figuresAt`, serves the close, the rewrites and the reports' months not written yet (the running
// month).
import { addDays, bankHolidays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { type Executor, rowsOf } from '@lender/db';
import { type SQL, sql } from '@lender/db/orm';
import { latestDueDatePast } from '../calendar/bank-calendar';
import { type LedgerLine, RECEIVABLE_ACCOUNTS } from './accounts';

/** What a posting adds to a loan's stored sums. */
export interface FigureDeltas {
  principal: number;
  balance: number;
  writtenOff: number;
  interestCollected: number;
  feesCollected: number;
}

const RECEIVABLE: ReadonlySet<string> = new Set(RECEIVABLE_ACCOUNTS);

/**
 * A payment, or the reversal of one (ADR 110) or of a credit applied (ADR 365): the postings that
 * collect interest and fees.
 */
export const isCollection = (kind: string, reference: string) =>
  kind === 'payment' || (kind === 'adjustment' && reference.startsWith('reversal:'));

/** What the lines of one posting add to the loan's stored sums. */
export function figureDeltas(kind: string, reference: string, lines: readonly LedgerLine[]): FigureDeltas {
  const deltas: FigureDeltas = {
    principal: 0,
    balance: 0,
    writtenOff: 0,
    interestCollected: 0,
    feesCollected: 0,
  };
  const collection = isCollection(kind, reference);
  for (const { account, amount } of lines) {
    if (RECEIVABLE.has(account)) deltas.balance += amount;
    if (account === 'principal_receivable') {
      deltas.principal += amount;
      if (kind === 'write_off') deltas.writtenOff -= amount;
    }
    if (collection && account === 'interest_receivable') deltas.interestCollected -= amount;
    if (collection && account.startsWith('fee_receivable:')) deltas.feesCollected -= amount;
  }
  return deltas;
}

/**
 * Adds a posting to its loan's stored figures, in the posting's transaction: its sums now, and its
 * month ends when it is dated on or before a cut already written.
 */
export async function keepFigures(
  tx: Executor,
  loanId: number,
  deltas: FigureDeltas,
  effectiveDate: string,
): Promise<void> {
  const { principal, balance, writtenOff, interestCollected, feesCollected } = deltas;
  await tx.execute(sql`insert into loan_figures
      (loan_id, principal, balance, written_off, interest_collected, fees_collected)
    values (${loanId}, ${principal}, ${balance}, ${writtenOff}, ${interestCollected}, ${feesCollected})
    on conflict (loan_id) do update set principal = loan_figures.principal + excluded.principal,
      balance = loan_figures.balance + excluded.balance,
      written_off = loan_figures.written_off + excluded.written_off,
      interest_collected = loan_figures.interest_collected + excluded.interest_collected,
      fees_collected = loan_figures.fees_collected + excluded.fees_collected`);
  await rewriteMonthEnds(tx, [loanId], effectiveDate, { locked: true });
}

/** The first day of the month of `date`. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;
/** The first day of the month after (or, `by` negative, before) the month starting `month`. */
export function shiftMonthStart(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
/** The cut of a month: its last day. */
export const cutOf = (month: string) => addDays(shiftMonthStart(month, 1), -1);

/** The receivable accounts, as a SQL list. */
export const receivables = sql.raw(RECEIVABLE_ACCOUNTS.map((account) => `'${account}'`).join(', '));
/** `isCollection` as SQL over `t` (ledger_transactions). */
export const collection = sql.raw(
  `(t.kind = 'payment' or (t.kind = 'adjustment' and t.reference like 'reversal:%'))`,
);
/** A timestamp's business date (America/Mexico_City). */
const dayOf = (column: string) => sql.raw(`(${column} at time zone 'America/Mexico_City')::date`);
const open = sql.raw(`${LOAN_STATUS.active}`);
const writtenOffStatuses = sql.raw(`${LOAN_STATUS.soldDebt}, ${LOAN_STATUS.writeOff}`);
/** More than this many days past due is a default (the 90+ bucket): the risk reports' vintages. */
export const DEFAULT_AFTER_DAYS = 91;

/** The first year whose bank holidays a statement is handed: no loan of the platform is due before it. */
const FIRST_HOLIDAY_YEAR = 2000;
const holidayLists = new Map<number, string>();
/** The bank holidays by rule (`bankHolidays`) from FIRST_HOLIDAY_YEAR to the year after `cut`'s, a `date[]` literal. */
function holidaysThrough(cut: string): string {
  const last = Number(cut.slice(0, 4)) + 1;
  let list = holidayLists.get(last);
  if (list === undefined) {
    const days: string[] = [];
    for (let year = FIRST_HOLIDAY_YEAR; year <= last; year += 1) days.push(...bankHolidays(year));
    list = `{${days.join(',')}}`;
    holidayLists.set(last, list);
  }
  return list;
}

/**
 * Days past due at `cut` of a due date `due` (SQL) whose last day to pay is before the cut: the days
 * since that last day to pay, the first bank business day on or after `due` (`lastDayToPay`; the
 * late-fee day rule, `daysPastDue`), as migration 0062's back-fill counts them.
 */
const daysPastDueAt = (cut: string, due: SQL) =>
  sql`${cut}::date - (select min(x::date) from generate_series(${due}, ${due} + 14, interval '1 day') as x
    where extract(isodow from x) < 6 and x::date <> all(${holidaysThrough(cut)}::date[]))`;

/** Which loans a statement reads: an id range (the close's batches), some ids, or all. */
export type LoanSet = { after: number; upTo: number } | { ids: readonly number[] } | null;

function onLoans(loans: LoanSet, column: string): SQL {
  if (loans === null) return sql``;
  const c = sql.raw(column);
  return 'ids' in loans
    ? sql`and ${c} = any(${`{${loans.ids.join(',')}}`}::int[])`
    : sql`and ${c} > ${loans.after} and ${c} <= ${loans.upTo}`;
}

/** The columns of a month-end row, in `figuresAt`'s order. */
export const MONTH_END_COLUMNS = sql.raw(
  'month, loan_id, status, overdue_days, principal, balance, written_off, interest_collected, fees_collected, start_month, lent, defaulted, prev_status, prev_overdue_days, prev_principal',
);

/**
 * The loans of `month` at its cut `cut` (the month's last day, or today in the running month), one
 * row each: every loan lent by the cut and open at some time in the month (at the previous cut, or
 * lent since). As the ledger and the loan say at the cut: open while not closed by then (status 4,
 * else the status it closed with), days past due under the due date in force then (the last paid
 * extension's, else the offer's; a payment plan's instalments while one applies), counted from its
 * last day to pay once that day has passed (`daysPastDue`), the sums of the postings dated
 * up to the cut (`loan_figures` less what is dated after), defaulted when 91 days past the due date
 * in force while open or written off by the cut. `prev` is the rows of the month before (the
 * stored month, or the name of a statement's own rows for it): where it stood at that cut.
 */
export function figuresAt(
  month: string,
  cut: string,
  prev: { stored: string } | { named: string } | null,
  loans: LoanSet,
): SQL {
  const threshold = latestDueDatePast(cut);
  const previous =
    prev === null
      ? sql`(select null::smallint as status, null::int as overdue_days, null::int as principal, null::int as loan_id limit 0)`
      : 'stored' in prev
        ? sql`(select loan_id, status, overdue_days, principal from loan_month_ends where month = ${prev.stored}::date ${onLoans(loans, 'loan_id')})`
        : sql.raw(prev.named);
  const days = sql.raw(String(DEFAULT_AFTER_DAYS));
  // The loans of the month: lent by the cut, not closed before the month began.
  const inMonth = (alias: string) =>
    sql`${sql.raw(alias)}.start_date <= ${cut}::date and (${sql.raw(alias)}.closed_on is null or ${sql.raw(alias)}.closed_on >= ${month}::date) ${onLoans(loans, `${alias}.loan_id`)}`;
  const isOpen = sql`(f.closed_on is null or f.closed_on > ${cut}::date)`;
  const due = sql`coalesce(x.due_at, f.first_due)`;
  // The offer's due date defaults 91 days on unless an extension was paid first or the loan closed.
  const firstDefault = sql`case when f.first_due + ${days} >= f.start_date
      and (x.first_paid is null or f.first_due + ${days} < x.first_paid)
      and (f.closed_on is null or f.first_due + ${days} < f.closed_on) then f.first_due + ${days} end`;
  return sql`with ext as materialized (
      -- Paid extensions and disaster-relief deferrals (ADR 301) in the order paid or granted: each
      -- moved the due date from that day.
      select m.loan_id, m.due, m.paid_on,
        row_number() over (partition by m.loan_id order by m.paid_on, m.at, m.id) as n
      from (
        select r.loan_id, r.new_due_date as due, ${dayOf('r.paid_at')} as paid_on, r.paid_at as at, r.id
        from rollovers r
        where r.status = 'paid' and r.paid_at is not null and r.new_due_date is not null ${onLoans(loans, 'r.loan_id')}
        union all
        select d.loan_id, d.new_due_date, d.granted_on, d.created_at, d.id
        from relief_deferrals d where true ${onLoans(loans, 'd.loan_id')}
      ) m
    ), ext_loan as (
      -- Per extended loan: the due date in force at the cut, the day the first was paid, and the
      -- first day one of its extensions' due dates stood 91 days past while in force and open.
      select p.loan_id, (array_agg(p.due order by p.n desc) filter (where p.paid_on <= ${cut}::date))[1] as due_at,
        min(p.paid_on) filter (where p.n = 1) as first_paid,
        min(p.due + ${days}) filter (where p.due + ${days} >= p.paid_on and (p.until is null or p.due + ${days} < p.until)
          and (c.closed_on is null or p.due + ${days} < c.closed_on)) as default_day
      from (select ext.*, lead(paid_on) over (partition by loan_id order by n) as until from ext) p
      join loan_figures c on c.loan_id = p.loan_id
      group by p.loan_id
    ), plan_due as (
      -- A loan on a payment plan started by the cut is late by the plan (ADR 299, issue 62; as
      -- \`planDaysPastDue\`): from the first instalment the money paid since it started does not
      -- cover, current once the plan was completed.
      select p.loan_id, p.completed,
        (select (i.value->>'dueDate')::date from jsonb_array_elements(p.instalments) with ordinality as i(value, n)
          where (select sum((j.value->>'amount')::bigint) from jsonb_array_elements(p.instalments) with ordinality as j(value, n)
              where j.n <= i.n)
            > coalesce((select sum(e.amount) from ledger_transactions t
                join ledger_entries e on e.transaction_id = t.id and e.account = 'cash_bank'
                where t.loan_id = p.loan_id and ${collection}
                  and t.effective_date between p.started_on and ${cut}::date), 0)
          order by i.n limit 1) as next_due
      from (select distinct on (pp.loan_id) pp.loan_id, pp.instalments, pp.started_on,
          (pp.status = 'completed' and pp.ended_on <= ${cut}::date) as completed
        from payment_plans pp where pp.started_on is not null and pp.started_on <= ${cut}::date ${onLoans(loans, 'pp.loan_id')}
        order by pp.loan_id, pp.started_on desc, pp.id desc) p
    ), after as (
      -- What the month's loans posted dated after the cut.
      select t.loan_id,
        coalesce(sum(e.amount) filter (where e.account = 'principal_receivable'), 0) as principal,
        coalesce(sum(e.amount) filter (where e.account in (${receivables})), 0) as balance,
        coalesce(-sum(e.amount) filter (where t.kind = 'write_off' and e.account = 'principal_receivable'), 0) as written_off,
        coalesce(-sum(e.amount) filter (where e.account = 'interest_receivable' and ${collection}), 0) as interest,
        coalesce(-sum(e.amount) filter (where e.account like 'fee_receivable:%' and ${collection}), 0) as fees
      from ledger_transactions t
      cross join lateral (select account, amount from ledger_entries where transaction_id = t.id offset 0) as e
      where t.effective_date > ${cut}::date ${onLoans(loans, 't.loan_id')}
        and t.loan_id in (select c.loan_id from loan_figures c where ${inMonth('c')})
      group by t.loan_id
    )
    select ${month}::date as month, f.loan_id,
      (case when ${isOpen} then ${open} else f.status end)::smallint as status,
      case when not ${isOpen} then 0
        when pd.loan_id is not null then
          case when not pd.completed and pd.next_due <= ${threshold}::date then ${daysPastDueAt(cut, sql`pd.next_due`)} else 0 end
        when ${due} <= ${threshold}::date then ${daysPastDueAt(cut, due)} else 0 end as overdue_days,
      (f.principal - coalesce(a.principal, 0))::int as principal,
      (f.balance - coalesce(a.balance, 0))::int as balance,
      (f.written_off - coalesce(a.written_off, 0))::int as written_off,
      (f.interest_collected - coalesce(a.interest, 0))::int as interest_collected,
      (f.fees_collected - coalesce(a.fees, 0))::int as fees_collected,
      date_trunc('month', f.start_date)::date as start_month, f.lent,
      coalesce(coalesce(${firstDefault}, x.default_day,
        case when f.status in (${writtenOffStatuses}) then f.closed_on end) <= ${cut}::date, false) as defaulted,
      p.status::smallint as prev_status, p.overdue_days::int as prev_overdue_days, p.principal::int as prev_principal
    from loan_figures f
    left join ext_loan x on x.loan_id = f.loan_id
    left join plan_due pd on pd.loan_id = f.loan_id
    left join after a on a.loan_id = f.loan_id
    left join ${previous} p on p.loan_id = f.loan_id
    where ${inMonth('f')}`;
}

/**
 * Writes again, in `tx`, the month ends of `loanIds` whose cut is on or after `from` (something
 * dated `from` changed them), month by month so that each reads the one before it. Takes the
 * loans' stored-figure rows first unless `locked`, so that a month the close is starting waits for
 * this transaction or is seen by it (ADR 294). Answers the months written again.
 */
export async function rewriteMonthEnds(
  tx: Executor,
  loanIds: readonly number[],
  from: string,
  options: { locked?: boolean } = {},
): Promise<number> {
  if (loanIds.length === 0) return 0;
  const ids = `{${loanIds.join(',')}}`;
  if (!options.locked) {
    await tx.execute(sql`update loan_figures set loan_id = loan_id where loan_id = any(${ids}::int[])`);
  }
  const months = await rowsOf(
    tx,
    sql`select month::text as month, cut::text as cut from loan_month_end_runs where cut >= ${from}::date order by month`,
  );
  for (const row of months) {
    const month = String(row.month);
    await tx.execute(
      sql`delete from loan_month_ends where month = ${month}::date and loan_id = any(${ids}::int[])`,
    );
    await tx.execute(sql`insert into loan_month_ends (${MONTH_END_COLUMNS})
      ${figuresAt(month, String(row.cut), { stored: shiftMonthStart(month, -1) }, { ids: loanIds })}
      on conflict (month, loan_id) do update set status = excluded.status, overdue_days = excluded.overdue_days,
        principal = excluded.principal, balance = excluded.balance, written_off = excluded.written_off,
        interest_collected = excluded.interest_collected, fees_collected = excluded.fees_collected,
        start_month = excluded.start_month, lent = excluded.lent, defaulted = excluded.defaulted,
        prev_status = excluded.prev_status, prev_overdue_days = excluded.prev_overdue_days,
        prev_principal = excluded.prev_principal`);
  }
  return months.length;
}
