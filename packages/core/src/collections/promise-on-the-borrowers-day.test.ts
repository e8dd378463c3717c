// An angry borrower's attack on the promise bounds (ADR 138): the dates a borrower may promise are
// counted from the borrower's own business day — the day their loan's late fees and payments are
// booked on — never from another clock. A sandbox client on their own clock shows it.
import { eq } from '@lender/db/orm';
import { collectionPromises } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectionsTestCore, overdueLoanOf, refusal } from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { sandboxClock } from '../sandbox/sandbox-clock';
import { makePromise } from './make-promise';
import { promiseOptions } from './promise-options';

let t: LendingTestCore;
beforeAll(async () => {
  ({ t } = await createCollectionsTestCore());
});
afterAll(() => t.close());

describe('a promise on the borrower’s own business day', () => {
  it('is bounded from the client’s today (10 April on their clock), not the platform’s (20 March)', async () => {
    const { clientId, loanId } = await overdueLoanOf(t);
    await t.core.sandbox.start(clientId, { kind: 'admin', userId: 1 });
    await sandboxClock(t.core, { actorId: clientId, body: { today: '2026-04-10' } });
    expect(await promiseOptions(t.core, { actorId: clientId })).toMatchObject({
      allowed: true,
      minDate: '2026-04-10',
      maxDate: '2026-04-25',
    });
    // A date already past on the borrower's clock is refused; one inside their 15 days is taken.
    const past = await refusal(
      makePromise(t.core, { actorId: clientId, body: { date: '2026-03-25', amount: 200_00 } }),
    );
    expect(past.code).toBe('validation_failed');
    const made = await makePromise(t.core, {
      actorId: clientId,
      body: { date: '2026-04-20', amount: 200_00 },
    });
    expect(made).toMatchObject({ status: 'pending', promisedDate: '2026-04-20', madeOn: '2026-04-10' });
    const [row] = await t.core.db
      .select()
      .from(collectionPromises)
      .where(eq(collectionPromises.loanId, loanId));
    expect(row?.madeOn).toBe('2026-04-10');
  });

  it('at 23:30 in Mexico City (05:30 UTC the next day) starts on the Mexico City day', async () => {
    const { clientId } = await overdueLoanOf(t);
    t.clock.set('2026-03-21T05:30:00Z'); // Friday 20 March, 23:30 in Mexico City
    expect(await promiseOptions(t.core, { actorId: clientId })).toMatchObject({
      minDate: '2026-03-20',
      maxDate: '2026-04-04',
    });
  });
});
