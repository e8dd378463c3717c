import fc from 'fast-check';
import { afterAll, beforeAll, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../../testing/lending-fixtures';
import {
  agreed,
  CLABES,
  type LineDraft,
  type PaymentDraft,
  type ScenarioLoan,
} from '../../../testing/settlement-scenarios';

// The set-based matcher (ADR 297) against the line-by-line one it replaced, on random payments
// (statuses, types, amounts, CLABEs, completion hours) and one to three statements whose keys,
// references, amounts, dates and accounts are drawn from small pools so that they meet: copies of
// earlier lines (repeated, duplicates), keys of payments, amounts a centavo apart, contested
// payments, exceptions posted between files. Each file's lines, checks and counts must be equal.

let t: LendingTestCore;
let loan: ScenarioLoan;
beforeAll(async () => {
  t = await createLendingTestCore();
  loan = await paidOutLoan(t);
});
afterAll(() => t.close());

it('the set-based matcher decides what the line-by-line one decided for random statements, payments and earlier files', async () => {
  // Small pools, so that keys, movements, accounts, amounts and dates meet often.
  const payment = fc.record({
    status: fc.constantFrom('completed', 'completed', 'completed', 'pending', 'failed', 'reversed'),
    type: fc.constantFrom(undefined, undefined, undefined, 'card'),
    amount: fc.constantFrom(100_00, 100_01, 250_00),
    paid: fc.option(fc.constantFrom(99_99, 100_00, 100_02, 250_00), { nil: null, freq: 2 }),
    clabe: fc.option(fc.constantFrom(CLABES[0], CLABES[1]), { nil: null, freq: 6 }),
    day: fc.integer({ min: 0, max: 3 }),
    hour: fc.constantFrom(0, 12, 23),
    providerId: fc.boolean(),
    barcode: fc.boolean(),
  }) as fc.Arbitrary<PaymentDraft>;
  const line = fc.record({
    key: fc.constantFrom('P0', 'P1', 'P2', 'R0', 'R3', 'B0', 'B2', 'U0', 'U1', 'U2', 'U3', 'U4', 'U5'),
    ref: fc.constantFrom('', '', '', '', 'R0', 'R2', 'R5', 'X'),
    amount: fc.constantFrom(99_99, 100_00, 100_00, 100_01, 100_02, 250_00),
    day: fc.integer({ min: 0, max: 3 }),
    account: fc.constantFrom(CLABES[0], CLABES[0], CLABES[1], CLABES[2]),
  });
  /** A line, or a copy of one drawn before (this file's or an earlier one's). */
  const entry = fc.oneof({ arbitrary: line, weight: 3 }, { arbitrary: fc.nat(), weight: 1 });
  const statement = fc.record({
    entries: fc.array(entry, { maxLength: 10 }),
    post: fc.option(fc.record({ line: fc.nat(), payment: fc.nat(), file: fc.nat() }), { nil: null }),
  });
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('spei' as const, 'cash' as const),
      fc.record({ amountCentavos: fc.integer({ min: 0, max: 2 }), days: fc.integer({ min: 0, max: 2 }) }),
      fc.array(payment, { maxLength: 8 }),
      fc.array(statement, { minLength: 1, maxLength: 3 }),
      async (channel, tolerance, drafts, statements) => {
        const drawn: LineDraft[] = [];
        const files = statements.map(({ entries, post }) => ({
          post,
          lines: entries.map((each) => {
            const picked =
              typeof each === 'number' ? (drawn[each % Math.max(drawn.length, 1)] ?? null) : each;
            const chosen = picked ?? { key: 'U0', amount: 100_00, day: 0 };
            drawn.push(chosen);
            return chosen;
          }),
        }));
        await agreed(t.core.db, loan, { channel, tolerance, payments: drafts, files });
      },
    ),
    { numRuns: 80 },
  );
  // 80 scenarios of up to three imports each: about 20 s on PGlite on a busy machine.
}, 240_000);
