import { LOAN_STATUS } from '@lender/calculator/platform';
import { loanView, simulateReferencePayment, today, useCases } from '@lender/core';
import { schema } from '@lender/core/db';
import { and, eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan as createActiveLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { users, tokens, signIn } = backOfficeStaff(
  { admin: 'admin', agent: 'agent', finance: 'finance' },
  async () => {
    t = await createLendingTestApp();
    return t;
  },
);

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
  it('finance records a payment received outside the providers; it reaches the ledger and the audit log', async () => {
    const { loanId, clientId, total } = await activeLoan();
    const body = {
      amount: { amount: 1000, currency: 'MXN' },
      paidOn: today(t.clock),
      reference: 'DEP-000123',
      reason: 'Bank deposit seen on the statement',
    };
    // Issue 36: recording money is finance's (an agent works the queue).
    const refused = await t.call('POST', `${B}/loans/${loanId}/payments`, { token: tokens.agent, body });
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
    const res = await t.call('POST', `${B}/loans/${loanId}/payments`, { token: tokens.finance, body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      paymentType: 'manual',
      status: 'completed',
      amount: { amount: 1000, currency: 'MXN' },
    });
    const loan = await loanView(t.core, loanId);
    expect(loan.outstanding.amount).toBeCloseTo(total / 100 - 1000, 2);

    const entries = await auditOf('loan', loanId);
    expect(entries.find((e) => e.action === 'loan.record_payment')).toMatchObject({
      actorType: 'user',
      actorId: users.finance.id,
      reason: body.reason,
      after: {
        paymentId: res.body.data.id,
        amount: { centavos: 1000_00, currency: 'MXN' },
        paidOn: body.paidOn,
        // Not given: a transfer, the form of payment its CFDI carries (ADR 360).
        paymentForm: '03',
        receipt: 'DEP-000123',
      },
    });

    // The same receipt again records nothing new.
    const again = await t.call('POST', `${B}/loans/${loanId}/payments`, { token: tokens.finance, body });
    expect(again.body.data.id).toBe(res.body.data.id);
    expect((await auditOf('loan', loanId)).filter((e) => e.action === 'loan.record_payment')).toHaveLength(1);

    // The client detail shows the loan, its ledger and the payment's effect.
    const detail = await t.call('GET', `${B}/clients/${clientId}`, { token: tokens.agent });
    expect(detail.body.data.loans.map((l: { id: number }) => l.id)).toEqual([loanId]);
    expect(detail.body.data.ledger.some((e: { kind: string }) => e.kind === 'payment')).toBe(true);
    expect(detail.body.data.applications).toHaveLength(1);
  });

  it('refuses a date paid after today or before the loan started: 400 on paidOn, nothing recorded', async () => {
    const { loanId, total } = await activeLoan();
    const day = today(t.clock);
    const shifted = (days: number) =>
      new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const body = { amount: { amount: 1000, currency: 'MXN' }, reference: 'DEP-DATE', reason: 'Depósito' };
    for (const [paidOn, code] of [
      [shifted(1), 'too_big'],
      [shifted(-400), 'too_small'],
    ] as const) {
      const res = await t.call('POST', `${B}/loans/${loanId}/payments`, {
        token: tokens.finance,
        body: { ...body, paidOn },
      });
      expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ propertyPath: 'children[paidOn].data', code }),
      ]);
    }
    const loan = await loanView(t.core, loanId);
    expect(loan.outstanding.amount).toBeCloseTo(total / 100, 2);
    const recorded = await t.core.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.reference, 'MANUAL-DEP-DATE'));
    expect(recorded).toEqual([]);
  });

  it('records how the money came (c_FormaPago) and refuses a form not taken by hand: 400 on paymentForm', async () => {
    const { loanId } = await activeLoan();
    const body = {
      amount: { amount: 500, currency: 'MXN' },
      paidOn: today(t.clock),
      reference: 'DEP-FORM',
      reason: 'Depósito en efectivo en ventanilla',
    };
    for (const paymentForm of ['04', '28', '17', 'efectivo', '']) {
      const res = await t.call('POST', `${B}/loans/${loanId}/payments`, {
        token: tokens.finance,
        body: { ...body, paymentForm },
      });
      expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ propertyPath: 'children[paymentForm].data' }),
      ]);
    }
    const none = await t.core.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.reference, 'MANUAL-DEP-FORM'));
    expect(none).toEqual([]);
    const res = await t.call('POST', `${B}/loans/${loanId}/payments`, {
      token: tokens.finance,
      body: { ...body, paymentForm: '01' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.core.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.reference, 'MANUAL-DEP-FORM'));
    expect(row?.paymentForm).toBe('01');
  });

  it("refuses a receipt already recorded on another loan: 400 on reference naming that loan's payment, nothing recorded", async () => {
    const first = await activeLoan();
    const second = await activeLoan();
    const body = {
      amount: { amount: 1234.56, currency: 'MXN' },
      paidOn: today(t.clock),
      paymentForm: '01',
      reference: 'DEP-SHARED',
      reason: 'Depósito en ventanilla',
    };
    const paid = await t.call('POST', `${B}/loans/${first.loanId}/payments`, { token: tokens.finance, body });
    expect(paid.status).toBe(201);
    const res = await t.call('POST', `${B}/loans/${second.loanId}/payments`, { token: tokens.finance, body });
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        propertyPath: 'children[reference].data',
        code: 'not_unique',
        message: `Receipt DEP-SHARED is already recorded as payment ${paid.body.data.id} on loan ${first.loanId}`,
      }),
    ]);
    const loan = await loanView(t.core, second.loanId);
    expect(loan.outstanding.amount).toBeCloseTo(second.total / 100, 2);
    expect((await auditOf('loan', second.loanId)).filter((e) => e.action === 'loan.record_payment')).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown loan and 400 without a reason', async () => {
    const body = {
      amount: { amount: 10, currency: 'MXN' },
      paidOn: '2026-03-02',
      reference: 'X-1',
      reason: 'ok!',
    };
    expect((await t.call('POST', `${B}/loans/999999/payments`, { token: tokens.finance, body })).status).toBe(
      404,
    );
    const { reason: _r, ...noReason } = body;
    expect(
      (await t.call('POST', `${B}/loans/1/payments`, { token: tokens.finance, body: noReason })).status,
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
    // Issue 36: what the line is made of, to the centavo.
    expect(
      line.principalCentavos +
        line.interestCentavos +
        line.feesCentavos +
        line.vatCentavos +
        line.lateFeesCentavos,
    ).toBe(line.amountCentavos);
    expect(line.principalCentavos).toBe(3_000_00);
    expect(line.interestCentavos).toBeGreaterThan(0);
    expect(line.vatCentavos).toBeGreaterThan(0);
    expect([line.lateFeesCentavos, line.paidCentavos]).toEqual([0, 0]);
    // The header's facts: who, when paid out, at what price.
    expect(page.body.data.facts).toMatchObject({
      clientPhoneMasked: expect.stringMatching(/^\+52 \d\d\*\*\*\*\d{4}$/),
      disbursedOn: today(t.clock),
      catPercent: expect.any(Number),
      annualRatePercent: expect.any(Number),
      dailyRatePercent: expect.any(Number),
    });
    expect(page.body.data.summary).toMatchObject({ standing: 'current', overdueBucket: null });

    await t.call('POST', `${B}/loans/${loanId}/payments`, {
      token: tokens.finance,
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
    expect(after.paidCentavos).toBe(1000_00);
    expect(after.outstandingCentavos).toBe(total - 1000_00);
  });
});

describe('reversing a wrongly posted payment (issue 36)', () => {
  it('finance asks, another user approves: the ledger is as before the payment, the payment reversed, all audited', async () => {
    const { loanId, total } = await activeLoan();
    const paid = await t.call('POST', `${B}/loans/${loanId}/payments`, {
      token: tokens.finance,
      body: {
        amount: { amount: 500, currency: 'MXN' },
        paidOn: today(t.clock),
        reference: 'DEP-WRONG-LOAN',
        reason: 'Deposit booked on the wrong loan',
      },
    });
    const paymentId = paid.body.data.id as number;
    expect((await loanView(t.core, loanId)).outstanding.amount).toBeCloseTo(total / 100 - 500, 2);

    const path = `${B}/loans/${loanId}/payments/${paymentId}/reversal-requests`;
    const agent = await t.call('POST', path, { token: tokens.agent, body: { reason: 'Wrong loan' } });
    expect([agent.status, agent.body.code]).toEqual([403, 'forbidden']);
    const asked = await t.call('POST', path, { token: tokens.finance, body: { reason: 'Wrong loan' } });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({
      kind: 'payment.reversal',
      status: 'pending',
      entity: { type: 'payment', id: String(paymentId) },
      payload: { loanId, paymentId, amountCentavos: 500_00 },
    });
    // The loan page lists the request beside the loan's own.
    const page = await t.call('GET', `${B}/loans/${loanId}`, { token: tokens.finance });
    expect(page.body.data.approvals.map((a: { id: number }) => a.id)).toContain(asked.body.data.id);

    const approveBody = { version: asked.body.data.version };
    const maker = await t.call('PUT', `${B}/approvals/${asked.body.data.id}/approve`, {
      token: tokens.finance,
      body: approveBody,
    });
    expect(maker.body.code).toBe('maker_cannot_approve');
    const approved = await t.call('PUT', `${B}/approvals/${asked.body.data.id}/approve`, {
      token: tokens.admin,
      body: approveBody,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      result: { reversedCentavos: 500_00, paymentId, reopened: false },
    });

    expect((await loanView(t.core, loanId)).outstanding.amount).toBeCloseTo(total / 100, 2);
    const [payment] = await t.core.db.select().from(schema.payments).where(eq(schema.payments.id, paymentId));
    expect(payment?.status).toBe('reversed');
    expect((await auditOf('payment', paymentId)).map((e) => e.action)).toContain('payment.reverse');
    const again = await t.call('POST', path, { token: tokens.finance, body: { reason: 'Again' } });
    expect([again.status, again.body.code]).toEqual([409, 'invalid_transition']);
  });

  it('reopens a loan the reversed payment had closed as paid', async () => {
    const { loanId, clientId } = await activeLoan();
    const closedLoans = async () =>
      (await t.core.db.select().from(schema.clients).where(eq(schema.clients.id, clientId)))[0]
        ?.closedLoansCount;
    const payoff = (await loanView(t.core, loanId)).earlyPayoff?.amount as number;
    const paid = await t.call('POST', `${B}/loans/${loanId}/payments`, {
      token: tokens.finance,
      body: {
        amount: { amount: payoff, currency: 'MXN' },
        paidOn: today(t.clock),
        reference: 'DEP-PAYOFF-WRONG',
        reason: 'Deposit seen',
      },
    });
    const [closed] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(closed?.status).toBe(LOAN_STATUS.paid);
    expect(await closedLoans()).toBe(1);
    const asked = await t.call(
      'POST',
      `${B}/loans/${loanId}/payments/${paid.body.data.id}/reversal-requests`,
      {
        token: tokens.finance,
        body: { reason: 'The deposit bounced' },
      },
    );
    const approved = await t.call('PUT', `${B}/approvals/${asked.body.data.id}/approve`, {
      token: tokens.admin,
      body: { version: asked.body.data.version },
    });
    expect(approved.body.data.result).toMatchObject({ reopened: true });
    const [reopened] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(reopened?.status).toBe(LOAN_STATUS.active);
    // No longer a repaid loan: the client is back to a first-time borrower.
    expect(await closedLoans()).toBe(0);
    const view = await loanView(t.core, loanId);
    expect(view.outstanding.amount).toBeGreaterThan(payoff - 0.01);
    expect((await auditOf('loan', loanId)).map((e) => e.action)).toContain('loan.reopen');
  });
});

describe('the loan page: references apart from payments, a receipt per payment (issue 47)', () => {
  it('lists the references a borrower was shown with their state, and serves each payment’s receipt', async () => {
    const { loanId, clientId } = await activeLoan();
    const spei = await useCases.client.paymentReference(t.core, {
      actorId: clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 400_00 },
      },
    });
    const cash = await useCases.client.paymentReference(t.core, {
      actorId: clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
      },
    });
    const { paymentId } = await simulateReferencePayment(t.core, spei.reference);
    const page = await t.call('GET', `${B}/loans/${loanId}`, { token: tokens.finance });
    expect(page.status).toBe(200);
    expect(page.body.data.payments.map((p: { id: number }) => p.id)).toEqual([paymentId]);
    expect(
      page.body.data.references.map((r: { reference: string; state: string; paymentId: number | null }) => [
        r.reference,
        r.state,
        r.paymentId,
      ]),
    ).toEqual([
      // For the whole balance of before: more than is owed once the SPEI money came, so ended.
      [cash.reference, 'expired', null],
      [spei.reference, 'paid', paymentId],
    ]);

    const file = await t.app.request(`${B}/payments/${paymentId}/receipt`, {
      headers: { authorization: `Bearer ${tokens.finance}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(
      `comprobante-de-pago-${String(paymentId).padStart(6, '0')}.pdf`,
    );
    expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // An agent does not read payments; a payment that does not exist has no receipt.
    const agent = await t.call('GET', `${B}/payments/${paymentId}/receipt`, { token: tokens.agent });
    expect(agent.status).toBe(403);
    const missing = await t.call('GET', `${B}/payments/999999/receipt`, { token: tokens.finance });
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
  });
});
