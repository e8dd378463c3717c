// The promise job (ADR 138, 380) reads by date: the promises dated before the run's business day,
// judged on that day, and a sandbox borrower's on their own clock — not every pending promise with a
// look-up of its borrower's day each. Promises are on the borrower's day: one not yet due is left
// as it is, one dated the last day of the month is decided on the first of the next, and a sandbox
// borrower ahead of or behind the platform is judged on their own day.
import { eq } from '@lender/db/orm';
import { collectionPromises } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectionsTestCore, overdueLoanOf } from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { recordPayment } from '../back-office/record-payment';
import { JOBS } from '../jobs/catalogue';
import { sandboxClock } from '../sandbox/sandbox-clock';
import { decidePromises } from './decide-promises';
import { makePromise } from './make-promise';

let t: LendingTestCore;
let ana: number;
beforeAll(async () => {
  ({ t, ana } = await createCollectionsTestCore());
});
afterAll(() => t.close());

/** Wednesday 1 April 2026, noon in Mexico City: the run's business day. */
const RUN_AT = '2026-04-01T18:00:00Z';

const promiseOf = async (loanId: number) =>
  (await t.core.db.select().from(collectionPromises).where(eq(collectionPromises.loanId, loanId)))[0];

/** An overdue loan (Friday 20 March) whose borrower promises MXN 200.00 by `date`, on `theirToday` when given. */
async function promised(date: string, theirToday?: string) {
  const loan = await overdueLoanOf(t);
  if (theirToday) {
    await t.core.sandbox.start(loan.clientId, { kind: 'admin', userId: 1 });
    await sandboxClock(t.core, { actorId: loan.clientId, body: { today: theirToday } });
  }
  await makePromise(t.core, { actorId: loan.clientId, body: { date, amount: 200_00 } });
  return loan;
}

/** The four promises each test judges on Wednesday 1 April. */
async function fourPromises() {
  return {
    notYetDue: await promised('2026-04-02'),
    monthEnd: await promised('2026-03-31'),
    // Their clock 21 days ahead: their 22 April on the run's day, past the promised 20 April.
    ahead: await promised('2026-04-20', '2026-04-10'),
    // Their clock 2 days behind: their 30 March on the run's day, the promised day itself.
    behind: await promised('2026-03-30', '2026-03-18'),
  };
}

describe('the promise job reads the promises due on the run’s day', () => {
  it('on 1 April keeps the promise of 31 March paid that day, breaks a sandbox borrower’s due on their day, and leaves one of 2 April and one not yet due on its borrower’s day untouched', async () => {
    const { notYetDue, monthEnd, ahead, behind } = await fourPromises();
    t.clock.set('2026-03-31T18:00:00Z');
    await recordPayment(t.core, {
      actorId: ana,
      params: { id: monthEnd.loanId },
      body: {
        amount: { amount: 200_00 },
        paidOn: '2026-03-31',
        reference: `promise-at-month-end-${monthEnd.loanId}`,
        reason: 'Pago en ventanilla',
      },
    });
    t.clock.set(RUN_AT);
    const output = await JOBS['collections-promises'].run({ core: t.core, reminderDaysBefore: [] });
    expect(output).toEqual({ date: '2026-04-01', kept: 1, broken: 1 });
    expect(await promiseOf(monthEnd.loanId)).toMatchObject({ status: 'kept', paid: 200_00 });
    expect(await promiseOf(ahead.loanId)).toMatchObject({ status: 'broken', paid: 0 });
    for (const untouched of [notYetDue, behind]) {
      expect(await promiseOf(untouched.loanId)).toMatchObject({
        status: 'pending',
        paid: null,
        decidedAt: null,
      });
    }
  });

  it('asks no borrower’s day for a promise not yet due nor for one due on the platform’s day, only the sandbox borrowers’ own', async () => {
    const { notYetDue, monthEnd, ahead, behind } = await fourPromises();
    t.clock.set(RUN_AT);
    const asked: number[] = [];
    const counted = {
      ...t.core,
      loanAccount: {
        todayOf: (clientId: number) => {
          asked.push(clientId);
          return t.core.loanAccount.todayOf(clientId);
        },
      },
    };
    expect(await decidePromises(counted, '2026-04-01')).toEqual({ kept: 0, broken: 2 });
    expect(asked).toEqual(expect.arrayContaining([ahead.clientId, behind.clientId]));
    expect(asked.filter((id) => id === notYetDue.clientId || id === monthEnd.clientId)).toEqual([]);
  });
});
