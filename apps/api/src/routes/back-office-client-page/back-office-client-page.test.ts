import { useCases } from '@lender/core';
import { schema } from '@lender/core/db';
import { samplePdf, uploadOf } from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
let token: string;
let loan: Awaited<ReturnType<typeof activeLoan>>;
beforeAll(async () => {
  t = await createLendingTestApp();
  loan = await activeLoan(t);
  await t.core.db.insert(schema.decisions).values({
    applicationId: loan.applicationId,
    clientId: loan.clientId,
    outcome: 3,
    offeredAmount: 3_000_00,
    reasons: [{ rule: 'income', code: 'income.ok', params: { ratio: 0.2 } }],
    inputs: { monthlyIncome: 20_000_00, activeLoans: 0 },
    ruleSet: 'v1',
  });
  token = await backOfficeToken(t, await createBackOfficeUser(t, 'agent'));
});
afterAll(() => t.close());

describe("a client's page", () => {
  it('shows decisions with their reasons and the inputs the engine read', async () => {
    const res = await t.call('GET', `${B}/clients/${loan.clientId}/decisions`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        applicationId: loan.applicationId,
        decidedBy: 'engine',
        reasons: [{ rule: 'income', code: 'income.ok', params: { ratio: 0.2 } }],
        inputs: { monthlyIncome: 20_000_00, activeLoans: 0 },
        offeredCentavos: 3_000_00,
      }),
    ]);
    expect((await t.call('GET', `${B}/clients/999999/decisions`, { token })).status).toBe(404);
  });

  it('shows the agreement signature among the consents', async () => {
    const res = await t.call('GET', `${B}/clients/${loan.clientId}/consents`, { token });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        kind: 'agreement_signature',
        loanId: loan.loanId,
        applicationId: loan.applicationId,
      }),
    ]);
  });

  it('gives each document a signed link that shows the file inline, and only while it is valid', async () => {
    const pdf = samplePdf();
    await useCases.client.idDocumentUpload(t.core, uploadOf(loan.clientId, 'payroll', pdf));
    const res = await t.call('GET', `${B}/clients/${loan.clientId}/documents`, { token });
    const [document] = res.body.data;
    expect(document).toMatchObject({ type: 'payroll', contentType: 'application/pdf', deletedAt: null });
    const file = await t.app.request(document.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(new Uint8Array(await file.arrayBuffer()).length).toBe(document.size);
    const tampered = document.url.replace(
      /signature=([0-9a-f])/,
      (_: string, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await t.app.request(tampered)).status).toBe(404);
    const otherDocument = document.url.replace(`/files/${document.id}?`, `/files/${document.id + 1}?`);
    expect((await t.app.request(otherDocument)).status).toBe(404);
    t.clock.advance(301_000);
    expect((await t.app.request(document.url)).status).toBe(404);
  });

  it("keeps an audit timeline of the client's applications, loans and status changes", async () => {
    token = await backOfficeToken(t, await createBackOfficeUser(t, 'agent'));
    await t.call('PUT', `${B}/clients/${loan.clientId}/block`, {
      token,
      body: { reason: 'Suspicious calls' },
    });
    const res = await t.call('GET', `${B}/clients/${loan.clientId}/timeline?perPage=100`, { token });
    expect(res.status).toBe(200);
    const actions = res.body.data.map((entry: { action: string }) => entry.action);
    expect(actions[0]).toBe('client.block');
    expect(actions).toContain('loan.create');
    expect(res.headers.get('x-total-count')).toBe(String(actions.length));
    const block = res.body.data[0];
    expect(block.changes).toEqual([{ field: 'status', before: 1, after: 2 }]);
    expect(block.reason).toBe('Suspicious calls');
  });
});

describe('two admins acting on the same client', () => {
  it('the second, acting on the status it saw, gets 409 with the current status; nothing is overwritten', async () => {
    const other = await activeLoan(t);
    const admin = await backOfficeToken(t, await createBackOfficeUser(t, 'admin'));
    const agentToken = await backOfficeToken(t, await createBackOfficeUser(t, 'agent'));
    const blocked = await t.call('PUT', `${B}/clients/${other.clientId}/block`, {
      token: agentToken,
      body: { reason: 'Suspicious calls', expectedStatus: 1 },
    });
    expect(blocked.body.data.status).toBe(2);
    // Admin blacklists while the agent still looks at "blocked"…
    await t.call('PUT', `${B}/clients/${other.clientId}/blacklist`, {
      token: admin,
      body: { reason: 'Fraud confirmed' },
    });
    // …and the agent's unblock of a blocked client must not lift the blacklist.
    const late = await t.call('PUT', `${B}/clients/${other.clientId}/unblock`, {
      token: admin,
      body: { reason: 'Called back, all fine', expectedStatus: 2 },
    });
    expect([late.status, late.body.code, (late.body as { params?: unknown }).params]).toEqual([
      409,
      'invalid_transition',
      { from: 3, to: 1 },
    ]);
    const [row] = await t.core.db.select().from(schema.clients).where(eq(schema.clients.id, other.clientId));
    expect(row?.status).toBe(3);
  });
});
