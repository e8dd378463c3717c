import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../../testing/lending-fixtures';
import { runOverdue } from '../../loans/run-overdue';
import { LENDER_CSV_COLUMNS } from '../credit-bureau/lender-csv';
import { outstandingBalanceSql, readPortfolio } from '../portfolio';
import { recordPayment } from '../record-payment';
import { exportCreditBureau } from './export-credit-bureau';
import { regulatorSummary } from './regulator-summary';
import { riskReport } from './risk-report';

// The regulator's figures on a seeded month (issue 39, ADR 147): two loans paid out on 2 March
// 2026 and due 16 March; one repaid on 10 March, the other left overdue.

let t: LendingTestCore;
let paid: number;
let overdue: number;

beforeAll(async () => {
  t = await createLendingTestCore();
  paid = (await paidOutLoan(t, { amount: 2_000_00 })).loanId;
  overdue = (await paidOutLoan(t, { amount: 3_000_00 })).loanId;
  t.clock.set('2026-03-10T18:00:00Z');
  const [row] = await t.core.db.select({ owed: outstandingBalanceSql }).from(loans).where(eq(loans.id, paid));
  await recordPayment(t.core, {
    actorId: 1,
    params: { id: paid },
    body: {
      amount: { amount: Number(row?.owed) },
      paidOn: '2026-03-10',
      reference: 'r-1',
      reason: 'Pago en ventanilla',
    },
  });
  t.clock.set('2026-04-20T18:00:00Z');
  await runOverdue(t.core, '2026-04-20');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the regulator screen (issue 39)', () => {
  it('counts the contracts and the portfolio of a month by product, as the portfolio reads them', async () => {
    const summary = await regulatorSummary(t.core, { query: { month: '2026-03' } });
    expect(summary.asOf).toBe('2026-03-31');
    const [product] = summary.products;
    expect(product?.product).toBe('short_term_personal');
    expect(product?.contractsInForce).toBe(1);
    const portfolio = await riskReport(t.core, { query: { from: '2026-03', to: '2026-03' } });
    expect(product?.principalCentavos).toBe(portfolio.snapshots[0]?.total.principalCentavos);
    expect(product?.balanceCentavos).toBe(portfolio.snapshots[0]?.total.balanceCentavos);
    expect(summary.bureauLoans).toBe(2);
    // The running month is read as of today, like the dashboard.
    const april = await regulatorSummary(t.core, { query: { month: '2026-04' } });
    expect(april.asOf).toBe('2026-04-20');
    expect(april.products[0]?.principalCentavos).toBe(
      (await readPortfolio(t.core.db, '2026-04-20')).total.principalCentavos,
    );
    expect(april.bureauLoans).toBe(1);
    await expect(regulatorSummary(t.core, { query: { month: '2026-05' } })).rejects.toMatchObject({
      code: 'invalid_value',
    });
  });

  it('writes the credit-bureau file from the ledger: balance, days past due, status and payments of the month', async () => {
    const file = await exportCreditBureau(t.core, { query: { month: '2026-03', bureau: 'lender-csv' } });
    expect(file.name).toBe('lender-csv-2026-03');
    expect(file.rows).toBe(2);
    const [header, ...lines] = file.csv.trim().split('\r\n');
    expect(header).toBe(LENDER_CSV_COLUMNS.map(([name]) => name).join(','));
    const records = lines.map((line) =>
      Object.fromEntries(line.split(',').map((cell, i) => [LENDER_CSV_COLUMNS[i]?.[0], cell])),
    );
    const paidRow = records.find((r) => r.loan_id === String(paid));
    const overdueRow = records.find((r) => r.loan_id === String(overdue));
    expect(paidRow).toMatchObject({
      status: 'paid',
      balance_outstanding: '0.00',
      days_past_due: '0',
      payments_in_month: '1',
      closed_on: '2026-03-10',
      disbursed_on: '2026-03-02',
    });
    expect(Number(paidRow?.paid_in_month)).toBeGreaterThan(2000);
    const [owed] = await t.core.db
      .select({ owed: outstandingBalanceSql })
      .from(loans)
      .where(eq(loans.id, overdue));
    expect(overdueRow).toMatchObject({
      status: 'past_due',
      days_past_due: '14', // due Monday 16 March, a holiday: late from the 18th, 14 days at the 31st
      due_date: '2026-03-16',
      principal_outstanding: '3000.00',
      payments_in_month: '0',
      paid_in_month: '0.00',
    });
    // March's balance is below today's: April's late fees are not in it.
    expect(Number(overdueRow?.balance_outstanding) * 100).toBeLessThan(Number(owed?.owed));
  });
});
