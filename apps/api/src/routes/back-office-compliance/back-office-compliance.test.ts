import { CLIENT_STATUS } from '@lender/contracts';
import { confirmPendingPayouts, today, useCases } from '@lender/core';
import { schema } from '@lender/core/db';
import { insertAcceptedApplication, insertClientRow } from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

// Issue 50: the PLD officer's endpoints over HTTP — lists loaded (a bad file a 422 naming its line,
// the list in force kept; a clearing list confirmed by a second officer), matches worked, an
// internal alert raised by an agent and reported under maker-checker, the report file produced.
const B = '/web/private/back-office';
const HEADER = 'id,full_name,curp,rfc,birth_date\n';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens } = backOfficeStaff(
  { pld: 'compliance', pld2: 'compliance', agent: 'agent', auditor: 'auditor', finance: 'finance' },
  async () => {
    t = await createLendingTestApp();
    return t;
  },
);

describe('the compliance endpoints', () => {
  it('loads a list; a malformed file is refused with its line and changes nothing', async () => {
    const loaded = await t.call('POST', `${B}/compliance/watchlists`, {
      token: tokens.pld,
      body: { list: 'pep', text: `${HEADER}P-1,Paula Expuesta Politica,,,1975-03-03\n` },
    });
    expect([loaded.status, loaded.body.data.status, loaded.body.data.entries]).toEqual([201, 'active', 1]);
    const bad = await t.call('POST', `${B}/compliance/watchlists`, {
      token: tokens.pld,
      body: {
        list: 'pep',
        text: `${HEADER}P-1,Paula Expuesta Politica,,,1975-03-03\nP-2,Sin Fecha Valida,XX,,\n`,
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0] ?? bad.body).toMatchObject({ code: 'watchlist_malformed' });
    const versions = await t.call('GET', `${B}/compliance/watchlists`, { token: tokens.auditor });
    expect(versions.status).toBe(200);
    expect(versions.body.data.filter((v: { list: string }) => v.list === 'pep')).toHaveLength(1);
    // Only the officer loads lists; the agent does not even read them.
    expect(
      (await t.call('POST', `${B}/compliance/watchlists`, { token: tokens.auditor, body: { list: 'pep' } }))
        .status,
    ).toBe(403);
    expect((await t.call('GET', `${B}/compliance/watchlists`, { token: tokens.agent })).status).toBe(403);
  });

  it('an agent raises an internal alert; one officer asks to report it, another approves; the report file carries it', async () => {
    const loan = await activeLoan(t);
    const raised = await t.call('POST', `${B}/compliance/alerts`, {
      token: tokens.agent,
      body: {
        clientId: loan.clientId,
        description: 'Pidió dividir el pago en varios depósitos en efectivo.',
      },
    });
    expect(raised.status).toBe(201);
    const id = raised.body.data.id as number;
    const empty = await t.call('POST', `${B}/compliance/alerts/${id}/decision`, {
      token: tokens.pld,
      body: { decision: 'report', reason: '' },
    });
    expect(empty.status).toBe(400);
    const asked = await t.call('POST', `${B}/compliance/alerts/${id}/decision`, {
      token: tokens.pld,
      body: { decision: 'report', reason: 'Patrón de fraccionamiento descrito por el agente.' },
    });
    expect([asked.status, asked.body.data.kind, asked.body.data.status]).toEqual([
      201,
      'compliance.alert',
      'pending',
    ]);
    const listed = await t.call('GET', `${B}/compliance/alerts?status=open`, { token: tokens.pld2 });
    const alert = listed.body.data.find((a: { id: number }) => a.id === id);
    expect(alert.pendingDecision).toMatchObject({ decision: 'report', approvalId: asked.body.data.id });
    const review = (token: string) =>
      t.call('POST', `${B}/compliance/decisions/${asked.body.data.id}/review`, {
        token,
        body: { approve: true, version: asked.body.data.version },
      });
    expect((await review(tokens.pld)).status).toBe(403); // the maker cannot approve (maker_cannot_approve)
    expect((await review(tokens.finance)).status).toBe(403); // no compliance.decide
    const approved = await review(tokens.pld2);
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);
    const [row] = await t.core.db.select().from(schema.amlAlerts);
    expect(row).toMatchObject({ id, status: 'reported' });

    const today = new Date(t.core.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(t.core.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const report = await t.call('POST', `${B}/compliance/reports`, {
      token: tokens.pld,
      body: { kind: 'periodic', from: today, to: tomorrow },
    });
    expect(report.status).toBe(201);
    expect(report.body.data).toMatchObject({ layout: 'lender-aml-v2', alerts: 1 });
    expect(report.body.data.content).toContain(`${id},internal,staff,${loan.clientId},`);
  });
});

// Issue 63 point 3 (ADR 307): only compliance lifts a blocked-persons list suspension, and only two.
describe('a blocked-persons list suspension over HTTP', () => {
  it("refuses an agent's unblock (409 compliance_hold, nothing changed); one officer asks, a second approves, then it lifts", async () => {
    const loaded = await t.call('POST', `${B}/compliance/watchlists`, {
      token: tokens.pld,
      body: { list: 'uif_blocked', text: `${HEADER}UIF-0001,Ramiro Bloqueado Pruebas,,,1970-01-01\n` },
    });
    expect(loaded.status).toBe(201);
    // Registered before the list named him; he signs, and the payout gate suspends him and holds it.
    const clientId = await insertClientRow(t.core.db, t.core.pii, {
      phone: '+525541999001',
      email: 'listed@lender.test',
      firstName: 'Ramiro',
      lastName: 'Bloqueado',
      clabeHashOf: '002010077777777771:listed',
    });
    await t.core.db
      .update(schema.clients)
      .set({ secondLastName: 'Pruebas', birthDate: '1970-01-01' })
      .where(eq(schema.clients.id, clientId));
    const { applicationId } = await insertAcceptedApplication(t.core.db, {
      clientId,
      amount: 3_000_00,
      pricedOn: today(t.clock),
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    await useCases.client.agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } });
    const { loanId } = await useCases.client.signAgreement(t.core, {
      actorId: clientId,
      params: { id: applicationId },
      body: { smsCode: t.sms.at(-1)?.otp ?? '' },
    });
    const client = async () =>
      (await t.core.db.select().from(schema.clients).where(eq(schema.clients.id, clientId)))[0];
    const payout = async () =>
      (await t.core.db.select().from(schema.payouts).where(eq(schema.payouts.loanId, loanId)))[0];
    expect((await client())?.status).toBe(CLIENT_STATUS.blocked);
    expect((await payout())?.status).toBe('pending');

    const unblock = await t.call('PUT', `${B}/clients/${clientId}/unblock`, {
      token: tokens.agent,
      body: { reason: 'El cliente pide que lo desbloqueen.' },
    });
    expect([unblock.status, unblock.body.code ?? unblock.body.errors?.[0]?.code]).toEqual([
      409,
      'compliance_hold',
    ]);
    expect((await client())?.status).toBe(CLIENT_STATUS.blocked);

    const matches = await t.call('GET', `${B}/compliance/matches?status=open`, { token: tokens.pld });
    const match = matches.body.data.find((m: { clientId: number }) => m.clientId === clientId);
    expect(match).toMatchObject({ list: 'uif_blocked', clientState: 'suspended', pendingClearance: null });
    const asked = await t.call('POST', `${B}/compliance/matches/${match.id}/decision`, {
      token: tokens.pld,
      body: { outcome: 'cleared', reason: 'Homónimo: otra CURP.' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ matchId: match.id, state: 'suspended' });
    const approvalId = asked.body.data.approvalId as number;
    const review = (token: string) =>
      t.call('POST', `${B}/compliance/decisions/${approvalId}/review`, {
        token,
        body: { approve: true, version: 1 },
      });
    expect((await review(tokens.pld)).status).toBe(403); // maker_cannot_approve
    expect((await review(tokens.agent)).status).toBe(403); // no compliance.decide
    expect((await client())?.status).toBe(CLIENT_STATUS.blocked);
    const approved = await review(tokens.pld2);
    expect([approved.status, approved.body.data.kind, approved.body.data.status]).toEqual([
      200,
      'compliance.match',
      'approved',
    ]);
    expect((await client())?.status).toBe(CLIENT_STATUS.active);
    t.clock.advance(10 * 60_000);
    await confirmPendingPayouts(t.core);
    expect((await payout())?.status).not.toBe('pending');
  });
});
