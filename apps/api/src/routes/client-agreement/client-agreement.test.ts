import { LOAN_STATUS } from '@lender/calculator/platform';
import { confirmPendingPayouts } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedClient, agreementCode, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /web/private/client/application/agreement/{id}', () => {
  it('refuses a wrong code with a field error and creates nothing', async () => {
    const { token, clientId, applicationId } = await acceptedClient(t);
    const smsCode = await agreementCode(t, token, clientId, applicationId);
    const wrong = smsCode === '000' ? '001' : '000';
    const res = await t.call('POST', `${C}/application/agreement/${applicationId}`, {
      token,
      body: { smsCode: wrong },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ code: 'code_invalid' });
    expect(
      await t.core.db.select().from(schema.loans).where(eq(schema.loans.applicationId, applicationId)),
    ).toEqual([]);
  });

  it('signs with the code, stores the evidence and creates one draft loan whose payout confirms later', async () => {
    const { token, clientId, applicationId } = await acceptedClient(t);
    const smsCode = await agreementCode(t, token, clientId, applicationId);
    const headers = { 'user-agent': 'Mozilla/5.0 (test)', 'idempotency-key': 'sign-1-abcdefgh' };
    const res = await t.call('POST', `${C}/application/agreement/${applicationId}`, {
      token,
      body: { smsCode },
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ applicationId, loanId: expect.any(Number) });
    // The same key and body answer the first response again.
    const replay = await t.call('POST', `${C}/application/agreement/${applicationId}`, {
      token,
      body: { smsCode },
      headers,
    });
    expect(replay.body.data).toEqual(res.body.data);
    const [evidence] = await t.core.db
      .select()
      .from(schema.agreementSignatures)
      .where(eq(schema.agreementSignatures.applicationId, applicationId));
    expect(evidence).toMatchObject({ userAgent: 'Mozilla/5.0 (test)', documentKind: 'agreement_text' });
    expect(evidence?.documentHash).toMatch(/^[0-9a-f]{64}$/);
    // Without the key (its answer lost with an instance that died), the same code gets the same
    // signing back; another code finds the application signed already.
    const second = await t.call('POST', `${C}/application/agreement/${applicationId}`, {
      token,
      body: { smsCode },
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(res.body.data);
    const other = await t.call('POST', `${C}/application/agreement/${applicationId}`, {
      token,
      body: { smsCode: smsCode === '000' ? '111' : '000' },
    });
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(other.status).toBeLessThan(500);
    expect(
      await t.core.db.select().from(schema.loans).where(eq(schema.loans.applicationId, applicationId)),
    ).toHaveLength(1);
    const draft = await t.call('GET', `${C}/loan/active`, { token });
    expect(draft.body.data).toMatchObject({ status: LOAN_STATUS.draft, disbursement: { status: 'sent' } });
    t.clock.advance(120_000);
    await confirmPendingPayouts(t.core);
    const active = await t.call('GET', `${C}/loan/active`, { token });
    expect(active.body.data).toMatchObject({
      status: LOAN_STATUS.active,
      disbursement: { status: 'completed' },
    });
  });

  it('is 404 for an application of someone else', async () => {
    const a = await acceptedClient(t);
    const b = await acceptedClient(t);
    const res = await t.call('POST', `${C}/application/agreement/${a.applicationId}`, {
      token: b.token,
      body: { smsCode: '123' },
    });
    expect(res.status).toBe(404);
  });
});
