import { eq } from '@lender/db/orm';
import { clients, refundPayouts } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  pendingRefunds,
  staffUsers,
} from '../../testing/lending-fixtures';
import { balanceOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { approve } from './approve';
import { confirmPendingRefunds } from './refund-payouts';

// A refund the borrower's bank returns (the CLABE closed) is money still owed to them: held again and
// its refund asked for again at once, to the centavo, never left in suspense with no request.

let t: LendingTestCore;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  ({ checker } = await staffUsers(t, { checker: 'admin' }));
});
afterAll(() => t.close());

const held = async (loanId: number) =>
  0 - balanceOf(await loanBalances(t.core.db, loanId), 'overpayment_suspense') || 0;

describe('a returned refund', () => {
  it('files a new refund request of what came back ($80.01), once', async () => {
    const loan = await paidOutLoan(t);
    // The sandbox's bank returns SPEI to a CLABE whose account number is all zeros.
    await t.core.db
      .update(clients)
      .set({ clabeEnc: t.core.pii.encrypt('002010000000000003') })
      .where(eq(clients.id, loan.clientId));
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff + 80_01);
    const [first] = await pendingRefunds(t, loan.loanId);
    if (!first) throw new Error('no refund request');
    await approve(t.core, { actorId: checker, params: { id: first.id }, body: { version: first.version } });
    expect(await held(loan.loanId)).toBe(0);

    await confirmPendingRefunds(t.core);
    const [payout] = await t.core.db
      .select()
      .from(refundPayouts)
      .where(eq(refundPayouts.loanId, loan.loanId));
    expect(payout?.status).toBe('failed');
    expect(await held(loan.loanId)).toBe(80_01);
    const again = await pendingRefunds(t, loan.loanId);
    expect(again.map((row) => Number(row.payload.amountCentavos))).toEqual([80_01]);
    expect(again[0]?.id).not.toBe(first.id);

    // The job runs again: nothing more is asked.
    await confirmPendingRefunds(t.core);
    expect(await pendingRefunds(t, loan.loanId)).toHaveLength(1);
  });
});
