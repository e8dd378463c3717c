import { and, eq } from '@lender/db/orm';
import { fiscalCredits, fiscalIncome, ledgerTransactions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
  reversePayment,
  staffUsers,
} from '../../testing/lending-fixtures';
import { balanceOf, outstandingOf } from '../ledger/accounts';
import { incomePaidBefore } from '../ledger/income-paid';
import { loanBalances, loanEntries } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { receiptOf } from '../payments/payment-receipts';
import { paymentCredits } from './fiscal-income';

// The property test's counterexample (seed 10800811), as a story: a partial payment pays interest,
// an earlier payment is reversed (its processing fee owed again), then the loan is paid off early.
// The rebate gives back the interest the partial paid, with its IVA; that refund pays the processing
// fee and its IVA with the payoff (compensation), so the payoff's CFDI states that fee and its IVA
// and the IVA the books owe SAT is the IVA the CFDIs state, net of the credit note.

let t: LendingTestCore;
let staff: { maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin' });
});
afterAll(() => t.close());

const pay = (loanId: number, amount: number) => externalPayment(t, loanId, amount);

describe('an early payoff after a partial payment of interest and the reversal of an earlier payment', () => {
  it.each([
    ['pays exactly the payoff', false],
    ['pays more than the payoff', true],
  ])('%s: its CFDI states the fee and IVA the rebate’s refund paid', async (_name, more) => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    // 306 of processing fee + 49 of IVA; then the rest of that fee, the service fee and 91 of interest.
    const first = await pay(loan.loanId, 355);
    const second = await pay(loan.loanId, 21_675);
    expect((await paymentCredits(t.core.db, loan.loanId, second)).bases.get('interest')).toBe(91);
    await reversePayment(t, staff, loan.loanId, first);
    const quote = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    expect(quote.rebate.interest).toBeGreaterThan(0);
    const amount = more ? outstandingOf(await loanBalances(t.core.db, loan.loanId)) : quote.payoff;
    const payoff = await pay(loan.loanId, amount);
    expect(outstandingOf(await loanBalances(t.core.db, loan.loanId))).toBe(0);

    // The payoff's CFDI: all of the processing fee owed again, with its IVA, stated once.
    const [income] = await t.core.db
      .select()
      .from(fiscalIncome)
      .where(and(eq(fiscalIncome.loanId, loan.loanId), eq(fiscalIncome.paymentId, payoff)));
    expect(income?.lines).toEqual([{ component: 'processing_fee', base: 306, vat: 49 }]);
    expect(income?.vat).toBe(49);
    expect(income?.ledgerVat).toBe(49);
    const credits = await paymentCredits(t.core.db, loan.loanId, payoff);
    expect(credits.bases.get('processing_fee')).toBe(306);
    expect(credits.vat).toBe(49);
    // The credit note gives back the interest 91 with its IVA.
    const [credit] = await t.core.db.select().from(fiscalCredits).where(eq(fiscalCredits.paymentId, payoff));
    expect(credit).toMatchObject({ component: 'interest', base: 91, vat: 15 });

    // The IVA the books owe SAT is the IVA the CFDIs state: 2,990 + 49 − 15.
    const stated = await incomePaidBefore(t.core.db, loan.loanId);
    expect(stated.vat).toBe(2_990 + 49 - 15);
    expect(0 - balanceOf(await loanBalances(t.core.db, loan.loanId), 'vat_payable')).toBe(stated.vat);

    // The rebate gives back the 91 of interest and its 15 of IVA the second payment paid: held, and
    // applied by the payoff with its own money to the processing fee owed again (306) and its IVA.
    const entries = await loanEntries(t.core.db, loan.loanId);
    const rebate = entries.filter((e) => e.kind === 'early_payoff_rebate');
    expect(rebate.find((e) => e.account === 'overpayment_suspense')?.amount).toBe(-(91 + 15));

    // The receipt: the IVA of its CFDI, parts adding up to the money received, the rebate beside.
    const receipt = await receiptOf(t.core, payoff, 'back-office');
    const parts = receipt.allocation;
    expect(parts.vat).toBe(49);
    expect(parts.feesByKind.processing_fee).toBe(306);
    expect(parts.overpayment).toBeGreaterThanOrEqual(0);
    expect(
      parts.interest + parts.lateFees + parts.fees + parts.vat + parts.principal + parts.overpayment,
    ).toBe(amount);
    expect(receipt.rebate).toBe(quote.rebate.interest + quote.rebate.vat);
    expect(receipt.balanceAfter).toBe(0);
  });

  it('a reversed payoff takes its rebate and the refund it applied back', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    const first = await pay(loan.loanId, 355);
    await pay(loan.loanId, 21_675);
    const reverse = (paymentId: number) => reversePayment(t, staff, loan.loanId, paymentId);
    await reverse(first);
    const before = await loanBalances(t.core.db, loan.loanId);
    const quote = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const payoff = await pay(loan.loanId, quote.payoff);
    await reverse(payoff);
    const after = await loanBalances(t.core.db, loan.loanId);
    for (const account of [
      'vat_receivable',
      'vat_payable',
      'overpayment_suspense',
      'interest_income',
    ] as const)
      expect(balanceOf(after, account)).toBe(balanceOf(before, account));
    const reversal = await t.core.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.loanId, loan.loanId),
          eq(ledgerTransactions.reference, `reversal:payment:${payoff}`),
        ),
      );
    expect(reversal).toHaveLength(1);
  });
});
