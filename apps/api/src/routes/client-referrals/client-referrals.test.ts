import { LOAN_STATUS } from '@lender/contracts';
import {
  REFERRAL_INVITES_PER_DAY,
  reconcileReferrals,
  referralRewardEligibility,
  useCases,
} from '@lender/core';
import { schema } from '@lender/core/db';
import { insertLoanRow } from '@lender/core/testing';
import { and, desc, eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curp, nextPhone, registerClient } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const C = '/web/private/client/referrals';
let seq = 0;

async function client(overrides: { phone?: string; email?: string } = {}) {
  seq += 1;
  const day = String(1 + (seq % 28)).padStart(2, '0');
  const month = String(1 + Math.floor(seq / 28)).padStart(2, '0');
  const registered = await registerClient(t, {
    nationalIdentificator: curp(`REFR73${month}${day}HDFRRS0`),
    birthDate: `1973-${month}-${day}`,
    ...(overrides.phone && { mobilePhone: { number: overrides.phone } }),
    ...(overrides.email && { email: overrides.email }),
  });
  const me = await t.call('GET', '/web/private/client', { token: registered.token });
  return {
    token: registered.token,
    id: me.body.data.id as number,
    phone: registered.body.mobilePhone.number,
    email: registered.body.email,
  };
}

async function lastOutboxTo(kind: 'phone' | 'email', value: string) {
  const hash = kind === 'phone' ? t.core.pii.hash('phone', `+52${value}`) : t.core.pii.hash('email', value);
  return t.core.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.recipientHash, hash))
    .orderBy(desc(schema.outbox.id));
}

/** A paid-out loan of `clientId` in `status`, on a completed application (as the loans service leaves them). */
async function addLoan(clientId: number, status: number) {
  const { loanId } = await insertLoanRow(t.core.db, {
    clientId,
    status,
    principal: 150_000,
    total: 180_000,
    termDays: 15,
    dueDate: '2026-03-17',
    salaryCycle: 'biweekly',
    pricedOn: '2026-03-02',
    signedAt: t.clock.now(),
  });
  return loanId;
}

describe('POST /web/private/client/referrals', () => {
  it('invites by phone: 201 with the contact masked, and the SMS lands in the outbox', async () => {
    const { token } = await client();
    const phone = nextPhone();
    const res = await t.call('POST', C, { token, body: { channel: 'phone', phone } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ channel: 'phone', status: 'invited', reward: null });
    expect(res.body.data.contactMasked).not.toContain(phone.slice(2, 8));
    const [sms] = await lastOutboxTo('phone', phone);
    expect(sms).toMatchObject({ channel: 'sms', payload: { purpose: 'referral_invite' } });
    expect(sms?.body).toContain('Juan te invita');
  });

  it('invites by e-mail (case-insensitive duplicate check)', async () => {
    const { token } = await client();
    const email = `amiga.${seq}@example.com`;
    const res = await t.call('POST', C, { token, body: { channel: 'email', email } });
    expect(res.status).toBe(201);
    const [mail] = await lastOutboxTo('email', email);
    expect(mail).toMatchObject({ channel: 'email', payload: { purpose: 'referral_invite' } });
    const dup = await t.call('POST', C, { token, body: { channel: 'email', email: email.toUpperCase() } });
    expect(dup.status).toBe(400);
    expect(dup.body.code).toBe('not_unique');
  });

  it('refuses a duplicate invitation of the same phone', async () => {
    const { token } = await client();
    const phone = nextPhone();
    expect((await t.call('POST', C, { token, body: { channel: 'phone', phone } })).status).toBe(201);
    const dup = await t.call('POST', C, { token, body: { channel: 'phone', phone } });
    expect(dup.status).toBe(400);
    expect(dup.body.code).toBe('not_unique');
  });

  it('refuses self-referral by phone and by e-mail', async () => {
    const me = await client();
    const byPhone = await t.call('POST', C, { token: me.token, body: { channel: 'phone', phone: me.phone } });
    expect(byPhone.status).toBe(400);
    expect(byPhone.body.code).toBe('invalid_value');
    const byEmail = await t.call('POST', C, { token: me.token, body: { channel: 'email', email: me.email } });
    expect(byEmail.status).toBe(400);
    expect(byEmail.body.code).toBe('invalid_value');
  });

  it('refuses to invite someone who is a client already', async () => {
    const me = await client();
    const existing = await client();
    const res = await t.call('POST', C, {
      token: me.token,
      body: { channel: 'phone', phone: existing.phone },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('not_unique');
    const mail = await t.call('POST', C, {
      token: me.token,
      body: { channel: 'email', email: existing.email },
    });
    expect(mail.body.code).toBe('not_unique');
  });

  it(`allows ${REFERRAL_INVITES_PER_DAY} invitations a day, then 429 with Retry-After; the next day again`, async () => {
    const { token, id } = await client();
    for (let i = 0; i < REFERRAL_INVITES_PER_DAY; i += 1) {
      const res = await t.call('POST', C, { token, body: { channel: 'phone', phone: nextPhone() } });
      expect(res.status).toBe(201);
    }
    const over = await t.call('POST', C, { token, body: { channel: 'phone', phone: nextPhone() } });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(24 * 3_600_000);
    const invite = await useCases.client.createReferral(t.core, {
      actorId: id,
      body: { channel: 'phone', phone: nextPhone() },
    });
    expect(invite.status).toBe('invited');
  });

  it('answers 400 for a body with neither phone nor e-mail', async () => {
    const { token } = await client();
    expect((await t.call('POST', C, { token, body: { channel: 'phone' } })).status).toBe(400);
  });
});

describe('PATCH /web/private/client/referrals/{id}', () => {
  it('resends (a second message) and cancels; a cancelled invitation cannot change again', async () => {
    const { token } = await client();
    const phone = nextPhone();
    const created = await t.call('POST', C, { token, body: { channel: 'phone', phone } });
    const id = created.body.data.id as number;
    const resent = await t.call('PATCH', `${C}/${id}`, { token, body: { action: 'resend' } });
    expect(resent.status).toBe(200);
    expect(await lastOutboxTo('phone', phone)).toHaveLength(2);
    const cancelled = await t.call('PATCH', `${C}/${id}`, { token, body: { action: 'cancel' } });
    expect(cancelled.body.data.status).toBe('cancelled');
    const again = await t.call('PATCH', `${C}/${id}`, { token, body: { action: 'resend' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_transition');
    // After cancelling, the same person can be invited again.
    expect((await t.call('POST', C, { token, body: { channel: 'phone', phone } })).status).toBe(201);
  });

  it("answers 404 for another client's invitation and for an unknown id", async () => {
    const owner = await client();
    const other = await client();
    const created = await t.call('POST', C, {
      token: owner.token,
      body: { channel: 'phone', phone: nextPhone() },
    });
    const res = await t.call('PATCH', `${C}/${created.body.data.id}`, {
      token: other.token,
      body: { action: 'cancel' },
    });
    expect(res.status).toBe(404);
    expect(
      (await t.call('PATCH', `${C}/999999`, { token: owner.token, body: { action: 'cancel' } })).status,
    ).toBe(404);
  });
});

describe('the referral lifecycle and the reward rule', () => {
  it('invited → registered → loan_issued → loan_paid → rewarded only when the referrer owes nothing', async () => {
    const referrer = await client();
    const phone = nextPhone();
    const created = await t.call('POST', C, { token: referrer.token, body: { channel: 'phone', phone } });
    const referralId = created.body.data.id as number;

    const referred = await client({ phone });
    const listed = await t.call('GET', C, { token: referrer.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({ id: referralId, status: 'registered' });

    const loanId = await addLoan(referred.id, LOAN_STATUS.active);
    expect(await reconcileReferrals(t.core)).toMatchObject({ loanIssued: 1 });
    const own = await addLoan(referrer.id, LOAN_STATUS.active);
    await t.core.db.update(schema.loans).set({ status: LOAN_STATUS.paid }).where(eq(schema.loans.id, loanId));
    const paid = await reconcileReferrals(t.core);
    expect(paid).toMatchObject({ loanPaid: 1, rewarded: 0 });
    expect(await referralRewardEligibility(t.core.db, referralId)).toEqual({
      eligible: false,
      reason: 'referrer_owes',
    });

    await t.core.db.update(schema.loans).set({ status: LOAN_STATUS.paid }).where(eq(schema.loans.id, own));
    expect(await referralRewardEligibility(t.core.db, referralId)).toEqual({ eligible: true, reason: null });
    expect(await reconcileReferrals(t.core)).toMatchObject({ rewarded: 1 });
    const after = await t.call('GET', C, { token: referrer.token });
    expect(after.body.data[0]).toMatchObject({
      status: 'rewarded',
      reward: { amount: 200, currency: 'MXN' },
    });
    // Idempotent: nothing moves on a second run.
    expect(await reconcileReferrals(t.core)).toEqual({
      registered: 0,
      loanIssued: 0,
      loanPaid: 0,
      rewarded: 0,
    });
    const patch = await t.call('PATCH', `${C}/${referralId}`, {
      token: referrer.token,
      body: { action: 'cancel' },
    });
    expect(patch.status).toBe(409);
  });

  it('gives the new client to the earliest invitation and cancels the others', async () => {
    const first = await client();
    const second = await client();
    const email = `nueva.${seq}@example.com`;
    await t.call('POST', C, { token: first.token, body: { channel: 'email', email } });
    t.clock.advance(1_000);
    await t.call('POST', C, { token: second.token, body: { channel: 'email', email } });
    await client({ email });
    await reconcileReferrals(t.core);
    const rows = await t.core.db
      .select({ referrer: schema.referrals.referrerClientId, status: schema.referrals.status })
      .from(schema.referrals)
      .where(and(eq(schema.referrals.contactHash, t.core.pii.hash('email', email))));
    expect(rows).toEqual(
      expect.arrayContaining([
        { referrer: first.id, status: 'registered' },
        { referrer: second.id, status: 'cancelled' },
      ]),
    );
  });

  it('never logs the invitee phone or e-mail', async () => {
    const { token } = await client();
    const phone = nextPhone();
    await t.call('POST', C, { token, body: { channel: 'phone', phone } });
    const lines = JSON.stringify(t.logger.lines);
    expect(lines).not.toContain(phone);
  });
});
