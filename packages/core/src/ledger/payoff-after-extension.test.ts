import { fromApiAmount } from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { fiscalCredits, loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
  payExtension,
} from '../../testing/lending-fixtures';
import { chooseRollover } from '../loans/choose-rollover';
import { deliverPaymentCallback } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { balanceOf, outstandingOf } from './accounts';
import { loanBalances, loanEntries, unbalancedTransactions } from './ledger';
import { deferDueDate, lockLoanAccount, quoteEarlyPayoff } from './loan-account';

// ADR 367: an extension's fee buys the added days and is earned when paid; the interest was charged
// to the signed term (2026-03-02 → 2026-03-16, 14 days), so paying off early after an extension
// gives back the part of it not yet earned on the payoff day, as it would without the extension.
// The 3,000.00 loan: interest 291.06 (415.80 less 124.74 of discount) + 46.57 of IVA, service fee
// 150.00 + 24.00, processing fee 39.00 + 6.24: 3,556.87 owed. The 7-day extension: 195.00 + 31.20.
// Unearned = round_half_up(29,106 × remaining / 14); IVA given back = 4,657 − round_half_up(16 % ×
// the interest kept).

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const at = (day: string) => t.clock.set(`${day}T18:00:00Z`);
const quote = (loanId: number, day: string) => quoteEarlyPayoff(t.core.loanAccount, t.core.db, loanId, day);
const rebateOn = async (loanId: number, day: string) => (await quote(loanId, day)).rebate;

const dueDateOf = async (loanId: number) =>
  (await t.core.db.select({ dueDate: loans.dueDate }).from(loans).where(eq(loans.id, loanId)))[0]?.dueDate;

/** Pays `amount` on `day`; then the loan must be paid, nothing owed or held, the ledger balanced. */
async function payOffOn(loanId: number, day: string, amount: number) {
  at(day);
  const paymentId = await externalPayment(t, loanId, amount);
  const balances = await loanBalances(t.core.db, loanId);
  expect(outstandingOf(balances)).toBe(0);
  expect(balanceOf(balances, 'overpayment_suspense')).toBe(0);
  expect(await unbalancedTransactions(t.core.db)).toEqual([]);
  const [row] = await t.core.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId));
  expect(row?.status).toBe(LOAN_STATUS.paid);
  return { paymentId, balances };
}

/** The lines of the loan's early-payoff rebate, by account. */
async function rebateLines(loanId: number) {
  const entries = (await loanEntries(t.core.db, loanId)).filter((e) => e.kind === 'early_payoff_rebate');
  return Object.fromEntries(entries.map((e) => [e.account, e.amount]));
}

describe('early payoff after an extension (ADR 367)', () => {
  it('gives back the 11 unearned days of the signed term, as without the extension, and keeps the fee', async () => {
    at('2026-03-02');
    const plain = await paidOutLoan(t);
    const extended = await paidOutLoan(t);
    // Day 2 of 14: the 7-day extension is bought; everything is paid on day 3.
    at('2026-03-04');
    await payExtension(t, extended.clientId);
    expect(await dueDateOf(extended.loanId)).toBe('2026-03-23');
    const expected = { remainingDays: 11, termDays: 14, interest: 228_69, vat: 36_59 };
    const withoutExtension = await quote(plain.loanId, '2026-03-05');
    const withExtension = await quote(extended.loanId, '2026-03-05');
    expect(withoutExtension.rebate).toEqual(expected);
    expect(withExtension.rebate).toEqual(expected);
    // The fee was paid in full: the loan owes what the plain one does, and pays off for the same.
    expect(withExtension.outstanding).toBe(3_556_87);
    expect(withExtension.payoff).toBe(3_291_59);
    expect(withoutExtension.payoff).toBe(3_291_59);

    const { balances } = await payOffOn(extended.loanId, '2026-03-05', 3_291_59);
    expect(await rebateLines(extended.loanId)).toEqual({
      interest_income: 228_69,
      vat_payable: 36_59,
      interest_receivable: -228_69,
      vat_receivable: -36_59,
    });
    // The extension fee is earned when paid: its income and IVA stay.
    expect(balanceOf(balances, 'fee_income:extension_fee')).toBe(-195_00);
    // Income kept: 62.37 of interest (3 days) + 384.00 of fees = 446.37, IVA 71.42 (16 %, once).
    // Interest income is gross (415.80), its 124.74 of discount an expense.
    expect(balanceOf(balances, 'interest_income') + balanceOf(balances, 'discount_expense')).toBe(-62_37);
    expect(balanceOf(balances, 'vat_payable')).toBe(-(46_57 - 36_59 + 24_00 + 6_24 + 31_20));
    // No payment before the payoff paid interest: no credit note.
    expect(
      await t.core.db.select().from(fiscalCredits).where(eq(fiscalCredits.loanId, extended.loanId)),
    ).toEqual([]);
  });

  it('measures the signed term: 1 day on its last day, none from its due date, before the moved one', async () => {
    at('2026-03-02');
    const extended = await paidOutLoan(t);
    at('2026-03-04');
    await payExtension(t, extended.clientId);
    // The last day of the signed term: 1 of 14 days unearned, 29,106 / 14 = 20.79; IVA 46.57 − 43.24.
    expect(await rebateOn(extended.loanId, '2026-03-15')).toEqual({
      remainingDays: 1,
      termDays: 14,
      interest: 20_79,
      vat: 3_33,
    });
    // The signed due date, the day after it and the moved due date: all the interest was earned.
    for (const day of ['2026-03-16', '2026-03-17', '2026-03-23', '2026-03-24']) {
      const after = await quote(extended.loanId, day);
      expect(after.rebate).toEqual({ remainingDays: 0, termDays: 14, interest: 0, vat: 0 });
      expect(after.payoff).toBe(3_556_87);
    }
    // Paid in full the day after the signed due date: no rebate is posted, the loan closes.
    await payOffOn(extended.loanId, '2026-03-17', 3_556_87);
    expect(await rebateLines(extended.loanId)).toEqual({});
  });

  it('rounds once to the centavo on a principal with centavos (2,345.67)', async () => {
    at('2026-03-02');
    const loan = await paidOutLoan(t, { amount: 2_345_67 });
    at('2026-03-04');
    await payExtension(t, loan.clientId);
    // Interest 227.58 + 36.41 of IVA: 22,758 × 11 / 14 = 17,881.29 → 178.81; kept 48.77, its IVA
    // 7.8032 → 7.80, so 36.41 − 7.80 = 28.61 of IVA back. Owed 2,790.94 (the extension's 176.87 paid).
    const payoff = await quote(loan.loanId, '2026-03-05');
    expect(payoff.rebate).toEqual({ remainingDays: 11, termDays: 14, interest: 178_81, vat: 28_61 });
    expect(payoff.outstanding).toBe(2_790_94);
    expect(payoff.payoff).toBe(2_790_94 - 178_81 - 28_61);
    const { balances } = await payOffOn(loan.loanId, '2026-03-05', payoff.payoff);
    expect(balanceOf(balances, 'interest_income') + balanceOf(balances, 'discount_expense')).toBe(-48_77);
    expect(balanceOf(balances, 'fee_income:extension_fee')).toBe(-152_47);
  });

  it('two extensions: both fees kept, the 10 unearned days of the signed term given back', async () => {
    at('2026-03-02');
    const loan = await paidOutLoan(t);
    at('2026-03-04');
    await payExtension(t, loan.clientId);
    at('2026-03-05');
    await payExtension(t, loan.clientId);
    expect(await dueDateOf(loan.loanId)).toBe('2026-03-30');
    // 29,106 × 10 / 14 = 207.90; kept 83.16, its IVA 13.3056 → 13.31; 46.57 − 13.31 = 33.26.
    const payoff = await quote(loan.loanId, '2026-03-06');
    expect(payoff.rebate).toEqual({ remainingDays: 10, termDays: 14, interest: 207_90, vat: 33_26 });
    expect(payoff.payoff).toBe(3_556_87 - 207_90 - 33_26);
    const { balances } = await payOffOn(loan.loanId, '2026-03-06', payoff.payoff);
    expect(balanceOf(balances, 'fee_income:extension_fee')).toBe(-2 * 195_00);
    expect(balanceOf(balances, 'interest_income') + balanceOf(balances, 'discount_expense')).toBe(-83_16);
  });

  it('an extension then a relief deferral: still the signed term', async () => {
    at('2026-03-02');
    const loan = await paidOutLoan(t);
    at('2026-03-04');
    await payExtension(t, loan.clientId);
    at('2026-03-06');
    await t.core.db.transaction(async (tx) => {
      await deferDueDate(await lockLoanAccount(t.core.loanAccount, tx, loan.loanId), '2026-04-23');
    });
    // 29,106 × 9 / 14 = 187.11; kept 103.95, its IVA 16.632 → 16.63; 46.57 − 16.63 = 29.94.
    expect(await rebateOn(loan.loanId, '2026-03-07')).toEqual({
      remainingDays: 9,
      termDays: 14,
      interest: 187_11,
      vat: 29_94,
    });
    for (const day of ['2026-03-16', '2026-03-23', '2026-04-22']) {
      expect((await rebateOn(loan.loanId, day)).interest).toBe(0);
    }
  });

  it('a partial payment of interest after the extension: the rebate refunds it with a credit note', async () => {
    at('2026-03-02');
    const plain = await paidOutLoan(t);
    const extended = await paidOutLoan(t);
    at('2026-03-04');
    await payExtension(t, extended.clientId);
    // 500.00 pays the fees and their IVA (219.24), then 242.03 of interest + 38.72 of IVA. The rebate
    // of 228.69 takes the 49.03 still owed; the other 179.66 had been paid: a credit note gives it
    // back with 28.74 of IVA (the IVA stated less 16 % of the income that stays, rounded once, ADR 312).
    await externalPayment(t, plain.loanId, 500_00);
    await externalPayment(t, extended.loanId, 500_00);
    const plainQuote = await quote(plain.loanId, '2026-03-05');
    const extendedQuote = await quote(extended.loanId, '2026-03-05');
    expect(extendedQuote.rebate).toEqual(plainQuote.rebate);
    expect(extendedQuote.payoff).toBe(plainQuote.payoff);
    const credits = [];
    for (const loan of [plain, extended]) {
      const payoff = await quote(loan.loanId, '2026-03-05');
      const { paymentId } = await payOffOn(loan.loanId, '2026-03-05', payoff.payoff);
      const [credit] = await t.core.db
        .select()
        .from(fiscalCredits)
        .where(eq(fiscalCredits.paymentId, paymentId));
      credits.push(credit);
    }
    expect(credits[1]).toMatchObject({ component: 'interest', base: 179_66, vat: 28_74 });
    expect(credits[1]).toMatchObject({ base: credits[0]?.base, vat: credits[0]?.vat });
  });

  it("the extension's fee and the payoff in one transfer to its reference: the rebate as if paid apart", async () => {
    at('2026-03-02');
    const loan = await paidOutLoan(t);
    at('2026-03-05');
    const chosen = await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } });
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'clabe' },
    });
    // A transfer may carry more than the reference asks: the fee (226.20) and the day's payoff.
    const amount = fromApiAmount(chosen.fee.amount) + 3_291_59;
    await deliverPaymentCallback(t.core, {
      eventId: 'EXT-AND-PAYOFF',
      reference: ref.reference,
      amount: { amount: amount / 100, currency: 'MXN' },
      status: 'completed',
      occurredAt: t.core.clock.now().toISOString(),
    });
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(balances)).toBe(0);
    expect(balanceOf(balances, 'overpayment_suspense')).toBe(0);
    expect(balanceOf(balances, 'fee_income:extension_fee')).toBe(-195_00);
    expect(await rebateLines(loan.loanId)).toMatchObject({ interest_income: 228_69, vat_payable: 36_59 });
    const [row] = await t.core.db
      .select({ status: loans.status })
      .from(loans)
      .where(eq(loans.id, loan.loanId));
    expect(row?.status).toBe(LOAN_STATUS.paid);
  });
});
