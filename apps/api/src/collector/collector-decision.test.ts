// Issue 18, ADR 230: the behavioural signal as one input of the decision engine — off by default;
// when a lender turns it on, a `review` signal sends an application that would be approved to
// manual verification, with the reason; it never rejects.
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { generateCollectorKeys } from '@lender/core';
import { schema } from '@lender/core/db';
import { sampleChunk, sealChunkForTest } from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, decided, withIdDocument } from '../test/application-fixtures';
import { backOfficeToken, createBackOfficeUser } from '../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

const keys = generateCollectorKeys(2048).keys;
const AUTH_KEY = 'decision-partner-auth-key-0123456789';
let on: TestApp;
let off: TestApp;
let seq = 0;

beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp({ collector: { keys, decisionInput: true } }),
    createTestApp({ collector: { keys } }),
  ]);
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

/** A complete dataset linked to the client: two pastes into identity fields, so `review`. */
async function pastedIdentity(t: TestApp, token: string): Promise<string> {
  await t.core.collector.configurePartners([{ name: 'borrower-site', authKey: AUTH_KEY }]);
  const partner = await t.core.collector.authenticate((await t.core.collector.login(AUTH_KEY)).access_token);
  const referenceNumber = `reg-decision-${String(++seq).padStart(4, '0')}`;
  await t.core.collector.verify(partner, referenceNumber);
  const chunk = sampleChunk({
    referenceNumber,
    isFinal: true,
    events: [
      { k: 'focus', t: 0, field: 'curp', fieldClass: 'identity' },
      { k: 'paste', t: 100, field: 'curp', length: 18 },
      { k: 'focus', t: 3_000, field: 'firstName', fieldClass: 'identity' },
      { k: 'paste', t: 3_100, field: 'firstName', length: 3 },
    ],
  });
  await t.core.collector.upload(partner, {
    referenceNumber,
    data: sealChunkForTest(chunk, keys.publicKeyPem),
    isFinal: true,
    isEncrypted: true,
  });
  const link = await t.call('PUT', '/web/private/client/collector/session', {
    token,
    body: { referenceNumber },
  });
  expect(link.status).toBe(200);
  expect((await t.core.collector.dataset(referenceNumber))?.signal?.flag).toBe('review');
  return referenceNumber;
}

async function decisionOf(t: TestApp, applicationId: number) {
  const [decision] = await t.core.db
    .select()
    .from(schema.decisions)
    .where(eq(schema.decisions.applicationId, applicationId));
  return decision!;
}

describe('the behavioural signal in decisions', () => {
  it('is off by default: the same review signal changes nothing', async () => {
    const { token, clientId } = await applicant(off);
    await withIdDocument(off, clientId);
    await pastedIdentity(off, token);
    const app = await decided(off, token, 3_000);
    expect(app.status).toBe(APPLICATION_STATUS.accepted);
    const decision = await decisionOf(off, app.id);
    expect(decision.reasons.map((r) => r.code)).toEqual(['decision.approve']);
    expect(decision.inputs).toMatchObject({ behaviour: { source: 'off' } });
    const agent = await backOfficeToken(off, await createBackOfficeUser(off, 'agent'));
    const screen = await off.call('GET', `/web/private/back-office/clients/${clientId}/features`, {
      token: agent,
    });
    expect(screen.body.data).toMatchObject({
      decisionInput: false,
      decisions: [{ applicationId: app.id, use: 'off', referenceNumber: null, signal: null }],
    });
  });

  it('when on, sends an approvable application to manual verification with an explainable reason', async () => {
    // The borrower consented to behavioural scoring (a withdrawn or declined consent is not read).
    const { token, clientId } = await applicant(on, { behaviouralScoring: true });
    await withIdDocument(on, clientId);
    const referenceNumber = await pastedIdentity(on, token);
    const app = await decided(on, token, 3_000);
    expect(app.status).toBe(APPLICATION_STATUS.manualVerification);
    const decision = await decisionOf(on, app.id);
    expect(decision.offeredAmount).toBeNull();
    expect(decision.reasons).toEqual([
      expect.objectContaining({ code: 'decision.approve' }),
      {
        rule: 'behaviour',
        code: 'decision.behaviourReview',
        params: { referenceNumber, signals: 'behaviour.identityPasted' },
      },
    ]);
    expect(decision.inputs).toMatchObject({ behaviour: { source: 'dataset', referenceNumber } });
    // The back office's features screen says what the decision did with them.
    const agent = await backOfficeToken(on, await createBackOfficeUser(on, 'agent'));
    const screen = await on.call('GET', `/web/private/back-office/clients/${clientId}/features`, {
      token: agent,
    });
    expect(screen.body.data).toMatchObject({
      decisionInput: true,
      consent: { given: true },
      decisions: [
        {
          applicationId: app.id,
          outcome: APPLICATION_STATUS.manualVerification,
          use: 'manual_verification',
          referenceNumber,
          signal: { flag: 'review', reasons: [{ code: 'behaviour.identityPasted' }] },
        },
      ],
    });
  });

  it('when on, never rejects: a rejection keeps its own reason first', async () => {
    const { token } = await applicant(on, { employment: 'unemployed', behaviouralScoring: true });
    await pastedIdentity(on, token);
    const app = await decided(on, token, 3_000);
    const [decision] = await on.core.db
      .select()
      .from(schema.decisions)
      .where(
        eq(schema.decisions.clientId, (await on.call('GET', '/web/private/client', { token })).body.data.id),
      );
    expect(app.status).toBeUndefined();
    expect(decision?.outcome).toBe(APPLICATION_STATUS.rejected);
    expect(decision?.reasons.map((r) => r.code)).toEqual([
      'decision.noEmployment',
      'decision.behaviourNoted',
    ]);
  });
});
