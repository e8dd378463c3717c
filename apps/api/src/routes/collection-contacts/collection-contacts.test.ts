// Issue 66 (ADR 326) through the API: a collector cannot reach a reference, an unverified number or
// one silent 60 days; texts only from approved templates; the borrower reads every contact and no
// other borrower's; anyone checks "¿Somos nosotros?".
import { addDays, isBankHoliday } from '@lender/calculator/kernel';
import { runOverdue } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

const BO = '/web/private/back-office';
const C = `${BO}/collections`;
const REFERENCE_PHONE = '+525587654321';
const DAY = 86_400_000;

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens, users, signIn } = backOfficeStaff(
  { cobra: 'collections', admin: 'admin', agent: 'agent' },
  async () => {
    t = await createLendingTestApp();
    return t;
  },
);

let runs = 0;
/** An active loan made overdue and claimed, its borrower's phone verified `verifiedDaysAgo` days ago. */
async function claimedOverdueLoan() {
  const loan = await activeLoan(t);
  const [row] = await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loan.loanId));
  const [client] = await t.core.db.select().from(schema.clients).where(eq(schema.clients.id, loan.clientId));
  await t.core.db.insert(schema.clientContacts).values({
    clientId: loan.clientId,
    kind: 'reference',
    fullName: 'Referencia Prueba',
    relationship: 'mother',
    phoneEnc: t.core.pii.encrypt(REFERENCE_PHONE),
  });
  let day = addDays(row?.dueDate as string, 2);
  // A Tuesday to Thursday that is no holiday: the contact window is open at noon.
  while (![2, 3, 4].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || isBankHoliday(day))
    day = addDays(day, 1);
  runs += 1; // a new minute per loan: a TOTP code is never accepted twice
  t.clock.set(new Date(Date.parse(`${day}T18:00:00Z`) + runs * 120_000));
  await runOverdue(t.core, day);
  await signIn();
  const verifyPhone = (daysAgo: number) =>
    t.core.db
      .update(schema.clients)
      .set({ phoneVerifiedAt: new Date(t.clock.now().getTime() - daysAgo * DAY) })
      .where(eq(schema.clients.id, loan.clientId));
  await verifyPhone(0);
  expect(
    (await t.call('POST', `${C}/cases/${loan.loanId}/claim`, { token: tokens.cobra, body: {} })).status,
  ).toBe(200);
  // Issued when used: the next loan moves the clock past a token made now.
  const clientToken = async () =>
    (await t.core.auth.issue({ accountType: 'client', subjectId: loan.clientId, mfaPending: false })).token;
  const phone = t.core.pii.decrypt(client?.phoneEnc as string);
  const contact = (body: Record<string, unknown>) =>
    t.call('POST', `${C}/cases/${loan.loanId}/contacts`, {
      token: tokens.cobra,
      body: { channel: 'call', direction: 'outbound', result: 'no_answer', to: phone, ...body },
    });
  return { ...loan, clientToken, phone, contact, verifyPhone };
}

/** A template filed by the collector and approved by the admin, through the API. */
async function approvedTemplate(channel: string) {
  const filed = await t.call('POST', `${C}/templates`, {
    token: tokens.cobra,
    body: {
      name: `Aviso ${channel}`,
      channel,
      body: 'Hola {firstName}, tu pago de {amount} venció. {link}',
      reason: 'Aviso',
    },
  });
  expect(filed.status).toBe(201);
  const approved = await t.call('PUT', `${BO}/approvals/${filed.body.data.id}/approve`, {
    token: tokens.admin,
    body: { version: filed.body.data.version },
  });
  expect(approved.status).toBe(200);
  return Number(filed.body.data.payload.templateId);
}

describe('contacts only the borrower', () => {
  it('refuses the reference (even as an SMS), an unverified number and one silent 60 days; 59 days calls', async () => {
    const loan = await claimedOverdueLoan();
    const sms = await approvedTemplate('sms');
    for (const body of [{ to: REFERENCE_PHONE }, { to: REFERENCE_PHONE, channel: 'sms', templateId: sms }]) {
      const refused = await loan.contact(body);
      expect([refused.status, refused.body.code]).toEqual([403, 'contact_not_allowed']);
    }
    await t.core.db
      .update(schema.clients)
      .set({ phoneVerifiedAt: null })
      .where(eq(schema.clients.id, loan.clientId));
    const unverified = await loan.contact({});
    expect([unverified.status, unverified.body.code]).toEqual([403, 'contact_not_verified']);
    await loan.verifyPhone(60);
    const silent = await loan.contact({});
    expect([silent.status, silent.body.code]).toEqual([403, 'contact_needs_reverification']);
    await loan.verifyPhone(59);
    expect((await loan.contact({})).status).toBe(201);
  });

  it('refuses free text and a template with a threat, naming the rule; nothing changes', async () => {
    const loan = await claimedOverdueLoan();
    const free = await loan.contact({ channel: 'sms', note: 'Paga ya' });
    expect([free.status, free.body.code]).toEqual([422, 'free_text_not_allowed']);
    for (const [body, rule] of [
      ['Si no pagas {amount} iremos a tu domicilio.', 'threat'],
      ['Le diremos a tu esposa que debes {amount}.', 'family'],
      ['Avisaremos a tu empleador de tu adeudo.', 'employer'],
    ] as const) {
      const refused = await t.call('POST', `${C}/templates`, {
        token: tokens.cobra,
        body: { name: 'Prohibida', channel: 'sms', body, reason: 'Prueba' },
      });
      expect([refused.status, refused.body.code]).toEqual([422, 'template_rule_broken']);
      expect(JSON.stringify(refused.body)).toContain(rule);
    }
    const list = await t.call('GET', `${C}/templates`, { token: tokens.cobra });
    expect(list.body.data.map((row: { name: string }) => row.name)).not.toContain('Prohibida');
    expect((await t.call('GET', `${C}/templates`, { token: tokens.agent })).status).toBe(403);
  });
});

describe('the borrower sees every contact', () => {
  it("lists exactly the contacts made on the borrower's loan, never another borrower's nor the agent's name", async () => {
    const mine = await claimedOverdueLoan();
    const sms = await approvedTemplate('sms');
    const made: number[] = [];
    for (const body of [
      {},
      { channel: 'sms', result: 'reached', templateId: sms },
      { direction: 'inbound', result: 'reached' },
    ]) {
      const logged = await mine.contact(body);
      expect([logged.status, logged.body.code]).toEqual([201, undefined]);
      made.push(logged.body.data.id);
    }
    const other = await claimedOverdueLoan();
    const theirs = (await other.contact({})).body.data.id;

    const log = await t.call('GET', '/web/private/client/collection-contacts', {
      token: await mine.clientToken(),
    });
    expect(log.status).toBe(200);
    expect(log.body.data.map((row: { id: number }) => row.id).sort()).toEqual([...made].sort());
    expect(log.body.data.find((row: { id: number }) => row.id === made[1])).toMatchObject({
      channel: 'sms',
      agentCode: `AG-${String(users.cobra.id).padStart(4, '0')}`,
      template: { id: sms, name: 'Aviso sms' },
    });
    expect(JSON.stringify(log.body)).not.toContain(users.cobra.email);
    const theirLog = await t.call('GET', '/web/private/client/collection-contacts', {
      token: await other.clientToken(),
    });
    expect(theirLog.body.data.map((row: { id: number }) => row.id)).toEqual([theirs]);
    expect((await t.call('GET', '/web/private/client/collection-contacts')).status).toBe(401);
  });

  it('"¿Somos nosotros?" says yes for the company phone, no for a look-alike or a random text', async () => {
    const ask = (kind: string, value: string) =>
      t.call('POST', '/web/public/contact-check', { body: { kind, value } });
    const company = await ask('phone', '55 0000 0002');
    expect([company.status, company.body.data]).toEqual([200, { kind: 'phone', ours: true }]);
    expect((await ask('phone', '55 0000 0012')).body.data.ours).toBe(false);
    expect(
      (await ask('text', 'Deposita hoy a la cuenta 012180001234567891 o te demandamos')).body.data.ours,
    ).toBe(false);
    expect((await ask('clabe', '646180000000000000')).body.data.ours).toBe(false);
    expect((await ask('email', 'x@y.mx')).status).toBe(400);
  });
});
