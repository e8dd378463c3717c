import { and, eq } from '@lender/db/orm';
import { ledgerTransactions, rollovers } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  payExtension,
} from '../../testing/lending-fixtures';
import { documentList } from '../documents/loan/document-list';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { activeLoanOf } from './active-loan';
import { rolloverApplication } from './rollover-application';
import { rolloverDocument } from './rollover-document';
import { runOverdue } from './run-overdue';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

/** The effective day of every late fee the loan was charged (one transaction a day). */
const lateFeeDays = async (loanId: number) =>
  (
    await t.core.db
      .select({ day: ledgerTransactions.effectiveDate })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.loanId, loanId), eq(ledgerTransactions.kind, 'late_fee')))
  )
    .map((r) => String(r.day))
    .sort();

/** A loan due Mon 2026-03-16 (a holiday: last day to pay Tue 17) whose 7-day extension is paid on `day`. */
async function extendedOn(day: string) {
  t.clock.set('2026-03-02T18:00:00Z');
  const loan = await paidOutLoan(t);
  expect((await activeLoanOf(t.core, loan.clientId)).dueDate).toBe('2026-03-16');
  t.clock.set(`${day}T18:00:00Z`);
  // Offered (as chosen) on the day it is paid.
  const offered = await payExtension(t, loan.clientId);
  return { loan, offered, after: await activeLoanOf(t.core, loan.clientId) };
}

describe('an extension paid while the loan is already late (ADR 368)', () => {
  it('gives its days from the day paid, keeps the late days charged and never charges a day twice', async () => {
    const { loan, offered, after } = await extendedOn('2026-03-30');
    // Offered and signed for the day it is paid: seven days from Monday 30, not from the past due date.
    expect(offered?.newDueDate).toBe('2026-04-06');
    expect(after.dueDate).toBe('2026-04-06');
    expect(after.rollovers.find((r) => r.id === offered?.id)?.status).toBe('paid');
    // A day later the loan is read again (accrual runs on every read): it is current, nothing new.
    t.clock.set('2026-03-31T18:00:00Z');
    await activeLoanOf(t.core, loan.clientId);
    const days = await lateFeeDays(loan.loanId);
    expect(new Set(days).size).toBe(days.length);
    // Wednesday 18 to Monday 30: the thirteen days late before the extension, and no other.
    expect(days).toHaveLength(13);
    expect(days[0]).toBe('2026-03-18');
    expect(days.at(-1)).toBe('2026-03-30');
  });

  it('paid on the last day to pay, runs from the due date as always', async () => {
    const { offered, after } = await extendedOn('2026-03-17');
    expect(offered?.newDueDate).toBe('2026-03-23');
    expect(after.dueDate).toBe('2026-03-23');
  });

  it('counts the late days charged before it towards the 60 days a loan may be charged, on every read', async () => {
    const { loan, after } = await extendedOn('2026-04-06');
    expect(after.dueDate).toBe('2026-04-13');
    expect(await lateFeeDays(loan.loanId)).toHaveLength(20);
    // Late again from Tuesday 14 April: 68 days by 20 June, of which 40 are left to charge.
    t.clock.set('2026-06-20T18:00:00Z');
    await activeLoanOf(t.core, loan.clientId);
    const days = await lateFeeDays(loan.loanId);
    expect(days).toHaveLength(60);
    expect(new Set(days).size).toBe(60);
    expect(days.at(-1)).toBe('2026-05-23');
  });

  it('counts them alike in the nightly close, which a read then leaves as it is', async () => {
    const { loan } = await extendedOn('2026-04-06');
    t.clock.set('2026-06-20T18:00:00Z');
    await runOverdue(t.core, '2026-06-20');
    expect(await lateFeeDays(loan.loanId)).toHaveLength(60);
    await activeLoanOf(t.core, loan.clientId);
    expect(await lateFeeDays(loan.loanId)).toHaveLength(60);
  });

  it('keeps the past due date it replaced: its agreement read after payment is the one the borrower took', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    t.clock.set('2026-03-30T18:00:00Z');
    const view = await activeLoanOf(t.core, loan.clientId);
    const cheap = view.rollovers.find((r) => r.type === 'cheap');
    if (!cheap) throw new Error('no cheap option');
    const params = { id: loan.loanId, rolloverId: cheap.id };
    await rolloverApplication(t.core, { actorId: loan.clientId, params });
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference);
    const [paid] = await t.core.db.select().from(rollovers).where(eq(rollovers.id, cheap.id));
    expect(paid).toMatchObject({ status: 'paid', previousDueDate: '2026-03-16', newDueDate: '2026-04-06' });
    // Asked for after the payment, the agreement states the same dates (16 March, then 6 April), so it
    // is the one kept when the option was taken, not a second one naming the day paid as the due date.
    await rolloverDocument(t.core, {
      actorId: loan.clientId,
      params: { ...params, appId: view.applicationId },
    });
    const agreements = (await documentList(t.core, { actorId: loan.clientId })).filter(
      (d) => d.type === 'rollover_agreement' && d.loanId === loan.loanId,
    );
    expect(agreements).toHaveLength(1);
  });
});
