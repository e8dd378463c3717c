import { computeOffer, demoProduct, LOAN_STATUS, payDateOptions } from '@lender/calculator';
import { emailColumns, type OfferView, offerView, type SmsMessage, schema, today } from '@lender/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backOfficeToken,
  createBackOfficeUser,
  type TestBackOfficeUser,
} from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const B = '/web/private/back-office';

let t: TestApp;
const sms: SmsMessage[] = [];
let admin: TestBackOfficeUser;
let agent: TestBackOfficeUser;
let adminToken: string;
let agentToken: string;
beforeAll(async () => {
  // SMS captured in memory: the agreement code is read from here.
  t = await createTestApp({
    providers: {
      sms: {
        name: 'test-sms',
        // An offline stand-in: sandbox mode (on in tests) refuses real providers.
        sandbox: true,
        async send(message) {
          sms.push(message);
        },
      },
    },
  });
  admin = await createBackOfficeUser(t, 'admin');
  agent = await createBackOfficeUser(t, 'agent');
  adminToken = await backOfficeToken(t, admin);
  agentToken = await backOfficeToken(t, agent);
});
afterAll(() => t.close());

let seq = 0;
/**
 * An active loan of 3,000 pesos: a client with phone and CLABE, an accepted application with its
 * offer priced by the calculator, signed with the SMS code and paid out by the sandbox provider.
 */
async function activeLoan(): Promise<{ clientId: number; loanId: number; total: number }> {
  seq += 1;
  const phone = `+5255${String(40_000_000 + seq).padStart(8, '0')}`;
  const clabe = '002010077777777771';
  const [client] = await t.core.db
    .insert(schema.clients)
    .values({
      ...emailColumns(t.core.pii, `bo-loan-${seq}@lender.test`),
      firstName: 'Ana',
      lastName: 'López',
      phoneEnc: t.core.pii.encrypt(phone),
      phoneHash: t.core.pii.hash('phone', phone),
      clabeEnc: t.core.pii.encrypt(clabe),
      clabeHash: t.core.pii.hash('clabe', `${clabe}:${seq}`),
      passwordHash: 'not-used',
    })
    .returning({ id: schema.clients.id });
  const clientId = client?.id as number;
  const day = today(t.clock);
  const option = payDateOptions('biweekly', day)[6];
  if (!option) throw new Error('no pay-date option');
  const offer = computeOffer(
    demoProduct,
    { amount: 3_000_00, payCycle: 'biweekly', payDates: option.value, sequenceType: 'first' },
    day,
  );
  const [application] = await t.core.db
    .insert(schema.applications)
    .values({
      clientId,
      status: 3,
      desiredAmount: offer.principal,
      principalAmount: offer.principal,
      loanAmount: offer.principal,
      termDays: offer.term,
      salaryCycle: 'biweekly',
      payDates: { first_repayment_option: option.value },
      sequenceType: 'first',
      pricedOn: day,
    })
    .returning({ id: schema.applications.id });
  const applicationId = application?.id as number;
  const view: OfferView = offerView(offer);
  await t.core.db.insert(schema.offers).values({
    applicationId,
    reason: 'decision',
    principal: offer.principal,
    total: offer.total,
    termDays: offer.term,
    endDate: offer.endDate,
    view: view as unknown as Record<string, unknown>,
    pricedOn: day,
    expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
  });
  await t.core.loans.sendAgreementCode(clientId, applicationId);
  const smsCode = sms.at(-1)?.otp;
  if (!smsCode) throw new Error('no agreement code sent');
  const { loanId } = await t.core.loans.sign(clientId, applicationId, { smsCode, ip: null, userAgent: null });
  // Past the sandbox payout provider's confirmation delay.
  t.clock.advance(10 * 60_000);
  await t.core.loans.confirmPending();
  const [loan] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
  expect(loan?.status).toBe(LOAN_STATUS.active);
  // The payout wait outlives access tokens: sign in again.
  adminToken = await backOfficeToken(t, admin);
  agentToken = await backOfficeToken(t, agent);
  return { clientId, loanId, total: offer.total };
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
    const res = await t.call('POST', `${B}/loans/${loanId}/payments`, { token: agentToken, body });
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
      actorId: agent.id,
      reason: body.reason,
      after: {
        paymentId: res.body.data.id,
        amount: { centavos: 1000_00, currency: 'MXN' },
        paidOn: body.paidOn,
        receipt: 'DEP-000123',
      },
    });

    // The same receipt again records nothing new.
    const again = await t.call('POST', `${B}/loans/${loanId}/payments`, { token: agentToken, body });
    expect(again.body.data.id).toBe(res.body.data.id);
    expect((await auditOf('loan', loanId)).filter((e) => e.action === 'loan.record_payment')).toHaveLength(1);

    // The client detail shows the loan, its ledger and the payment's effect.
    const detail = await t.call('GET', `${B}/clients/${clientId}`, { token: agentToken });
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
    expect((await t.call('POST', `${B}/loans/999999/payments`, { token: agentToken, body })).status).toBe(
      404,
    );
    const { reason: _r, ...noReason } = body;
    expect(
      (await t.call('POST', `${B}/loans/1/payments`, { token: agentToken, body: noReason })).status,
    ).toBe(400);
  });
});

describe('PUT /web/private/back-office/loans/{id}/write-off', () => {
  it('is for admins: an agent gets 403 and the loan stays active', async () => {
    const { loanId } = await activeLoan();
    const res = await t.call('PUT', `${B}/loans/${loanId}/write-off`, {
      token: agentToken,
      body: { reason: 'Uncollectable' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    const [loan] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(loan?.status).toBe(LOAN_STATUS.active);
  });

  it('an admin writes a loan off; it is audited with the reason; a second time is 409', async () => {
    const { loanId } = await activeLoan();
    const res = await t.call('PUT', `${B}/loans/${loanId}/write-off`, {
      token: adminToken,
      body: { reason: 'Client deceased' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: loanId, status: LOAN_STATUS.writeOff });
    expect(res.body.data.outstanding.amount).toBe(0);
    const [entry] = (await auditOf('loan', loanId)).filter((e) => e.action === 'loan.write_off');
    expect(entry).toMatchObject({
      actorType: 'user',
      actorId: admin.id,
      reason: 'Client deceased',
      before: { status: LOAN_STATUS.active },
      after: { status: LOAN_STATUS.writeOff },
    });
    const again = await t.call('PUT', `${B}/loans/${loanId}/write-off`, {
      token: adminToken,
      body: { reason: 'Client deceased' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_transition');
    expect(
      (await t.call('PUT', `${B}/loans/999999/write-off`, { token: adminToken, body: { reason: 'n/a!' } }))
        .status,
    ).toBe(404);
  });
});
