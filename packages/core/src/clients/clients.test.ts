import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { chooseRollover } from '../loans/choose-rollover';
import { paymentReference } from '../payments/payment-reference';

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
    const flag = async () => (await t.core.clients.profile(loan.clientId)).hasActiveRefinancing;
    expect(await flag()).toBe(false);

    await chooseRollover(t.core, loan.clientId, 'cheap');
    expect(await flag()).toBe(true);

    const ref = await paymentReference(t.core, loan.clientId, { kind: 'rollover', channel: 'cash' });
    await t.core.payments.simulateReferencePayment(ref.reference);
    expect(await flag()).toBe(false);
  });

  it("does not look at another client's extension", async () => {
    const mine = await activeLoan();
    const theirs = await activeLoan();
    await chooseRollover(t.core, theirs.clientId, 'expensive');
    expect((await t.core.clients.profile(theirs.clientId)).hasActiveRefinancing).toBe(true);
    expect((await t.core.clients.profile(mine.clientId)).hasActiveRefinancing).toBe(false);
  });
});
