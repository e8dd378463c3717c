import type { Portfolio, RiskReport, RiskReportQuery } from '@lender/contracts';
import { RISK_REPORT_MAX_MONTHS } from '@lender/contracts';
import type { Database } from '@lender/db';
import { sql } from '@lender/db/orm';
import { today as todayOf } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { RECEIVABLE_ACCOUNTS } from '../../ledger/accounts';
import { dashboard } from '../dashboard';
import { portfolioOf } from '../portfolio';
import type { ReadContext } from '../reader';
import { type LoanHistory, loanOn, monthsBetween, readLoanHistories, shiftMonth } from './loan-history';
import { provisioning, provisioningRates } from './provisioning';
import { asOfFor, extensionCure, rollRates, vintages } from './risk-measures';

/** The portfolio of `loans` at the end of `date`, by the one definition (ADR 111, 144). */
export function portfolioOn(loans: readonly LoanHistory[], date: string): Portfolio {
  const standing = loans.map((loan) => loanOn(loan, date)).filter((loan) => loan !== null);
  return portfolioOf(standing, date);
}

/** The months of a query: `from`..`to`, by default the six months to this one; never the future. */
export function reportMonths(query: RiskReportQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today.slice(0, 7);
  const from = query.from ?? shiftMonth(to, -5);
  const fail = (field: 'from' | 'to', message: string) => {
    throw new CoreError('invalid_value', { field: [field], message });
  };
  if (to > today.slice(0, 7)) fail('to', '`to` is after this month.');
  if (from > to) fail('from', '`from` is after `to`.');
  if (monthsBetween(from, to).length > RISK_REPORT_MAX_MONTHS)
    fail('from', `A report covers at most ${RISK_REPORT_MAX_MONTHS} months.`);
  return { from, to };
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

const receivables = sql.join(
  RECEIVABLE_ACCOUNTS.map((account) => sql`${account}`),
  sql`, `,
);

/** Loans written off in the months, by the reason written with the write-off (its audit entry). */
async function writeOffsByReason(
  db: Database,
  from: string,
  until: string,
): Promise<RiskReport['writeOffs']> {
  const rows = rowsOf<{ month: string; reason: string | null; n: string; s: string }>(
    await db.execute(sql`
      select to_char(t.effective_date, 'YYYY-MM') as month,
        (select trim(a.reason) from audit_log a where a.action = 'loan.write_off'
          and a.entity = 'loan' and a.entity_id = t.loan_id::text order by a.id desc limit 1) as reason,
        count(distinct t.loan_id) as n, -coalesce(sum(e.amount), 0) as s
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where t.kind = 'write_off' and e.account in (${receivables})
        and t.effective_date >= ${`${from}-01`} and t.effective_date <= ${until}
      group by 1, 2 order by 1, 2`),
  );
  return rows.map((row) => ({
    month: row.month,
    reason: row.reason ?? '',
    count: Number(row.n),
    centavos: Number(row.s),
  }));
}

/**
 * `backOffice.riskReport`: the risk reports of a range of months (issue 39), every figure from the
 * ledger and the loan history.
 */
export async function riskReport(ctx: ReadContext, query: RiskReportQuery): Promise<RiskReport> {
  const { db, clock } = ctx;
  const today = todayOf(clock);
  const { from, to } = reportMonths(query, today);
  const months = monthsBetween(from, to);
  const asOf = asOfFor(today);
  const previousEnd = (month: string) => asOf(shiftMonth(month, -1));
  const loans = await readLoanHistories(db, asOf(to));
  // One month more in front: the roll rates, the yield and the reserve's change start from it.
  const withPrevious = [shiftMonth(from, -1), ...months];
  const all = withPrevious.map((month) => ({ ...portfolioOn(loans, asOf(month)), month }));
  const snapshots = all.slice(1);

  const funnel: RiskReport['funnel'] = [];
  for (const month of months) {
    const figures = await dashboard(ctx, {
      from: `${month}-01`,
      to: asOf(month),
      granularity: 'month',
    });
    const { created, decided, approved, rejected, signed, disbursed } = figures.funnel;
    funnel.push({
      month,
      created,
      decided,
      approved,
      rejected,
      signed,
      disbursed,
      approvalRate: approved + rejected > 0 ? approved / (approved + rejected) : null,
    });
  }

  const yieldRows = months.map((month, index) => {
    let interest = 0;
    let fees = 0;
    for (const loan of loans)
      for (const movement of loan.movements)
        if (movement.date.slice(0, 7) === month) {
          interest += movement.interestCollected;
          fees += movement.feesCollected;
        }
    const opening = all[index]?.total.principalCentavos ?? 0;
    const closing = all[index + 1]?.total.principalCentavos ?? 0;
    const average = Math.round((opening + closing) / 2);
    const rate = average > 0 ? (interest + fees) / average : null;
    return {
      month,
      interestCentavos: interest,
      feesCentavos: fees,
      averageOutstandingCentavos: average,
      rate,
      annualisedRate: rate === null ? null : rate * 12,
    };
  });

  return {
    from,
    to,
    today,
    snapshots,
    rollRates: rollRates(loans, months, asOf, previousEnd),
    vintages: vintages(loans, months, asOf),
    funnel,
    yield: yieldRows,
    extensionCure: extensionCure(loans, months, today),
    provisioning: provisioning(all, await provisioningRates(db)),
    writeOffs: await writeOffsByReason(db, from, asOf(to)),
  };
}
