import { randomUUID } from 'node:crypto';
import { simulateReferencePayment } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardBorrower, withKey } from '../../test/borrower';
import { curp, registerClient } from '../../test/fixtures';
import { acceptedClient, activeLoanClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = { cardNumber: '4242424242424242', holderName: 'Ana López', expiryMonth: 12, expiryYear: 2030 };

describe('GET consents', () => {
  it('lists the registration consents with the moment they were given, then a direct-debit consent', async () => {
    const start = t.clock.now().toISOString();
    const { token } = await registerClient(t);
    const before = await t.call('GET', `${C}/consents`, { token });
    expect(before.status).toBe(200);
    const kinds = before.body.data.consents.map((c: { kind: string; accepted: boolean }) => [
      c.kind,
      c.accepted,
    ]);
    expect(kinds).toEqual([
      ['terms_and_conditions', true],
      ['privacy_notice', true],
      ['credit_bureau', true],
      ['marketing', false],
      ['behavioural_scoring', false],
    ]);
    for (const consent of before.body.data.consents) {
      expect(consent.givenAt >= start && consent.givenAt <= t.clock.now().toISOString()).toBe(true);
    }
    t.clock.advance(60_000);
    const consented = await t.call('POST', `${C}/direct-debit/consent`, {
      token,
      body: { accepted: true, paymentType: 'card' },
      headers: { 'user-agent': 'Mozilla/5.0 (consent test)' },
    });
    expect(consented.status).toBe(200);
    // Kept with where it came from: the browser's address and its user agent.
    const [kept] = await t.core.db
      .select()
      .from(schema.directDebitConsents)
      .where(eq(schema.directDebitConsents.id, consented.body.data.id));
    expect(kept?.userAgent).toBe('Mozilla/5.0 (consent test)');
    expect(kept?.ip).toMatch(/\S/);
    const after = await t.call('GET', `${C}/consents`, { token });
    expect(after.body.data.consents).toHaveLength(6);
    expect(after.body.data.consents[5]).toEqual({
      kind: 'direct_debit_card',
      accepted: true,
      givenAt: t.clock.now().toISOString(),
      version: null,
    });
  });

  it('records the behavioural-scoring consent of the privacy notice as its own consent (issue 18)', async () => {
    const { token } = await registerClient(t, {
      nationalIdentificator: curp('PEGJ900514HDFRRN3'),
      consents: {
        termsAndConditions: true,
        privacyNotice: true,
        creditBureau: true,
        marketing: false,
        behaviouralScoring: true,
      },
    });
    const res = await t.call('GET', `${C}/consents`, { token });
    expect(res.body.data.consents).toContainEqual(
      expect.objectContaining({ kind: 'behavioural_scoring', accepted: true }),
    );
  });

  it('needs a client token', async () => {
    expect((await t.call('GET', `${C}/consents`)).status).toBe(401);
  });
});

describe('GET direct-debit/cards', () => {
  it('is empty, then shows the card on file masked', async () => {
    const { token } = await acceptedClient(t);
    expect((await t.call('GET', `${C}/direct-debit/cards`, { token })).body.data).toEqual({ cards: [] });
    await t.call('POST', `${C}/direct-debit/debit-credit-card`, { token, body: card });
    const res = await t.call('GET', `${C}/direct-debit/cards`, { token });
    expect(res.body.data.cards).toEqual([
      expect.objectContaining({ masked: '**** **** **** 4242', expiryMonth: 12, expiryYear: 2030 }),
    ]);
  });
});

describe('the active loan payments and the closed loans', () => {
  it('no active loan: 404 no_active_loan, and no history', async () => {
    const { token } = await registerClient(t, {
      nationalIdentificator: curp('RECO900101HDFRRN0'),
      birthDate: '1990-01-01',
    });
    const res = await t.call('GET', `${C}/loan/active/payments`, { token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('no_active_loan');
    expect((await t.call('GET', `${C}/loans/closed`, { token })).body.data).toEqual({ loans: [] });
  });

  it('a reference is not a payment; once paid in full the loan is in the history', async () => {
    const { token, loanId } = await activeLoanClient(t);
    const loan = await t.call('GET', `${C}/loan/active`, { token });
    const ref = await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      body: {},
      ...withKey(randomUUID()),
    });
    // Issue 47: looking at the cash instructions records nothing; the money paid is the payment.
    const none = await t.call('GET', `${C}/loan/active/payments`, { token });
    expect(none.status).toBe(200);
    expect(none.body.data.payments).toEqual([]);
    await simulateReferencePayment(t.core, ref.body.data.reference);
    const history = await t.call('GET', `${C}/loans/closed`, { token });
    expect(history.body.data.loans).toEqual([
      expect.objectContaining({
        id: loanId,
        status: 5,
        principal: loan.body.data.principal,
        paid: loan.body.data.earlyPayoff,
        dueDate: loan.body.data.dueDate,
        closedAt: expect.any(String),
      }),
    ]);
  });
});

describe('GET registration/answers (issue 37: the summary before signing)', () => {
  it('is empty right after registration, then gives the employment, address and masked reference', async () => {
    const { token } = await registerClient(t, {
      nationalIdentificator: curp('ANSW850101HDFRRS0'),
      birthDate: '1985-01-01',
    });
    const before = await t.call('GET', `${C}/registration/answers`, { token });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ employment: null, address: null, reference: null });
    const borrower = await onboardBorrower(t, 377);
    const after = await t.call('GET', `${C}/registration/answers`, { token: borrower.token });
    expect(after.status).toBe(200);
    expect(after.body.data.employment).toMatchObject({
      employmentStatusKey: 'employed',
      companyName: 'Tortillería La Esperanza',
      monthlyIncome: { amount: 20000, currency: 'MXN' },
    });
    expect(after.body.data.address).toMatchObject({ postalCode: '06700', street: expect.any(String) });
    expect(after.body.data.reference).toEqual({
      fullName: 'Pedro Ramírez',
      relation: 'friend',
      phoneMasked: '••••3344',
    });
  });
});
