import { eq } from '@lender/db/orm';
import { borrowerNotices, clients } from '@lender/db/schema';
import { formatCat, formatDate, formatDateTime, formatMoney, formatPhone } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import {
  createNoticesTestCore,
  decideAs,
  noticesOf,
  outboxTo,
  submittedApplication,
} from '../../testing/notices-fixtures';
import { TEST_NOW } from '../../testing/test-core';
import { decideApplication } from '../applications/application-decision';
import { reapplyFrom } from '../applications/cool-off';
import { decideApplication as decideCase } from '../back-office/decide-application';
import { agreementSmsCode } from '../loans/agreement-sms-code';
import { DEFAULT_NOTICES_OPTIONS } from './notice-model';
import { noticePreferences } from './notice-preferences';
import { unsubscribe } from './unsubscribe';
import { unsubscribeCheck, unsubscribeClientId } from './unsubscribe-check';
import { updateNoticePreferences } from './update-notice-preferences';

// TEST_NOW is Monday 2026-03-02 noon in Mexico City: inside the contact window.
const cc = DEFAULT_NOTICES_OPTIONS.contacts.cc;
const CC = `¿Dudas? Atención a clientes: ${formatPhone(cc.phone)} o ${cc.email}.`;

let t: LendingTestCore;
beforeAll(async () => {
  t = await createNoticesTestCore();
});
afterAll(() => t.close());

/** The only outbox row of a template to the client's phone and e-mail; fails on none or two. */
async function onlyNotice(to: { phone: string; email: string }, template: string) {
  const sms = await outboxTo(t, { phone: to.phone }, template);
  const email = await outboxTo(t, { email: to.email }, template);
  expect(sms).toHaveLength(1);
  expect(email).toHaveLength(1);
  expect(email[0]?.body).toBe(sms[0]?.body);
  return { text: sms[0]?.body as string, subject: email[0]?.subject as string };
}

describe('application notices', () => {
  it('application received and approved: amount, total, due date, CAT and the next step', async () => {
    t.clock.set(TEST_NOW);
    const app = await submittedApplication(t);
    await decideAs(t, app.clientId, app.applicationId, 3);
    await t.core.notices.deliverDue();
    const received = await onlyNotice(app, 'application_received');
    expect(received.subject).toBe('Recibimos tu solicitud');
    expect(received.text).toBe(
      `Hola Ana, recibimos tu solicitud de ${formatMoney(3_000_00)} el 02.03.2026. La revisamos y te avisamos el resultado por este medio. ${CC}`,
    );
    const approved = await onlyNotice(app, 'application_approved');
    const [offer] = await t.core.db.query.offers.findMany({
      where: (o, { and: all, eq: is }) => all(is(o.applicationId, app.applicationId), is(o.state, 'current')),
    });
    if (!offer) throw new Error('no offer');
    expect(approved.subject).toBe('Tu préstamo está aprobado');
    expect(approved.text).toBe(
      `Hola Ana, aprobamos tu préstamo de ${formatMoney(offer.principal)}. Pagas ${formatMoney(offer.total)} el ${formatDate(offer.endDate)}; CAT ${formatCat(Number(offer.view.cat))}, para fines informativos y de comparación. Siguiente paso: entra a tu cuenta y firma tu contrato antes del ${formatDateTime(offer.expiresAt)}. ${CC}`,
    );
    expect(approved.text).toContain('$3,000.00');
  });
});

describe('decision notices', () => {
  it('counter-offer: the amount asked, the amount offered and how to accept', async () => {
    t.clock.set(TEST_NOW);
    const app = await submittedApplication(t, 5_000_00);
    await decideAs(t, app.clientId, app.applicationId, 13);
    await t.core.notices.deliverDue();
    const notice = await onlyNotice(app, 'counter_offer');
    const [offer] = await t.core.db.query.offers.findMany({
      where: (o, { and: all, eq: is }) => all(is(o.applicationId, app.applicationId), is(o.state, 'current')),
    });
    if (!offer) throw new Error('no offer');
    expect(notice.subject).toBe('Tenemos una oferta para ti');
    expect(notice.text).toBe(
      `Hola Ana, no podemos prestarte ${formatMoney(5_000_00)}, pero te ofrecemos ${formatMoney(offer.principal)}. Pagas ${formatMoney(offer.total)} el ${formatDate(offer.endDate)}; CAT ${formatCat(Number(offer.view.cat))}, para fines informativos y de comparación. Siguiente paso: entra a tu cuenta para aceptarla antes del ${formatDateTime(offer.expiresAt)}. Lo que pesó: Esta decisión se tomó en modo de pruebas. ${CC}`,
    );
    expect(await outboxTo(t, { phone: app.phone }, 'application_approved')).toEqual([]);
  });

  it('rejected: the date the borrower may apply again (the re-apply cool-off, 30 days by default)', async () => {
    t.clock.set(TEST_NOW);
    const app = await submittedApplication(t, 4_000_00);
    await decideAs(t, app.clientId, app.applicationId, 6);
    await t.core.notices.deliverDue();
    const notice = await onlyNotice(app, 'application_rejected');
    expect(notice.subject).toBe('Sobre tu solicitud');
    expect(notice.text).toBe(
      `Hola Ana, por ahora no podemos aprobar tu solicitud de $4,000.00. Lo que pesó: Esta decisión se tomó en modo de pruebas. Puedes volver a solicitar a partir del 01.04.2026. ${CC}`,
    );
  });

  it('rejected by the engine: what weighed in words and the date of its own wait, no figure of the rule', async () => {
    t.clock.set(TEST_NOW);
    const app = await submittedApplication(t, 4_000_00);
    await t.core.db
      .update(clients)
      .set({
        birthDate: '1990-01-15',
        employment: { monthlyIncome: 3_000_00, employmentStatusKey: 'employed' },
      })
      .where(eq(clients.id, app.clientId));
    await decideApplication(t.core, app.applicationId, { type: 'client', id: app.clientId });
    await t.core.notices.deliverDue();
    const notice = await onlyNotice(app, 'application_rejected');
    // Income below the minimum waits two months (reapply-waits.ts): 2026-03-02 + 60 days.
    expect(notice.text).toBe(
      `Hola Ana, por ahora no podemos aprobar tu solicitud de $4,000.00. Lo que pesó: Tus ingresos de hoy no alcanzan para pagar un préstamo como este sin apretarte. Puedes volver a solicitar a partir del 01.05.2026. ${CC}`,
    );
    expect(notice.text).not.toContain('$3,000.00');
    // The date told is the one a new application meets.
    expect(await reapplyFrom(t.core.db, app.clientId, '2026-04-30')).toBe('2026-05-01');
    expect(await reapplyFrom(t.core.db, app.clientId, '2026-05-01')).toBeNull();
  });

  it('manual review started, then finished by an agent with the outcome', async () => {
    t.clock.set(TEST_NOW);
    const app = await submittedApplication(t, 2_000_00);
    await decideAs(t, app.clientId, app.applicationId, 14);
    await t.core.notices.deliverDue();
    const started = await onlyNotice(app, 'manual_review_started');
    expect(started.text).toBe(
      `Hola Ana, estamos revisando tu solicitud de $2,000.00 desde el 02.03.2026. No tienes que hacer nada por ahora: te avisamos el resultado por este medio. ${CC}`,
    );
    t.clock.set('2026-03-03T17:00:00Z');
    await decideCase(t.core, {
      actorId: 1,
      params: { id: app.applicationId },
      body: { decision: 'reject', reason: 'ingresos' },
    });
    await t.core.notices.deliverDue();
    const finished = await onlyNotice(app, 'manual_review_finished');
    expect(finished.subject).toBe('Terminamos de revisar tu solicitud');
    expect(finished.text).toBe(
      `Hola Ana, terminamos de revisar tu solicitud de $2,000.00 y por ahora no podemos aprobarla. Lo que pesó: Una persona de nuestro equipo revisó tu solicitud y tus documentos. Puedes volver a solicitar a partir del 02.04.2026. ${CC}`,
    );
    expect(await outboxTo(t, { phone: app.phone }, 'application_rejected')).toEqual([]);
  });
});

describe('idempotency and the contact window', () => {
  it('100 parallel triggers of one event queue one notice per channel and send it once', async () => {
    t.clock.set(TEST_NOW);
    const app = await submittedApplication(t);
    const queued = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.core.db.transaction((tx) =>
          t.core.notices.notify(tx, { kind: 'application_received', applicationId: app.applicationId }),
        ),
      ),
    );
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(2);
    await Promise.all([
      t.core.notices.deliverDue(),
      t.core.notices.deliverDue(),
      t.core.notices.deliverDue(),
    ]);
    await onlyNotice(app, 'application_received');
    const rows = await noticesOf(t, app.clientId);
    expect(rows.map((r) => [r.template, r.channel, r.status])).toEqual([
      ['application_received', 'sms', 'sent'],
      ['application_received', 'email', 'sent'],
    ]);
  });

  it('an event at night is queued until the window opens (07:00 the next working day), then sent once', async () => {
    // Friday 2026-03-06 23:30 in Mexico City: the window reopens Monday 2026-03-09 at 07:00.
    t.clock.set('2026-03-07T05:30:00Z');
    const app = await submittedApplication(t);
    await t.core.db.transaction((tx) =>
      t.core.notices.notify(tx, { kind: 'application_received', applicationId: app.applicationId }),
    );
    const [row] = await noticesOf(t, app.clientId);
    expect(row?.notBefore.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(await t.core.notices.deliverDue()).toMatchObject({ sent: 0, windowClosed: true });
    t.clock.set('2026-03-08T18:00:00Z'); // Sunday noon: still closed
    expect((await t.core.notices.deliverDue()).sent).toBe(0);
    expect(await outboxTo(t, { phone: app.phone })).toEqual([]);
    t.clock.set('2026-03-09T13:00:00Z');
    await t.core.notices.deliverDue();
    await onlyNotice(app, 'application_received');
  });

  it('one-time codes are not held back by the window', async () => {
    t.clock.set('2026-03-07T05:30:00Z');
    const app = await submittedApplication(t);
    await t.core.db.update(borrowerNotices).set({ status: 'sent' }); // nothing else due
    await decideAs(t, app.clientId, app.applicationId, 3);
    await agreementSmsCode(t.core, { actorId: app.clientId, params: { id: app.applicationId } });
    const sms = await outboxTo(t, { phone: app.phone });
    expect(sms.map((row) => row.payload?.purpose)).toEqual(['sign_agreement']);
  });
});

describe('preferences and marketing', () => {
  it('service notices follow the chosen channel and cannot be switched off', async () => {
    t.clock.set(TEST_NOW);
    const app = await submittedApplication(t);
    expect(await noticePreferences(t.core, { actorId: app.clientId })).toEqual({
      channel: 'both',
      marketingOptIn: false,
    });
    await updateNoticePreferences(t.core, {
      actorId: app.clientId,
      body: { channel: 'email', marketingOptIn: false },
    });
    await decideAs(t, app.clientId, app.applicationId, 6);
    await t.core.notices.deliverDue();
    expect(await outboxTo(t, { phone: app.phone })).toEqual([]);
    expect((await outboxTo(t, { email: app.email })).map((r) => r.payload?.purpose)).toEqual([
      'application_received',
      'application_rejected',
    ]);
  });

  it('marketing goes only to an opted-in borrower, with a one-link unsubscribe', async () => {
    t.clock.set(TEST_NOW);
    const app = await submittedApplication(t);
    const promo = {
      clientId: app.clientId,
      subject: 'Promoción',
      text: 'Tu siguiente préstamo con 10 % menos.',
    };
    expect(await t.core.notices.notifyMarketing(t.core.db, { ...promo, eventId: 'promo:1' })).toBe(0);
    await updateNoticePreferences(t.core, {
      actorId: app.clientId,
      body: { channel: 'both', marketingOptIn: true },
    });
    expect(await t.core.notices.notifyMarketing(t.core.db, { ...promo, eventId: 'promo:2' })).toBe(1);
    await t.core.notices.deliverDue();
    const [mail] = await outboxTo(t, { email: app.email }, 'marketing');
    const url = /http\S+\/unsubscribe\/(\S+)$/.exec(mail?.body ?? '');
    expect(mail?.body).toContain(
      'Si ya no quieres recibir promociones, date de baja aquí: http://localhost:3000/unsubscribe/',
    );
    const token = decodeURIComponent(url?.[1] ?? '');
    expect(unsubscribeClientId(t.core, token)).toBe(app.clientId);
    expect(unsubscribeCheck(t.core, { params: { token } })).toBeNull();
    await unsubscribe(t.core, { params: { token } });
    await unsubscribe(t.core, { params: { token } });
    expect(await noticePreferences(t.core, { actorId: app.clientId })).toEqual({
      channel: 'both',
      marketingOptIn: false,
    });
    expect(await t.core.notices.notifyMarketing(t.core.db, { ...promo, eventId: 'promo:3' })).toBe(0);
    const forged = `${app.clientId + 1}.${token.split('.')[1]}`;
    for (const bad of [forged, 'garbage']) {
      expect(() => unsubscribeCheck(t.core, { params: { token: bad } })).toThrow(
        expect.objectContaining({ code: 'not_found' }),
      );
      await expect(unsubscribe(t.core, { params: { token: bad } })).rejects.toMatchObject({
        code: 'not_found',
      });
    }
  });
});
