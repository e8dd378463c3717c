import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { describe, expect, it } from 'vitest';
import { pendingRefunds } from '../../testing/lending-fixtures';
import { speiClaimWorld } from '../../testing/spei-claim-fixtures';
import { balanceOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';

// A transfer sent to the CLABE of a loan already paid off arrived all the same: the CEP that proves it
// finds it on that loan, where it is held for the borrower and its refund asked for at once, to the
// centavo — never refused because the borrower has no open loan.

const { world, newKey, loanWithClabe, claim, paymentsOf } = speiClaimWorld();

const held = async (loanId: number) =>
  0 - balanceOf(await loanBalances(world.t.core.db, loanId), 'overpayment_suspense') || 0;

/** A loan with a SPEI reference ($500.01), then paid off in cash: the borrower has no open loan. */
async function closedLoanWithClabe() {
  const loan = await loanWithClabe(500_01);
  const { payoff } = await quoteEarlyPayoff(world.t.core.loanAccount, world.t.core.db, loan.loanId);
  const cash = await paymentReference(world.t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'cash' },
  });
  await simulateReferencePayment(world.t.core, cash.reference, payoff);
  const [row] = await world.t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
  expect(row?.status).toBe(LOAN_STATUS.paid);
  return loan;
}

describe('a claim of a transfer to a closed loan’s CLABE', () => {
  it('credits the closed loan, holds $500.01 and asks for its refund, once', async () => {
    const loan = await closedLoanWithClabe();
    const key = newKey();
    const first = await claim(loan.clientId, key, 500_01);
    expect(first).toMatchObject({ outcome: 'applied', caseFolio: null });
    const paid = (await paymentsOf(loan.loanId)).find((p) => p.id === first.paymentId);
    expect(paid).toMatchObject({ paymentType: 'clabe', paidAmount: 500_01, clabe: loan.ref.clabe });
    expect(await held(loan.loanId)).toBe(500_01);
    expect((await pendingRefunds(world.t, loan.loanId)).map((r) => Number(r.payload.amountCentavos))).toEqual(
      [500_01],
    );

    // The same clave again: already applied, nothing held twice.
    expect(await claim(loan.clientId, key, 500_01)).toMatchObject({
      outcome: 'already_applied',
      paymentId: first.paymentId,
    });
    expect(await held(loan.loanId)).toBe(500_01);
  });
});
