import { addDays } from '@lender/calculator/kernel';
// Issue 11 point 1 on the pure planners, with many more cases than the database property test: any
// loan (principal, interest, fees), any partial payments on any days before the due date, then the
// payoff quoted that day closes the loan, leaves nothing in suspense, and the borrower paid exactly
// principal + fees + IVA on them + interest accrued to the payoff date + IVA on it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, type LedgerLine, outstandingOf, replayBalances } from '../ledger/accounts';
import { accruedInterest, earlyPayoffRebate } from '../ledger/early-payoff';
import { chargeLines, disbursementLines, earlyPayoffRebatePlan, paymentLines } from '../ledger/postings';

/**
 * A payment on the entries so far. Its IVA is paced by the income credited before it (ADR 312; here
 * every credit, discounts and rebates too): the pace moves a centavo of rounding, never what closes.
 */
const incomePaidIn = (lines: readonly LedgerLine[]) =>
  lines
    .filter(
      (l) => l.amount < 0 && (l.account === 'interest_receivable' || l.account.startsWith('fee_receivable:')),
    )
    .reduce((sum, l) => sum - l.amount, 0);
const paceOf = (entries: readonly LedgerLine[]) => ({ percent: 16, paidBefore: incomePaidIn(entries) });
const pay = (entries: readonly LedgerLine[], amount: number, applied = 0) =>
  paymentLines(replayBalances(entries), amount, paceOf(entries), undefined, applied);
/** The rebate's lines, and the refund it holds for the payoff's payment to apply. */
const rebateOf = (entries: readonly LedgerLine[], interest: number, vat: number) =>
  earlyPayoffRebatePlan(interest, vat, replayBalances(entries), paceOf(entries));

const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

describe('early payoff planners (issue 11 point 1)', () => {
  it('property: the payoff after any partial payments closes the loan at the fair total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 20_000_00 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        fc.integer({ min: 0, max: 1_000_00 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.record({ day: fc.nat({ max: 59 }), share: fc.integer({ min: 1, max: 99 }) }), {
          maxLength: 6,
        }),
        fc.nat({ max: 59 }),
        (principal, interest, fee, term, partials, payoffOffset) => {
          const start = '2026-01-05';
          const due = addDays(start, term);
          const interestVat = halfUp(interest * 16, 100);
          const feeVat = halfUp(fee * 16, 100);
          const entries: LedgerLine[] = [
            ...disbursementLines(principal),
            ...chargeLines({ component: 'interest', gross: interest, discount: 0, vat: interestVat }),
            ...chargeLines({ component: 'service_fee', gross: fee, discount: 0, vat: feeVat }),
          ];
          const quote = (day: string) => {
            const balances = replayBalances(entries);
            const rebate = earlyPayoffRebate({
              interest,
              interestVat,
              startDate: start,
              dueDate: due,
              today: day,
              vatPercent: 16,
            });
            return { balances, rebate, payoff: outstandingOf(balances) - rebate.interest - rebate.vat };
          };
          let paid = 0;
          const days = partials.map((p) => Math.min(p.day, term - 1)).sort((a, b) => a - b);
          for (const [i, offset] of days.entries()) {
            const { payoff } = quote(addDays(start, Math.max(0, offset)));
            const amount = Math.floor((payoff * (partials[i]?.share ?? 1)) / 100);
            if (amount <= 0 || amount >= payoff) continue;
            entries.push(...pay(entries, amount));
            paid += amount;
          }
          const payoffDay = addDays(start, Math.min(Math.max(payoffOffset, days.at(-1) ?? 0), term));
          const { rebate, payoff } = quote(payoffDay);
          expect(payoff).toBeGreaterThan(0);
          let applied = 0;
          if (rebate.interest + rebate.vat > 0) {
            const plan = rebateOf(entries, rebate.interest, rebate.vat);
            entries.push(...plan.lines);
            applied = plan.applied;
          }
          entries.push(...pay(entries, payoff, applied));
          paid += payoff;
          const after = replayBalances(entries);
          expect(outstandingOf(after)).toBe(0);
          expect(balanceOf(after, 'overpayment_suspense')).toBe(0);
          expect(Object.values(after).reduce((s, v) => s + (v ?? 0), 0)).toBe(0);
          const accrued = accruedInterest({ interest, startDate: start, dueDate: due, today: payoffDay });
          expect(paid).toBe(principal + fee + feeVat + accrued + halfUp(accrued * 16, 100));
          // What the lender keeps as income and owes SAT is exactly the earned part.
          expect(0 - balanceOf(after, 'interest_income') + 0).toBe(accrued);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('the issue example: 500 and 300 paid on day 0 lower the payoff by exactly 800', () => {
    // 3,000 MXN over 8 days; the whole interest is unearned on day 0.
    const interest = 30_000;
    const vat = halfUp(interest * 16, 100);
    const entries: LedgerLine[] = [
      ...disbursementLines(3_000_00),
      ...chargeLines({ component: 'interest', gross: interest, discount: 0, vat }),
    ];
    const rebate = earlyPayoffRebate({
      interest,
      interestVat: vat,
      startDate: '2026-01-05',
      dueDate: '2026-01-13',
      today: '2026-01-05',
      vatPercent: 16,
    });
    const before = outstandingOf(replayBalances(entries)) - rebate.interest - rebate.vat;
    entries.push(...pay(entries, 500_00));
    entries.push(...pay(entries, 300_00));
    const after = outstandingOf(replayBalances(entries)) - rebate.interest - rebate.vat;
    expect(after).toBe(before - 800_00);
    const plan = rebateOf(entries, rebate.interest, rebate.vat);
    entries.push(...plan.lines);
    // The refund of the interest paid goes to principal: nothing is left for the payoff to apply.
    expect(plan.applied).toBe(0);
    expect(outstandingOf(replayBalances(entries))).toBe(after);
  });
});
