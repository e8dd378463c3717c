import { schema } from '@lender/core/db';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff, backOfficeTestClient } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 51 over HTTP: a request received by letter entered by the privacy officer — its clock from
// when it arrived, the ID checked before it is granted, a denial with its reason; bad input is a 400
// with its field and changes nothing; the work list's filters.
const B = '/web/private/back-office/privacy';

let t: TestApp;
const staff = {
  privacy: 'privacy',
  admin: 'admin',
  finance: 'finance',
  collections: 'collections',
  auditor: 'auditor',
} as const;
const { tokens } = backOfficeStaff(staff, async () => {
  t = await createTestApp();
  t.clock.set('2026-03-23T17:00:00Z');
  return t;
});

const rows = async () => (await t.core.db.select().from(schema.arcoRequests)).length;

/** The privacy officer logs a borrower's opposition to marketing, received by letter at `receivedAt`. */
const logLetterOpposition = (clientId: number, receivedAt: string, description: string) =>
  t.call('POST', `${B}/arco-requests`, {
    token: tokens.privacy,
    body: { clientId, right: 'opposition', purpose: 'marketing', channel: 'letter', receivedAt, description },
  });

describe('a request received by letter', () => {
  it('runs from when it arrived, waits for the ID check, and is denied with its reason', async () => {
    const { id: clientId } = await backOfficeTestClient(t);
    // Saturday 7 March: counted from Monday 9 March, past the holiday of 16 March (Holy Week counts).
    const logged = await logLetterOpposition(
      clientId,
      '2026-03-07T17:00:00Z',
      'No quiero recibir promociones; adjunto copia de mi INE.',
    );
    expect(logged.status).toBe(201);
    const request = logged.body.data as { id: number };
    expect(logged.body.data).toMatchObject({
      channel: 'letter',
      identityCheck: 'id_document',
      identityVerified: false,
      answerDueDate: '2026-04-06',
      loggedBy: { name: expect.any(String) },
    });
    const path = `${B}/arco-requests/${request.id}`;
    const early = await t.call('POST', `${path}/answer`, {
      token: tokens.privacy,
      body: { outcome: 'granted', text: 'Procede tu oposición.' },
    });
    expect([early.status, early.body.code]).toEqual([409, 'identity_not_verified']);
    const checked = await t.call('POST', `${path}/identity`, {
      token: tokens.privacy,
      body: { note: 'Copia de INE vigente; coincide la firma de la carta.' },
    });
    expect([checked.status, checked.body.data.identityVerified]).toEqual([200, true]);
    const noReason = await t.call('POST', `${path}/answer`, {
      token: tokens.admin,
      body: { outcome: 'denied', text: 'Ya no recibes promociones.' },
    });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'required']);
    const denied = await t.call('POST', `${path}/answer`, {
      token: tokens.admin,
      body: { outcome: 'denied', denialReason: 'duplicate', text: 'Ya atendimos tu oposición anterior.' },
    });
    expect(denied.body.data).toMatchObject({
      status: 'refused',
      denialReason: 'duplicate',
      nextDueDate: null,
    });
    const action = await t.call('POST', `${path}/action`, {
      token: tokens.privacy,
      body: { reason: 'Aplicar' },
    });
    expect([action.status, action.body.code]).toEqual([409, 'invalid_transition']);
    expect((await t.call('GET', `${B}/arco-requests`, { token: tokens.finance })).status).toBe(403);
    const closed = await t.call('GET', `${B}/arco-requests?open=false&right=opposition`, {
      token: tokens.privacy,
    });
    expect(closed.body.data.map((row: { id: number }) => row.id)).toEqual([request.id]);
  });

  it('refuses bad input with 400 and the field, and changes nothing', async () => {
    const before = await rows();
    const { id: clientId } = await backOfficeTestClient(t);
    const base = { clientId, channel: 'email', description: 'Pide sus datos.' };
    const web = await t.call('POST', `${B}/arco-requests`, {
      token: tokens.privacy,
      body: { ...base, right: 'access', channel: 'web' },
    });
    expect(web.status).toBe(400);
    const noChanges = await t.call('POST', `${B}/arco-requests`, {
      token: tokens.privacy,
      body: { ...base, right: 'rectification' },
    });
    expect([noChanges.status, noChanges.body.code]).toEqual([400, 'required']);
    const unknown = await t.call('POST', `${B}/arco-requests`, {
      token: tokens.privacy,
      body: { ...base, clientId: 999_999, right: 'access' },
    });
    expect(unknown.status).toBe(404);
    expect(await rows()).toBe(before);
  });
});

describe('an ARCO act waiting for its second officer (issue 63 point 5: need to know)', () => {
  it('is listed and found only for the roles that read the ARCO register', async () => {
    const { id: clientId } = await backOfficeTestClient(t);
    const logged = await logLetterOpposition(clientId, '2026-03-20T17:00:00Z', 'No quiero promociones.');
    const path = `${B}/arco-requests/${logged.body.data.id}`;
    await t.call('POST', `${path}/identity`, { token: tokens.privacy, body: { note: 'INE vigente.' } });
    const granted = await t.call('POST', `${path}/answer`, {
      token: tokens.privacy,
      body: { outcome: 'granted', text: 'Procede tu oposición.' },
    });
    expect(granted.status).toBe(200);
    const action = await t.call('POST', `${path}/action`, {
      token: tokens.privacy,
      body: { reason: 'Aplicar' },
    });
    expect(action.status, JSON.stringify(action.body)).toBe(201);
    const approvalId = action.body.data.id as number;
    const approvals = '/web/private/back-office/approvals';
    const sees = async (role: keyof typeof staff) => {
      const list = await t.call('GET', approvals, { token: tokens[role] });
      const one = await t.call('GET', `${approvals}/${approvalId}`, { token: tokens[role] });
      return {
        listed: (list.body.data ?? []).some((row: { id: number }) => row.id === approvalId),
        found: one.status,
      };
    };
    expect(await sees('finance')).toEqual({ listed: false, found: 404 });
    expect(await sees('collections')).toEqual({ listed: false, found: 404 });
    expect(await sees('auditor')).toEqual({ listed: true, found: 200 });
    expect(await sees('admin')).toEqual({ listed: true, found: 200 });
  });
});
