// A portfolio of many loans made quickly from a few made through the product (issue 54): the
// clones themselves are `loan-clones.ts`'s (they copy the ledger's tables); `checkClones`
// compares a sample with its template, posting by posting.
import { type Database, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';

export { cloneLoans } from './loan-clones';

/**
 * Checks that each sampled clone owes what its template owes, account by account, with the same
 * postings (kind, reference, amounts) moved by the clone's days; answers the mismatches.
 */
export async function checkClones(
  db: Database,
  pairs: readonly { templateId: number; cloneId: number }[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const { templateId, cloneId } of pairs) {
    const rows = await rowsOf(
      db,
      sql`with shift as (
          select c.due_date - t.due_date as days from loans c, loans t where c.id = ${cloneId} and t.id = ${templateId}
        ), posted as (
          select e.loan_id = ${cloneId} as clone, t.kind, t.reference,
            t.effective_date - case when e.loan_id = ${cloneId} then (select days from shift) else 0 end as day,
            e.account, e.amount
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.loan_id in (${templateId}, ${cloneId})
        )
        select kind, case when reference like 'late:%' then 'late:' || substr(reference, 16) else reference end as ref,
          day::text as day, account, amount,
          count(*) filter (where clone) as clones, count(*) filter (where not clone) as templates
        from posted group by kind, ref, day, account, amount
        having count(*) filter (where clone) <> count(*) filter (where not clone)`,
    );
    for (const row of rows) {
      problems.push(
        `loan ${cloneId} (template ${templateId}): ${row.kind} ${row.ref} ${row.account} ${row.amount} ×${row.clones} vs ×${row.templates}`,
      );
    }
    const [loan] = await rowsOf(
      db,
      sql`select c.principal = t.principal and c.status = t.status
          and c.start_date - t.start_date = c.due_date - t.due_date
          and c.terms->>'endDate' = c.due_date::text as same
        from loans c, loans t where c.id = ${cloneId} and t.id = ${templateId}`,
    );
    if (!loan?.same) problems.push(`loan ${cloneId} (template ${templateId}): the loan row differs`);
  }
  return problems;
}
