import { asc, eq } from '@lender/db/orm';
import { clients, provenIncomes, scheduledCharges } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { createNoticesTestCore } from '../../testing/notices-fixtures';
import { debitPayOf } from './debit-schedule-model';
import { planRetry, planScheduledCharges } from './plan-scheduled-charges';

// Issue 67 point 6 (ADR 340): the payday a direct debit is planned on comes from the borrower's own
// newest proof of income when there is one, else from what they declared (ADR 329). Every loan here
// is due Monday 16 March 2026, a bank holiday, and its borrower declared the quincena (15th, 30th).

let t: LendingTestCore;
beforeAll(async () => {
  t = await createNoticesTestCore();
});
afterAll(() => t.close());

/** A CLABE-mandated loan of a borrower who declared they are paid on the 15th and the month's end. */
async function quincenaLoan() {
  const loan = await mandatedLoan(t);
  await t.core.db
    .update(clients)
    .set({
      salaryCycle: 'semi_monthly',
      payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
    })
    .where(eq(clients.id, loan.clientId));
  return loan;
}

/** A stored proof of income (as `uploadPayrollCfdis` keeps one) of `clientId`. */
const prove = (
  clientId: number,
  proof: Pick<typeof provenIncomes.$inferInsert, 'payCycle' | 'newestPaidOn' | 'payDays' | 'confidence'>,
) =>
  t.core.db.insert(provenIncomes).values({
    clientId,
    monthlyIncome: 2_000_000,
    employerRfc: 'EMP010101AB1',
    uuids: [],
    cfdis: [],
    ...proof,
  });

/** The planning day of {@link planned}. */
const PLANNED_ON = '2026-03-09';

/** Plans on Monday 9 March 2026 (a pre-notice three business days ahead still fits) and reads the attempts. */
async function planned(loanId: number) {
  t.clock.set(new Date('2026-03-09T14:00:00Z'));
  await planScheduledCharges(t.core);
  return t.core.db
    .select()
    .from(scheduledCharges)
    .where(eq(scheduledCharges.loanId, loanId))
    .orderBy(asc(scheduledCharges.id));
}

describe('the payday of a direct debit', () => {
  it('without proven income is the declared one: Sunday 15 March moved past the holiday to Tuesday 17', async () => {
    const loan = await quincenaLoan();
    expect(await t.core.db.select().from(provenIncomes)).toEqual([]);
    expect(await debitPayOf(t.core.db, loan.loanId, PLANNED_ON)).toMatchObject({
      source: 'declared',
      cycle: 'semi_monthly',
    });
    expect((await planned(loan.loanId)).map((a) => [a.attempt, a.chargeOn])).toEqual([[1, '2026-03-17']]);
  }, 120_000);

  it('with proven biweekly pays on Thursdays is every other Thursday, past Holy Thursday and Good Friday', async () => {
    const loan = await quincenaLoan();
    // An older proof of a monthly pay, then the newest: biweekly, last paid Thursday 5 March.
    await prove(loan.clientId, {
      payCycle: 'monthly',
      newestPaidOn: '2026-01-30',
      payDays: [30],
      confidence: 'medium',
    });
    await prove(loan.clientId, {
      payCycle: 'biweekly',
      newestPaidOn: '2026-03-05',
      payDays: [5, 19, 20],
      confidence: 'high',
    });
    expect(await debitPayOf(t.core.db, loan.loanId, PLANNED_ON)).toMatchObject({
      source: 'proven',
      cycle: 'biweekly',
      referenceDate: '2026-03-05',
    });
    const [first, ...others] = await planned(loan.loanId);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ attempt: 1, chargeOn: '2026-03-19', method: 'clabe' });
    // Its retry: the next proven payday, Thursday 2 April, is Holy Thursday (Good Friday follows), so
    // Monday 6 April.
    const [mandate] = loan.mandates;
    if (!first || !mandate) throw new Error('no attempt');
    t.clock.set(new Date('2026-03-19T15:00:00Z'));
    const retry = await t.core.db.transaction((tx) => planRetry(t.core, tx, first, mandate));
    expect(retry).toBe('2026-04-06');
  }, 120_000);

  it('never takes another borrower’s proof, nor a stale or cycle-less newest proof', async () => {
    const proven = await quincenaLoan();
    await prove(proven.clientId, {
      payCycle: 'weekly',
      newestPaidOn: '2026-03-06',
      payDays: [6],
      confidence: 'high',
    });
    const other = await quincenaLoan();
    const stale = await quincenaLoan();
    await prove(stale.clientId, {
      payCycle: 'biweekly',
      newestPaidOn: '2025-12-05',
      payDays: [5, 19],
      confidence: 'low',
    });
    const decenal = await quincenaLoan();
    await prove(decenal.clientId, {
      payCycle: null,
      newestPaidOn: '2026-03-10',
      payDays: [10],
      confidence: 'high',
    });
    const firstDay = async (loanId: number) => (await planned(loanId))[0]?.chargeOn;
    // The weekly proof's Friday 20 March for its own borrower; the quincena's Tuesday 17 for the rest.
    expect(await firstDay(proven.loanId)).toBe('2026-03-20');
    expect(await firstDay(other.loanId)).toBe('2026-03-17');
    expect(await firstDay(stale.loanId)).toBe('2026-03-17');
    expect(await firstDay(decenal.loanId)).toBe('2026-03-17');
    expect((await debitPayOf(t.core.db, other.loanId, PLANNED_ON)).source).toBe('declared');
  }, 180_000);

  it('reads staleness on the planning day: a proof stored `high` at upload is not trusted once stale', async () => {
    const loan = await quincenaLoan();
    // Weekly, newest pay Friday 2 January 2026, high when uploaded: 62 days later, 5 March, is its last
    // fresh day; from 6 March the declared quincena is in force again.
    await prove(loan.clientId, {
      payCycle: 'weekly',
      newestPaidOn: '2026-01-02',
      payDays: [2],
      confidence: 'high',
    });
    expect((await debitPayOf(t.core.db, loan.loanId, '2026-03-05')).source).toBe('proven');
    expect(await debitPayOf(t.core.db, loan.loanId, '2026-03-06')).toMatchObject({
      source: 'declared',
      cycle: 'semi_monthly',
    });
    // Planned on Monday 9 March: the quincena's Tuesday 17, not the stale proof's Friday 20.
    expect((await planned(loan.loanId)).map((a) => a.chargeOn)).toEqual(['2026-03-17']);
  }, 120_000);
});
