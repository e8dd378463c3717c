// Issue 11 point 1: the amount that closes a loan on a day must not depend on how earlier payments
// were split. Property: for any sequence of partial payments on any days, paying the shown payoff
// closes the loan, and everything paid equals principal + fees + the interest accrued to the payoff
// date + IVA on them (late fees included once the loan is overdue).

import { addDays, daysBetween } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans, payments } from '@lender/db/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoanRow } from '../../testing/lending-fixtures';
import { TEST_NOW } from '../../testing/test-core';
import { lastDayToPay } from '../calendar/bank-calendar';
import { outstandingOf } from '../ledger/accounts';
import { accruedInterest } from '../ledger/early-payoff';
import { loanBalances, unbalancedTransactions } from '../ledger/ledger';
import { recordExternalPayment } from '../payments/record-external-payment';
import { activeLoanOf } from './active-loan';
import { DEFAULT_LATE_POLICY } from './loans';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

async function newActiveLoan(amount = 3_000_00) {
  t.clock.set(TEST_NOW);
  return paidOutLoanRow(t, { amount });
}

let receipts = 0;
async function pay(loanId: number, day: string, amount: number) {
  t.clock.set(`${day}T18:00:00Z`);
  await recordExternalPayment(t.core, {
    loanId,
    amount,
    reference: `PROP-${loanId}-${++receipts}`,
    actor: { type: 'user', id: 1 },
  });
}

async function paidOn(loanId: number) {
  const rows = await t.core.db.select().from(payments).where(eq(payments.loanId, loanId));
  return rows.reduce((sum, row) => sum + (row.paidAmount ?? 0), 0);
}

async function statusOf(loanId: number) {
  const [row] = await t.core.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId));
  return row?.status;
}

/** What closing the loan on `day` must have cost in all, from the signed terms and the late policy. */
function expectedTotal(loan: typeof loans.$inferSelect, startDate: string, day: string): number {
  let total = loan.principal;
  for (const charge of loan.terms.charges) {
    if (charge.component === 'interest') {
      const net = charge.gross - charge.discount;
      const accrued = accruedInterest({ interest: net, startDate, dueDate: loan.dueDate, today: day });
      total += accrued + halfUp(accrued * 16, 100);
    } else {
      total += charge.gross - charge.discount + charge.vat;
    }
  }
  if (day > lastDayToPay(loan.dueDate)) {
    // One fee for each day since the last day to pay (the contract's term clause, ADR 211).
    const days = Math.min(daysBetween(lastDayToPay(loan.dueDate), day), DEFAULT_LATE_POLICY.maxDays);
    const gross = halfUp(loan.principal * DEFAULT_LATE_POLICY.dailyBps, 10_000);
    total += days * (gross + halfUp(gross * 16, 100));
  }
  return total;
}

describe('early payoff after partial payments (issue 11 point 1)', () => {
  it('500 by card and 300 in cash on day 0 lower the payoff by exactly 800', async () => {
    const { loan, clientId, startDate } = await newActiveLoan();
    t.clock.set(`${startDate}T18:00:00Z`);
    const before = (await activeLoanOf(t.core, clientId)).earlyPayoff?.amount ?? 0;
    await pay(loan.id, startDate, 500_00);
    await pay(loan.id, startDate, 300_00);
    const after = (await activeLoanOf(t.core, clientId)).earlyPayoff?.amount ?? 0;
    expect(Math.round(after * 100)).toBe(Math.round(before * 100) - 800_00);
    await pay(loan.id, startDate, Math.round(after * 100));
    expect(await statusOf(loan.id)).toBe(LOAN_STATUS.paid);
    expect(outstandingOf(await loanBalances(t.core.db, loan.id))).toBe(0);
    expect((await loanBalances(t.core.db, loan.id)).overpayment_suspense ?? 0).toBe(0);
    expect(await paidOn(loan.id)).toBe(expectedTotal(loan, startDate, startDate));
  });

  it('property: any partial payments on any days, then the shown payoff closes the loan at the fair total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ day: fc.nat({ max: 24 }), share: fc.integer({ min: 1, max: 90 }) }), {
          maxLength: 4,
        }),
        fc.nat({ max: 24 }),
        async (partials, payoffOffset) => {
          const { loan, clientId, startDate } = await newActiveLoan();
          const days = partials.map((p) => p.day).sort((a, b) => a - b);
          const payoffDay = addDays(startDate, Math.max(payoffOffset, days.at(-1) ?? 0));
          for (const [i, offset] of days.entries()) {
            const day = addDays(startDate, offset);
            t.clock.set(`${day}T18:00:00Z`);
            const shown = Math.round(((await activeLoanOf(t.core, clientId)).earlyPayoff?.amount ?? 0) * 100);
            // A partial payment: a share of what closing the loan would cost that day, at least 1 peso.
            const amount = Math.max(1_00, Math.floor((shown * (partials[i]?.share ?? 1)) / 100));
            if (amount >= shown) continue;
            await pay(loan.id, day, amount);
          }
          t.clock.set(`${payoffDay}T18:00:00Z`);
          const view = await activeLoanOf(t.core, clientId);
          const payoff = Math.round((view.earlyPayoff?.amount ?? 0) * 100);
          expect(payoff).toBeGreaterThan(0);
          await pay(loan.id, payoffDay, payoff);
          expect(await statusOf(loan.id)).toBe(LOAN_STATUS.paid);
          const balances = await loanBalances(t.core.db, loan.id);
          expect(outstandingOf(balances)).toBe(0);
          expect(balances.overpayment_suspense ?? 0).toBe(0);
          expect(await paidOn(loan.id)).toBe(expectedTotal(loan, startDate, payoffDay));
        },
      ),
      { numRuns: 12 },
    );
    expect(await unbalancedTransactions(t.core.db)).toEqual([]);
  }, 600_000);
});
