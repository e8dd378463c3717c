import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { chooseRollover } from '../loans/choose-rollover';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { get } from './get';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

/** A loan paid out to a new client. */
const activeLoan = () => paidOutLoan(t);

describe('client profile: hasActiveRefinancing', () => {
  it('is true while a chosen extension awaits its fee on the open loan, false before and once paid', async () => {
    const loan = await activeLoan();
    const flag = async () => (await get(t.core, { actorId: loan.clientId })).hasActiveRefinancing;
    expect(await flag()).toBe(false);

    await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } });
    expect(await flag()).toBe(true);

    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference);
    expect(await flag()).toBe(false);
  });

  it("does not look at another client's extension", async () => {
    const mine = await activeLoan();
    const theirs = await activeLoan();
    await chooseRollover(t.core, { actorId: theirs.clientId, body: { type: 'expensive' } });
    expect((await get(t.core, { actorId: theirs.clientId })).hasActiveRefinancing).toBe(true);
    expect((await get(t.core, { actorId: mine.clientId })).hasActiveRefinancing).toBe(false);
  });
});
