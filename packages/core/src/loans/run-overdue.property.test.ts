// Issue 54: the set-based nightly close equals, loan by loan and to the centavo, the per-loan close it
// replaced; it commits batch by batch, and a run killed after a batch is finished by the next with
// nothing posted twice. Issue 62: each loan's contract froze its own late fee and IVA, and the product
// changes after every signing; every late fee posted is the contract's.

import { dailyLateFee, type LateFeePolicy, lateFeeDaysOn } from '@lender/calculator';
import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { rowsOf } from '@lender/db';
import { eq, sql } from '@lender/db/orm';
import { settings } from '@lender/db/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { checkClones, cloneLoans } from '../../testing/portfolio-seed';
import { bucketOf } from '../back-office/portfolio';
import { writeProductOverride } from '../catalog/product';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances, unbalancedTransactions } from '../ledger/ledger';
import { accrueLateFees, lockLoanAccount, post } from '../ledger/loan-account';
import { BUCKET_FLOORS, bucketIndex } from '../ledger/nightly-close';
import { runOverdue, runOverdueLoanByLoan } from './run-overdue';

let t: LendingTestCore;
let templates: number[];
beforeAll(async () => {
  t = await createLendingTestCore();
  templates = [];
  for (const amount of [2_000_00, 3_000_00]) templates.push((await paidOutLoan(t, { amount })).loanId);
}, 120_000);
afterAll(() => t.close());

/** One loan of a generated portfolio, made twice (one twin per close). */
interface LoanSpec {
  template: number;
  /** Days from its due date to the close. */
  lateBy: number;
  /** Share of what it owes paid before the close (0, some, all). */
  paidShare: 0 | 0.4 | 1;
  /** Brought up to an earlier day first (days before the close), as a read of the loan would. */
  readBefore: number | null;
  /** The late fee and IVA its contract froze (issue 62); null: terms without them (the product's). */
  signedWith: { latePolicy: LateFeePolicy; vatPercent: number } | null;
}

const latePolicy = fc.record<LateFeePolicy>({
  dailyBps: fc.integer({ min: 10, max: 120 }),
  maxDays: fc.integer({ min: 5, max: 70 }),
  onHoldAfterDays: fc.integer({ min: 5, max: 45 }),
});

const loanSpec = fc.record<LoanSpec>({
  template: fc.nat({ max: 1 }),
  lateBy: fc.integer({ min: -3, max: 80 }),
  paidShare: fc.constantFrom(0 as const, 0.4 as const, 1 as const),
  readBefore: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
  signedWith: fc.option(fc.record({ latePolicy, vatPercent: fc.constantFrom(16, 8) }), { nil: null }),
});

/** Gives a clone the pricing of `spec`'s contract, or none (a row that reads the product in force). */
async function priceAsSigned(loanId: number, spec: LoanSpec) {
  await t.core.db.execute(
    spec.signedWith
      ? sql`update loans set terms = terms || ${JSON.stringify(spec.signedWith)}::jsonb where id = ${loanId}`
      : sql`update loans set terms = terms - 'latePolicy' - 'vatPercent' where id = ${loanId}`,
  );
}

let payments = 0;

async function prepare(loanId: number, spec: LoanSpec, asOf: string, paymentId: number) {
  const { db, loanAccount } = t.core;
  if (spec.readBefore !== null) {
    const day = addDays(asOf, -spec.readBefore);
    await db.transaction(async (tx) => {
      await accrueLateFees(await lockLoanAccount(loanAccount, tx, loanId, { accrue: false, today: day }));
    });
  }
  if (spec.paidShare > 0) {
    await db.transaction(async (tx) => {
      const account = await lockLoanAccount(loanAccount, tx, loanId, { accrue: false, today: asOf });
      const owed = outstandingOf(await loanBalances(tx, loanId));
      const amount = Math.round(owed * spec.paidShare);
      if (amount > 0) {
        await post(account, { kind: 'payment_received', paymentId, amount, repayment: false });
      }
    });
  }
}

/** Two twins per spec: the first half closed loan by loan, the second set-based. */
async function portfolio(specs: readonly LoanSpec[], asOf: string) {
  const make = async () => {
    const ids: number[] = [];
    for (const spec of specs) {
      const [id] = await cloneLoans(t.core.db, templates[spec.template] as number, [
        addDays(asOf, -spec.lateBy),
      ]);
      await priceAsSigned(id as number, spec);
      ids.push(id as number);
    }
    return ids;
  };
  const perLoan = await make();
  const setBased = await make();
  for (const [index, spec] of specs.entries()) {
    // The same payment on both twins (its reference is per loan).
    payments += 1;
    await prepare(perLoan[index] as number, spec, asOf, 900_000 + payments);
    await prepare(setBased[index] as number, spec, asOf, 900_000 + payments);
  }
  return { perLoan, setBased };
}

/** What a loan is after a close: its row, every posting (by reference, day and account), its holds. */
async function stateOf(loanId: number) {
  const db = t.core.db;
  const [loan] = await rowsOf(db, sql`select status, overdue_days from loans where id = ${loanId}`);
  const postings = await rowsOf(
    db,
    sql`select t.kind, t.reference, t.effective_date::text as day, e.account, e.amount
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.loan_id = ${loanId} order by t.kind, t.reference, e.account, e.amount`,
  );
  const [holds] = await rowsOf(
    db,
    sql`select count(*)::int as n, max(after::text) as after from audit_log
      where action = 'loan.hold' and entity = 'loan' and entity_id = ${String(loanId)}`,
  );
  return { loan, postings, holds };
}

/** Each late fee posted on `loanId` is one day of `pricing`, for at most its days; held only after its days. */
async function expectPricedAsSigned(
  loanId: number,
  pricing: { latePolicy: LateFeePolicy; vatPercent: number },
) {
  const [loan] = await rowsOf(
    t.core.db,
    sql`select principal, status, overdue_days from loans where id = ${loanId}`,
  );
  const fee = dailyLateFee(Number(loan?.principal), pricing.latePolicy, pricing.vatPercent);
  const lines = await rowsOf(
    t.core.db,
    sql`select e.account, e.amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.loan_id = ${loanId} and t.kind = 'late_fee' and e.account in ('fee_receivable:late_fee', 'vat_receivable')`,
  );
  const fees = lines
    .filter((line) => line.account === 'fee_receivable:late_fee')
    .map((l) => Number(l.amount));
  const vats = lines.filter((line) => line.account === 'vat_receivable').map((l) => Number(l.amount));
  expect(new Set(fees).size <= 1 && (fees[0] ?? fee.withoutVat) === fee.withoutVat).toBe(true);
  expect(vats.every((vat) => vat === fee.vat)).toBe(true);
  expect(fees.length).toBeLessThanOrEqual(pricing.latePolicy.maxDays);
  if (Number(loan?.status) === LOAN_STATUS.onHold) {
    expect(Number(loan?.overdue_days)).toBeGreaterThanOrEqual(pricing.latePolicy.onHoldAfterDays);
  }
}

/**
 * An owing loan is where the calculator's late-fee day rule puts it on `asOf` (ADR 322): its late
 * fees are the rule's fee days, its overdue days and hold the rule's.
 */
async function expectByTheRule(loanId: number, spec: LoanSpec, asOf: string, inForce: LateFeePolicy) {
  if (spec.paidShare === 1) return;
  const policy = spec.signedWith?.latePolicy ?? inForce;
  const late = lateFeeDaysOn(addDays(asOf, -spec.lateBy), asOf, policy);
  const [row] = await rowsOf(
    t.core.db,
    sql`select l.status, l.overdue_days, (select count(*)::int from ledger_transactions t
        where t.loan_id = l.id and t.kind = 'late_fee') as fees
      from loans l where l.id = ${loanId}`,
  );
  expect(Number(row?.fees)).toBe(late.feeDays);
  if (late.overdueDays > 0) expect(Number(row?.overdue_days)).toBe(late.overdueDays);
  expect(Number(row?.status) === LOAN_STATUS.onHold).toBe(late.onHold);
}

async function expectTwinsEqual(perLoan: readonly number[], setBased: readonly number[]) {
  for (const [index, id] of perLoan.entries()) {
    expect(await stateOf(setBased[index] as number)).toEqual(await stateOf(id));
  }
}

describe('the set-based nightly close (issue 54)', () => {
  it('the clones owe what their templates owe, moved to their due dates', async () => {
    const clones = await cloneLoans(t.core.db, templates[0] as number, ['2026-04-01', '2026-05-15']);
    expect(clones).toHaveLength(2);
    expect(
      await checkClones(
        t.core.db,
        clones.map((cloneId) => ({ templateId: templates[0] as number, cloneId })),
      ),
    ).toEqual([]);
  });

  it('keeps its bucket floors equal to the collection buckets', () => {
    for (let days = 0; days <= 120; days += 1) {
      const bucket = bucketOf(LOAN_STATUS.active, days);
      const floors = BUCKET_FLOORS.filter((floor) => floor <= days).length;
      expect(bucketIndex(days)).toBe(floors - 1);
      expect(bucket === null).toBe(bucketIndex(days) === -1);
    }
  });

  it('equals the per-loan close, loan by loan and to the centavo, on generated portfolios', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(loanSpec, { minLength: 1, maxLength: 7 }),
        // Days around weekends and the 2026 holidays (16 March, 1 May): the last day to pay moves;
        // and after holidays of years no hand-kept list held (Holy Week 2029, 1 October 2030).
        fc.constantFrom(
          '2026-03-18',
          '2026-03-23',
          '2026-04-06',
          '2026-05-04',
          '2026-05-20',
          '2029-04-03',
          '2030-10-03',
        ),
        fc.integer({ min: 1, max: 4 }),
        // The product in force at the close: changed after every contract was signed.
        latePolicy,
        async (specs, asOf, batchSize, inForce) => {
          await writeProductOverride(t.core.db, { lateFee: inForce });
          const { perLoan, setBased } = await portfolio(specs, asOf);
          const old = await runOverdueLoanByLoan(t.core, asOf, perLoan);
          const first = setBased[0] as number;
          const last = setBased.at(-1) as number;
          const close = await runOverdue(t.core, asOf, { batchSize, loanIds: { from: first, to: last } });
          expect({ charged: close.charged, onHold: close.onHold }).toEqual(old);
          await expectTwinsEqual(perLoan, setBased);
          // Run twice for the same day: nothing more.
          const again = await runOverdue(t.core, asOf, { batchSize, loanIds: { from: first, to: last } });
          expect({ charged: again.charged, onHold: again.onHold }).toEqual({ charged: 0, onHold: 0 });
          await expectTwinsEqual(perLoan, setBased);
          // Every late fee is the contract's, never the product's of the day (issue 62), for the
          // days of the calculator's rule.
          for (const [index, spec] of specs.entries()) {
            await expectByTheRule(perLoan[index] as number, spec, asOf, inForce);
            await expectPricedAsSigned(
              setBased[index] as number,
              spec.signedWith ?? { latePolicy: inForce, vatPercent: 16 },
            );
          }
          await t.core.db.delete(settings).where(eq(settings.key, 'product'));
        },
      ),
      { numRuns: 12 },
    );
    expect(await unbalancedTransactions(t.core.db)).toEqual([]);
  }, 600_000);

  it('counts from the last day to pay: a Sunday, a Saturday before a holiday Monday, Holy Thursday, 2031', async () => {
    const signedWith = { latePolicy: { dailyBps: 50, maxDays: 60, onHoldAfterDays: 30 }, vatPercent: 16 };
    const cases = [
      // due date, the close, days late (and fees, at most 60), on hold
      ['2026-03-22', '2026-03-23', 0, false], // Sunday, closed on the free Monday
      ['2026-03-22', '2026-03-24', 1, false], // … on the Tuesday: one day, not two
      ['2026-03-14', '2026-03-17', 0, false], // Saturday; Monday 16 a holiday; Tuesday the last day
      ['2026-03-14', '2026-03-18', 1, false],
      ['2026-03-14', '2026-04-15', 29, false], // on hold 30 days after the 17th, not after the 14th
      ['2026-03-14', '2026-04-16', 30, true],
      ['2026-03-14', '2026-05-17', 61, true], // 60 fees at most
      ['2026-04-02', '2026-04-07', 1, false], // Holy Thursday: Friday, the weekend and Monday free
      ['2031-03-15', '2031-03-19', 1, false], // a year no list held: Monday 17 March 2031 a holiday
    ] as const;
    for (const [due, asOf, days, held] of cases) {
      const [id] = (await cloneLoans(t.core.db, templates[0] as number, [due])) as [number];
      await priceAsSigned(id, { template: 0, lateBy: 0, paidShare: 0, readBefore: null, signedWith });
      await runOverdue(t.core, asOf, { loanIds: { from: id, to: id } });
      const [row] = await rowsOf(t.core.db, sql`select status, overdue_days from loans where id = ${id}`);
      expect([due, asOf, Number(row?.overdue_days), Number(row?.status) === LOAN_STATUS.onHold]).toEqual([
        due,
        asOf,
        days,
        held,
      ]);
      const fees = await rowsOf(
        t.core.db,
        sql`select effective_date::text as day from ledger_transactions
          where loan_id = ${id} and kind = 'late_fee' order by effective_date`,
      );
      // The k-th day late is dated k days after the last day to pay: never on a free day.
      const lastDay = lateFeeDaysOn(due, asOf, signedWith.latePolicy).lastDayToPay;
      const charged = Math.min(days, 60);
      expect(fees.map((fee) => fee.day)).toEqual(
        Array.from({ length: charged }, (_, k) => addDays(lastDay, k + 1)),
      );
    }
  }, 300_000);

  it('survives a kill after a batch: the next run finishes it and posts nothing twice', async () => {
    const asOf = '2026-05-20';
    const specs: LoanSpec[] = Array.from({ length: 10 }, (_, index) => ({
      template: index % 2,
      lateBy: 5 + index * 7,
      paidShare: index === 3 ? 1 : index === 4 ? 0.4 : 0,
      readBefore: index % 3 === 0 ? 2 : null,
      signedWith: null,
    }));
    const { perLoan, setBased } = await portfolio(specs, asOf);
    const old = await runOverdueLoanByLoan(t.core, asOf, perLoan);
    const range = { from: setBased[0] as number, to: setBased.at(-1) as number };
    const before = await Promise.all(setBased.map((id) => stateOf(id)));
    const committed: number[] = [];
    const killed = await runOverdue(t.core, asOf, {
      batchSize: 3,
      loanIds: range,
      afterBatch: ({ index, result }) => {
        committed.push(result.charged);
        if (index === 2) throw new Error('killed after batch 2');
      },
    }).catch((error: unknown) => error);
    expect(killed).toEqual(new Error('killed after batch 2'));
    // The two batches (six loans) that committed are closed; the other four are as they were.
    for (const [index, id] of setBased.entries()) {
      const expected = index < 6 ? await stateOf(perLoan[index] as number) : before[index];
      expect(await stateOf(id)).toEqual(expected);
    }
    const rest = await runOverdue(t.core, asOf, { batchSize: 3, loanIds: range });
    expect((committed.at(-1) ?? 0) + rest.charged).toBe(old.charged);
    await expectTwinsEqual(perLoan, setBased);
    const [twice] = await rowsOf(
      t.core.db,
      sql`select count(*)::int as n from (select loan_id, reference from ledger_transactions
        where kind = 'late_fee' group by loan_id, reference having count(*) > 1) as doubled`,
    );
    expect(Number(twice?.n)).toBe(0);
    expect((await runOverdue(t.core, asOf, { batchSize: 3, loanIds: range })).charged).toBe(0);
  }, 300_000);
});
