import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { describe, expect, it } from 'vitest';
import { pendingRefunds } from '../../testing/lending-fixtures';
import { noticesOf } from '../../testing/notices-fixtures';
import { speiClaimWorld } from '../../testing/spei-claim-fixtures';
import { loanBalances } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { deliverPaymentCallback } from './payment-callbacks';
import { paymentReference } from './payment-reference';

// Issue 61 point 2, "Done when": a SPEI claim or a SPEI transfer above the payoff leaves a credit
// balance and a refund request, never a liquidated loan with money unaccounted. The loan is paid
// off with what it owed, the rest ($3,219.24 here, typed with centavos) is held for the borrower,
// its refund is asked for at once and the borrower is told it is theirs.

const { world, today, newKey, sent, loanWithClabe, claim, paymentsOf } = speiClaimWorld();
const EXTRA = 3219_24;

/** The loan is paid, `extra` is held for the borrower, its refund asked for, and the borrower told. */
async function expectCreditOf(loan: { loanId: number; clientId: number }, paid: number, extra: number) {
  const [row] = await world.t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
  expect(row?.status).toBe(LOAN_STATUS.paid);
  // Every centavo that arrived is accounted for: what was owed, and the rest held.
  const [payment] = await paymentsOf(loan.loanId);
  expect(payment?.paidAmount).toBe(paid);
  expect((await loanBalances(world.t.core.db, loan.loanId)).overpayment_suspense).toBe(-extra);
  const requests = await pendingRefunds(world.t, loan.loanId);
  expect(requests.map((request) => request.payload)).toEqual([
    { loanId: loan.loanId, amountCentavos: extra },
  ]);
  const notice = (await noticesOf(world.t, loan.clientId)).find((n) => n.template === 'payment_received');
  expect(notice?.body).toContain(`te sobran ${formatMoney(extra)}: es tu saldo a favor`);
}

describe('a SPEI transfer above the payoff', () => {
  it('claimed with "Ya pagué por SPEI": the payoff applied, $3,219.24 held and its refund asked for', async () => {
    const loan = await loanWithClabe();
    const { payoff } = await quoteEarlyPayoff(world.t.core.loanAccount, world.t.core.db, loan.loanId);
    const answer = await claim(loan.clientId, sent(newKey()), payoff + EXTRA);
    expect(answer).toMatchObject({ outcome: 'applied' });
    await expectCreditOf(loan, payoff + EXTRA, EXTRA);
  });

  it('arriving on the CLABE of a reference for the payoff: the same credit and refund request', async () => {
    const loan = await loanWithClabe();
    const { payoff } = await quoteEarlyPayoff(world.t.core.loanAccount, world.t.core.db, loan.loanId);
    const ref = await paymentReference(world.t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: payoff },
      },
    });
    const key = newKey();
    await deliverPaymentCallback(world.t.core, {
      eventId: `evt-${key}`,
      reference: ref.reference,
      amount: { amount: (payoff + EXTRA) / 100, currency: 'MXN' },
      status: 'completed',
      occurredAt: world.t.core.clock.now().toISOString(),
      transfer: { trackingKey: key, senderBank: '012', date: today() },
    });
    await expectCreditOf(loan, payoff + EXTRA, EXTRA);
  });
});
