import { readFileSync } from 'node:fs';
import { dailyLateFee } from '@lender/calculator';
import { eq, sql } from '@lender/db/orm';
import { loans, settings } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { writeProductOverride } from '../catalog/product';
import { activeLoanOf } from '../loans/active-loan';
import { DEFAULT_LATE_POLICY } from '../loans/loans';
import { runOverdue } from '../loans/run-overdue';
import { sandboxClock } from '../sandbox/sandbox-clock';
import { loanEntries } from './ledger';

// Issue 62 point 1: the signed contract governs the loan. A late-fee raise that comes into force
// after signing is charged on loans signed after it, never on one signed before — by the nightly
// close, by a read of the loan, and in what "Mi préstamo" says a day late costs.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const lateFeesOf = async (loanId: number) =>
  (await loanEntries(t.core.db, loanId))
    .filter((entry) => entry.kind === 'late_fee' && entry.account === 'fee_receivable:late_fee')
    .map((entry) => entry.amount);

describe('a loan keeps the late fee of its contract', () => {
  it('a raise after signing reaches only the loans signed after it (nightly close, reads, the view)', async () => {
    const before = await paidOutLoan(t);
    const [signed] = await t.core.db.select().from(loans).where(eq(loans.id, before.loanId));
    expect(signed?.terms.latePolicy).toEqual(DEFAULT_LATE_POLICY);
    expect(signed?.terms.vatPercent).toBe(16);

    // 0.5 % → 0.6 % a day, on hold after 20 days instead of 30.
    await writeProductOverride(t.core.db, { lateFee: { dailyBps: 60, onHoldAfterDays: 20 } });
    const after = await paidOutLoan(t);
    expect(after.endDate).toBe(before.endDate);

    await runOverdue(t.core, '2026-03-20');
    const old = dailyLateFee(before.principal, { dailyBps: 50 }, 16);
    const raised = dailyLateFee(after.principal, { dailyBps: 60 }, 16);
    // Due on 16 March (a bank holiday, payable on the 17th): three days late on the 20th.
    expect(await lateFeesOf(before.loanId)).toEqual(Array(3).fill(old.withoutVat));
    expect(await lateFeesOf(after.loanId)).toEqual(Array(3).fill(raised.withoutVat));

    // A read of the loan brings it up to the borrower's day through the same account, at its price.
    await t.core.sandbox.start(before.clientId, { kind: 'admin', userId: 1 });
    await sandboxClock(t.core, { actorId: before.clientId, body: { today: '2026-04-10' } });
    const view = await activeLoanOf(t.core, before.clientId);
    expect(new Set(await lateFeesOf(before.loanId))).toEqual(new Set([old.withoutVat]));
    expect(view.lateFee).toEqual({
      dailyPercent: 0.5,
      perDay: { amount: old.total / 100, currency: 'MXN' },
      maxDays: DEFAULT_LATE_POLICY.maxDays,
      onHoldAfterDays: 30,
    });
    expect(view.vatPercent).toBe(16);
    // 24 days late (from the 17th): the raised product would hold it after 20; its contract says 30.
    expect(view.status).toBe(4);
    await t.core.db.delete(settings).where(eq(settings.key, 'product'));
  });

  it('migration 0057 freezes the pricing in force on loans signed before it, and no other', async () => {
    const loan = await paidOutLoan(t);
    const frozen = await paidOutLoan(t);
    // As a loan signed before the migration: terms without pricing.
    await t.core.db.execute(
      sql`update loans set terms = terms - 'latePolicy' - 'vatPercent' where id = ${loan.loanId}`,
    );
    await writeProductOverride(t.core.db, { lateFee: { maxDays: 45 } });
    const migration = readFileSync(
      new URL('../../../db/drizzle/0057_loan-terms-pricing.sql', import.meta.url),
      'utf8',
    );
    await t.core.db.execute(sql.raw(migration));
    const rows = await t.core.db.select().from(loans);
    const byId = new Map(rows.map((row) => [row.id, row.terms]));
    expect(byId.get(loan.loanId)?.latePolicy).toEqual({ dailyBps: 50, maxDays: 45, onHoldAfterDays: 30 });
    expect(byId.get(loan.loanId)?.vatPercent).toBe(16);
    expect(byId.get(frozen.loanId)?.latePolicy).toEqual(DEFAULT_LATE_POLICY);
    await t.core.db.delete(settings).where(eq(settings.key, 'product'));
  });
});
