import { addDays, daysBetween } from '@lender/calculator/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AmountCandidate, type AmountLine, amountCandidates } from './amount-candidates';

/** What the amount pass did before the index: every candidate, filtered, then sorted. */
function scan(
  candidates: readonly AmountCandidate[],
  byAccount: boolean,
  tolerance: { amountCentavos: number; days: number },
  line: AmountLine,
  taken: ReadonlySet<number>,
) {
  return candidates
    .filter(
      (payment) =>
        !taken.has(payment.id) &&
        Math.abs((payment.paidAmount ?? payment.amount) - line.amount) <= tolerance.amountCentavos &&
        payment.completedOn !== null &&
        Math.abs(daysBetween(payment.completedOn, line.valueDate)) <= tolerance.days &&
        (!byAccount || payment.clabe === line.account),
    )
    .sort(
      (a, b) =>
        Math.abs(daysBetween(a.completedOn as string, line.valueDate)) -
          Math.abs(daysBetween(b.completedOn as string, line.valueDate)) || a.id - b.id,
    )[0];
}

const DAY0 = '2026-03-02';
const CLABES = ['002180000000000001', '002180000000000002', '002180000000000003'];
const payment = fc.record({
  clabe: fc.option(fc.constantFrom(...CLABES), { nil: null }),
  amount: fc.integer({ min: 100_00, max: 100_10 }),
  paidAmount: fc.option(fc.integer({ min: 100_00, max: 100_10 }), { nil: null }),
  completedOn: fc.option(
    fc.integer({ min: 0, max: 6 }).map((d) => addDays(DAY0, d)),
    { nil: null },
  ),
});
const line = fc.record({
  amount: fc.integer({ min: 100_00, max: 100_10 }),
  valueDate: fc.integer({ min: 0, max: 6 }).map((d) => addDays(DAY0, d)),
  account: fc.constantFrom(...CLABES),
});

describe('amountCandidates', () => {
  it('picks what a scan of every candidate picks: same account, within the tolerances, nearest date, lowest id', () => {
    fc.assert(
      fc.property(
        fc.array(payment, { maxLength: 40 }),
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        (drafts, lines, byAccount, amountCentavos, days) => {
          const candidates = drafts.map((draft, index) => ({ ...draft, id: index + 1 }));
          const tolerance = { amountCentavos, days };
          const index = amountCandidates(candidates, byAccount, tolerance);
          const taken = new Set<number>();
          for (const each of lines) {
            const expected = scan(candidates, byAccount, tolerance, each, taken);
            const found = index.best(each, (candidate) => taken.has(candidate.id));
            expect(found?.id).toBe(expected?.id);
            if (found) taken.add(found.id);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('matches a SPEI line only to a payment into its own CLABE', () => {
    const candidates = [
      { id: 1, clabe: CLABES[0] as string, amount: 500_00, paidAmount: null, completedOn: DAY0 },
      { id: 2, clabe: null, amount: 500_00, paidAmount: null, completedOn: DAY0 },
    ];
    const index = amountCandidates(candidates, true, { amountCentavos: 0, days: 1 });
    const at = (account: string) => index.best({ amount: 500_00, valueDate: DAY0, account }, () => false)?.id;
    expect(at(CLABES[0] as string)).toBe(1);
    expect(at(CLABES[1] as string)).toBeUndefined();
  });
});
