import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq, like } from '@lender/db/orm';
import { borrowerNotices, outbox } from '@lender/db/schema';
import { formatPhone } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/index';
import { insertLoanWithInvoice } from '../../testing/jobs-fixtures';
import { readCollectionRules } from '../collections/collection-rules';
import { DEFAULT_NOTICES_OPTIONS } from '../notices/notice-model';
import { createNoticesService } from '../notices/notices';
import type { SmsProvider } from '../providers/messaging/port';
import { normaliseDaysBefore, sendPaymentReminders } from './reminders';

const { cc, dc } = DEFAULT_NOTICES_OPTIONS.contacts;
const CC = `¿Dudas? Atención a clientes: ${formatPhone(cc.phone)} o ${cc.email}.`;

// TEST_NOW is Monday 2026-03-02 noon in Mexico City; reminders go out 3 and 1 days before.
const TODAY = '2026-03-02';

/** The channels of an invoice's reminder notices, in the order they were queued (SMS, then e-mail). */
async function remindersOf(t: TestCore, invoiceId: number) {
  const rows = await t.core.db
    .select({ channel: borrowerNotices.channel, eventId: borrowerNotices.eventId })
    .from(borrowerNotices)
    .where(like(borrowerNotices.eventId, `invoice:${invoiceId}:%`))
    .orderBy(borrowerNotices.id);
  return rows.map((row) => row.channel);
}

async function outboxFor(t: TestCore, channel: 'sms' | 'email', recipientHash: string) {
  return t.core.db
    .select({ body: outbox.body, subject: outbox.subject, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.channel, channel), eq(outbox.recipientHash, recipientHash)));
}

describe('sendPaymentReminders', () => {
  let t: TestCore;
  beforeAll(async () => {
    t = await createTestCore();
  });
  afterAll(() => t.close());

  it('sends one SMS and one e-mail per invoice per day, however often it runs that day', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await insertLoanWithInvoice(t.core, { dueDate: addDays(TODAY, 3), booked: true });
    const smsHash = t.core.pii.hash('phone', loan.phone);
    const emailHash = t.core.pii.hash('email', loan.email.toLowerCase());

    const first = await sendPaymentReminders(t.core, { daysBefore: [3, 1] });
    expect(first).toMatchObject({ date: TODAY, queued: 2 });
    expect(first.sent).toBeGreaterThanOrEqual(2);
    // Later the same business day (even 23:30 in Mexico City, already the next day in UTC).
    t.clock.set('2026-03-03T05:30:00Z');
    const again = await sendPaymentReminders(t.core, { daysBefore: [3, 1] });
    expect(again.date).toBe(TODAY);
    expect(again).toMatchObject({ queued: 0, sent: 0 });
    await Promise.all([
      sendPaymentReminders(t.core, { daysBefore: [3, 1] }),
      sendPaymentReminders(t.core, { daysBefore: [3, 1] }),
    ]);

    const sms = await outboxFor(t, 'sms', smsHash);
    const email = await outboxFor(t, 'email', emailHash);
    expect(sms).toHaveLength(1);
    expect(email).toHaveLength(1);
    expect(sms[0]?.body).toBe(
      `Hola Ana, tu pago de $1,150.00 vence en 3 días, el 05.03.2026. Puedes pagar desde tu cuenta. ${CC}`,
    );
    expect(sms[0]?.payload).toMatchObject({ purpose: 'reminder_before_due' });
    expect(email[0]?.subject).toBe('Recordatorio de pago');
    expect(await remindersOf(t, loan.invoiceId)).toEqual(['sms', 'email']);
  });

  it('reminds again on the next configured day, and not on the days between', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-06', booked: true });
    const smsHash = t.core.pii.hash('phone', loan.phone);
    await sendPaymentReminders(t.core, { daysBefore: [3, 1] }); // 4 days before: nothing
    expect(await outboxFor(t, 'sms', smsHash)).toHaveLength(0);
    t.clock.set('2026-03-03T18:00:00Z'); // 3 days before
    await sendPaymentReminders(t.core, { daysBefore: [3, 1] });
    t.clock.set('2026-03-04T18:00:00Z'); // 2 days before: nothing
    await sendPaymentReminders(t.core, { daysBefore: [3, 1] });
    t.clock.set('2026-03-05T18:00:00Z'); // 1 day before
    await sendPaymentReminders(t.core, { daysBefore: [3, 1] });
    const bodies = (await outboxFor(t, 'sms', smsHash)).map((row) => row.body);
    expect(bodies).toEqual([
      `Hola Ana, tu pago de $1,150.00 vence en 3 días, el 06.03.2026. Puedes pagar desde tu cuenta. ${CC}`,
      `Hola Ana, tu pago de $1,150.00 vence mañana, el 06.03.2026. Puedes pagar desde tu cuenta. ${CC}`,
    ]);
    expect(await remindersOf(t, loan.invoiceId)).toEqual(['sms', 'email', 'sms', 'email']);
  });

  it.each([
    ['a paid invoice', { invoiceStatus: 'paid' as const }],
    ['a draft (unchosen extension) invoice', { invoiceStatus: 'draft' as const }],
    ['a loan already paid', { loanStatus: LOAN_STATUS.paid }],
    ['a loan written off', { loanStatus: LOAN_STATUS.writeOff }],
  ])('sends nothing for %s', async (_label, options) => {
    t.clock.set('2026-03-10T18:00:00Z');
    const loan = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-11', ...options, booked: true });
    await sendPaymentReminders(t.core, { daysBefore: [1] });
    expect(await remindersOf(t, loan.invoiceId)).toEqual([]);
    expect(await outboxFor(t, 'sms', t.core.pii.hash('phone', loan.phone))).toEqual([]);
  });

  it('keeps a notice whose send failed and sends it on a later run, once', async () => {
    t.clock.set('2026-03-20T18:00:00Z');
    const loan = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-21', booked: true });
    const failing: SmsProvider = {
      name: 'failing-sms',
      send: async () => {
        throw new Error('SMS gateway unavailable');
      },
    };
    const broken = createNoticesService({
      ...t.core,
      providers: { sms: failing, email: t.core.providers.email },
      jwtSecret: 'x'.repeat(40),
      contactWindow: async (tx) => (await readCollectionRules(tx)).window,
    });
    await sendPaymentReminders({ ...t.core, notices: broken }, { daysBefore: [1] });
    expect(await outboxFor(t, 'sms', t.core.pii.hash('phone', loan.phone))).toHaveLength(0);
    t.clock.set('2026-03-20T19:00:00Z'); // the retry waits five minutes
    const retried = await sendPaymentReminders(t.core, { daysBefore: [1] });
    expect(retried.queued).toBe(0);
    expect(retried.sent).toBeGreaterThanOrEqual(1);
    expect(await outboxFor(t, 'sms', t.core.pii.hash('phone', loan.phone))).toHaveLength(1);
  });

  it('reminds a late payment 1, 3, 7, 15 and 30 days after the due date, in words that do not threaten', async () => {
    t.clock.set('2026-04-01T18:00:00Z');
    const loan = await insertLoanWithInvoice(t.core, {
      dueDate: '2026-03-31',
      loanStatus: LOAN_STATUS.onHold,
      booked: true,
    });
    const result = await sendPaymentReminders(t.core);
    expect(result.queued).toBe(2);
    expect(result.sent).toBeGreaterThanOrEqual(2);
    const [sms] = await outboxFor(t, 'sms', t.core.pii.hash('phone', loan.phone));
    expect(sms?.body).toBe(
      `Hola Ana, tu pago venció el 31.03.2026 y hoy debes $1,150.00. Si ya pagaste, no tienes que hacer nada. Si no, paga desde tu cuenta o pide una extensión. ¿Quieres acordar cómo pagar? Cobranza: ${formatPhone(dc.phone)} o ${dc.email}.`,
    );
    t.clock.set('2026-04-02T18:00:00Z'); // day 2: nothing
    expect((await sendPaymentReminders(t.core)).queued).toBe(0);
    t.clock.set('2026-04-03T18:00:00Z'); // day 3
    expect((await sendPaymentReminders(t.core)).queued).toBe(2);
  });

  it('counts a late payment from its last day to pay: a Saturday due date is not late on Sunday or Monday', async () => {
    // Due Saturday 2026-05-09; the contract lets it be paid on Monday 05-11 without charge.
    const loan = await insertLoanWithInvoice(t.core, {
      dueDate: '2026-05-09',
      loanStatus: LOAN_STATUS.onHold,
      booked: true,
    });
    const runOn = async (day: string) => {
      t.clock.set(`${day}T18:00:00Z`);
      await sendPaymentReminders(t.core, { daysBefore: [] });
      return (await remindersOf(t, loan.invoiceId)).length;
    };
    expect(await runOn('2026-05-10')).toBe(0); // Sunday: not late
    expect(await runOn('2026-05-11')).toBe(0); // Monday, the last day to pay: not late
    expect(await runOn('2026-05-12')).toBe(2); // 1 day late: SMS and e-mail
    expect(await runOn('2026-05-13')).toBe(2); // 2 days late: nothing new
    expect(await runOn('2026-05-14')).toBe(4); // 3 days late
    const [notice] = await t.core.db
      .select({ eventId: borrowerNotices.eventId })
      .from(borrowerNotices)
      .where(like(borrowerNotices.eventId, `invoice:${loan.invoiceId}:%`))
      .orderBy(borrowerNotices.id);
    expect(notice?.eventId).toBe(`invoice:${loan.invoiceId}:2026-05-09:after:1`);
  });

  it('reminds after a holiday due date from the next business day (Holy Thursday 2026-04-02)', async () => {
    const loan = await insertLoanWithInvoice(t.core, {
      dueDate: '2026-04-02',
      loanStatus: LOAN_STATUS.onHold,
      booked: true,
    });
    t.clock.set('2026-04-06T18:00:00Z'); // Monday, the last day to pay after Thursday to Sunday
    await sendPaymentReminders(t.core, { daysBefore: [] });
    expect(await remindersOf(t, loan.invoiceId)).toHaveLength(0);
    t.clock.set('2026-04-07T18:00:00Z');
    await sendPaymentReminders(t.core, { daysBefore: [] });
    expect(await remindersOf(t, loan.invoiceId)).toHaveLength(2);
  });

  it('never writes the phone number or e-mail address to the log or a job output', async () => {
    t.clock.set('2026-03-24T18:00:00Z');
    const loan = await insertLoanWithInvoice(t.core, { dueDate: '2026-03-25', booked: true });
    const result = await sendPaymentReminders(t.core, { daysBefore: [1] });
    const text = JSON.stringify([result, t.logger.lines]);
    expect(text).not.toContain(loan.phone.slice(3));
    expect(text).not.toContain(loan.email);
  });
});

describe('normaliseDaysBefore', () => {
  it('sorts and deduplicates the configured days', () => {
    expect(normaliseDaysBefore([3, 1, 3, 0])).toEqual([0, 1, 3]);
  });

  it.each([[-1], [1.5], [31], [Number.NaN]])('refuses %s', (day) => {
    expect(() => normaliseDaysBefore([day])).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-02-27', 3, '2026-03-02'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-02', 0, '2026-03-02'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
