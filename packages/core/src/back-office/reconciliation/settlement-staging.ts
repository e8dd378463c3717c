// A settlement file's lines on their way in (ADR 297): parsed lines are loaded into a temporary
// table of the import's transaction, a large batch per statement (each column one array parameter,
// `unnest`), and written to `settlement_lines` once, with their outcome, by the matching.
import { type Executor, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import type { SettlementLine } from '../../providers/settlements/layouts';

/**
 * Opens the staging table of an import, and sets its transaction's JIT and statement timeout. The
 * table lives in the transaction only: `on commit drop` takes it away when the transaction ends,
 * committed or rolled back; {@link closeStaging} drops it at once (an import nested in a caller's
 * transaction, as tests do, would otherwise meet the last one's table).
 */
export async function openStaging(tx: Executor): Promise<void> {
  // The matching's few statements each read the whole file: PostgreSQL's JIT compiled them for up
  // to a second under load and never paid it back (as for the nightly close, ADR 289). One of them
  // writes every line of a month's statement: the pool's statement timeout (30 s, meant for a
  // request) would refuse a big file on a busy server, so the import allows each ten minutes.
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local statement_timeout = '10min'`);
  await tx.execute(sql`create temp table settlement_staging (line_number int not null,
    value_date date not null, amount int not null, movement_key text not null, reference text not null,
    account text not null) on commit drop`);
}

/** Drops the import's temporary tables (the staged lines and, once matched, the judged ones). */
export async function closeStaging(tx: Executor): Promise<void> {
  await tx.execute(sql`drop table if exists settlement_staging, settlement_judged`);
}

const param = (values: readonly (string | number)[]) => sql.param(values);

/** Loads a batch of parsed lines in one statement (six array parameters, whatever its size). */
export async function stageLines(tx: Executor, lines: readonly SettlementLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`insert into settlement_staging
    select * from unnest(${param(lines.map((l) => l.lineNumber))}::int[],
      ${param(lines.map((l) => l.valueDate))}::date[], ${param(lines.map((l) => l.amount))}::int[],
      ${param(lines.map((l) => l.movementKey))}::text[], ${param(lines.map((l) => l.reference))}::text[],
      ${param(lines.map((l) => l.account))}::text[])`);
}

/** The staged file's period (first and last value date) and the import a file of `fileHash` already is. */
export async function stagedSummary(
  tx: Executor,
  fileHash: string,
): Promise<{ from: string | null; to: string | null; knownImportId: number | null }> {
  const [row] = await rowsOf(
    tx,
    sql`select min(value_date)::text as "from", max(value_date)::text as "to",
      (select id from settlement_imports where file_hash = ${fileHash}) as known
    from settlement_staging`,
  );
  return {
    from: (row?.from as string | null) ?? null,
    to: (row?.to as string | null) ?? null,
    knownImportId: row?.known == null ? null : Number(row.known),
  };
}
