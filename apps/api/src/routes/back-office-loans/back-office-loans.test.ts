import { LOAN_STATUS } from '@lender/calculator';
import { today } from '@lender/core';
import { schema } from '@lender/core/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan as createActiveLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { users, tokens, signIn } = backOfficeStaff({ admin: 'admin', agent: 'agent' }, async () => {
  t = await createLendingTestApp();
  return t;
});

/** An active loan of 3,000 pesos (the shared fixture); both admins sign in again after its payout wait. */
async function activeLoan(): Promise<{ clientId: number; loanId: number; total: number }> {
  const loan = await createActiveLoan(t);
  const [row] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loan.loanId));
  expect(row?.status).toBe(LOAN_STATUS.active);
  await signIn();
  return loan;
}

const auditOf = (entity: string, entityId: number) =>
  t.core.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, entity), eq(schema.auditLog.entityId, String(entityId))))
    .orderBy(schema.auditLog.id);

describe('POST /web/private/back-office/loans/{id}/payments', () => {
  it('an agent records a payment received outside the providers; it reaches the ledger and the audit log', async () => {
    const { loanId, clientId, total } = await activeLoan();
    const body = {
      amount: { amount: 1000, currency: 'MXN' },
      paidOn: today(t.clock),
      reference: 'DEP-000123',
      reason: 'Bank deposit seen on the statement',
    };
    const res = await t.call('POST', `${B}/loans/${loanId}/payments`, { token: tokens.agent, body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      paymentType: 'manual',
      status: 'completed',
      amount: { amount: 1000, currency: 'MXN' },
    });
    const loan = await t.core.loans.loanView(loanId);
    expect(loan.outstanding.amount).toBeCloseTo(total / 100 - 1000, 2);

    const entries = await auditOf('loan', loanId);
    expect(entries.find((e) => e.action === 'loan.record_payment')).toMatchObject({
      actorType: 'user',
      actorId: users.agent.id,
      reason: body.reason,
      after: {
        paymentId: res.body.data.id,
        amount: { centavos: 1000_00, currency: 'MXN' },
        paidOn: body.paidOn,
        receipt: 'DEP-000123',
      },
    });

    // The same receipt again records nothing new.
    const again = await t.call('POST', `${B}/loans/${loanId}/payments`, { token: tokens.agent, body });
    expect(again.body.data.id).toBe(res.body.data.id);
    expect((await auditOf('loan', loanId)).filter((e) => e.action === 'loan.record_payment')).toHaveLength(1);

    // The client detail shows the loan, its ledger and the payment's effect.
    const detail = await t.call('GET', `${B}/clients/${clientId}`, { token: tokens.agent });
    expect(detail.body.data.loans.map((l: { id: number }) => l.id)).toEqual([loanId]);
    expect(detail.body.data.ledger.some((e: { kind: string }) => e.kind === 'payment')).toBe(true);
    expect(detail.body.data.applications).toHaveLength(1);
  });

  it('answers 404 for an unknown loan and 400 without a reason', async () => {
    const body = {
      amount: { amount: 10, currency: 'MXN' },
      paidOn: '2026-03-02',
      reference: 'X-1',
      reason: 'ok!',
    };
    expect((await t.call('POST', `${B}/loans/999999/payments`, { token: tokens.agent, body })).status).toBe(
      404,
    );
    const { reason: _r, ...noReason } = body;
    expect(
      (await t.call('POST', `${B}/loans/1/payments`, { token: tokens.agent, body: noReason })).status,
    ).toBe(400);
  });
});

describe('PUT /web/private/back-office/loans/{id}/write-off', () => {
  it('is for admins: an agent gets 403 and the loan stays active', async () => {
    const { loanId } = await activeLoan();
    const res = await t.call('PUT', `${B}/loans/${loanId}/write-off`, {
      token: tokens.agent,
      body: { reason: 'Uncollectable' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    const [loan] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(loan?.status).toBe(LOAN_STATUS.active);
  });

  it('an admin cannot write a loan off alone: the direct call is refused and points to the request', async () => {
    const { loanId } = await activeLoan();
    const res = await t.call('PUT', `${B}/loans/${loanId}/write-off`, {
      token: tokens.admin,
      body: { reason: 'Client deceased' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('write-off-requests');
    const [loan] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(loan?.status).toBe(LOAN_STATUS.active);
    expect((await auditOf('loan', loanId)).filter((e) => e.action === 'loan.write_off')).toEqual([]);
  });
});

describe('GET /web/private/back-office/loans/{id}: the schedule', () => {
  it('shows an unpaid loan its repayment line with what is owed, not $0.00, and what is left after a payment', async () => {
    const { loanId, total } = await activeLoan();
    const page = await t.call('GET', `${B}/loans/${loanId}`, { token: tokens.agent });
    expect(page.status).toBe(200);
    const [line] = page.body.data.schedule;
    expect(line).toMatchObject({ kind: 'repayment', status: 'unpaid', paidAt: null });
    // The offer's total (principal, interest, fees and IVA), as the borrower's loan view shows it.
    expect(line.amountCentavos).toBe(total);
    expect(line.outstandingCentavos).toBe(total);
    expect(line.amountCentavos).toBe(Math.round(page.body.data.loan.repaymentInvoice.total.amount * 100));

    await t.call('POST', `${B}/loans/${loanId}/payments`, {
      token: tokens.agent,
      body: {
        amount: { amount: 1000, currency: 'MXN' },
        paidOn: today(t.clock),
        reference: 'DEP-SCHEDULE',
        reason: 'Bank deposit seen on the statement',
      },
    });
    const after = (await t.call('GET', `${B}/loans/${loanId}`, { token: tokens.agent })).body.data
      .schedule[0];
    expect(after.amountCentavos).toBe(total);
    expect(after.outstandingCentavos).toBe(total - 1000_00);
  });
});
