import type { Database } from '@lender/db';
import { sql } from '@lender/db/orm';

/**
 * Runs a report's statements (a `group by` over up to a million rows a month) in a transaction with
 * PostgreSQL's JIT compiler off — their estimates set it off, and compiling cost seconds it never paid
 * back (as in the nightly close, ADR 289) — and 64 MB of `work_mem`, so that their hash joins and
 * aggregates stay in memory instead of sorting on disk (ADR 294).
 */
export function withoutJit<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return read(tx);
  });
}
