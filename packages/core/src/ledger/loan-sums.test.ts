import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { chooseRollover } from '../loans/choose-rollover';
import { isRolloverEntry } from '../loans/loan-model';
import { runOverdue } from '../loans/run-overdue';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { recordExternalPayment } from '../payments/record-external-payment';
import { type LedgerBalances, outstandingOf } from './accounts';
import { loanBalances, loanEntries } from './ledger';
import { loanSums } from './loan-sums';

// Issue 65 (ADR 328): the loan's view reads its ledger summed by the database in one query. The sums
// are, to the centavo, what walking every entry gave: the loan's own by account (an extension's fee
// and payments apart), what payments took off, the late interest's IVA, every balance, the kinds.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

/** The walk the loan's view did before (loan-view.ts until issue 65). */
async function walked(loanId: number) {
  const own: LedgerBalances = {};
  const paid: LedgerBalances = {};
  let lateVat = 0;
  const entries = await loanEntries(t.core.db, loanId);
  for (const entry of entries) {
    if (isRolloverEntry(entry)) continue;
    if (entry.kind === 'late_fee' && entry.account === 'vat_receivable') lateVat += entry.amount;
    own[entry.account] = (own[entry.account] ?? 0) + entry.amount;
    if (entry.kind === 'payment' && entry.amount < 0)
      paid[entry.account] = (paid[entry.account] ?? 0) - entry.amount;
  }
  return { own, paid, lateVat, kinds: new Set(entries.map((entry) => entry.kind)) };
}

/** The sums and the walk agree, account by account (a missing account is zero). */
async function expectSameAsWalk(loanId: number) {
  const sums = await loanSums(t.core.db, loanId);
  const walk = await walked(loanId);
  const nonZero = (balances: LedgerBalances) =>
    Object.fromEntries(Object.entries(balances).filter(([, value]) => value !== 0));
  expect(nonZero(sums.own)).toEqual(nonZero(walk.own));
  expect(nonZero(sums.paid)).toEqual(nonZero(walk.paid));
  expect(sums.lateVat).toBe(walk.lateVat);
  expect(sums.kinds).toEqual(walk.kinds);
  expect(sums.balances).toEqual(await loanBalances(t.core.db, loanId));
  return sums;
}

const pay = (loanId: number, amount: number, reference: string) =>
  recordExternalPayment(t.core, { loanId, amount, reference, actor: { type: 'user', id: 1 } });

describe('a loan’s ledger summed in one query', () => {
  it('a loan just paid out, and after a part payment of $1,234.56', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    const before = await expectSameAsWalk(loan.loanId);
    await pay(loan.loanId, 1_234_56, `SUMS-PART-${loan.loanId}`);
    const after = await expectSameAsWalk(loan.loanId);
    expect(outstandingOf(after.balances)).toBe(outstandingOf(before.balances) - 1_234_56);
    const paidOff = Object.values(after.paid).reduce((sum, value) => sum + (value ?? 0), 0);
    expect(paidOff).toBe(1_234_56);
  });

  it('an extension paid in cash, then late past the new last day to pay: its fee apart, the late IVA counted', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } });
    const fee = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, fee.reference);
    t.clock.set('2026-04-02T18:00:00Z');
    await runOverdue(t.core, '2026-04-02');
    const sums = await expectSameAsWalk(loan.loanId);
    expect(sums.kinds.has('extension_fee')).toBe(true);
    expect(sums.lateVat).toBeGreaterThan(0);
    // A payment of one centavo more than the late fees: the sums move by exactly it.
    const owed = outstandingOf(sums.balances);
    await pay(loan.loanId, 1, `SUMS-CENT-${loan.loanId}`);
    expect(outstandingOf((await expectSameAsWalk(loan.loanId)).balances)).toBe(owed - 1);
  });

  it('another loan’s entries never count', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const mine = await paidOutLoan(t);
    const theirs = await paidOutLoan(t);
    const mineBefore = await loanSums(t.core.db, mine.loanId);
    await pay(theirs.loanId, 500_00, `SUMS-THEIRS-${theirs.loanId}`);
    expect(await loanSums(t.core.db, mine.loanId)).toEqual(mineBefore);
    await expectSameAsWalk(theirs.loanId);
  });
});
