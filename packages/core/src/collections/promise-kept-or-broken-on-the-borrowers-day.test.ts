// A CONDUSEF examiner's attack on the promise job (ADR 138, 372): a promise is decided the day after
// its date on the borrower's own business day — Mexico City's, or a sandbox client's own clock —
// never on another clock: not at 23:30 of its date in Mexico City (already the next day in UTC),
// not at UTC midnight, and on time at 00:30 of the next day. A promise dated on a day banks are
// closed may be paid until the next business day, as the loan's own due date (`lastDayToPay`).
import { eq } from '@lender/db/orm';
import { collectionPromises } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectionsTestCore, overdueLoanOf } from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { recordPayment } from '../back-office/record-payment';
import { JOBS } from '../jobs/catalogue';
import { sandboxClock } from '../sandbox/sandbox-clock';
import { makePromise } from './make-promise';

let t: LendingTestCore;
let ana: number;
beforeAll(async () => {
  ({ t, ana } = await createCollectionsTestCore());
});
afterAll(() => t.close());

const runJob = () => JOBS['collections-promises'].run({ core: t.core, reminderDaysBefore: [] });
const statusOf = async (loanId: number) =>
  (await t.core.db.select().from(collectionPromises).where(eq(collectionPromises.loanId, loanId)))[0]?.status;

describe('a promise decided on the borrower’s day', () => {
  it.each([
    ['2026-03-25T05:30:00Z', 'pending'], // 23:30 of Tuesday 24 March in Mexico City: its day still
    ['2026-03-25T00:00:00Z', 'pending'], // UTC midnight: 18:00 of the 24th in Mexico City
    ['2026-03-25T06:30:00Z', 'broken'], // 00:30 of Wednesday 25 in Mexico City: its day is over
  ])('due Tuesday 24 March, at %s the job leaves it %s', async (instant, status) => {
    const { clientId, loanId } = await overdueLoanOf(t);
    await makePromise(t.core, { actorId: clientId, body: { date: '2026-03-24', amount: 200_00 } });
    t.clock.set(instant);
    await runJob();
    expect(await statusOf(loanId)).toBe(status);
  });

  it('of a sandbox client is decided on their clock: due 20 April, judged on their 21 April (the platform’s 31 March)', async () => {
    const { clientId, loanId } = await overdueLoanOf(t);
    await t.core.sandbox.start(clientId, { kind: 'admin', userId: 1 });
    await sandboxClock(t.core, { actorId: clientId, body: { today: '2026-04-10' } });
    await makePromise(t.core, { actorId: clientId, body: { date: '2026-04-20', amount: 200_00 } });
    t.clock.set('2026-03-30T18:00:00Z'); // their 20 April: the promised day itself
    await runJob();
    expect(await statusOf(loanId)).toBe('pending');
    t.clock.set('2026-03-31T18:00:00Z'); // their 21 April
    await runJob();
    expect(await statusOf(loanId)).toBe('broken');
  });
});

describe('a promise dated on a day banks are closed', () => {
  it('due Saturday 28 March is kept by a payment at the bank’s window on Monday 30, decided on Tuesday 31', async () => {
    const { clientId, loanId } = await overdueLoanOf(t);
    await makePromise(t.core, { actorId: clientId, body: { date: '2026-03-28', amount: 200_00 } });
    t.clock.set('2026-03-29T18:00:00Z'); // Sunday 29: the borrower's last day to pay is still ahead
    await runJob();
    expect(await statusOf(loanId)).toBe('pending');
    t.clock.set('2026-03-30T18:00:00Z');
    await recordPayment(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        amount: { amount: 200_00 },
        paidOn: '2026-03-30',
        reference: `promise-on-a-saturday-${loanId}`,
        reason: 'Pago en ventanilla',
      },
    });
    t.clock.set('2026-03-31T07:00:00Z'); // 01:00 of Tuesday 31 in Mexico City
    await runJob();
    expect(await statusOf(loanId)).toBe('kept');
  });
});
