import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { activeLoanOf } from '../loans/active-loan';
import { chooseRollover } from '../loans/choose-rollover';
import { deliverPaymentCallback } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { balanceOf } from './accounts';
import { loanBalances } from './ledger';

// An extension's fee paid on the last day to pay and notified the next morning (ADR 368): whether
// only late fees moved the loan since that day (`lateFeesOnlyAfter`) is read once on the way, not
// once to date the payment and again to take the late fees back.

type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
type Client = { transaction: (callback: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown> };

/** The statements matching `pattern` that the transactions of `t.core.db` send while `run` runs. */
async function statementsOf(t: LendingTestCore, pattern: RegExp, run: () => Promise<unknown>) {
  const client = (t.core.db as unknown as { $client: Client }).$client;
  const transaction = client.transaction;
  let count = 0;
  client.transaction = (callback) =>
    transaction((tx) => {
      const query = tx.query;
      return callback({
        ...tx,
        query: (text, ...rest) => {
          if (pattern.test(text)) count += 1;
          return query(text, ...rest);
        },
      });
    });
  try {
    await run();
  } finally {
    client.transaction = transaction;
  }
  return count;
}

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

describe('an extension paid on the last day to pay, notified the next morning', () => {
  it('reads the ledger after that day once, and settles as before: extended, no late fee', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    t.clock.set('2026-03-17T18:00:00Z'); // due Monday 16 (a holiday): the last day to pay
    await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } });
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    t.clock.set('2026-03-18T15:00:00Z');
    const laterLedger = /select "id", "kind" from "ledger_transactions" where .*"effective_date" > /;
    const reads = await statementsOf(t, laterLedger, () =>
      deliverPaymentCallback(t.core, {
        eventId: `read-once-${ref.reference}`,
        reference: ref.reference,
        amount: ref.amount,
        status: 'completed',
        occurredAt: '2026-03-18T03:00:00Z', // 21:00 on the 17th, Mexico City
      }),
    );
    expect(reads).toBe(1);
    expect((await activeLoanOf(t.core, loan.clientId)).dueDate).toBe('2026-03-23');
    expect(balanceOf(await loanBalances(t.core.db, loan.loanId), 'fee_receivable:late_fee')).toBe(0);
  });
});
