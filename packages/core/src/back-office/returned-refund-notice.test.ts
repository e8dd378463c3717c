import { eq } from '@lender/db/orm';
import { clients, refundPayouts } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  pendingRefunds,
  staffUsers,
} from '../../testing/lending-fixtures';
import { noticesOf } from '../../testing/notices-fixtures';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { approve } from './approve';
import { confirmPendingRefunds } from './refund-payouts';

// ADR 382 asks a returned refund again at once, paid to the CLABE on file. The borrower is told the
// transfer came back and where the one asked again goes: to that same account (check it or change
// it first) or to the one they changed to; the refund that then arrives says it is the second.

let t: LendingTestCore;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  ({ checker } = await staffUsers(t, { checker: 'admin' }));
});
afterAll(() => t.close());

/** The sandbox's bank returns SPEI to a CLABE whose account number is all zeros. */
const RETURNED_CLABE = '002010000000000003';

const setClabe = (clientId: number, clabe: string) =>
  t.core.db
    .update(clients)
    .set({ clabeEnc: t.core.pii.encrypt(clabe) })
    .where(eq(clients.id, clientId));

/** A closed loan whose borrower paid `above` centavos too much, refunded to `clabe` and approved. */
async function refundTo(clabe: string, above: number) {
  const loan = await paidOutLoan(t);
  await setClabe(loan.clientId, clabe);
  const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'cash' },
  });
  await simulateReferencePayment(t.core, ref.reference, payoff + above);
  await approvePending(loan.loanId);
  return loan;
}

async function approvePending(loanId: number) {
  const [request] = await pendingRefunds(t, loanId);
  if (!request) throw new Error('no refund request');
  await approve(t.core, { actorId: checker, params: { id: request.id }, body: { version: request.version } });
}

const refundNotices = async (clientId: number, status: 'completed' | 'failed') =>
  (await noticesOf(t, clientId)).filter(
    (notice) => notice.template === 'refund' && notice.eventId.endsWith(`:${status}`),
  );

describe('a refund asked again after the bank returned it', () => {
  it('returned to an account still on file: says it came back and asks to check or change that same account', async () => {
    const loan = await refundTo(RETURNED_CLABE, 1_234_56);
    await confirmPendingRefunds(t.core);
    const told = await refundNotices(loan.clientId, 'failed');
    expect(told.length).toBeGreaterThan(0);
    for (const { body } of told) {
      expect(body).toContain(`no pudimos devolverte ${formatMoney(1_234_56)}`);
      expect(body).toContain('$1,234.56');
      expect(body).toContain('terminación 0003 y nos devolvió el dinero');
      expect(body).toContain('ya pedimos enviártelo de nuevo a esa misma cuenta');
      expect(body).toContain('cámbiala en tu perfil');
    }
    // Asked again at once (ADR 382), for the same amount.
    expect((await pendingRefunds(t, loan.loanId)).map((r) => Number(r.payload.amountCentavos))).toEqual([
      1_234_56,
    ]);
  });

  it('the borrower changed their CLABE before it came back: names the new account, asks nothing of the old', async () => {
    const loan = await refundTo(RETURNED_CLABE, 80_01);
    await setClabe(loan.clientId, '002010077777774821');
    await confirmPendingRefunds(t.core);
    const [notice] = await refundNotices(loan.clientId, 'failed');
    expect(notice?.body).toContain(`no pudimos devolverte ${formatMoney(80_01)}`);
    expect(notice?.body).toContain('ahora a tu cuenta CLABE con terminación 4821');
    expect(notice?.body).not.toContain('esa misma cuenta');
  });

  it('the second transfer, to the account changed since, says the first came back', async () => {
    const loan = await refundTo(RETURNED_CLABE, 80_01);
    await confirmPendingRefunds(t.core);
    await setClabe(loan.clientId, '002010077777774821');
    await approvePending(loan.loanId);
    await confirmPendingRefunds(t.core);
    const payouts = await t.core.db.select().from(refundPayouts).where(eq(refundPayouts.loanId, loan.loanId));
    expect(payouts.map((p) => p.status).sort()).toEqual(['completed', 'failed']);
    const told = await refundNotices(loan.clientId, 'completed');
    expect(told.length).toBeGreaterThan(0);
    for (const { body } of told) {
      expect(body).toContain('tu banco nos devolvió la primera transferencia');
      expect(body).toContain(`te devolvimos ${formatMoney(80_01)}`);
      expect(body).toContain('terminación 4821');
    }
    // The job again: nothing told twice.
    const before = (await noticesOf(t, loan.clientId)).length;
    await confirmPendingRefunds(t.core);
    expect(await noticesOf(t, loan.clientId)).toHaveLength(before);
  });

  it('another borrower’s returned refund changes nothing in this borrower’s first refund', async () => {
    await refundTo(RETURNED_CLABE, 5_00);
    const mine = await refundTo('002010077777770013', 10_01);
    await confirmPendingRefunds(t.core);
    const [notice] = await refundNotices(mine.clientId, 'completed');
    expect(notice?.body).toContain(`te devolvimos ${formatMoney(10_01)}`);
    expect(notice?.body).not.toContain('primera transferencia');
  });
});
