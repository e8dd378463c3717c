import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../../testing/lending-fixtures';
import {
  agreed,
  CLABES,
  type LineDraft,
  outcomes,
  type PaymentDraft,
  type ScenarioLoan,
} from '../../../testing/settlement-scenarios';

// The set-based matcher (ADR 297) against the line-by-line one it replaced (kept in testing/): the
// same lines, outcomes, payments named, expected amounts, payment checks and counts, for the cases
// the old one decided; each also says what was decided. Random statements:
// settlement-matching.property.test.ts.

let t: LendingTestCore;
let loan: ScenarioLoan;
beforeAll(async () => {
  t = await createLendingTestCore();
  loan = await paidOutLoan(t);
});
afterAll(() => t.close());

describe('the set-based matcher decides what the line-by-line one decided', () => {
  it('by key: a key listed twice, a payment taken by an earlier line, a payment not settled, no payment', async () => {
    const [file] = await agreed(t.core.db, loan, {
      channel: 'spei',
      payments: [{ amount: 500_00 }, { amount: 300_00, day: 1 }, { amount: 200_00, status: 'pending' }],
      files: [
        {
          lines: [
            { key: 'P0', amount: 500_00, day: 0 },
            { key: 'P0', amount: 500_00, day: 0 },
            { key: 'U1', ref: 'R1', amount: 300_00, day: 1 },
            { key: 'U2', ref: 'R1', amount: 300_00, day: 1 },
            { key: 'P2', amount: 200_00, day: 0 },
            { key: 'U3', amount: 999_00, day: 0 },
          ],
        },
      ],
    });
    expect(file?.lines.map(([, outcome, payment, expected]) => [outcome, payment, expected])).toEqual([
      ['matched', 0, null],
      ['duplicate', 0, null],
      ['matched', 1, null],
      ['duplicate', 1, null],
      ['unmatched', 2, 200_00],
      ['unmatched', null, null],
    ]);
    expect(file?.checks).toEqual([
      [0, 'matched', 2],
      [1, 'matched', 4],
    ]);
    expect(file?.counts).toMatchObject({ matched: 2, duplicate: 2, unmatched: 2, missing: 0 });
  });

  it('a line naming two payments: its key wins over its reference, which a later line may still take', async () => {
    const [file] = await agreed(t.core.db, loan, {
      channel: 'spei',
      payments: [{ amount: 100_00 }, { amount: 200_00 }],
      files: [
        {
          lines: [
            { key: 'P0', ref: 'R1', amount: 100_00, day: 0 },
            { key: 'U1', ref: 'R1', amount: 200_00, day: 0 },
          ],
        },
      ],
    });
    expect(outcomes(file)).toEqual([
      ['matched', 0],
      ['matched', 1],
    ]);
  });

  it('amounts off by a centavo: a mismatch by key and no match by amount at 0, both matched at 1', async () => {
    const payments: PaymentDraft[] = [
      { amount: 100_00 },
      { amount: 100_00, paid: 100_01 },
      { amount: 100_00, providerId: false, clabe: CLABES[1] },
    ];
    const lines: LineDraft[] = [
      { key: 'P0', amount: 100_01, day: 0 },
      { key: 'P1', amount: 100_01, day: 0 },
      { key: 'U1', amount: 100_01, day: 0, account: CLABES[1] },
    ];
    const [exact] = await agreed(t.core.db, loan, { channel: 'spei', payments, files: [{ lines }] });
    expect(exact?.lines.map(([, outcome, payment, expected]) => [outcome, payment, expected])).toEqual([
      ['amount_mismatch', 0, 100_00],
      ['matched', 1, null],
      ['unmatched', null, null],
    ]);
    const [loose] = await agreed(t.core.db, loan, {
      channel: 'spei',
      tolerance: { amountCentavos: 1, days: 1 },
      payments,
      files: [{ lines }],
    });
    expect(outcomes(loose)).toEqual([
      ['matched', 0],
      ['matched', 1],
      ['matched', 2],
    ]);
  });

  it('ties in the amount pass: the nearest date, then the lowest id, each payment once, in file order', async () => {
    const [file] = await agreed(t.core.db, loan, {
      channel: 'spei',
      payments: [
        { amount: 700_00, day: 1, providerId: false },
        { amount: 700_00, day: 3, providerId: false },
        { amount: 700_00, day: 2, providerId: false },
        { amount: 800_00, day: 2, providerId: false, clabe: CLABES[1] },
        { amount: 800_00, day: 3, providerId: false, clabe: CLABES[1] },
        { amount: 900_00, day: 3, providerId: false, clabe: CLABES[2] },
        { amount: 900_00, day: 1, providerId: false, clabe: CLABES[2] },
        { amount: 300_00, day: 2, providerId: false, clabe: CLABES[1] },
        { amount: 300_00, day: 2, providerId: false, clabe: CLABES[1] },
      ],
      files: [
        {
          lines: [
            { key: 'U1', amount: 700_00, day: 2 },
            { key: 'U2', amount: 700_00, day: 2 },
            { key: 'U3', amount: 700_00, day: 2 },
            { key: 'U4', amount: 700_00, day: 2 },
            { key: 'U5', amount: 800_00, day: 3, account: CLABES[1] },
            { key: 'U6', amount: 800_00, day: 1, account: CLABES[1] },
            { key: 'U7', amount: 900_00, day: 2, account: CLABES[2] },
            { key: 'U8', amount: 300_00, day: 2, account: CLABES[1] },
          ],
        },
      ],
    });
    expect(outcomes(file)).toEqual([
      ['matched', 2],
      ['matched', 0],
      ['matched', 1],
      ['unmatched', null],
      ['matched', 4],
      ['matched', 3],
      ['matched', 5],
      ['matched', 7],
    ]);
  });

  it('a payment completed late in the evening is matched on its Mexico City date', async () => {
    const [file] = await agreed(t.core.db, loan, {
      channel: 'spei',
      tolerance: { amountCentavos: 0, days: 0 },
      payments: [{ amount: 450_00, day: 0, hour: 23, providerId: false }],
      files: [{ lines: [{ key: 'U1', amount: 450_00, day: 0 }] }],
    });
    expect(outcomes(file)).toEqual([['matched', 0]]);
  });

  it('the second pass and a second file: what a key or an earlier file took is not taken again', async () => {
    const [first, second] = await agreed(t.core.db, loan, {
      channel: 'spei',
      payments: [
        { amount: 400_00 },
        { amount: 400_00, providerId: false },
        { amount: 650_00, providerId: false, day: 1 },
        { amount: 90_00, status: 'reversed', day: 1 },
      ],
      files: [
        {
          lines: [
            { key: 'P0', amount: 400_00, day: 0 },
            { key: 'U1', amount: 400_00, day: 0 },
            { key: 'U2', amount: 400_00, day: 0 },
          ],
          post: { line: 2, payment: 2 },
        },
        {
          lines: [
            { key: 'P0', amount: 400_00, day: 0 },
            { key: 'P0', amount: 400_00, day: 1 },
            { key: 'U9', ref: 'R2', amount: 650_00, day: 1 },
            { key: 'U3', amount: 400_00, day: 0 },
          ],
        },
      ],
    });
    expect(outcomes(first)).toEqual([
      ['matched', 0],
      ['matched', 1],
      ['unmatched', null],
    ]);
    // The first file's period is its one day: the payments of the next are not checked by it.
    expect(first?.checks).toEqual([
      [0, 'matched', 2],
      [1, 'matched', 3],
    ]);
    expect(outcomes(second)).toEqual([
      ['repeated', 0],
      ['duplicate', 0],
      ['duplicate', 2],
      ['unmatched', null],
    ]);
    expect(second?.checks).toEqual([
      [0, 'matched', null],
      [1, 'matched', null],
      [2, 'matched', null],
      [3, 'missing', null],
    ]);
  });

  it('a movement two earlier files hold repeats the line of the oldest and names its payment', async () => {
    const line = { key: 'U1', amount: 555_00, day: 0 };
    const files = await agreed(t.core.db, loan, {
      channel: 'spei',
      payments: [{ amount: 555_00, providerId: false, clabe: CLABES[2] }],
      files: [
        { lines: [line] },
        // The first file's exception is posted only after the second file repeated its line.
        { lines: [line], post: { file: 0, line: 0, payment: 0 } },
        { lines: [line, line] },
      ],
    });
    expect(files.map(outcomes)).toEqual([
      [['unmatched', null]],
      [['repeated', null]],
      [
        ['repeated', 0],
        ['duplicate', null],
      ],
    ]);
  });

  it('cash: the amount pass ignores the store', async () => {
    const [file] = await agreed(t.core.db, loan, {
      channel: 'cash',
      payments: [
        { amount: 150_00, providerId: false, clabe: null },
        { amount: 150_00, type: 'clabe' },
      ],
      files: [{ lines: [{ key: 'U1', amount: 150_00, day: 0, account: 'OXXO Centro' }] }],
    });
    expect(outcomes(file)).toEqual([['matched', 0]]);
  });
});
