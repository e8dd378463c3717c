import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq } from '@lender/db/orm';
import { approvalRequests, auditLog, backOfficeUsers, loans } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  staffUsers,
} from '../../testing/lending-fixtures';
import { noticesOf } from '../../testing/notices-fixtures';
import { approve } from '../back-office/approve';
import { SYSTEM_MAKER } from '../back-office/request-refund';
import { userLogin } from '../back-office/user-login';
import { CoreError } from '../errors/core-error';
import { loanBalances } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { simulateReferencePayment } from './payment-callbacks';
import { paymentReference } from './payment-reference';

// Issue 61 point 2: money that arrives beyond what a loan owes is never silently taken. The loan is
// paid off with what it owed; the rest is held for the borrower (`overpayment_suspense`), its refund
// is asked for at once by the platform (a request an admin approves, ADR 309), and the borrower's
// notice says how much is theirs and that it goes back to their CLABE.

let t: LendingTestCore;
let admin: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  ({ admin } = await staffUsers(t, { admin: 'admin' }));
});
afterAll(() => t.close());

const pendingRefunds = (loanId: number) =>
  t.core.db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.kind, 'payment.refund'),
        eq(approvalRequests.entityId, String(loanId)),
        eq(approvalRequests.status, 'pending'),
      ),
    );

describe('money above the balance', () => {
  it('a cash payment $250.37 above the payoff: paid off, $250.37 held, its refund asked for and the borrower told', async () => {
    const loan = await paidOutLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, loan.clientId, { kind: 'repayment', channel: 'cash' });
    await simulateReferencePayment(t.core, ref.reference, payoff + 250_37);

    const [row] = await t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
    expect(row?.status).toBe(LOAN_STATUS.paid);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense).toBe(-250_37);

    // The platform's own request, of everything held, audited as the system's.
    const [request] = await pendingRefunds(loan.loanId);
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

    // The borrower reads what is theirs.
    const notice = (await noticesOf(t, loan.clientId)).find((n) => n.template === 'payment_received');
    expect(notice?.body).toContain(`te sobran ${formatMoney(250_37)}: es tu saldo a favor`);

    // An admin approves it: booked and paid out, nothing held any more.
    const approved = await approve(t.core, admin, request?.id ?? 0, { version: 1 });
    expect(approved.status).toBe('approved');
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
  });

  it('the exact payoff leaves nothing held and asks for no refund', async () => {
    const loan = await paidOutLoan(t);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, loan.clientId, { kind: 'repayment', channel: 'cash' });
    await simulateReferencePayment(t.core, ref.reference, payoff);
    expect((await loanBalances(t.core.db, loan.loanId)).overpayment_suspense ?? 0).toBe(0);
    expect(await pendingRefunds(loan.loanId)).toEqual([]);
    const notice = (await noticesOf(t, loan.clientId)).find((n) => n.template === 'payment_received');
    expect(notice?.body).toContain('Con él cubres todo tu préstamo.');
  });

  it('the system account that files the requests cannot sign in', async () => {
    const error = await userLogin(t.core, { username: SYSTEM_MAKER.email, password: '!' }, undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).code).toBe('invalid_credentials');
  });
});
