import { addDays } from '@lender/calculator/kernel';
import { runOverdue } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

const C = '/web/private/back-office/collections';
const REFERENCE_PHONE = '+525587654321';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens, users, signIn } = backOfficeStaff(
  { cobra: 'collections', otra: 'collections', auditor: 'auditor', agent: 'agent' },
  async () => {
    t = await createLendingTestApp();
    return t;
  },
);

let runs = 0;
/** An active loan made overdue: the clock on a Tuesday-to-Thursday noon at least two days after its due date. */
async function overdueLoan() {
  // The clock only moves forward: a TOTP step already used is never accepted again.
  const loan = await activeLoan(t);
  const [row] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loan.loanId));
  const [client] = await t.core.db.select().from(schema.clients).where(eq(schema.clients.id, loan.clientId));
  // Registration verifies the phone by a code (issue 66: collections reach only verified numbers).
  await t.core.db
    .update(schema.clients)
    .set({ phoneVerifiedAt: t.clock.now() })
    .where(eq(schema.clients.id, loan.clientId));
  await t.core.db.insert(schema.clientContacts).values({
    clientId: loan.clientId,
    kind: 'reference',
    fullName: 'Referencia Prueba',
    relationship: 'friend',
    phoneEnc: t.core.pii.encrypt(REFERENCE_PHONE),
  });
  let day = addDays(row?.dueDate as string, 2);
  while (![2, 3, 4].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  // A new minute per loan: a TOTP code is never accepted twice.
  runs += 1;
  t.clock.set(new Date(Date.parse(`${day}T18:00:00Z`) + runs * 120_000));
  await runOverdue(t.core, day);
  await signIn();
  const clientToken = (
    await t.core.auth.issue({ accountType: 'client', subjectId: loan.clientId, mfaPending: false })
  ).token;
  return { ...loan, day, clientToken, phone: t.core.pii.decrypt(client?.phoneEnc as string) };
}

describe('the collections endpoints', () => {
  it('queue, claim, contact with the three refusals and their codes, note, case page', async () => {
    const { loanId, phone } = await overdueLoan();
    const queue = await t.call('GET', `${C}/queue?bucket=1-7&sort=-balance&perPage=50`, {
      token: tokens.cobra,
    });
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((item: { loanId: number }) => item.loanId)).toContain(loanId);
    expect((await t.call('GET', `${C}/queue`, { token: tokens.agent })).status).toBe(403);
    expect((await t.call('GET', `${C}/queue?bucket=1-9`, { token: tokens.cobra })).status).toBe(400);

    const claimed = await t.call('POST', `${C}/cases/${loanId}/claim`, { token: tokens.cobra, body: {} });
    expect(claimed.status).toBe(200);
    const other = await t.call('POST', `${C}/cases/${loanId}/claim`, { token: tokens.otra, body: {} });
    expect([other.status, other.body.code]).toEqual([409, 'already_claimed']);
    // The auditor reads, never works.
    expect((await t.call('GET', `${C}/cases/${loanId}`, { token: tokens.auditor })).status).toBe(200);
    expect(
      (await t.call('POST', `${C}/cases/${loanId}/claim`, { token: tokens.auditor, body: {} })).status,
    ).toBe(403);

    const call = { channel: 'call', direction: 'outbound', result: 'no_answer', to: phone };
    const reference = await t.call('POST', `${C}/cases/${loanId}/contacts`, {
      token: tokens.cobra,
      body: { ...call, to: REFERENCE_PHONE },
    });
    expect([reference.status, reference.body.code]).toEqual([403, 'contact_not_allowed']);
    for (let i = 0; i < 3; i += 1) {
      const logged = await t.call('POST', `${C}/cases/${loanId}/contacts`, {
        token: tokens.cobra,
        body: call,
      });
      expect(logged.status).toBe(201);
    }
    const capped = await t.call('POST', `${C}/cases/${loanId}/contacts`, { token: tokens.cobra, body: call });
    expect([capped.status, capped.body.code]).toEqual([429, 'contact_limit_reached']);

    t.clock.set(new Date(t.clock.now().getTime() + 11 * 3600_000)); // 23:00 in Mexico City
    await signIn();
    const late = await t.call('POST', `${C}/cases/${loanId}/contacts`, { token: tokens.cobra, body: call });
    expect([late.status, late.body.code]).toEqual([409, 'outside_contact_window']);

    const promised = await t.call('POST', `${C}/cases/${loanId}/contacts`, {
      token: tokens.cobra,
      body: { ...call, direction: 'inbound', result: 'promised' },
    });
    expect(promised.status).toBe(400);
    expect(
      (
        await t.call('POST', `${C}/cases/${loanId}/notes`, {
          token: tokens.cobra,
          body: { text: 'Llamar el lunes' },
        })
      ).status,
    ).toBe(201);
    const page = await t.call('GET', `${C}/cases/${loanId}`, { token: tokens.cobra });
    expect(page.body.data).toMatchObject({
      loanId,
      phone,
      claim: { loanId },
      notes: [{ text: 'Llamar el lunes' }],
    });
    expect(page.body.data.contacts).toHaveLength(3);
    expect(JSON.stringify(page.body.data)).not.toContain(REFERENCE_PHONE.slice(3));
  });

  it('exports the contact log of a month and the collectors as CSV', async () => {
    const { loanId, phone, day } = await overdueLoan();
    // A WhatsApp names an approved template (issue 66; approved here as a checker would).
    const [template] = await t.core.db
      .insert(schema.collectionTemplates)
      .values({
        name: 'Aviso',
        channel: 'whatsapp',
        body: 'Hola {firstName}, tu pago venció: {link}',
        makerId: users.cobra.id,
        checkerId: users.otra.id,
        approvedAt: t.clock.now(),
        createdAt: t.clock.now(),
      })
      .returning();
    await t.call('POST', `${C}/cases/${loanId}/contacts`, {
      token: tokens.otra,
      body: {
        channel: 'whatsapp',
        direction: 'outbound',
        result: 'reached',
        to: phone,
        templateId: template?.id,
      },
    });
    const month = day.slice(0, 7);
    const log = await t.call('GET', `${C}/contacts/export?month=${month}`, { token: tokens.auditor });
    expect(log.status).toBe(200);
    expect(log.headers.get('content-type')).toContain('text/csv');
    expect(String(log.body.data)).toContain('WhatsApp,Saliente');
    expect(
      (await t.call('GET', `${C}/contacts/export?month=2026-13`, { token: tokens.auditor })).status,
    ).toBe(400);
    const collectors = await t.call('GET', `${C}/collectors/export`, { token: tokens.cobra });
    expect(collectors.status).toBe(200);
    expect(String(collectors.body.data).split('\r\n')[0]).toBe('Gestor,Correo,Rol,Activo,Alta');
  });

  it('lets the borrower of a late loan promise to pay within the bounds', async () => {
    const { clientToken, day } = await overdueLoan();
    const P = '/web/private/client/loan/active/promise';
    const options = await t.call('GET', P, { token: clientToken });
    expect(options.body.data).toMatchObject({ allowed: true, minDate: day, maxDate: addDays(day, 15) });
    const far = await t.call('POST', P, {
      token: clientToken,
      body: { date: addDays(day, 16), amount: 200 },
    });
    expect(far.status).toBe(400);
    const made = await t.call('POST', P, {
      token: clientToken,
      body: { date: addDays(day, 3), amount: 250.5 },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ status: 'pending', amount: { amount: 250.5 } });
    const again = await t.call('POST', P, {
      token: clientToken,
      body: { date: addDays(day, 3), amount: 250 },
    });
    expect([again.status, again.body.code]).toEqual([409, 'invalid_transition']);
  });
});
