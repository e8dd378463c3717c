// Copies of a loan, postings and all (issue 54): a portfolio of many loans made quickly from a few
// made through the product, for the scale benchmark (`bench/scale-phase.ts`) and the nightly close's
// property test (through `testing/portfolio-seed.ts`). Each clone copies a template loan with its
// application and its ledger, moved in time so that it falls due on the clone's due date (start
// date, signing, the terms' end date and every posting's effective date move by the same number of
// days; a late fee's reference names the clone's due date). The clones share the template's client
// (a client may hold many finished applications). A test helper, not production code (ADR 321): it
// copies a template's postings as they are and posts nothing new, so it is the one file outside
// `src/ledger/` that `postings-only-here.test.ts` lets write the ledger's tables.
import { type Database, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import { rewriteMonthEnds } from '../src/ledger/loan-figures';

const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * A posting's reference on the clone: a late fee's (`late:<due date>:<day>`) names the clone's due
 * date; every other reference is the template's.
 */
const lateReference = (reference: string, dueDate: string) =>
  sql.raw(
    `case when ${reference} like 'late:%' then 'late:' || ${dueDate}::text || substr(${reference}, 16) else ${reference} end`,
  );

const columnsCache = new WeakMap<Database, Map<string, string[]>>();

async function columnsOf(db: Database, table: string): Promise<string[]> {
  let byTable = columnsCache.get(db);
  if (!byTable) {
    byTable = new Map();
    columnsCache.set(db, byTable);
  }
  const known = byTable.get(table);
  if (known) return known;
  const rows = await rowsOf(
    db,
    sql`select column_name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and column_name <> 'id'
        and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  const columns = rows.map((row) => String(row.column_name));
  byTable.set(table, columns);
  return columns;
}

/**
 * Clones loan `templateId` once per due date in `dueDates` (in one statement per call; call it
 * with a few thousand dates at a time). Answers the new loan ids, in ascending order.
 */
export async function cloneLoans(
  db: Database,
  templateId: number,
  dueDates: readonly string[],
  options: { bulk?: boolean; monthEnds?: boolean } = {},
): Promise<number[]> {
  if (dueDates.length === 0) return [];
  if (options.bulk) {
    // A benchmark's seed on PostgreSQL: the rows are consistent by construction (copies of the
    // template's), so the per-row foreign-key and count triggers are skipped for this transaction.
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      // Compiling the statement (its estimates cross jit_above_cost) would cost more than running it.
      await tx.execute(sql`set local jit = off`);
      return cloneLoans(tx, templateId, dueDates, { monthEnds: false });
    });
  }
  const appColumns = await columnsOf(db, 'applications');
  const loanColumns = await columnsOf(db, 'loans');
  const quote = (column: string) => `"${column}"`;
  const appSelect = appColumns.map((column) => (column === 'status' ? '4' : `a.${quote(column)}`)).join(', ');
  const shifted: Record<string, string> = {
    application_id: 'na.id',
    due_date: 'x.due',
    start_date: 'l.start_date + (x.due - l.due_date)',
    signed_at: "l.signed_at + (x.due - l.due_date) * interval '1 day'",
    terms: "jsonb_set(l.terms, '{endDate}', to_jsonb(x.due::text))",
  };
  const loanSelect = loanColumns.map((column) => shifted[column] ?? `l.${quote(column)}`).join(', ');
  const rows = await rowsOf(
    db,
    sql`with tmpl as (select * from loans where id = ${templateId}),
      x as (select due, n from unnest(${textArray(dueDates)}::date[]) with ordinality as x(due, n)),
      na as (
        insert into applications (${sql.raw(appColumns.map(quote).join(', '))})
        select ${sql.raw(appSelect)} from applications a, tmpl, x where a.id = tmpl.application_id
        order by x.n
        returning id
      ), na_n as (select id, row_number() over (order by id) as n from na),
      nl as (
        insert into loans (${sql.raw(loanColumns.map(quote).join(', '))})
        select ${sql.raw(loanSelect)} from tmpl l join x on true join na_n na on na.n = x.n
        order by x.n
        returning id, due_date
      ), src as (
        -- Each new transaction's id drawn first, so its entries join the template's by id.
        select nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as id, nl.id as loan_id,
          t.id as template_tx, t.kind, ${lateReference('t.reference', 'nl.due_date')} as reference,
          t.effective_date + (nl.due_date - tmpl.due_date) as effective_date
        from nl cross join tmpl join ledger_transactions t on t.loan_id = tmpl.id
      ), tmpl_entries as materialized (
        -- The template's entries, found through its transactions (a few dozen rows).
        select e.id, e.transaction_id, e.account, e.amount
        from tmpl join ledger_transactions t on t.loan_id = tmpl.id
        cross join lateral (select * from ledger_entries where transaction_id = t.id offset 0) as e
      ), nt as (
        insert into ledger_transactions (id, loan_id, kind, reference, effective_date)
        select id, loan_id, kind, reference, effective_date from src order by id
        returning id
      ), ne as (
        insert into ledger_entries (transaction_id, loan_id, account, amount)
        select src.id, src.loan_id, e.account, e.amount
        from src join tmpl_entries e on e.transaction_id = src.template_tx
        order by src.id, e.id
        returning 1
      ), nb as (
        -- The same entries: the same sums (ADR 294).
        insert into loan_figures (loan_id, principal, balance, written_off, interest_collected, fees_collected)
        select nl.id, b.principal, b.balance, b.written_off, b.interest_collected, b.fees_collected
        from nl cross join tmpl join loan_figures b on b.loan_id = tmpl.id
      )
      select id, (select count(*) from nt) as transactions, (select count(*) from ne) as entries
      from nl order by id`,
  );
  const ids = rows.map((row) => Number(row.id));
  // Month ends already written since the clones' start (a bulk seed rebuilds them all instead).
  if (options.monthEnds !== false && ids.length > 0) {
    const [first] = await rowsOf(
      db,
      sql`select min(start_date)::text as day from loans where id between ${ids[0]} and ${ids.at(-1)}`,
    );
    if (first?.day) await rewriteMonthEnds(db, ids, String(first.day));
  }
  return ids;
}
