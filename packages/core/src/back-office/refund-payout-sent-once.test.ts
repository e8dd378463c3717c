import { eq } from '@lender/db/orm';
import { refundPayouts } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  pendingRefunds,
  staffUsers,
} from '../../testing/lending-fixtures';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import type { PayoutProvider } from '../providers/payouts/port';
import { confirmPendingRefunds, payApprovedRefund } from './refund-payouts';

// A refund payout the provider took is sent once: when keeping its reference fails after the
// provider accepted it, the payout is not queued again (a second send would pay the borrower twice).

let t: LendingTestCore;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  ({ checker } = await staffUsers(t, { checker: 'admin' }));
});
afterAll(() => t.close());

describe('a refund payout whose reference could not be kept', () => {
  it('is never handed to the provider a second time', async () => {
    const loan = await paidOutLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff + 12_34);
    const [request] = await pendingRefunds(t, loan.loanId);
    if (!request) throw new Error('no refund request');

    const sent: number[] = [];
    const counting: PayoutProvider = {
      name: 'counting',
      sandbox: true,
      send: (payout) => {
        sent.push(payout.amount);
        return t.core.payouts.send(payout);
      },
      status: (reference) => t.core.payouts.status(reference),
    };
    // The database fails once, right after the provider accepted the payout (its reference kept).
    const db = t.core.db;
    let updates = 0;
    const failing = new Proxy(db, {
      get(target, prop) {
        if (prop === 'update')
          return (table: Parameters<typeof db.update>[0]) => {
            updates += 1;
            if (updates === 2) throw new Error('connection lost');
            return target.update(table);
          };
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await payApprovedRefund({ ...t.core, db: failing, payouts: counting }, request, checker);
    expect(sent).toEqual([12_34]);
    await confirmPendingRefunds({ ...t.core, payouts: counting });
    await confirmPendingRefunds({ ...t.core, payouts: counting });
    expect(sent).toEqual([12_34]);
    const rows = await t.core.db.select().from(refundPayouts).where(eq(refundPayouts.loanId, loan.loanId));
    expect(rows.map((row) => [row.amount, row.status])).toEqual([[12_34, 'sent']]);
  });
});
