import { eq } from '@lender/db/orm';
import { fiscalIncome } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
  reversePayment,
  staffUsers,
} from '../../testing/lending-fixtures';
import { writeProductOverride } from '../catalog/product';
import { balanceOf, outstandingOf } from '../ledger/accounts';
import { incomePaidBefore } from '../ledger/income-paid';
import { loanBalances } from '../ledger/ledger';
import { runOverdue } from '../loans/run-overdue';

// ADR 369: each charge's IVA is rounded alone (a day's late fee of $13.95 carries $2.23), the CFDI's
// on the income paid ($181.35 of late fees carry $29.02). The IVA owed to SAT is what the CFDIs
// state: `vat_payable` follows them, the centavos between are the lender's (`vat_rounding`).

let t: LendingTestCore;
let staff: { maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin' });
});
afterAll(() => t.close());

/** A loan of `amount` paid off after thirteen late days: its balances and the payoff's id. */
async function paidOffLate(amount: number) {
  t.clock.set('2026-03-02T18:00:00Z');
  const loan = await paidOutLoan(t, { amount });
  t.clock.set('2026-03-30T18:00:00Z');
  await runOverdue(t.core, '2026-03-30');
  const owed = outstandingOf(await loanBalances(t.core.db, loan.loanId));
  const paymentId = await externalPayment(t, loan.loanId, owed);
  const balances = await loanBalances(t.core.db, loan.loanId);
  expect(outstandingOf(balances)).toBe(0);
  const [row] = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, paymentId));
  return { ...loan, paymentId, balances, row };
}

describe('the IVA owed to SAT is the IVA the CFDIs state', () => {
  it('late fees whose IVA rounds down day by day: the CFDI states 3 centavos more, the lender pays them', async () => {
    // The back office cut the daily late fee to 0.45 %: $13.95 a day on $3,100.00.
    await writeProductOverride(t.core.db, { lateFee: { dailyBps: 45, maxDays: 60, onHoldAfterDays: 30 } });
    const loan = await paidOffLate(3_100_00);
    expect((loan.row?.vat ?? 0) - (loan.row?.ledgerVat ?? 0)).toBe(3);
    expect(-balanceOf(loan.balances, 'vat_payable')).toBe(
      (await incomePaidBefore(t.core.db, loan.loanId)).vat,
    );
    expect(balanceOf(loan.balances, 'vat_rounding')).toBe(3);
    // The borrower paid what the ledger said: not a centavo more, nothing held.
    expect(balanceOf(loan.balances, 'overpayment_suspense')).toBe(0);
  });

  it('charges whose IVA rounds up: the borrower paid centavos of IVA no CFDI states, the lender keeps them as income', async () => {
    await writeProductOverride(t.core.db, {});
    const loan = await paidOffLate(3_123_45);
    const rounding = (loan.row?.vat ?? 0) - (loan.row?.ledgerVat ?? 0);
    expect(rounding).toBeLessThan(0);
    expect(balanceOf(loan.balances, 'vat_rounding')).toBe(rounding);
    expect(-balanceOf(loan.balances, 'vat_payable')).toBe(
      (await incomePaidBefore(t.core.db, loan.loanId)).vat,
    );

    // The payment is reversed: its CFDI is cancelled, and its rounding goes back with it.
    await reversePayment(t, staff, loan.loanId, loan.paymentId);
    const reversed = await loanBalances(t.core.db, loan.loanId);
    expect(balanceOf(reversed, 'vat_rounding')).toBe(0);
    // Paid again: the same rounding, once.
    const again = await externalPayment(t, loan.loanId, outstandingOf(reversed));
    const after = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(after)).toBe(0);
    const [row] = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, again));
    expect(balanceOf(after, 'vat_rounding')).toBe((row?.vat ?? 0) - (row?.ledgerVat ?? 0));
    expect(-balanceOf(after, 'vat_payable')).toBe((await incomePaidBefore(t.core.db, loan.loanId)).vat);
  });
});
