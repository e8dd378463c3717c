import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, desc, eq } from '@lender/db/orm';
import {
  approvalRequests,
  auditLog,
  backOfficeUsers,
  loans,
  payments,
  refundPayouts,
} from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  pendingRefunds,
  reversePayment,
  staffUsers,
} from '../../testing/lending-fixtures';
import { noticesOf } from '../../testing/notices-fixtures';
import { approve } from '../back-office/approve';
import { creditBalances } from '../back-office/credit-balances';
import { confirmPendingRefunds } from '../back-office/refund-payouts';
import { SYSTEM_MAKER } from '../back-office/request-refund';
import { userLogin } from '../back-office/user-login';
import { CoreError } from '../errors/core-error';
import { loanBalances } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { simulateReferencePayment } from './payment-callbacks';
import { paymentReference } from './payment-reference';
import { recordExternalPayment } from './record-external-payment';

// Issue 61 point 2: money that arrives beyond what a loan owes is never silently taken. The loan is
// paid off with what it owed; the rest is held for the borrower (`overpayment_suspense`), its refund
// is asked for at once by the platform (a request an admin approves, ADR 309), and the borrower's
// notice says how much is theirs and that it goes back to their CLABE.

let t: LendingTestCore;
let admin: number;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  ({ admin, checker } = await staffUsers(t, { admin: 'admin', checker: 'admin' }));
});
afterAll(() => t.close());

const lastPaymentId = async (loanId: number) => {
  const [row] = await t.core.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.loanId, loanId), eq(payments.status, 'completed')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.id ?? 0;
};
const reverse = (loanId: number, paymentId: number) =>
  reversePayment(t, { maker: admin, checker }, loanId, paymentId, 'Pago aplicado por error');

describe('money above the balance', () => {
  it('a cash payment $250.37 above the payoff: paid off, $250.37 held, its refund asked for and the borrower told', async () => {
    const loan = await paidOutLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff + 250_37);

    const [row] = await t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
    expect(row?.status).toBe(LOAN_STATUS.paid);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense).toBe(-250_37);

    // The platform's own request, of everything held, audited as the system's.
    const [request] = await pendingRefunds(t, loan.loanId);
    expect(request?.payload).toEqual({ loanId: loan.loanId, amountCentavos: 250_37 });
    expect(request?.reason).toContain(formatMoney(250_37));
    const [maker] = await t.core.db
      .select()
      .from(backOfficeUsers)
      .where(eq(backOfficeUsers.id, request?.makerId ?? 0));
    expect(maker).toMatchObject({ email: SYSTEM_MAKER.email, status: 2 });
    const [audited] = await t.core.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approval.request'), eq(auditLog.entityId, String(request?.id))));
    expect(audited?.actorType).toBe('system');

    // Staff find it in the list of credit balances, with the request that pays it back.
    expect((await creditBalances(t.core)).find((row) => row.loanId === loan.loanId)).toMatchObject({
      clientId: loan.clientId,
      heldCentavos: 250_37,
      refundRequestId: request?.id,
    });

    // The borrower reads what is theirs.
    const notice = (await noticesOf(t, loan.clientId)).find((n) => n.template === 'payment_received');
    expect(notice?.body).toContain(`te sobran ${formatMoney(250_37)}: es tu saldo a favor`);

    // An admin approves it: booked and paid out, nothing held any more.
    const approved = await approve(t.core, {
      actorId: admin,
      params: { id: request?.id ?? 0 },
      body: { version: 1 },
    });
    expect(approved.status).toBe('approved');
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
    expect((await creditBalances(t.core)).map((row) => row.loanId)).not.toContain(loan.loanId);

    // The payout reaches the CLABE: the borrower is told, with the amount and the SPEI reference.
    await confirmPendingRefunds(t.core);
    const [payout] = await t.core.db
      .select()
      .from(refundPayouts)
      .where(eq(refundPayouts.loanId, loan.loanId));
    expect(payout?.status).toBe('completed');
    const told = (await noticesOf(t, loan.clientId)).filter((n) => n.template === 'refund');
    expect(new Set(told.map((n) => n.eventId)).size).toBe(1);
    expect(told[0]?.body).toContain(`te devolvimos ${formatMoney(250_37)} de tu saldo a favor`);
    expect(told[0]?.body).toContain(payout?.reference ?? 'no reference');
    // Asking the provider again tells nothing twice.
    await confirmPendingRefunds(t.core);
    expect((await noticesOf(t, loan.clientId)).filter((n) => n.template === 'refund')).toHaveLength(
      told.length,
    );
  });

  it('a reversed payment that had paid a centavo beyond the balance: the refund request is withdrawn, never paid', async () => {
    const loan = await paidOutLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff + 1);
    const [first] = await pendingRefunds(t, loan.loanId);
    expect(first?.payload.amountCentavos).toBe(1);
    await reverse(loan.loanId, await lastPaymentId(loan.loanId));
    // The payment went back: nothing is held, the platform withdrew its request and said why.
    expect(await pendingRefunds(t, loan.loanId)).toEqual([]);
    const [withdrawn] = await t.core.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, first?.id ?? 0));
    expect(withdrawn?.status).toBe('cancelled');
    const [why] = await t.core.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approval.cancel'), eq(auditLog.entityId, String(first?.id))));
    expect(why?.actorType).toBe('system');
    expect(why?.reason).toContain(`ahora el préstamo guarda ${formatMoney(0)}`);
    // Approving the withdrawn request is refused and books nothing.
    const error = await approve(t.core, {
      actorId: admin,
      params: { id: first?.id ?? 0 },
      body: { version: first?.version ?? 1 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreError);
    expect(await t.core.db.select().from(refundPayouts).where(eq(refundPayouts.loanId, loan.loanId))).toEqual(
      [],
    );
  });

  it('a reversed payment that had paid beyond the balance: what is still held pays the debt, none is refunded', async () => {
    const loan = await paidOutLoan(t);
    const { payoff, outstanding } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const cash = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, cash.reference, payoff + 120_55);
    const overpaying = await lastPaymentId(loan.loanId);
    // More arrives for a loan already paid (a transfer the borrower had sent too): all of it is theirs.
    await recordExternalPayment(t.core, {
      loanId: loan.loanId,
      amount: 30_00,
      reference: `late-transfer-${loan.loanId}`,
      actor: { type: 'user', id: admin },
    });
    const [both] = await pendingRefunds(t, loan.loanId);
    expect(both?.payload.amountCentavos).toBe(150_55);
    // The cash payment was posted wrongly: reversed, the loan owes again, and the $30.00 the borrower
    // still holds pays part of it (ADR 364): nothing is held, the request for $150.55 is withdrawn.
    await reverse(loan.loanId, overpaying);
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(balances.overpayment_suspense ?? 0).toBe(0);
    const owed = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    // Its early payoff's rebate went back with it: owed is what was owed before it, less the $30.00.
    expect(owed.outstanding).toBe(outstanding - 30_00);
    expect(await pendingRefunds(t, loan.loanId)).toEqual([]);
    const [old] = await t.core.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, both?.id ?? 0));
    expect(old?.status).toBe('cancelled');
  });

  it('the exact payoff leaves nothing held and asks for no refund', async () => {
    const loan = await paidOutLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
    expect(await pendingRefunds(t, loan.loanId)).toEqual([]);
    expect((await creditBalances(t.core)).map((row) => row.loanId)).not.toContain(loan.loanId);
    const notice = (await noticesOf(t, loan.clientId)).find((n) => n.template === 'payment_received');
    expect(notice?.body).toContain('Con él cubres todo tu préstamo.');
  });

  it('the system account that files the requests cannot sign in', async () => {
    const error = await userLogin(t.core, { body: { username: SYSTEM_MAKER.email, password: '!' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).code).toBe('invalid_credentials');
  });
});
