import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  staffUsers,
} from '../../testing/lending-fixtures';
import { decidePaymentPlan } from '../collections/decide-payment-plan';
import { requestPaymentPlan } from '../collections/request-payment-plan';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { runOverdue } from '../loans/run-overdue';
import { chargeRollover } from './charge-rollover';
import { debitCard } from './debit-card';
import { confirmPendingCharges, simulateReferencePayment } from './payment-callbacks';
import { paymentReference } from './payment-reference';

// Issue 61 point 3: a late borrower pays first. A loan that owes money — late and on hold (30 days
// past the last day to pay), or in a payment plan — is paid online by every channel the site
// offers: a SPEI reference, a card charge and a cash reference, each to the centavo typed.

let t: LendingTestCore;
let collector: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  ({ collector } = await staffUsers(t, { collector: 'collections' }));
});
afterAll(() => t.close());

const owed = async (loanId: number) => outstandingOf(await loanBalances(t.core.db, loanId));
const statusOf = async (loanId: number) =>
  (await t.core.db.select().from(loans).where(eq(loans.id, loanId)))[0]?.status;
const paidAmounts = async (loanId: number) =>
  (await t.core.db.select().from(payments).where(eq(payments.loanId, loanId)))
    .filter((row) => row.status === 'completed')
    .map((row) => row.paidAmount)
    .sort((a, b) => (a ?? 0) - (b ?? 0));

/** Pays `spei` centavos of the client's open loan by SPEI reference, then `card` by card, as typed. */
async function payBySpeiAndCard(clientId: number, spei: number, card: number, cardNumber: string) {
  const reference = await paymentReference(t.core, {
    actorId: clientId,
    body: {
      kind: 'repayment',
      channel: 'clabe',
      amount: { amount: spei },
    },
  });
  expect(Math.round(reference.amount.amount * 100)).toBe(spei);
  await simulateReferencePayment(t.core, reference.reference);
  await debitCard(t.core, {
    actorId: clientId,
    body: {
      cardNumber,
      holderName: 'Ana López',
      expiryMonth: 1,
      expiryYear: 2031,
    },
  });
  const charged = await chargeRollover(t.core, {
    actorId: clientId,
    body: { kind: 'repayment', amount: { amount: card } },
  });
  expect(Math.round(charged.amount.amount * 100)).toBe(card);
  await confirmPendingCharges(t.core);
}

describe('a late loan is paid online by every channel', () => {
  it('on hold, 30 days late: $25.50 by SPEI, $1,000.37 by card, the rest in cash, and it is paid', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    // Due Monday 16 March (a holiday: payable on the 17th); 30 days after, on hold.
    t.clock.set('2026-04-16T18:00:00Z');
    await runOverdue(t.core, '2026-04-16');
    expect(await statusOf(loan.loanId)).toBe(LOAN_STATUS.onHold);
    const before = await owed(loan.loanId);

    await payBySpeiAndCard(loan.clientId, 25_50, 1000_37, '4000056655665556');
    expect(await owed(loan.loanId)).toBe(before - 25_50 - 1000_37);
    const cash = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    expect(Math.round(cash.amount.amount * 100)).toBe(before - 25_50 - 1000_37);
    await simulateReferencePayment(t.core, cash.reference);

    expect(await owed(loan.loanId)).toBe(0);
    expect(await statusOf(loan.loanId)).toBe(LOAN_STATUS.paid);
    expect(await paidAmounts(loan.loanId)).toEqual(
      [25_50, 1000_37, before - 25_50 - 1000_37].sort((a, b) => a - b),
    );
  });

  it('in a payment plan: its first instalment in cash, then $0.01 by SPEI and $250.37 by card', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    t.clock.set('2026-03-20T12:00:00Z');
    await runOverdue(t.core, '2026-03-20');
    const requested = await requestPaymentPlan(t.core, {
      actorId: loan.clientId,
      body: { instalments: 3, firstDate: '2026-03-27', reason: 'job_loss' },
    });
    const plan = await decidePaymentPlan(t.core, {
      actorId: collector,
      params: { id: requested.id },
      body: { decision: 'approve' },
    });
    expect(plan.status).toBe('active');
    const before = await owed(loan.loanId);
    const first = Math.round((plan.instalments[0]?.amount.amount ?? 0) * 100);
    expect(first).toBeGreaterThan(0);

    const cash = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: first },
      },
    });
    await simulateReferencePayment(t.core, cash.reference);
    await payBySpeiAndCard(loan.clientId, 1, 250_37, '4242424242424242');
    expect(await owed(loan.loanId)).toBe(before - first - 1 - 250_37);
    expect(await paidAmounts(loan.loanId)).toEqual([1, first, 250_37].sort((a, b) => a - b));
  });
});
