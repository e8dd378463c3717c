import { addDays } from '@lender/calculator/kernel';
import { eq } from '@lender/db/orm';
import { borrowerNotices, loanDocuments } from '@lender/db/schema';
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
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { DEFAULT_NOTICES_OPTIONS } from './notice-model';

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
      `Hola Ana, aprobamos tu préstamo de ${formatMoney(offer.principal)}. Pagas ${formatMoney(offer.total)} el ${formatDate(offer.endDate)}; CAT ${formatCat(Number(offer.view.cat))} sin IVA, para fines informativos y de comparación. Siguiente paso: entra a tu cuenta y firma tu contrato antes del ${formatDateTime(offer.expiresAt)}. ${CC}`,
    );
    expect(approved.text).toContain('$3000.00');
  });
});
