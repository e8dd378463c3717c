import type { Portfolio, RiskReport, RiskReportQuery } from '@lender/contracts';
import { RISK_REPORT_MAX_MONTHS } from '@lender/contracts';
import type { Database } from '@lender/db';
import { sql } from '@lender/db/orm';
import { businessDate, today as todayOf } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { RECEIVABLE_ACCOUNTS } from '../../ledger/accounts';
import { funnelOf } from '../dashboard';
import { portfolioOf } from '../portfolio';
import type { ReadContext } from '../reader';
import { type LoanHistory, monthEnd, monthsBetween, shiftMonth } from './loan-history';
import { type MonthAggregates, monthAggregates } from './month-figures';
import { provisioning, provisioningRates } from './provisioning';
import { asOfFor, extensionCure, rollRatesOf, vintagesOf, yieldOf } from './risk-measures';
import { riskTags } from './risk-tags';

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

/** The extensions of the loans that had one paid in the months (ADR 144's cure), in the order paid. */
async function extensionsPaid(db: Database, from: string, until: string) {
  const rows = rowsOf<{
    loan_id: number;
    status: number;
    closed_at: string | Date | null;
    paid_at: string | Date;
    due: string;
  }>(
    await db.execute(sql`
      select r.loan_id, l.status, l.closed_at, r.paid_at, r.new_due_date::text as due
      from rollovers r join loans l on l.id = r.loan_id
      where r.status = 'paid' and r.paid_at is not null and r.new_due_date is not null
        and l.start_date is not null and l.start_date <= ${until}
        and r.loan_id in (select p.loan_id from rollovers p where p.status = 'paid'
          and p.paid_at >= ${`${from}-01T00:00:00Z`}::timestamptz - interval '1 day'
          and p.paid_at < ${`${monthEnd(until.slice(0, 7))}T00:00:00Z`}::timestamptz + interval '2 days')
      order by r.paid_at, r.id`),
  );
  const byLoan = new Map<number, Pick<LoanHistory, 'status' | 'closedOn' | 'extensions'>>();
  for (const row of rows) {
    const id = Number(row.loan_id);
    const loan = byLoan.get(id) ?? {
      status: Number(row.status),
      closedOn: row.closed_at === null ? null : businessDate(new Date(row.closed_at)),
      extensions: [],
    };
    (loan.extensions as LoanHistory['extensions'][number][]).push({
      paidOn: businessDate(new Date(row.paid_at)),
      newDueDate: row.due,
    });
    byLoan.set(id, loan);
  }
  return [...byLoan.values()];
}

/** The portfolio of each month at its cut, from the months' grouped figures. */
export function portfoliosOf(
  standing: MonthAggregates['standing'],
  months: readonly string[],
  asOf: (month: string) => string,
): Array<Portfolio & { month: string }> {
  return months.map((month) => ({
    ...portfolioOf(
      standing
        .filter((group) => group.month === month)
        .map((group) => ({
          status: group.status,
          overdueDays: group.overdueDays,
          principalCentavos: group.principal,
          balanceCentavos: group.balance,
          count: group.count,
        })),
      asOf(month),
    ),
    month,
  }));
}

/** The funnel of each month: the dashboard's own (one definition). */
async function funnels(db: Database, months: readonly string[], asOf: (month: string) => string) {
  const funnel: RiskReport['funnel'] = [];
  for (const month of months) {
    const { created, decided, approved, rejected, signed, disbursed } = await funnelOf(
      db,
      `${month}-01`,
      asOf(month),
    );
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
  return funnel;
}

/**
 * `backOffice.riskReport`: the risk reports of a range of months (issue 39), from the loans' stored
 * month ends (ADR 294) and, for the month not closed yet, the same figures at today.
 */
export async function riskReport(
  ctx: ReadContext,
  { query }: { readonly query: RiskReportQuery },
): Promise<RiskReport> {
  const { db, clock } = ctx;
  const today = todayOf(clock);
  const { from, to } = reportMonths(query, today);
  const months = monthsBetween(from, to);
  const asOf = asOfFor(today);
  // One month more in front: the roll rates, the yield and the reserve's change start from it.
  const withPrevious = [shiftMonth(from, -1), ...months];
  const figures = await monthAggregates(
    db,
    withPrevious.map((month) => ({ month, cut: asOf(month) })),
    ['standing', 'rolls', 'vintages', 'openness'],
  );
  const all = portfoliosOf(figures.standing, withPrevious, asOf);
  return {
    from,
    to,
    today,
    snapshots: all.slice(1),
    rollRates: rollRatesOf(figures.rolls, months),
    vintages: vintagesOf(figures.vintages, months),
    funnel: await funnels(db, months, asOf),
    yield: yieldOf(figures.openness, months, all),
    extensionCure: extensionCure(await extensionsPaid(db, from, asOf(to)), months, today),
    provisioning: provisioning(all, await provisioningRates(db)),
    writeOffs: await writeOffsByReason(db, from, asOf(to)),
    tags: await riskTags(db, from, today),
  };
}
