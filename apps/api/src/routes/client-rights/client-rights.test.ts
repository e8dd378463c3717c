import { describe, expect, it } from 'vitest';
import { backOfficeStaff, backOfficeTestClient } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 51 over HTTP, "Mis derechos": a complaint to the UNE filed by the borrower lands in the
// register the agents work; a credit-bureau dispute names its loan; consents carry the version of the
// text accepted, and the voluntary ones are withdrawn.
const C = '/web/private/client';
const B = '/web/private/back-office';

let t: TestApp;
const { tokens } = backOfficeStaff({ agent: 'agent' }, async () => {
  t = await createTestApp();
  t.clock.set('2026-03-13T18:00:00Z');
  return t;
});

describe('complaints from the site', () => {
  it('get a folio and a due date, and the agents see them in the register', async () => {
    const { token, id } = await backOfficeTestClient(t);
    const dispute = await t.call('POST', `${C}/complaints`, {
      token,
      body: { kind: 'clarification', cause: 'credit_bureau', description: 'Un registro del buró no es mío.' },
    });
    expect([dispute.status, dispute.body.code]).toEqual([400, 'required']);
    expect(dispute.body.errors?.[0]?.propertyPath).toContain('loanId');
    const short = await t.call('POST', `${C}/complaints`, {
      token,
      body: { kind: 'inquiry', cause: 'service', description: 'Hola' },
    });
    expect(short.status).toBe(400);
    const filed = await t.call('POST', `${C}/complaints`, {
      token,
      body: { kind: 'claim', cause: 'service', description: 'No me responden en el chat desde hace días.' },
    });
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({
      folio: expect.stringMatching(/^UNE-2026-\d{6}$/),
      status: 'received',
      dueDate: '2026-04-29',
    });
    const mine = await t.call('GET', `${C}/complaints`, { token });
    expect(mine.body.data).toEqual([filed.body.data]);
    const register = await t.call('GET', `${B}/complaints/${filed.body.data.id}`, { token: tokens.agent });
    expect(register.body.data).toMatchObject({ channel: 'web', clientId: id, loggedBy: null });
  });
});

describe('consents', () => {
  it('show the version accepted and withdraw the voluntary ones only', async () => {
    const { token } = await backOfficeTestClient(t);
    const before = await t.call('GET', `${C}/consents`, { token });
    expect(before.body.data.consents).toContainEqual(
      expect.objectContaining({ kind: 'privacy_notice', accepted: true, version: '2026-01-15' }),
    );
    const contract = await t.call('POST', `${C}/consents/withdrawal`, {
      token,
      body: { kind: 'credit_bureau' },
    });
    expect([contract.status, contract.body.code]).toEqual([409, 'consent_not_withdrawable']);
    const withdrawn = await t.call('POST', `${C}/consents/withdrawal`, {
      token,
      body: { kind: 'behavioural_scoring' },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.consents.at(-1)).toMatchObject({
      kind: 'behavioural_scoring',
      accepted: false,
    });
  });
});
