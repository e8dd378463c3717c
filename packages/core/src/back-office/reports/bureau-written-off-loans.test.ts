import { eq, sql } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  payExtension,
} from '../../../testing/lending-fixtures';
import { runOverdue } from '../../loans/run-overdue';
import { writeOffLoan } from '../../loans/write-off-loan';
import { LENDER_CSV_COLUMNS } from '../credit-bureau/lender-csv';
import { approvedPaymentReversal } from '../payment-reversal';
import { outstandingBalanceSql } from '../portfolio';
import { recordPayment } from '../record-payment';
import { exportCreditBureau } from './export-credit-bureau';
import { regulatorSummary } from './regulator-summary';

// A credit-bureau auditor's attacks on the monthly file (ADR 147, 365): loans paid out on 2 March
// 2026, due 16 March (a holiday: late from the 18th).
// - late: paid in full at 23:30 Mexico City on 31 March (05:30 UTC on 1 April);
// - bounced: paid in full on 10 March, that payment reversed on 6 April;
// - lost: written off on 25 March, 8 days past due;
// - extended: a cheap extension paid on 10 March.

let t: LendingTestCore;
const id: Record<string, number> = {};
let extension: { newDueDate: string } | undefined;

const owed = async (loanId: number) => {
  const [row] = await t.core.db
    .select({ owed: outstandingBalanceSql })
    .from(loans)
    .where(eq(loans.id, loanId));
  return Number(row?.owed);
};
const payAll = async (loanId: number, paidOn: string, reference: string) =>
  recordPayment(t.core, {
    actorId: 1,
    params: { id: loanId },
    body: { amount: { amount: await owed(loanId) }, paidOn, reference, reason: 'Pago en ventanilla' },
  });

async function file(month: string) {
  const { csv } = await exportCreditBureau(t.core, { query: { month, bureau: 'lender-csv' } });
  const [, ...lines] = csv.trim().split('\r\n');
  const rows = lines.map((line) =>
    Object.fromEntries(line.split(',').map((cell, i) => [LENDER_CSV_COLUMNS[i]?.[0], cell])),
  );
  return (loanId: number) => rows.find((row) => row.loan_id === String(loanId));
}

beforeAll(async () => {
  t = await createLendingTestCore();
  for (const name of ['late', 'bounced', 'lost']) id[name] = (await paidOutLoan(t)).loanId;
  const extended = await paidOutLoan(t);
  id.extended = extended.loanId;
  t.clock.set('2026-03-10T18:00:00Z');
  extension = await payExtension(t, extended.clientId);
  await payAll(id.bounced as number, '2026-03-10', 'b-1');
  t.clock.set('2026-03-25T18:00:00Z');
  await runOverdue(t.core, '2026-03-25');
  await writeOffLoan(t.core, {
    loanId: id.lost as number,
    actor: { type: 'user', id: 1 },
    reason: 'Ilocalizable',
  });
  t.clock.set('2026-04-01T05:30:00Z');
  await runOverdue(t.core, '2026-03-31');
  await payAll(id.late as number, '2026-03-31', 'l-1');
}, 240_000);
afterAll(() => t?.close());

describe('the monthly bureau file, attacked', () => {
  it('a loan paid at 23:30 Mexico City on the month’s last day is closed in that month', async () => {
    const march = await file('2026-03');
    expect(march(id.late as number)).toMatchObject({
      status: 'paid',
      closed_on: '2026-03-31',
      balance_outstanding: '0.00',
      payments_in_month: '1',
    });
    t.clock.set('2026-04-02T18:00:00Z');
    expect((await file('2026-04'))(id.late as number)).toBeUndefined();
  });

  it('a loan written off in the month is reported written off with the days past due it had', async () => {
    const row = (await file('2026-03'))(id.lost as number);
    expect(row).toMatchObject({
      status: 'written_off',
      closed_on: '2026-03-25',
      principal_outstanding: '0.00',
    });
    expect(Number(row?.written_off_principal)).toBeGreaterThan(0);
    expect(row?.days_past_due).toBe('8'); // late from the 18th: 8 days on the 25th
  });

  it('a loan extended in the month counts its days past due from the due date the extension set', async () => {
    const row = (await file('2026-03'))(id.extended as number);
    expect(extension?.newDueDate).toBe('2026-03-23');
    // Monday 23 March: late from the 24th, 8 days on the 31st; the extension's fee is a payment.
    expect(row).toMatchObject({ due_date: '2026-03-23', days_past_due: '8', status: 'past_due' });
    expect(row?.payments_in_month).toBe('1');
  });

  it('a payment reversed the next month counts in its month; the next month reopens the loan and takes the money back', async () => {
    const sent = (await file('2026-03'))(id.bounced as number);
    t.clock.set('2026-04-06T18:00:00Z');
    const result = (await t.core.db.execute(
      sql`select id from payments where loan_id = ${id.bounced} and status = 'completed' order by id desc limit 1`,
    )) as unknown as { rows: Array<{ id: number }> };
    const [payment] = result.rows;
    const request = {
      id: 0,
      payload: { loanId: id.bounced, paymentId: Number(payment?.id) },
      reason: 'Rebotado',
    };
    await approvedPaymentReversal(t.core)(request as never, 1);
    t.clock.set('2026-04-20T18:00:00Z');
    await runOverdue(t.core, '2026-04-20');
    expect(sent).toMatchObject({ status: 'paid', closed_on: '2026-03-10', payments_in_month: '1' });
    const april = (await file('2026-04'))(id.bounced as number);
    expect(april).toMatchObject({ status: 'past_due', closed_on: '', payments_in_month: '0' });
    expect(Number(april?.paid_in_month)).toBeLessThan(0);
  });

  it('a loan late then paid in the month reports the most days past due it reached in the month', async () => {
    // Late from the 18th, paid on the 31st: 14 days past due that day, none once paid.
    expect((await file('2026-03'))(id.late as number)).toMatchObject({
      status: 'paid',
      days_past_due: '0',
      worst_days_past_due: '14',
    });
    // Extended (due the 23rd) then late again: 8 days at the month end, and at worst.
    expect((await file('2026-03'))(id.extended as number)?.worst_days_past_due).toBe('8');
  });

  it('a written-off debt stays in the following months’ files while it is owed', async () => {
    t.clock.set('2026-06-02T18:00:00Z');
    const march = (await file('2026-03'))(id.lost as number);
    for (const month of ['2026-04', '2026-05', '2026-06']) {
      expect((await file(month))(id.lost as number)).toMatchObject({
        status: 'written_off',
        closed_on: '2026-03-25',
        days_past_due: '8',
        written_off_principal: march?.written_off_principal,
        payments_in_month: '0',
      });
      // The regulator screen counts the file's rows.
      const { rows } = await exportCreditBureau(t.core, { query: { month, bureau: 'lender-csv' } });
      expect((await regulatorSummary(t.core, { query: { month } })).bureauLoans).toBe(rows);
    }
  });
});
