import { ManualCaseEvidenceSchema } from '@lender/contracts';
import { useCases } from '@lender/core';
import { sampleJpeg, uploadOf } from '@lender/core/testing';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff, manualCase } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 48: the evidence a manual case is decided on, for the roles that read the queue; the CURP
// travels masked (the whole one is `clients/{id}/contact`, an audited read) and is never logged.

const B = '/web/private/back-office';

let t: TestApp;
const { tokens } = backOfficeStaff({ agent: 'agent', auditor: 'auditor', finance: 'finance' }, async () => {
  t = await createTestApp();
  return t;
});

describe('GET applications/{id}/evidence', () => {
  it('answers an agent with the case’s evidence in the contract, its ID viewable, its CURP masked', async () => {
    const { client, applicationId } = await manualCase(t);
    await useCases.client.idDocumentUpload(t.core, uploadOf(client.id, 'id_front', sampleJpeg(1024, 768)));
    const res = await t.call('GET', `${B}/applications/${applicationId}/evidence`, { token: tokens.agent });
    expect(res.status).toBe(200);
    const evidence = ManualCaseEvidenceSchema.parse(res.body.data);
    expect(evidence).toMatchObject({
      applicationId,
      status: 14,
      client: { id: client.id },
      curp: { structure: 'pass', checkDigit: 'pass', birthDate: 'pass' },
      decision: { reasons: [{ rule: 'income', code: 'decision.incomeUnknown' }] },
    });
    const curp = client.body.nationalIdentificator;
    expect(evidence.curp.masked).toBe(`${curp.slice(0, 4)}${'*'.repeat(10)}${curp.slice(14)}`);
    expect(JSON.stringify(res.body)).not.toContain(curp);
    expect(JSON.stringify(t.logger.lines)).not.toContain(curp);

    const [document] = evidence.documents;
    expect(document).toMatchObject({ type: 'id_front', contentType: 'image/jpeg' });
    const file = await t.app.request(document?.url ?? '');
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('answers the auditor, who reads the queue, and refuses finance, who does not', async () => {
    const { applicationId } = await manualCase(t);
    const path = `${B}/applications/${applicationId}/evidence`;
    expect((await t.call('GET', path, { token: tokens.auditor })).status).toBe(200);
    const refused = await t.call('GET', path, { token: tokens.finance });
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
    expect((await t.call('GET', path)).status).toBe(401);
  });

  it('is 404 for an application that does not exist, 400 for an id that is not one', async () => {
    const missing = await t.call('GET', `${B}/applications/999999/evidence`, { token: tokens.agent });
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
    expect((await t.call('GET', `${B}/applications/abc/evidence`, { token: tokens.agent })).status).toBe(400);
  });
});
