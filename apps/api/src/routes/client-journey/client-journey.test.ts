import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { makeClabe } from '@lender/clabe';
import { sql } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicant,
  applicationBody,
  C,
  decided,
  forceDecision,
  withIdDocument,
} from '../../test/application-fixtures';
import { curp, registerClient } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flow = async (token: string) => (await t.call('GET', `${C}/flow`, { token })).body.data;

async function addDocument(clientId: number, type: string) {
  await t.core.db.execute(sql`
    insert into client_documents (client_id, type, format, content_type, size, sha256, storage_key)
    values (${clientId}, ${type}, 'pdf', 'application/pdf', 10, 'x', ${`journey/${clientId}/${type}/${Math.random()}`})`);
}

describe('GET /web/private/client/flow, computed from the client, application and loan (ADR 021)', () => {
  it('a just-registered client is at work_info', async () => {
    const { token } = await registerClient(t, {
      nationalIdentificator: curp('JRNY900101HDFRRS0'),
      birthDate: '1990-01-01',
    });
    expect(await flow(token)).toMatchObject({
      step: 'work_info',
      status: 'active',
      errors: [],
      totalSteps: 100,
    });
  });

  it('walks the onboarding of a new application: ID, bank link, payroll, then verification', async () => {
    const { token, clientId } = await applicant(t);
    // The declared income pre-approves an amount at once (issue 11 point 9), so: the pre-approval page.
    expect((await flow(token)).step).toBe('pre_approval_page');
    await t.call('POST', `${C}/application`, { token, body: applicationBody(t) });
    expect((await flow(token)).step).toBe('id_document_upload');
    await withIdDocument(t, clientId);
    expect((await flow(token)).step).toBe('belvo');
    await t.core.db.execute(
      sql`insert into bank_links (client_id, provider, status) values (${clientId}, 'sandbox', 'skipped')`,
    );
    expect((await flow(token)).step).toBe('payroll_upload');
    await addDocument(clientId, 'payroll');
    expect(await flow(token)).toMatchObject({ step: 'verification', status: 'completed' });
  });

  it('an accepted application asks for the CLABE, then direct debit, then the agreement', async () => {
    const { token, clientId } = await applicant(t);
    await forceDecision(t, token, APPLICATION_STATUS.accepted);
    await decided(t, token);
    expect(await flow(token)).toMatchObject({ step: 'direct_debit_information', errors: ['clabe_required'] });
    const saved = await t.call('POST', `${C}/bank/saveAccountNumber`, {
      token,
      body: { accountNumber: makeClabe('002', '010', 7_300_000_001) },
    });
    expect(saved.status).toBe(200);
    expect(await flow(token)).toMatchObject({ step: 'direct_debit_information', errors: [] });
    await t.core.db.execute(
      sql`insert into direct_debit_consents (client_id, payment_type, accepted_at) values (${clientId}, 'clabe', now())`,
    );
    expect((await flow(token)).step).toBe('otp_agreement');
    const current = await t.call('GET', `${C}/client-journey/current`, { token });
    expect(current.body.data).toMatchObject({
      step: 'otp_agreement',
      status: 'active',
      applicationStatus: APPLICATION_STATUS.accepted,
      loanId: null,
      loanStatus: null,
    });
  });

  it('a pre-approved client sees the pre-approval page', async () => {
    const { token } = await applicant(t);
    await t.call('PUT', `${C}/yhat/limit`, { token });
    expect((await flow(token)).step).toBe('pre_approval_page');
  });
});
