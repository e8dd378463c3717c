import { addDays, daysBetween } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoanRow } from '../../testing/lending-fixtures';
import { outstandingOf } from '../ledger/accounts';
import { earlyPayoffRebate } from '../ledger/early-payoff';
import { loanBalances, loanEntries, unbalancedTransactions } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { recordExternalPayment } from '../payments/record-external-payment';
import { activeLoanOf } from './active-loan';

describe('earlyPayoffRebate', () => {
  const base = {
    interest: 1_234_57,
    interestVat: 197_53,
    startDate: '2026-01-01',
    dueDate: '2026-01-31',
    vatPercent: 16,
  };
  it.each([
    // today, remaining days, interest = round_half_up(123457 × r / 30), IVA = round_half_up(16 %)
    ['2026-01-01', 30, 1_234_57, 197_53],
    ['2026-01-02', 29, 1_193_42, 190_95],
    ['2026-01-16', 15, 617_29, 98_77],
    ['2026-01-30', 1, 41_15, 6_58],
    ['2026-01-31', 0, 0, 0],
    ['2026-02-05', 0, 0, 0],
  ])('paid on %s: %i days unearned → %i interest + %i IVA', (today, remainingDays, interest, vat) => {
    const rebate = earlyPayoffRebate({ ...base, today });
    expect(rebate).toEqual({ remainingDays, termDays: 30, interest, vat });
  });
});

describe('early full payoff', () => {
  let t: LendingTestCore;
  beforeAll(async () => {
    t = await createLendingTestCore();
  });
  afterAll(() => t.close());

  const newActiveLoan = () => paidOutLoanRow(t);

  it('a partial early payment gets no rebate', async () => {
    const { loan } = await newActiveLoan();
    const outstanding = outstandingOf(await loanBalances(t.core.db, loan.id));
    await recordExternalPayment(t.core, {
      loanId: loan.id,
      amount: 100_00,
      reference: `PART-${loan.id}`,
      actor: { type: 'user', id: 1 },
    });
    expect(outstandingOf(await loanBalances(t.core.db, loan.id))).toBe(outstanding - 100_00);
    expect((await loanEntries(t.core.db, loan.id)).some((e) => e.kind === 'early_payoff_rebate')).toBe(false);
  });

  it.each([0, 1, -1])(
    'on day %i (negative: before the due date) the payoff amount settles the loan with the exact rebate',
    async (offset) => {
      const { loan, startDate, clientId } = await newActiveLoan();
      const day = offset >= 0 ? addDays(startDate, offset) : addDays(loan.dueDate, offset);
      const charge = loan.terms.charges.find((c) => c.component === 'interest');
      const expected = earlyPayoffRebate({
        interest: (charge?.gross ?? 0) - (charge?.discount ?? 0),
        interestVat: charge?.vat ?? 0,
        startDate,
        dueDate: loan.dueDate,
        today: day,
        vatPercent: 16,
      });
      expect(expected.remainingDays).toBe(daysBetween(day, loan.dueDate));
      expect(expected.interest).toBeGreaterThan(0);
      const outstanding = outstandingOf(await loanBalances(t.core.db, loan.id));
      const quote = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.id, day);
      expect(quote.payoff).toBe(outstanding - expected.interest - expected.vat);
      expect((await activeLoanOf(t.core, clientId)).earlyPayoff).toBeDefined();

      t.clock.set(new Date(`${day}T18:00:00Z`));
      await recordExternalPayment(t.core, {
        loanId: loan.id,
        amount: quote.payoff,
        reference: `EARLY-${loan.id}`,
        actor: { type: 'user', id: 1 },
      });
      const rebate = (await loanEntries(t.core.db, loan.id)).filter((e) => e.kind === 'early_payoff_rebate');
      expect(rebate.find((e) => e.account === 'interest_receivable')?.amount).toBe(-expected.interest);
      expect(rebate.find((e) => e.account === 'vat_receivable')?.amount).toBe(-expected.vat);
      expect(outstandingOf(await loanBalances(t.core.db, loan.id))).toBe(0);
      expect(await unbalancedTransactions(t.core.db)).toEqual([]);
      const [after] = await t.core.db
        .select({ status: loans.status })
        .from(loans)
        .where(eq(loans.id, loan.id));
      expect(after?.status).toBe(LOAN_STATUS.paid);
    },
  );
});
