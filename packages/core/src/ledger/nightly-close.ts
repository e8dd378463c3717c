// The nightly close, set-based (issue 54, ADR 289): what `accrueLateFees` does to one locked loan,
// done by SQL to a few thousand loans at a time. Each batch is one transaction that locks its loans
// (`FOR UPDATE`, the loan account's lock), reads what they owe in one aggregate, posts every late fee
// still missing in one statement (transactions and entries together), stores the overdue days, moves
// to on hold (with the audit entry) and commits. Batches go by loan id (keyset), so memory is one
// batch whatever the portfolio; the references `late:<due date>:<day>` and the unique index of
// `ledger_transactions` make a second run, or a run after a kill in the middle, post nothing twice.
import {
  dailyLateFee,
  type LateDays,
  type LateFeePolicy,
  lateFeeDays,
  lateFeeDaysOn,
} from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { type Database, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import { latestDueDatePast } from '../calendar/bank-calendar';
import { businessDate } from '../clock';
import { RECEIVABLE_ACCOUNTS } from './accounts';
import { earlierLateFees, lateFeeDaysLeft } from './late-fees';
import { assertBalanced } from './ledger';
import { rewriteMonthEnds } from './loan-figures';
import { frozenPricing, type LoanAccountContext, type LoanPricing } from './loan-lock';
import { type MonthEndOptions, writeMonthEnds } from './month-end-close';
import { chargeLines } from './postings';

export { latestDueDatePast };

/** Loans per batch (one transaction each): a few thousand keeps a batch's arrays and locks small. */
export const NIGHTLY_CLOSE_BATCH = 2_000;

/** The least overdue days of each collection bucket (1-7, 8-30, 31-60, 61-90, 90+; back-office/portfolio.ts). */
export const BUCKET_FLOORS = [1, 8, 31, 61, 91] as const;

/** The bucket index of a loan `overdueDays` past due (-1 when current). */
export const bucketIndex = (overdueDays: number): number => {
  let index = -1;
  for (const floor of BUCKET_FLOORS) if (overdueDays >= floor) index += 1;
  return index;
};

/** What a nightly close did. */
export interface NightlyCloseResult {
  /** Late fees posted (days not posted before). */
  charged: number;
  /** Loans moved to on hold. */
  onHold: number;
  /** Loans whose overdue days changed. */
  overdueChanged: number;
  /** Loans that moved to another collection bucket. */
  bucketMoves: number;
  /** Open loans past their last day to pay that were brought up to the day. */
  loans: number;
  /** Batches committed. */
  batches: number;
  /** Months whose month ends this close wrote (`YYYY-MM-01`; ADR 294), and their rows. */
  monthEnds: string[];
  monthEndRows: number;
}

export interface NightlyCloseOptions {
  /** The business date to close; without it, each client's (a sandbox may have moved it ahead). */
  asOf?: string | undefined;
  /** @default NIGHTLY_CLOSE_BATCH */
  batchSize?: number;
  /** Only loans with ids in this range (tests compare two halves of one portfolio). */
  loanIds?: { from?: number; to?: number };
  /** Called after each batch commits (progress; a test throws here to kill the run). */
  afterBatch?: (batch: { index: number; lastLoanId: number; result: NightlyCloseResult }) => unknown;
  /** The month ends' batches (`month-end-close.ts`), likewise. */
  monthEnds?: MonthEndOptions;
}

interface Candidate {
  id: number;
  client_id: number;
  status: number;
  principal: number;
  due_date: string;
  overdue_days: number;
  fake: boolean;
  /** The loan's own late fee and IVA (`loans.terms`, frozen at signing; null on a hand-written row). */
  late_policy: LateFeePolicy | null;
  vat_percent: number | null;
}

/** A close (or one batch of it, `batches` 1) that has done nothing yet. */
const nothingDone = (batches: number): NightlyCloseResult => ({
  ...{ charged: 0, onHold: 0, overdueChanged: 0, bucketMoves: 0, loans: 0, batches },
  ...{ monthEnds: [], monthEndRows: 0 },
});

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * Brings every open loan past its last day to pay up to the day (late fees, overdue days, on hold),
 * batch by batch. Equal, loan by loan, to locking each loan and calling `accrueLateFees`.
 */
export async function closeNight(
  ctx: LoanAccountContext,
  db: Database,
  options: NightlyCloseOptions = {},
): Promise<NightlyCloseResult> {
  const { asOf } = options;
  const size = options.batchSize ?? NIGHTLY_CLOSE_BATCH;
  const total = nothingDone(0);
  // Each loan is charged what its contract says (issue 62); the product in force only for a row
  // whose terms carry no pricing (`pricingOf`).
  const inForce = await ctx.pricing(db, asOf);
  const pricingOfRow = (row: Candidate): LoanPricing =>
    frozenPricing({ latePolicy: row.late_policy, vatPercent: row.vat_percent }) ?? inForce;
  // The last day to pay only moves forward with the due date, so one bound selects every loan
  // past it: the latest due date whose last day to pay is before the day.
  const lastDue = asOf === undefined ? undefined : latestDueDatePast(asOf);
  const from = options.loanIds?.from ?? 0;
  const to = options.loanIds?.to ?? 2_147_483_647;
  let after = from - 1;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // A batch's statements are short; PostgreSQL's JIT compiler, which their estimates (arrays of
      // a few thousand values, CTEs) set off, cost seconds a statement and never paid back.
      await tx.execute(sql`set local jit = off`);
      const rows = (await rowsOf(
        tx,
        sql`select id, client_id, status, principal, due_date::text as due_date, overdue_days, fake,
            terms -> 'latePolicy' as late_policy, terms -> 'vatPercent' as vat_percent
          from loans
          where id > ${after} and id <= ${to} and status in (${LOAN_STATUS.active}, ${LOAN_STATUS.onHold})
            and start_date is not null
            ${lastDue === undefined ? sql`` : sql`and due_date <= ${lastDue}`}
          order by id limit ${size} for update`,
      )) as unknown as Candidate[];
      if (rows.length === 0) return null;
      const result = nothingDone(1);
      const realToday = businessDate(ctx.clock.now());
      // The calculator's late-fee day rule, loan by loan, as `accrueLateFees` reads it.
      const due: { row: Candidate; overdue: number; late: LateDays }[] = [];
      for (const row of rows) {
        const today = asOf ?? (row.fake ? await ctx.todayOf(Number(row.client_id), tx) : realToday);
        const late = lateFeeDaysOn(row.due_date, today, pricingOfRow(row).latePolicy);
        if (late.overdueDays > 0) due.push({ row, overdue: late.overdueDays, late });
      }
      const lastLoanId = Number(rows.at(-1)?.id);
      if (due.length === 0) return { lastLoanId, result };
      // What each still owes: a loan paid off (or owed nothing) is left as it is.
      const owing = new Set(
        (
          await rowsOf(
            tx,
            sql`select loan_id from ledger_entries
              where loan_id = any(${intArray(due.map((d) => Number(d.row.id)))}::int[])
                and account = any(${textArray(RECEIVABLE_ACCOUNTS)}::text[])
              group by loan_id having sum(amount) > 0`,
          )
        ).map((row) => Number(row.loan_id)),
      );
      const open = due.filter((d) => owing.has(Number(d.row.id)));
      if (open.length === 0) return { lastLoanId, result };
      result.loans = open.length;
      const dues = open.map(({ row }) => ({ id: row.id, dueDate: row.due_date })); // ADR 368
      const earlier = await earlierLateFees(tx, dues);
      result.charged = await postLateFees(
        tx,
        open.flatMap(({ row, late }) => {
          const pricing = pricingOfRow(row);
          const fee = dailyLateFee(Number(row.principal), pricing.latePolicy, pricing.vatPercent);
          const days = lateFeeDaysLeft(late.feeDays, pricing.latePolicy, earlier, row.id, fee.withoutVat);
          return fee.withoutVat > 0 && days > 0
            ? [
                {
                  id: Number(row.id),
                  dueDate: row.due_date,
                  lastDay: late.lastDayToPay,
                  days,
                  fee: fee.withoutVat,
                  vat: fee.vat,
                  // The day it was last brought to: only a guess of where its posted days end.
                  hint: lateFeeDays(Number(row.overdue_days), pricing.latePolicy),
                },
              ]
            : [];
        }),
      );
      const now = ctx.clock.now().toISOString();
      const changed = open.filter(({ row, overdue }) => Number(row.overdue_days) !== overdue);
      result.overdueChanged = changed.length;
      result.bucketMoves = changed.filter(
        ({ row, overdue }) => bucketIndex(Number(row.overdue_days)) !== bucketIndex(overdue),
      ).length;
      if (changed.length > 0) {
        await tx.execute(sql`update loans set overdue_days = x.days, updated_at = ${now}::timestamptz
          from unnest(${intArray(changed.map((c) => Number(c.row.id)))}::int[],
                      ${intArray(changed.map((c) => c.overdue))}::int[]) as x(id, days)
          where loans.id = x.id`);
      }
      const hold = open.filter(({ row, late }) => late.onHold && Number(row.status) === LOAN_STATUS.active);
      if (hold.length > 0) {
        // As `accrueLateFees`: the loan goes on hold and the audit log says so (`loan.hold`, by the
        // system), in the same transaction; nothing in it is personal, so nothing is masked.
        const held = await rowsOf(
          tx,
          sql`with x as (
              select * from unnest(${intArray(hold.map((h) => Number(h.row.id)))}::int[],
                                   ${intArray(hold.map((h) => h.overdue))}::int[]) as x(id, days)
            ), moved as (
              update loans set status = ${LOAN_STATUS.onHold}, updated_at = ${now}::timestamptz
              from x where loans.id = x.id and loans.status = ${LOAN_STATUS.active}
              returning loans.id, x.days
            ), audited as (
              insert into audit_log (actor_type, actor_id, action, entity, entity_id, before, after, created_at)
              select 'system', null, 'loan.hold', 'loan', moved.id::text,
                jsonb_build_object('status', ${LOAN_STATUS.active}::int),
                jsonb_build_object('status', ${LOAN_STATUS.onHold}::int, 'overdueDays', moved.days),
                ${now}::timestamptz
              from moved order by moved.id
              returning 1
            )
            select count(*)::int as n from audited`,
        );
        result.onHold = Number(held[0]?.n ?? 0);
      }
      return { lastLoanId, result };
    });
    if (!batch) break;
    after = batch.lastLoanId;
    const { result } = batch;
    total.charged += result.charged;
    total.onHold += result.onHold;
    total.overdueChanged += result.overdueChanged;
    total.bucketMoves += result.bucketMoves;
    total.loans += result.loans;
    total.batches += 1;
    await options.afterBatch?.({ index: total.batches, lastLoanId: after, result: { ...total } });
  }
  // Once a month is over, its month ends (a whole close only: a range of loans leaves them).
  if (options.loanIds === undefined) {
    const written = await writeMonthEnds(db, asOf ?? businessDate(ctx.clock.now()), options.monthEnds);
    total.monthEnds = written.months;
    total.monthEndRows = written.rows;
  }
  return total;
}

/**
 * Posts, in one statement, every late fee still missing: for each loan the days 1..`days` of its
 * due date (`late:<due date>:<day>`, effective its last day to pay plus the day), each a balanced
 * transaction of the calculator's daily fee and its IVA (`chargeLines`). A day already posted is
 * skipped by the unique reference; a loan with all its days posted is not even expanded, and one
 * brought up to an earlier day is expanded from the day after it.
 */
async function postLateFees(
  tx: Database,
  loans: readonly {
    id: number;
    dueDate: string;
    lastDay: string;
    days: number;
    fee: number;
    vat: number;
    hint: number;
  }[],
): Promise<number> {
  if (loans.length === 0) return 0;
  // The lines are the loan account's (`chargeLines`), checked balanced as every posting is.
  const lines = new Map<string, ReturnType<typeof chargeLines>>();
  for (const loan of loans) {
    const key = `${loan.fee}:${loan.vat}`;
    if (lines.has(key)) continue;
    const planned = chargeLines({ component: 'late_fee', gross: loan.fee, discount: 0, vat: loan.vat });
    assertBalanced(planned);
    lines.set(key, planned);
  }
  const accounts: string[] = [];
  const amounts: number[] = [];
  const keys: string[] = [];
  for (const [key, planned] of lines) {
    for (const line of planned) {
      keys.push(key);
      accounts.push(line.account);
      amounts.push(line.amount);
    }
  }
  const [row] = await rowsOf(
    tx,
    sql`with input as (
        select * from unnest(
          ${intArray(loans.map((l) => l.id))}::int[],
          ${textArray(loans.map((l) => l.dueDate))}::date[],
          ${textArray(loans.map((l) => l.lastDay))}::date[],
          ${intArray(loans.map((l) => l.days))}::int[],
          ${textArray(loans.map((l) => `${l.fee}:${l.vat}`))}::text[],
          ${intArray(loans.map((l) => l.hint))}::int[]
        ) as x(loan_id, due_date, last_day, days, line_key, hint)
      ), lines as (
        select * from unnest(${textArray(keys)}::text[], ${textArray(accounts)}::text[], ${intArray(amounts)}::int[])
          as l(line_key, account, amount)
      ), wanted as (
        -- Late fees of a due date are always a prefix of its days (every accrual posts each missing
        -- day up to its own in one transaction): when the last day is there, all are; when the day
        -- the loan was last brought to is there, only the days after it can be missing.
        select i.loan_id, i.due_date, i.last_day, i.line_key, d.day
        from input i
        cross join lateral (select case
            when exists (select 1 from ledger_transactions t where t.loan_id = i.loan_id
              and t.kind = 'late_fee' and t.reference = 'late:' || i.due_date::text || ':' || i.days) then i.days
            when i.hint between 1 and i.days - 1 and exists (select 1 from ledger_transactions t
              where t.loan_id = i.loan_id and t.kind = 'late_fee'
                and t.reference = 'late:' || i.due_date::text || ':' || i.hint) then i.hint
            else 0 end as done) as p
        cross join lateral generate_series(p.done + 1, i.days) as d(day)
      ), inserted as (
        insert into ledger_transactions (loan_id, kind, reference, effective_date)
        select loan_id, 'late_fee', 'late:' || due_date::text || ':' || day, last_day + day
        from wanted order by loan_id, day
        on conflict do nothing
        returning id, loan_id, effective_date
      ), entries as (
        insert into ledger_entries (transaction_id, loan_id, account, amount)
        select inserted.id, inserted.loan_id, lines.account, lines.amount
        from inserted join input on input.loan_id = inserted.loan_id
        join lines on lines.line_key = input.line_key
        order by inserted.id
        returning transaction_id, loan_id, account, amount
      ), kept as (
        -- What each loan owes now, as every posting keeps it (ADR 294).
        insert into loan_figures (loan_id, principal, balance, written_off, interest_collected, fees_collected)
        select loan_id, 0, sum(amount), 0, 0, 0 from entries
        where account = any(${textArray(RECEIVABLE_ACCOUNTS)}::text[]) group by loan_id
        on conflict (loan_id) do update set balance = loan_figures.balance + excluded.balance
      )
      select (select count(*) from inserted)::int as charged,
        (select count(*) from (select transaction_id from entries group by transaction_id
          having sum(amount) <> 0) as unbalanced)::int as unbalanced,
        (select min(effective_date)::text from inserted) as earliest,
        (select coalesce(array_agg(distinct loan_id), '{}') from inserted) as charged_loans`,
  );
  if (Number(row?.unbalanced ?? 0) !== 0) throw new Error('nightly close: an unbalanced late fee');
  // A fee dated on or before a month end already written writes that loan's month ends again.
  if (row?.earliest)
    await rewriteMonthEnds(tx, idsOf(row.charged_loans), String(row.earliest), { locked: true });
  return Number(row?.charged ?? 0);
}

/** An `int[]` as the drivers answer it: an array, or its text. */
const idsOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : `${value}`.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
