import { eq } from '@lender/db/orm';
import { paymentReferences, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { CoreError } from '../errors/core-error';
import { loanBalances } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { chargeRollover } from './charge-rollover';
import { debitCard } from './debit-card';
import { paymentReference } from './payment-reference';

// An amount the borrower chooses above what closes the loan today is refused on the amount field,
// naming the payoff, and nothing is made: no reference, no charge, no ledger entry (issue 61).
// Exactly the payoff is taken.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

/** What the loan has: references, payments and ledger balances, to show a refusal changed nothing. */
const stateOf = async (loanId: number) => ({
  references: await t.core.db.select().from(paymentReferences).where(eq(paymentReferences.loanId, loanId)),
  payments: await t.core.db.select().from(payments).where(eq(payments.loanId, loanId)),
  balances: await loanBalances(t.core.db, loanId),
});

const refusal = (error: unknown) => {
  expect(error).toBeInstanceOf(CoreError);
  const refused = error as CoreError;
  return { code: refused.code, field: refused.options.field, params: refused.options.params };
};

describe('an amount above the payoff', () => {
  it.each(['clabe', 'cash'] as const)(
    'a %s reference one centavo above the payoff is refused on the amount naming the payoff; the payoff itself is made',
    async (channel) => {
      const loan = await paidOutLoan(t);
      const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
      const before = await stateOf(loan.loanId);
      const error = await paymentReference(t.core, {
        actorId: loan.clientId,
        body: {
          kind: 'repayment',
          channel,
          amount: { amount: payoff + 1 },
        },
      }).catch((e: unknown) => e);
      expect(refusal(error)).toEqual({
        code: 'payment_exceeds_balance',
        field: ['amount'],
        params: { owed: payoff / 100, payoff },
      });
      expect(await stateOf(loan.loanId)).toEqual(before);
      const made = await paymentReference(t.core, {
        actorId: loan.clientId,
        body: {
          kind: 'repayment',
          channel,
          amount: { amount: payoff },
        },
      });
      expect(Math.round(made.amount.amount * 100)).toBe(payoff);
    },
  );

  it('a card charge one centavo above the payoff is refused and charges nothing; the payoff is charged', async () => {
    const loan = await paidOutLoan(t);
    await debitCard(t.core, {
      actorId: loan.clientId,
      body: {
        cardNumber: '4000056655665556',
        holderName: 'Ana López',
        expiryMonth: 1,
        expiryYear: 2031,
      },
    });
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const before = await stateOf(loan.loanId);
    const error = await chargeRollover(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        amount: { amount: payoff + 1 },
      },
    }).catch((e: unknown) => e);
    expect(refusal(error)).toEqual({
      code: 'payment_exceeds_balance',
      field: ['amount'],
      params: { owed: payoff / 100, payoff },
    });
    expect(await stateOf(loan.loanId)).toEqual(before);
    const charged = await chargeRollover(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', amount: { amount: payoff } },
    });
    expect(Math.round(charged.amount.amount * 100)).toBe(payoff);
    // With that charge pending, one centavo more names what is left: nothing.
    const more = await chargeRollover(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', amount: { amount: 1 } },
    }).catch((e: unknown) => e);
    expect(refusal(more).params).toEqual({ owed: 0, payoff: 0 });
  });
});
