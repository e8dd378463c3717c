import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { insertClientRow, insertLoanRow } from '../seed/lending-rows';
import {
  balanceOf,
  type LedgerBalances,
  type LedgerLine,
  outstandingOf,
  RECEIVABLE_ACCOUNTS,
  replayBalances,
} from './accounts';
import { assertBalanced, loanBalances, loanEntries, postTransaction, unbalancedTransactions } from './ledger';
import {
  chargeLines,
  disbursementLines,
  paymentLines,
  REPAYMENT_ORDER,
  refundLines,
  writeOffLines,
} from './postings';
import { UnbalancedPostingError } from './unbalanced-posting-error';

/** One business operation of a loan's life (the property test's alphabet). */
type Operation =
  | {
      op: 'accrue';
      component: 'interest' | 'service_fee' | 'processing_fee';
      gross: number;
      discountPct: number;
    }
  | { op: 'pay'; share: number; extra: number }
  | { op: 'extend'; feeWithoutVat: number }
  | { op: 'late_fee'; gross: number }
  | { op: 'write_off' }
  | { op: 'refund' };

const vatOf = (amount: number) => Math.floor((amount * 16 + 50) / 100);

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('accrue' as const),
    component: fc.constantFrom('interest' as const, 'service_fee' as const, 'processing_fee' as const),
    gross: fc.integer({ min: 1, max: 500_000 }),
    discountPct: fc.integer({ min: 0, max: 100 }),
  }),
  // Partial (share < 1), full (share 1) and over-payments (extra > 0), early or late.
  fc.record({
    op: fc.constant('pay' as const),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    extra: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 })),
  }),
  fc.record({ op: fc.constant('extend' as const), feeWithoutVat: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ op: fc.constant('late_fee' as const), gross: fc.integer({ min: 1, max: 50_000 }) }),
  fc.constant({ op: 'write_off' as const }),
  fc.constant({ op: 'refund' as const }),
);

/** The postings an operation makes given the balances so far (what the services do). */
/** The pace of the generated loan's IVA: its payments' rounding does not change what the invariants say. */
const pace = () => ({ percent: 16, paidBefore: 0 });

function plan(operation: Operation, balances: LedgerBalances): { kind: string; lines: LedgerLine[] }[] {
  switch (operation.op) {
    case 'accrue': {
      const discount = Math.floor((operation.gross * operation.discountPct) / 100);
      const vat = vatOf(operation.gross - discount);
      return [
        {
          kind: 'charge',
          lines: chargeLines({ component: operation.component, gross: operation.gross, discount, vat }),
        },
      ];
    }
    case 'pay': {
      const outstanding = outstandingOf(balances);
      const amount = Math.floor(outstanding * operation.share) + operation.extra;
      return amount > 0 ? [{ kind: 'payment', lines: paymentLines(balances, amount, pace()) }] : [];
    }
    case 'extend': {
      const vat = vatOf(operation.feeWithoutVat);
      const charge = chargeLines({
        component: 'extension_fee',
        gross: operation.feeWithoutVat,
        discount: 0,
        vat,
      });
      const after = replayBalances([
        ...Object.entries(balances).map(([account, amount]) => ({ account, amount }) as LedgerLine),
        ...charge,
      ]);
      const order = ['fee_receivable:extension_fee', 'vat_receivable', ...REPAYMENT_ORDER] as const;
      return [
        { kind: 'extension_fee', lines: charge },
        {
          kind: 'payment',
          lines: paymentLines(after, operation.feeWithoutVat + vat, pace(), [...new Set(order)]),
        },
      ];
    }
    case 'late_fee':
      return [
        {
          kind: 'late_fee',
          lines: chargeLines({
            component: 'late_fee',
            gross: operation.gross,
            discount: 0,
            vat: vatOf(operation.gross),
          }),
        },
      ];
    case 'write_off': {
      const lines = writeOffLines(balances);
      return lines.length > 0 ? [{ kind: 'write_off', lines }] : [];
    }
    case 'refund': {
      const held = -balanceOf(balances, 'overpayment_suspense');
      return held > 0 ? [{ kind: 'refund', lines: refundLines(held) }] : [];
    }
  }
}

const scenario = fc.record({
  principal: fc.integer({ min: 100_00, max: 15_000_00 }),
  operations: fc.array(operation, { maxLength: 12 }),
});

const sum = (lines: readonly LedgerLine[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('posting planners (property)', () => {
  it('every transaction of any sequence of operations sums to zero and no receivable goes negative', () => {
    fc.assert(
      fc.property(scenario, ({ principal, operations }) => {
        const all: LedgerLine[] = [];
        let balances: LedgerBalances = {};
        for (const step of [null, ...operations]) {
          const postings =
            step === null
              ? [{ kind: 'disbursement', lines: disbursementLines(principal) }]
              : plan(step, balances);
          for (const posting of postings) {
            expect(sum(posting.lines)).toBe(0);
            assertBalanced(posting.lines);
            all.push(...posting.lines);
            balances = replayBalances(all);
          }
          for (const account of RECEIVABLE_ACCOUNTS)
            expect(balanceOf(balances, account)).toBeGreaterThanOrEqual(0);
          expect(balanceOf(balances, 'overpayment_suspense')).toBeLessThanOrEqual(0);
        }
        expect(Object.values(balances).reduce((total, value) => total + value, 0)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('a full payment clears the balance and an overpayment lands in suspense', () => {
    const owed = replayBalances([
      ...disbursementLines(3_000_00),
      ...chargeLines({ component: 'interest', gross: 10_000, discount: 3_000, vat: 1_120 }),
    ]);
    expect(outstandingOf(owed)).toBe(3_000_00 + 7_000 + 1_120);
    const paid = replayBalances([
      ...Object.entries(owed).map(([account, amount]) => ({ account, amount }) as LedgerLine),
      ...paymentLines(owed, outstandingOf(owed) + 500, { percent: 16, paidBefore: 0 }),
    ]);
    expect(outstandingOf(paid)).toBe(0);
    expect(balanceOf(paid, 'overpayment_suspense')).toBe(-500);
  });
});

describe('postTransaction', () => {
  let t: TestCore;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestCore();
    clientId = await insertClientRow(t.core.db, t.core.pii, {
      phone: '+525500000003',
      email: 'ledger@lender.test',
      passwordHash: 'x',
    });
  });
  afterAll(() => t.close());

  async function newLoan(): Promise<number> {
    // One loan per application (unique): each loan gets its own application row.
    const { loanId } = await insertLoanRow(t.core.db, {
      clientId,
      status: 1,
      principal: 100_00,
      total: 100_00,
      termDays: 14,
      dueDate: '2026-03-16',
      salaryCycle: 'monthly',
      pricedOn: '2026-03-02',
      signedAt: new Date(),
      applicationStatus: 5,
    });
    return loanId;
  }

  it.each([
    [
      'unbalanced',
      [
        { account: 'principal_receivable', amount: 100 },
        { account: 'cash_bank', amount: -99 },
      ],
    ],
    ['empty', [{ account: 'principal_receivable', amount: 100 }]],
    [
      'zero_line',
      [
        { account: 'principal_receivable', amount: 0 },
        { account: 'cash_bank', amount: 0 },
      ],
    ],
    [
      'not_integer',
      [
        { account: 'principal_receivable', amount: 0.5 },
        { account: 'cash_bank', amount: -0.5 },
      ],
    ],
    [
      'unknown_account',
      [
        { account: 'petty_cash', amount: 1 },
        { account: 'cash_bank', amount: -1 },
      ],
    ],
  ] as const)('refuses a %s posting and stores nothing', async (reason, lines) => {
    const loanId = await newLoan();
    const error = await postTransaction(t.core.db, {
      loanId,
      kind: 'adjustment',
      reference: `bad-${reason}`,
      lines: lines as unknown as LedgerLine[],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnbalancedPostingError);
    expect((error as UnbalancedPostingError).reason).toBe(reason);
    expect(await loanEntries(t.core.db, loanId)).toEqual([]);
  });

  it('posts the same loan, kind and reference once', async () => {
    const loanId = await newLoan();
    const first = await postTransaction(t.core.db, {
      loanId,
      kind: 'disbursement',
      reference: 'payout:1',
      lines: disbursementLines(100_00),
    });
    const second = await postTransaction(t.core.db, {
      loanId,
      kind: 'disbursement',
      reference: 'payout:1',
      lines: disbursementLines(100_00),
    });
    expect(first.posted).toBe(true);
    expect(second).toEqual({ transactionId: first.transactionId, posted: false });
    expect(await loanBalances(t.core.db, loanId)).toEqual({
      principal_receivable: 100_00,
      cash_bank: -100_00,
    });
  });

  it('rolls the caller back when a posting inside its transaction is refused', async () => {
    const loanId = await newLoan();
    await expect(
      t.core.db.transaction(async (tx) => {
        await postTransaction(tx, {
          loanId,
          kind: 'disbursement',
          reference: 'payout:2',
          lines: disbursementLines(100_00),
        });
        await postTransaction(tx, {
          loanId,
          kind: 'adjustment',
          reference: 'broken',
          lines: [
            { account: 'cash_bank', amount: 1 },
            { account: 'interest_income', amount: -2 },
          ],
        });
      }),
    ).rejects.toBeInstanceOf(UnbalancedPostingError);
    expect(await loanEntries(t.core.db, loanId)).toEqual([]);
  });

  it('stored balances equal a replay of the stored entries and of the planned lines (property, database)', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ principal, operations }) => {
        const loanId = await newLoan();
        const planned: LedgerLine[] = [];
        let balances: LedgerBalances = {};
        let n = 0;
        for (const step of [null, ...operations]) {
          const postings =
            step === null
              ? [{ kind: 'disbursement', lines: disbursementLines(principal) }]
              : plan(step, balances);
          for (const posting of postings) {
            await postTransaction(t.core.db, {
              loanId,
              kind: posting.kind as 'charge',
              reference: `op:${n++}`,
              lines: posting.lines,
              effectiveDate: '2026-03-02',
            });
            planned.push(...posting.lines);
            balances = await loanBalances(t.core.db, loanId);
          }
        }
        const entries = await loanEntries(t.core.db, loanId);
        expect(balances).toEqual(replayBalances(entries));
        expect(balances).toEqual(replayBalances(planned));
        expect(await unbalancedTransactions(t.core.db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
