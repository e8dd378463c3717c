// The month ends the nightly close writes (issue 54, ADR 294): once a month is over, every loan in it
// at its cut (`figuresAt`), in committed batches by loan id like the close itself, so that a run
// killed in the middle is finished by the next (`loan_month_end_runs.last_loan_id`) and a month the
// close skipped is written by the next close. A month is started under a share lock of
// `loan_figures`: a posting in flight finishes first (the batches see it) and every posting after
// it sees the month started and writes its loan's row again (`rewriteMonthEnds`).
import { type Database, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import { cutOf, figuresAt, MONTH_END_COLUMNS, monthOf, shiftMonthStart } from './loan-figures';

/** Loans per batch of month-end rows (one transaction each). */
export const MONTH_END_BATCH = 20_000;

export interface MonthEndOptions {
  /** @default MONTH_END_BATCH */
  batchSize?: number;
  /** Called after each batch commits (a test throws here to kill the run). */
  afterBatch?: (batch: { month: string; lastLoanId: number }) => unknown;
}

/** What writing the month ends did. */
export interface MonthEndResult {
  /** The months finished by this run (`YYYY-MM-01`). */
  months: string[];
  /** Month-end rows written. */
  rows: number;
}

/** Writes the month ends of every month over by `today` and not written yet, oldest first. */
export async function writeMonthEnds(
  db: Database,
  today: string,
  options: MonthEndOptions = {},
): Promise<MonthEndResult> {
  const size = options.batchSize ?? MONTH_END_BATCH;
  const result: MonthEndResult = { months: [], rows: 0 };
  const last = shiftMonthStart(monthOf(today), -1);
  const [state] = await rowsOf(
    db,
    sql`select (select max(month)::text from loan_month_end_runs) as latest,
      (select min(month)::text from loan_month_end_runs where finished_at is null) as unfinished,
      (select date_trunc('month', min(start_date))::date::text from loans) as first_loan`,
  );
  const unfinished = state?.unfinished as string | null;
  const latest = state?.latest as string | null;
  const firstLoan = state?.first_loan as string | null;
  let month = unfinished ?? (latest ? shiftMonthStart(latest, 1) : firstLoan);
  for (; month !== null && month <= last; month = shiftMonthStart(month, 1)) {
    result.rows += await writeMonth(db, month, size, options.afterBatch);
    result.months.push(month);
  }
  return result;
}

async function writeMonth(
  db: Database,
  month: string,
  size: number,
  afterBatch: MonthEndOptions['afterBatch'],
): Promise<number> {
  const cut = cutOf(month);
  let after = await db.transaction(async (tx) => {
    const [run] = await rowsOf(
      tx,
      sql`select last_loan_id from loan_month_end_runs where month = ${month}::date`,
    );
    if (run) return Number(run.last_loan_id);
    // Postings in flight finish before the month starts; those after it see it (ADR 294).
    await tx.execute(sql`lock table loan_figures in share mode`);
    await tx.execute(sql`insert into loan_month_end_runs (month, cut) values (${month}::date, ${cut}::date)`);
    return 0;
  });
  let rows = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      const [bound] = await rowsOf(
        tx,
        sql`select max(id)::int as up_to from (select id from loans where id > ${after} order by id limit ${size}) as b`,
      );
      if (bound?.up_to === null || bound?.up_to === undefined) return null;
      const upTo = Number(bound.up_to);
      const [written] = await rowsOf(
        tx,
        sql`with written as (
            insert into loan_month_ends (${MONTH_END_COLUMNS})
            ${figuresAt(month, cut, { stored: shiftMonthStart(month, -1) }, { after, upTo })}
            on conflict (month, loan_id) do nothing
            returning 1
          ) select count(*)::int as n from written`,
      );
      await tx.execute(
        sql`update loan_month_end_runs set last_loan_id = ${upTo} where month = ${month}::date`,
      );
      return { upTo, rows: Number(written?.n ?? 0) };
    });
    if (!batch) break;
    after = batch.upTo;
    rows += batch.rows;
    await afterBatch?.({ month, lastLoanId: after });
  }
  await db.execute(
    sql`update loan_month_end_runs set finished_at = now() where month = ${month}::date and finished_at is null`,
  );
  return rows;
}
