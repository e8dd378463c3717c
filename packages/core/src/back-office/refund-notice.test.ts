import { eq } from '@lender/db/orm';
import { approvalRequests, clients, refundPayouts } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  staffUsers,
} from '../../testing/lending-fixtures';
import { noticesOf } from '../../testing/notices-fixtures';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { approve } from './approve';
import { confirmPendingRefunds, payApprovedRefund } from './refund-payouts';

// Issue 61: a refund of a credit balance, paid out, gives the borrower a notice of its own: how much
// went back (to the centavo) and to which account, named by its CLABE's last 4 digits only. Only a
// payout the provider confirms says the money was returned; a rejected one says it was not; a retry
// of the approval or of the confirmation tells nothing twice.

let t: LendingTestCore;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  ({ checker } = await staffUsers(t, { checker: 'admin' }));
});
afterAll(() => t.close());

/**
 * A paid-off loan with `above` centavos held for its borrower, whose CLABE is then `clabe`, and the
 * platform's refund request approved.
 */
async function refundApproved(clabe: string, above: number) {
  const loan = await paidOutLoan(t);
  await t.core.db
    .update(clients)
    .set({ clabeEnc: t.core.pii.encrypt(clabe) })
    .where(eq(clients.id, loan.clientId));
  const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'cash' },
  });
  await simulateReferencePayment(t.core, ref.reference, payoff + above);
  const [request] = (
    await t.core.db.select().from(approvalRequests).where(eq(approvalRequests.kind, 'payment.refund'))
  ).filter((row) => row.entityId === String(loan.loanId) && row.status === 'pending');
  if (!request) throw new Error('no refund request');
  await approve(t.core, { actorId: checker, params: { id: request.id }, body: { version: request.version } });
  const [approved] = await t.core.db
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.id, request.id));
  if (!approved) throw new Error('request gone');
  return { ...loan, request: approved };
}

const refundNotices = async (clientId: number) =>
  (await noticesOf(t, clientId)).filter((notice) => notice.template === 'refund');
/** One notice of one event: a row per channel (SMS and e-mail), never two of a channel. */
const once = (notices: Awaited<ReturnType<typeof refundNotices>>) => {
  expect(new Set(notices.map((notice) => notice.eventId)).size).toBe(1);
  expect(notices.map((notice) => notice.channel).sort()).toEqual(
    [...new Set(notices.map((notice) => notice.channel))].sort(),
  );
  expect(notices.length).toBeGreaterThan(0);
};

describe('the refund notice', () => {
  it('a confirmed payout of $250.37: one notice, the amount to the centavo and the CLABE by its last 4 digits', async () => {
    const clabe = '002010077777774821';
    const loan = await refundApproved(clabe, 250_37);
    // Approved and handed to the provider: not returned yet, so nothing said yet.
    expect(await refundNotices(loan.clientId)).toEqual([]);

    await confirmPendingRefunds(t.core);
    const [payout] = await t.core.db
      .select()
      .from(refundPayouts)
      .where(eq(refundPayouts.loanId, loan.loanId));
    expect(payout?.status).toBe('completed');
    expect(payout?.details?.clabeLast4).toBe('4821');
    const told = await refundNotices(loan.clientId);
    once(told);
    for (const { body } of told) {
      expect(body).toContain(`te devolvimos ${formatMoney(250_37)} de tu saldo a favor`);
      expect(body).toContain('a tu cuenta CLABE con terminación 4821');
      expect(body).toContain(payout?.reference ?? 'no reference');
      // The CLABE itself is never written, nor more than its last 4 digits.
      expect(body).not.toContain(clabe);
      expect(body).not.toContain(clabe.slice(-5));
    }

    // The approval processed again (a retry) and the provider asked again: no second notice.
    await payApprovedRefund(t.core, loan.request, checker);
    await confirmPendingRefunds(t.core);
    expect(await refundNotices(loan.clientId)).toHaveLength(told.length);
  });

  it('a centavo held: the notice says $0.01', async () => {
    const loan = await refundApproved('002010077777770013', 1);
    await confirmPendingRefunds(t.core);
    const told = await refundNotices(loan.clientId);
    once(told);
    expect(told[0]?.body).toContain(`te devolvimos ${formatMoney(1)} de tu saldo a favor`);
    expect(told[0]?.body).toContain('terminación 0013');
  });

  it('a payout sent before the platform kept the last 4 digits: the account unnamed, no digits invented', async () => {
    const loan = await refundApproved('002010077777775555', 45_10);
    await t.core.db
      .update(refundPayouts)
      .set({ details: { trackingKey: 'SPEI-OLD' } })
      .where(eq(refundPayouts.loanId, loan.loanId));
    await confirmPendingRefunds(t.core);
    const told = await refundNotices(loan.clientId);
    once(told);
    expect(told[0]?.body).toContain(
      `te devolvimos ${formatMoney(45_10)} de tu saldo a favor por SPEI a tu cuenta CLABE, con`,
    );
    expect(told[0]?.body).not.toContain('terminación');
  });

  it('a payout the bank rejects never says the money was returned', async () => {
    // The sandbox rejects SPEI to a CLABE whose account number is all zeros.
    const loan = await refundApproved('002010000000000003', 80_00);
    await confirmPendingRefunds(t.core);
    const [payout] = await t.core.db
      .select()
      .from(refundPayouts)
      .where(eq(refundPayouts.loanId, loan.loanId));
    expect(payout?.status).toBe('failed');
    const told = await refundNotices(loan.clientId);
    once(told);
    for (const { body } of told) {
      expect(body).not.toContain('te devolvimos');
      expect(body).toContain(`no pudimos devolverte ${formatMoney(80_00)}`);
    }
    await confirmPendingRefunds(t.core);
    expect(await refundNotices(loan.clientId)).toHaveLength(told.length);
  });
});
