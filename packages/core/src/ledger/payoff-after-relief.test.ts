import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
} from '../../testing/lending-fixtures';
import { balanceOf, outstandingOf } from './accounts';
import { loanBalances, loanEntries, unbalancedTransactions } from './ledger';
import { deferDueDate, lockLoanAccount, quoteEarlyPayoff } from './loan-account';

// ADR 367: a disaster-relief deferral (ADR 301) moves the due date with the balance frozen, charging
// no interest for the added months, so the early-payoff rebate still measures the signed term the
// interest was charged to (2026-03-02 → 2026-03-16, 14 days), never the moved due date. The 3,000.00
// loan owes 3,556.87, interest 291.06 + 46.57 of IVA. Unearned = round_half_up(29,106 × remaining /
// 14); IVA given back = 4,657 − round_half_up(16 % × the interest kept).

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const at = (day: string) => t.clock.set(`${day}T18:00:00Z`);
const quote = (loanId: number, day: string) => quoteEarlyPayoff(t.core.loanAccount, t.core.db, loanId, day);

/** On `day`, the borrower in a declared zone defers the loan to `newDueDate` (what takeReliefDeferral does). */
async function defer(loanId: number, day: string, newDueDate: string) {
  at(day);
  await t.core.db.transaction(async (tx) => {
    await deferDueDate(await lockLoanAccount(t.core.loanAccount, tx, loanId), newDueDate);
  });
  const [row] = await t.core.db.select({ dueDate: loans.dueDate }).from(loans).where(eq(loans.id, loanId));
  expect(row?.dueDate).toBe(newDueDate);
}

const rebateLinesOf = async (loanId: number) =>
  Object.fromEntries(
    (await loanEntries(t.core.db, loanId))
      .filter((e) => e.kind === 'early_payoff_rebate')
      .map((e) => [e.account, e.amount]),
  );

/** Pays `amount` on `day`; then the loan must be paid, nothing owed or held, the ledger balanced. */
async function payOffOn(loanId: number, day: string, amount: number) {
  at(day);
  await externalPayment(t, loanId, amount);
  const balances = await loanBalances(t.core.db, loanId);
  expect(outstandingOf(balances)).toBe(0);
  expect(balanceOf(balances, 'overpayment_suspense')).toBe(0);
  expect(await unbalancedTransactions(t.core.db)).toEqual([]);
  const [row] = await t.core.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId));
  expect(row?.status).toBe(LOAN_STATUS.paid);
  return balances;
}

describe('early payoff after a disaster-relief deferral (ADR 301, ADR 367)', () => {
  it('paid on the signed due date: nothing rebated, the payoff of the same loan not deferred', async () => {
    at('2026-03-02');
    const plain = await paidOutLoan(t);
    const deferred = await paidOutLoan(t);
    // Day 10 of 14: one month's deferral. Before the fix, 200.51 "unearned" (31 of 45 days).
    await defer(deferred.loanId, '2026-03-12', '2026-04-16');
    const a = await quote(plain.loanId, '2026-03-16');
    const b = await quote(deferred.loanId, '2026-03-16');
    expect(a.rebate).toEqual({ remainingDays: 0, termDays: 14, interest: 0, vat: 0 });
    expect(b.rebate).toEqual(a.rebate);
    expect(b.outstanding).toBe(3_556_87);
    expect(b.payoff).toBe(3_556_87);
    await payOffOn(deferred.loanId, '2026-03-16', 3_556_87);
    expect(await rebateLinesOf(deferred.loanId)).toEqual({});
  });

  it.each([
    // day, remaining days of the signed term, unearned interest, its IVA
    ['2026-03-12', 4, 83_16, 13_31], // 8,316; kept 20,790, IVA 3,326.4 → 3,326; 4,657 − 3,326
    ['2026-03-13', 3, 62_37, 9_98], // 6,237; kept 22,869, IVA 3,659.04 → 3,659
    ['2026-03-15', 1, 20_79, 3_33], // 2,079; kept 27,027, IVA 4,324.32 → 4,324
    ['2026-03-16', 0, 0, 0],
    ['2026-03-17', 0, 0, 0], // the day after the signed due date, before the deferred one
    ['2026-04-15', 0, 0, 0], // the last day before the deferred due date
    ['2026-04-16', 0, 0, 0],
  ])(
    'quoted on %s: %i days of the signed term unearned → %i + %i of IVA',
    async (day, remaining, interest, vat) => {
      at('2026-03-02');
      const plain = await paidOutLoan(t);
      const deferred = await paidOutLoan(t);
      await defer(deferred.loanId, '2026-03-11', '2026-05-16');
      const expected = { remainingDays: remaining, termDays: 14, interest, vat };
      const a = await quote(plain.loanId, day);
      const b = await quote(deferred.loanId, day);
      expect(b.rebate).toEqual(expected);
      expect(b.payoff).toBe(3_556_87 - interest - vat);
      // Before its own due date the plain loan pays off for the same.
      if (day <= '2026-03-16') expect(a.payoff).toBe(b.payoff);
    },
  );

  it('paid off early while deferred: the exact rebate is posted and the loan closes', async () => {
    at('2026-03-02');
    const loan = await paidOutLoan(t);
    await defer(loan.loanId, '2026-03-12', '2026-06-12');
    const payoff = await quote(loan.loanId, '2026-03-13');
    expect(payoff.payoff).toBe(3_556_87 - 62_37 - 9_98);
    const balances = await payOffOn(loan.loanId, '2026-03-13', payoff.payoff);
    expect(await rebateLinesOf(loan.loanId)).toEqual({
      interest_income: 62_37,
      vat_payable: 9_98,
      interest_receivable: -62_37,
      vat_receivable: -9_98,
    });
    // 11 of 14 days earned: 228.69 of interest (gross 415.80, its 124.74 discount an expense).
    expect(balanceOf(balances, 'interest_income') + balanceOf(balances, 'discount_expense')).toBe(-228_69);
  });

  it('rounds once to the centavo on a principal with centavos (2,345.67)', async () => {
    at('2026-03-02');
    const loan = await paidOutLoan(t, { amount: 2_345_67 });
    await defer(loan.loanId, '2026-03-12', '2026-04-16');
    // Interest 227.58 + 36.41 of IVA, 2,790.94 owed: 22,758 × 3 / 14 = 4,876.71 → 48.77; kept
    // 178.81, its IVA 28.6096 → 28.61, so 36.41 − 28.61 = 7.80 of IVA back.
    const payoff = await quote(loan.loanId, '2026-03-13');
    expect(payoff.rebate).toEqual({ remainingDays: 3, termDays: 14, interest: 48_77, vat: 7_80 });
    expect(payoff.payoff).toBe(2_790_94 - 48_77 - 7_80);
    await payOffOn(loan.loanId, '2026-03-13', payoff.payoff);
  });
});
