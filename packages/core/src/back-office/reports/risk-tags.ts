import type { RiskReport } from '@lender/contracts';
import type { Database } from '@lender/db';
import { sql } from '@lender/db/orm';
import { RECEIVABLE_ACCOUNTS } from '../../ledger/accounts';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

const receivables = sql.join(
  RECEIVABLE_ACCOUNTS.map((account) => sql`${account}`),
  sql`, `,
);

/**
 * The risk report's tags (issue 52, ADR 299): the loans under a running payment plan today, those
 * still in its watch period, and those whose plan broke from `from` on; the open loans a
 * disaster-relief deferral moved (`relief_deferral`, ADR 301); each with what they owe now.
 */
export async function riskTags(db: Database, from: string, today: string): Promise<RiskReport['tags']> {
  const rows = rowsOf<{ tag: string; n: string; s: string }>(
    await db.execute(sql`
      with tagged as (
        select 'payment_plan' as tag, p.loan_id from payment_plans p where p.status = 'active'
        union all
        select 'payment_plan_watch', p.loan_id from payment_plans p
          where p.status = 'active' and p.watch_until >= ${today}
        union all
        select distinct 'payment_plan_broken', p.loan_id from payment_plans p
          where p.status = 'broken' and p.ended_on >= ${`${from}-01`} and p.ended_on <= ${today}
        union all
        -- Open loans a disaster-relief deferral moved (ADR 301), reported current while deferred.
        select 'relief_deferral', d.loan_id from relief_deferrals d join loans l on l.id = d.loan_id
          where l.closed_at is null and d.granted_on <= ${today}
      )
      select t.tag, count(*) as n, coalesce(sum((select coalesce(sum(e.amount), 0) from ledger_entries e
        where e.loan_id = t.loan_id and e.account in (${receivables}))), 0) as s
      from tagged t group by t.tag order by t.tag`),
  );
  return rows.map((row) => ({ tag: row.tag, count: Number(row.n), centavos: Number(row.s) }));
}
