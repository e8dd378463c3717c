import type { CollectionRulesChange } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedApplication, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { createNoticesTestCore, noticesOf, outboxTo } from '../../testing/notices-fixtures';
import { TEST_NOW } from '../../testing/test-core';
import { approve } from '../back-office/approve';
import { requestCollectionRules } from '../back-office/settings/request-collection-rules';
import { settings } from '../back-office/settings/settings';
import { emailOf } from '../contact/email';
import { agreementSmsCode } from '../loans/agreement-sms-code';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { updateNoticePreferences } from './update-notice-preferences';

// Issue 48 point 5 (ADR 177): notices obey the contact window an admin configured and a second admin
// approved (ADR 170), the one collections obey, not the documented default. Mexico City is UTC-6 all
// year, so `at('2026-03-03', '20:08')` is 2026-03-04T02:08Z.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createNoticesTestCore();
  const admin = async (email: string) =>
    (
      await t.core.backOfficeUsers.create({
        email,
        name: email,
        password: 'a-long-admin-password',
        role: 'admin',
      })
    ).id;
  const maker = await admin('maker@lender.test');
  const checker = await admin('checker@lender.test');
  const { version, rules } = (await settings(t.core)).collections;
  // Weekdays close at 19:00 (three hours before the default); Sundays open 09:00–14:00 (closed by default).
  const configured: CollectionRulesChange = {
    ...rules,
    window: {
      ...rules.window,
      weekdays: { from: '07:00', to: '19:00' },
      sunday: { from: '09:00', to: '14:00' },
    },
  };
  const request = await requestCollectionRules(t.core, {
    actorId: maker,
    body: {
      version,
      rules: configured,
      reason: 'Horario de contacto del área legal',
    },
  });
  await approve(t.core, { actorId: checker, params: { id: request.id }, body: { version: request.version } });
});
afterAll(() => t.close());

/** The instant of a Mexico City wall-clock time. */
const at = (date: string, hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hours + 6, minutes));
};

/** A paid-out loan (made on Monday 2026-03-02 at noon, its notices delivered), with its contacts. */
async function borrower() {
  t.clock.set(TEST_NOW);
  const loan = await paidOutLoan(t);
  await t.core.notices.deliverDue();
  const [client] = await t.core.db.select().from(clients).where(eq(clients.id, loan.clientId));
  if (!client) throw new Error('no client');
  return { ...loan, phone: t.core.pii.decrypt(client.phoneEnc), email: emailOf(t.core.pii, client) };
}

async function pay(clientId: number, when: Date) {
  t.clock.set(when);
  const ref = await paymentReference(t.core, {
    actorId: clientId,
    body: {
      kind: 'repayment',
      channel: 'cash',
      amount: { amount: 500 },
    },
  });
  await simulateReferencePayment(t.core, ref.reference, 500_00);
}

/** The "payment received" SMS and e-mail the providers were handed for a borrower. */
async function receipts(to: { phone: string; email: string }) {
  return [
    ...(await outboxTo(t, { phone: to.phone }, 'payment_received')),
    ...(await outboxTo(t, { email: to.email }, 'payment_received')),
  ];
}

/** When each of a client's notices of `template` was sent (null: still waiting), by channel. */
async function sentAt(clientId: number, template = 'payment_received') {
  return (await noticesOf(t, clientId))
    .filter((row) => row.template === template)
    .map((row) => [row.channel, row.sentAt?.toISOString() ?? null]);
}

async function deliverAt(when: Date) {
  t.clock.set(when);
  return t.core.notices.deliverDue();
}

describe('notices in the configured contact window', () => {
  it('a payment at 20:08 on a weekday: no notice at 20:15 nor at 06:59, both sent once at 07:00 the next day', async () => {
    const loan = await borrower();
    await pay(loan.clientId, at('2026-03-03', '20:08'));
    const queued = (await noticesOf(t, loan.clientId)).filter((row) => row.template === 'payment_received');
    expect(queued.map((row) => [row.channel, row.notBefore.toISOString()])).toEqual([
      ['sms', at('2026-03-04', '07:00').toISOString()],
      ['email', at('2026-03-04', '07:00').toISOString()],
    ]);

    expect(await deliverAt(at('2026-03-03', '20:15'))).toMatchObject({ sent: 0, windowClosed: true });
    expect(await deliverAt(at('2026-03-04', '06:59'))).toMatchObject({ sent: 0, windowClosed: true });
    expect(await receipts(loan)).toEqual([]);

    await deliverAt(at('2026-03-04', '07:00'));
    await deliverAt(at('2026-03-04', '07:01'));
    await deliverAt(at('2026-03-04', '12:00'));
    expect((await receipts(loan)).map((row) => row.channel)).toEqual(['sms', 'email']);
    expect(await sentAt(loan.clientId)).toEqual([
      ['sms', at('2026-03-04', '07:00').toISOString()],
      ['email', at('2026-03-04', '07:00').toISOString()],
    ]);
  });

  it('a one-time code asked for at 20:08 is not held back', async () => {
    t.clock.set(TEST_NOW);
    const app = await acceptedApplication(t);
    t.clock.set(at('2026-03-03', '20:08'));
    const before = t.sms.length;
    await agreementSmsCode(t.core, { actorId: app.clientId, params: { id: app.applicationId } });
    expect(t.sms.slice(before).map((message) => message.purpose)).toEqual(['sign_agreement']);
  });

  it('on Sunday the configured Sunday hours apply: held before 09:00, sent once at 09:00; after 14:00 held until Monday 07:00', async () => {
    const morning = await borrower();
    await pay(morning.clientId, at('2026-03-08', '08:30'));
    expect(await deliverAt(at('2026-03-08', '08:45'))).toMatchObject({ sent: 0, windowClosed: true });
    expect(await receipts(morning)).toEqual([]);
    await deliverAt(at('2026-03-08', '09:00'));
    await deliverAt(at('2026-03-08', '09:05'));
    expect((await receipts(morning)).map((row) => row.channel)).toEqual(['sms', 'email']);
    expect(await sentAt(morning.clientId)).toEqual([
      ['sms', at('2026-03-08', '09:00').toISOString()],
      ['email', at('2026-03-08', '09:00').toISOString()],
    ]);

    const afternoon = await borrower();
    await pay(afternoon.clientId, at('2026-03-08', '14:30'));
    expect(await deliverAt(at('2026-03-08', '14:45'))).toMatchObject({ sent: 0, windowClosed: true });
    expect(await deliverAt(at('2026-03-08', '20:08'))).toMatchObject({ sent: 0, windowClosed: true });
    expect(await receipts(afternoon)).toEqual([]);
    await deliverAt(at('2026-03-09', '07:00'));
    await deliverAt(at('2026-03-09', '07:30'));
    expect((await receipts(afternoon)).map((row) => row.channel)).toEqual(['sms', 'email']);
    expect(await sentAt(afternoon.clientId)).toEqual([
      ['sms', at('2026-03-09', '07:00').toISOString()],
      ['email', at('2026-03-09', '07:00').toISOString()],
    ]);
  });

  it('a notice queued inside the window but still waiting at 19:00 is held, then released once at 07:00', async () => {
    const loan = await borrower();
    await pay(loan.clientId, at('2026-03-05', '18:50')); // queued due at once; the job has not run yet
    await updateNoticePreferences(t.core, {
      actorId: loan.clientId,
      body: { channel: 'both', marketingOptIn: true },
    });
    t.clock.set(at('2026-03-05', '20:08'));
    const promo = {
      clientId: loan.clientId,
      eventId: `promo:${loan.clientId}`,
      subject: 'Promoción',
      text: 'Hola.',
    };
    expect(await t.core.notices.notifyMarketing(t.core.db, promo)).toBe(1);

    expect(await deliverAt(at('2026-03-05', '19:30'))).toMatchObject({ sent: 0, windowClosed: true });
    expect(await receipts(loan)).toEqual([]);
    await deliverAt(at('2026-03-06', '07:00'));
    await deliverAt(at('2026-03-06', '07:10'));
    expect((await receipts(loan)).map((row) => row.channel)).toEqual(['sms', 'email']);
    expect(await outboxTo(t, { email: loan.email }, 'marketing')).toHaveLength(1);
    const opening = at('2026-03-06', '07:00').toISOString();
    expect(await sentAt(loan.clientId)).toEqual([
      ['sms', opening],
      ['email', opening],
    ]);
    expect(await sentAt(loan.clientId, 'marketing')).toEqual([['email', opening]]);
  });
});
