import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedApplication, createLendingTestCore, type LendingTestCore } from '../loans/test-fixtures';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../providers/payouts/sandbox';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

async function activeLoan() {
  const app = await acceptedApplication(t);
  await t.core.loans.sendAgreementCode(app.clientId, app.applicationId);
  const { loanId } = await t.core.loans.sign(app.clientId, app.applicationId, { smsCode: t.lastCode() });
  t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
  await t.core.loans.confirmPending();
  return { ...app, loanId };
}

describe('client profile: hasActiveRefinancing', () => {
  it('is true while a chosen extension awaits its fee on the open loan, false before and once paid', async () => {
    const loan = await activeLoan();
    const flag = async () => (await t.core.clients.profile(loan.clientId)).hasActiveRefinancing;
    expect(await flag()).toBe(false);

    await t.core.rollovers.choose(loan.clientId, 'cheap');
    expect(await flag()).toBe(true);

    const ref = await t.core.payments.paymentReference(loan.clientId, { kind: 'rollover', channel: 'cash' });
    await t.core.payments.simulateReferencePayment(ref.reference);
    expect(await flag()).toBe(false);
  });

  it("does not look at another client's extension", async () => {
    const mine = await activeLoan();
    const theirs = await activeLoan();
    await t.core.rollovers.choose(theirs.clientId, 'expensive');
    expect((await t.core.clients.profile(theirs.clientId)).hasActiveRefinancing).toBe(true);
    expect((await t.core.clients.profile(mine.clientId)).hasActiveRefinancing).toBe(false);
  });
});
