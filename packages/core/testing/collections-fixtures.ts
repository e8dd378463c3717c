// Test support for the collections tests (issue 38): a core with two collectors and an overdue loan
// whose borrower also gave a reference's phone (which no collector may call).
import { eq } from '@lender/db/orm';
import { clientContacts, clients } from '@lender/db/schema';
import { approve } from '../src/back-office/approve';
import { requestContactTemplate } from '../src/back-office/collection-templates/request-contact-template';
import { emailOf } from '../src/contact/email';
import { runOverdue } from '../src/loans/run-overdue';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from './lending-fixtures';

export { refusal } from './refusal';

/** The reference's phone every overdue loan of {@link overdueLoanOf} carries. */
export const REFERENCE_PHONE = '+525587654321';

/** Friday 2026-03-20 at `hhmm` in Mexico City (UTC-6). */
export const friday = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2026, 2, 20, h + 6, m));
};

/** A core with the collectors Ana and Beto (role `collections`). */
export async function createCollectionsTestCore() {
  const t = await createLendingTestCore();
  const user = (email: string, name: string) =>
    t.core.backOfficeUsers.create({
      email,
      name,
      password: 'a-long-collector-password',
      role: 'collections',
    });
  const ana = (await user('ana@lender.test', 'Ana Cobranza')).id;
  const beto = (await user('beto@lender.test', 'Beto Cobranza')).id;
  return { t, ana, beto };
}

/**
 * A collection template `maker` files and an admin approves (issue 66, ADR 326): what an outbound
 * SMS, e-mail or WhatsApp must name.
 */
export async function approvedTemplateOf(
  t: LendingTestCore,
  maker: number,
  channel: 'sms' | 'email' | 'whatsapp',
  body = 'Hola {firstName}, tu pago de {amount} del préstamo {contractNumber} venció. Paga aquí: {link}',
) {
  const checker = await t.core.backOfficeUsers.create({
    email: `checker-${++checkers}@lender.test`,
    name: 'Carla Admin',
    password: 'a-long-checker-password',
    role: 'admin',
  });
  const request = await requestContactTemplate(t.core, {
    actorId: maker,
    body: { name: `Recordatorio ${channel}`, channel, body, reason: 'Recordatorio de pago vencido' },
  });
  await approve(t.core, {
    actorId: checker.id,
    params: { id: request.id },
    body: { version: request.version },
  });
  return { templateId: Number(request.payload.templateId), approvalId: request.id, body };
}
let checkers = 0;

/** A loan paid out on 2026-03-02, due 2026-03-16, four days late on Friday 2026-03-20 at noon. */
export async function overdueLoanOf(t: LendingTestCore) {
  t.clock.set('2026-03-02T18:00:00Z');
  const loan = await paidOutLoan(t);
  const [client] = await t.core.db.select().from(clients).where(eq(clients.id, loan.clientId));
  if (!client) throw new Error('no client');
  await t.core.db.insert(clientContacts).values({
    clientId: loan.clientId,
    kind: 'reference',
    fullName: 'Referencia Prueba',
    relationship: 'friend',
    phoneEnc: t.core.pii.encrypt(REFERENCE_PHONE),
  });
  await verifyAddresses(t, loan.clientId);
  t.clock.set(friday('12:00'));
  await runOverdue(t.core, '2026-03-20');
  return { ...loan, phone: t.core.pii.decrypt(client.phoneEnc), email: emailOf(t.core.pii, client) };
}

/**
 * The phone and e-mail verified now, as registration's SMS code and an e-mail change's code do
 * (issue 66: collections reach only verified addresses; the fixtures' clients are inserted bare).
 */
export async function verifyAddresses(t: LendingTestCore, clientId: number) {
  const now = t.clock.now();
  await t.core.db
    .update(clients)
    .set({ phoneVerifiedAt: now, emailVerifiedAt: now })
    .where(eq(clients.id, clientId));
}
