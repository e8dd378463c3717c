import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { balanceOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { activeLoanOf } from '../loans/active-loan';
import { chooseRollover } from '../loans/choose-rollover';
import { deliverPaymentCallback } from './payment-callbacks';
import { paymentReference } from './payment-reference';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const lateFeeOwed = async (loanId: number) =>
  balanceOf(await loanBalances(t.core.db, loanId), 'fee_receivable:late_fee');

describe('an extension fee paid at the store on the last day to pay, notified next morning (ADR 368)', () => {
  it('charges no late fee, as a repayment paid that day would not', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    const view = await activeLoanOf(t.core, loan.clientId);
    expect(view.dueDate).toBe('2026-03-16'); // a holiday: the last day to pay is Tue 2026-03-17
    // Tuesday 17 noon: the borrower chooses the extension and gets an OXXO reference.
    t.clock.set('2026-03-17T18:00:00Z');
    await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } });
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    // She pays at 21:00 Mexico City that Tuesday; the provider notifies on Wednesday 09:00.
    t.clock.set('2026-03-18T15:00:00Z');
    await deliverPaymentCallback(t.core, {
      eventId: `ext-last-day-${ref.reference}`,
      reference: ref.reference,
      amount: ref.amount,
      status: 'completed',
      occurredAt: '2026-03-18T03:00:00Z',
    });
    const after = await activeLoanOf(t.core, loan.clientId);
    expect(after.rollovers.some((r) => r.status === 'paid')).toBe(true);
    expect(after.dueDate).toBe('2026-03-23');
    // Paid in time: no late fee stays on the loan.
    expect(await lateFeeOwed(loan.loanId)).toBe(0);
  });
});
