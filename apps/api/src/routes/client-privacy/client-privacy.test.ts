import { samplePdf } from '@lender/core/testing';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff, backOfficeTestClient } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 51 over HTTP: the borrower files ARCO requests from "Mis derechos" and follows them; the
// privacy officers answer and act on them (maker-checker); the access archive downloads as a ZIP.
const C = '/web/private/client';
const B = '/web/private/back-office';
const PASSWORD = 'Nube4242';

let t: TestApp;
const { tokens } = backOfficeStaff(
  { privacy: 'privacy', second: 'privacy', agent: 'agent', auditor: 'auditor' },
  async () => {
    t = await createTestApp();
    // Friday 13 March 2026 at noon in Mexico City; Monday 16 March is a holiday.
    t.clock.set('2026-03-13T18:00:00Z');
    return t;
  },
);

describe('an access request, from the site to the archive', () => {
  it('is filed with the password, answered, acted on by two officers and downloaded', async () => {
    const borrower = await backOfficeTestClient(t);
    const token = borrower.token;
    const wrong = await t.call('POST', `${C}/privacy/arco-requests`, {
      token,
      body: { right: 'access', password: 'no-es-la-clave' },
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'identity_check_failed']);
    const filed = await t.call('POST', `${C}/privacy/arco-requests`, {
      token,
      body: { right: 'access', password: PASSWORD },
    });
    expect(filed.status).toBe(201);
    const request = filed.body.data as { id: number; folio: string; answerDueDate: string };
    expect(request).toMatchObject({ folio: expect.stringMatching(/^ARCO-2026-\d{6}$/), status: 'received' });
    const again = await t.call('POST', `${C}/privacy/arco-requests`, {
      token,
      body: { right: 'access', password: PASSWORD },
    });
    expect([again.status, again.body.code]).toEqual([409, 'arco_request_open']);
    const mine = await t.call('GET', `${C}/privacy/arco-requests`, { token });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ id: request.id, nextDueDate: request.answerDueDate }),
    ]);

    // The officers' work list; the agent has no access, the auditor reads and never works.
    expect((await t.call('GET', `${B}/privacy/arco-requests`, { token: tokens.agent })).status).toBe(403);
    const list = await t.call('GET', `${B}/privacy/arco-requests?open=true`, { token: tokens.auditor });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    const answer = { outcome: 'granted', text: 'Procede tu solicitud de acceso.' };
    const path = `${B}/privacy/arco-requests/${request.id}`;
    expect((await t.call('POST', `${path}/answer`, { token: tokens.auditor, body: answer })).status).toBe(
      403,
    );
    const answered = await t.call('POST', `${path}/answer`, { token: tokens.privacy, body: answer });
    expect([answered.status, answered.body.data.status]).toEqual([200, 'answered']);
    const asked = await t.call('POST', `${path}/action`, {
      token: tokens.privacy,
      body: { reason: 'Generar el archivo de acceso' },
    });
    expect(asked.status).toBe(201);
    const approval = asked.body.data as { id: number; version: number };
    const review = `${B}/privacy/actions/${approval.id}/review`;
    const own = await t.call('POST', review, {
      token: tokens.privacy,
      body: { approve: true, version: approval.version },
    });
    expect([own.status, own.body.code]).toEqual([403, 'maker_cannot_approve']);
    const approved = await t.call('POST', review, {
      token: tokens.second,
      body: { approve: true, version: approval.version },
    });
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);
    const detail = await t.call('GET', path, { token: tokens.privacy });
    expect(detail.body.data).toMatchObject({
      status: 'completed',
      action: { id: approval.id, status: 'approved' },
      actResult: { archiveBytes: expect.any(Number) },
    });

    const zip = await t.app.request(`${C}/privacy/arco-requests/${request.id}/archive`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"$/);
    expect(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const staffZip = await t.app.request(`${path}/archive`, {
      headers: { authorization: `Bearer ${tokens.privacy}` },
    });
    expect(staffZip.status).toBe(200);
    const other = await backOfficeTestClient(t);
    const notTheirs = await t.call('GET', `${C}/privacy/arco-requests/${request.id}/archive`, {
      token: other.token,
    });
    expect(notTheirs.status).toBe(404);
  });
});

describe('a rectification with its document', () => {
  it('uploads the evidence through the document upload and files the correction', async () => {
    const { token } = await backOfficeTestClient(t);
    const form = new FormData();
    form.set('type', 'rectification_evidence');
    form.set('file', new File([samplePdf()], 'acta.pdf', { type: 'application/pdf' }));
    const uploaded = await t.app.request(`${C}/document/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const document = (await uploaded.json()) as { data: { id: number; type: string } };
    expect([uploaded.status, document.data.type]).toEqual([200, 'rectification_evidence']);
    const bad = await t.call('POST', `${C}/privacy/arco-requests`, {
      token,
      body: {
        right: 'rectification',
        changes: [{ field: 'lastName', value: 'P' }],
        documentId: document.data.id,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.propertyPath).toContain('changes');
    const filed = await t.call('POST', `${C}/privacy/arco-requests`, {
      token,
      body: {
        right: 'rectification',
        changes: [{ field: 'secondLastName', value: 'Garcés' }],
        documentId: document.data.id,
      },
    });
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({
      right: 'rectification',
      identityCheck: 'session',
      changes: [{ field: 'secondLastName', value: 'Garcés' }],
      documentId: document.data.id,
    });
  });
});

describe('what a cancellation would delete and keep', () => {
  it('answers the borrower per kind of data, without naming the client id', async () => {
    const { token } = await backOfficeTestClient(t);
    const assessed = await t.call('GET', `${C}/privacy/deletion-assessment`, { token });
    expect(assessed.status).toBe(200);
    const view = assessed.body.data as Record<string, unknown>;
    expect(view).not.toHaveProperty('clientId');
    expect(view).toMatchObject({ state: 'held', blockedAt: null, anonymisedAt: null });
    // No loan, no payment: no duty keeps anything; every kind of data goes with the block.
    expect(view).toMatchObject({ canBlock: true, keptUntil: null, kept: [] });
    expect(view.deletedAtBlock).toEqual(expect.arrayContaining(['profile', 'loans', 'aml']));
    expect((await t.call('GET', `${C}/privacy/deletion-assessment`)).status).toBe(401);
  });
});
