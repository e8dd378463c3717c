import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { makeClabe } from '@lender/clabe';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, applicationBody, C, forceDecision } from '../../test/application-fixtures';
import { backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { agreementCode } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QA = { cookie: 'qa-disable-flow=1' };

describe('sandbox permissions (spec §6)', () => {
  it.each([
    ['POST', 'sandbox/start', undefined],
    ['PUT', 'sandbox/step', { step: 'belvo' }],
    ['PUT', 'sandbox/decision', { status: 3 }],
    ['PUT', 'sandbox/clock', { today: '2026-04-01' }],
  ])(
    '%s %s without the QA cookie or an admin token is 403 sandbox_not_allowed',
    async (method, path, body) => {
      const { token } = await applicant(t);
      const res = await t.call(method, `${C}/${path}`, { token, body });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('sandbox_not_allowed');
    },
  );

  it('a client token in the admin header does not open it', async () => {
    const { token } = await applicant(t);
    const res = await t.call('POST', `${C}/sandbox/start`, {
      token,
      headers: { 'X-Admin-Authorization': `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
  });

  it('an admin token opens it', async () => {
    const { token } = await applicant(t);
    const admin = await createBackOfficeUser(t, 'admin');
    const adminToken = await backOfficeToken(t, admin);
    const res = await t.call('POST', `${C}/sandbox/start`, {
      token,
      headers: { 'X-Admin-Authorization': `Bearer ${adminToken}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ active: true, forcedDecision: null });
  });

  it('the QA cookie opens it, but the controls need it on every call', async () => {
    const { token } = await applicant(t);
    const start = await t.call('POST', `${C}/sandbox/start`, { token, headers: QA });
    expect(start.status).toBe(200);
    expect(start.body.data.today).toBe('2026-03-02');
    const without = await t.call('PUT', `${C}/sandbox/step`, { token, body: { step: 'belvo' } });
    expect(without.status).toBe(403);
  });

  it('controls before start are refused', async () => {
    const { token } = await applicant(t);
    const res = await t.call('PUT', `${C}/sandbox/step`, { token, headers: QA, body: { step: 'belvo' } });
    expect(res.status).toBe(403);
  });
});

describe('sandbox controls', () => {
  it('skips to a step and back', async () => {
    const { token } = await applicant(t);
    await t.call('POST', `${C}/sandbox/start`, { token, headers: QA });
    const step = await t.call('PUT', `${C}/sandbox/step`, {
      token,
      headers: QA,
      body: { step: 'loan_page' },
    });
    expect(step.status).toBe(200);
    expect(step.body.data).toMatchObject({ step: 'loan_page', status: 'active' });
    expect((await t.call('GET', `${C}/flow`, { token })).body.data.step).toBe('loan_page');
  });

  it('forces the decision, and what it creates is fake', async () => {
    const { token } = await applicant(t);
    await t.call('POST', `${C}/sandbox/start`, { token, headers: QA });
    const forced = await t.call('PUT', `${C}/sandbox/decision`, {
      token,
      headers: QA,
      body: { status: APPLICATION_STATUS.rejected },
    });
    expect(forced.body.data.forcedDecision).toBe(APPLICATION_STATUS.rejected);
    const created = await t.call('POST', `${C}/application`, { token, body: applicationBody(t) });
    expect(created.body.data.fake).toBe(true);
    await t.call('PUT', `${C}/finish`, { token });
    const flow = await t.call('GET', `${C}/flow`, { token });
    expect(flow.body.data).toMatchObject({ step: 'reject_page', errors: ['test_decision'] });
  });

  it('a decision forced on an application made before the sandbox makes it, its offer and its loan fake (issue 35)', async () => {
    const { token, clientId } = await applicant(t);
    const clabe = await t.call('POST', `${C}/bank/saveAccountNumber`, {
      token,
      body: { accountNumber: makeClabe('002', '010', 7_350_000_001) },
    });
    expect(clabe.status, JSON.stringify(clabe.body)).toBe(200);
    const created = await t.call('POST', `${C}/application`, { token, body: applicationBody(t) });
    expect(created.body.data.fake).toBe(false);
    const applicationId = created.body.data.id as number;
    await forceDecision(t, token, APPLICATION_STATUS.accepted);
    const finished = await t.call('PUT', `${C}/finish`, { token });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const actual = await t.call('GET', `${C}/application/actual`, { token });
    expect(actual.body.data).toMatchObject({ status: APPLICATION_STATUS.accepted, fake: true });
    const offers = await t.core.db
      .select({ fake: schema.offers.fake, state: schema.offers.state })
      .from(schema.offers)
      .where(eq(schema.offers.applicationId, applicationId));
    // The offer made before the sandbox stays what it was; the one the forced decision priced is fake.
    expect(offers.filter((offer) => offer.state === 'current')).toEqual([{ fake: true, state: 'current' }]);
    const smsCode = await agreementCode(t, token, clientId, applicationId);
    const signed = await t.call('POST', `${C}/application/agreement/${applicationId}`, {
      token,
      body: { smsCode },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const [loan] = await t.core.db
      .select({ fake: schema.loans.fake })
      .from(schema.loans)
      .where(eq(schema.loans.id, signed.body.data.loanId));
    expect(loan?.fake).toBe(true);
  });

  it("shifts the client's clock: the offer expires for this client only", async () => {
    const { token } = await applicant(t);
    const other = await applicant(t);
    await t.call('POST', `${C}/sandbox/start`, { token, headers: QA });
    const mine = await t.call('POST', `${C}/application`, { token, body: applicationBody(t) });
    const theirs = await t.call('POST', `${C}/application`, { token: other.token, body: applicationBody(t) });
    const moved = await t.call('PUT', `${C}/sandbox/clock`, {
      token,
      headers: QA,
      body: { today: '2026-03-06' },
    });
    expect(moved.body.data.today).toBe('2026-03-06');
    const mineOffer = await t.call('GET', `${C}/application/${mine.body.data.id}/offer/actual`, { token });
    expect(mineOffer.status).toBe(410);
    const theirOffer = await t.call('GET', `${C}/application/${theirs.body.data.id}/offer/actual`, {
      token: other.token,
    });
    expect(theirOffer.status).toBe(200);
    expect(await t.core.sandbox.todayFor((await t.call('GET', C, { token })).body.data.id)).toBe(
      '2026-03-06',
    );
  });
});

describe('sandbox mode in production (issue 10 point 3, ADR 209)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ environment: 'production' });
  });
  afterAll(() => prod.close());

  it.each([
    ['POST', 'sandbox/start', undefined],
    ['PUT', 'sandbox/step', { step: 'loan_page' }],
    ['PUT', 'sandbox/decision', { status: APPLICATION_STATUS.accepted }],
    ['PUT', 'sandbox/clock', { today: '2026-04-01' }],
  ])('%s %s with the QA cookie is 403 sandbox_not_allowed', async (method, path, body) => {
    const { token } = await applicant(prod);
    const res = await prod.call(method, `${C}/${path}`, { token, headers: QA, body });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('sandbox_not_allowed');
  });

  it('an admin token does not open it either, nor the back-office route', async () => {
    const { token, clientId } = await applicant(prod);
    const admin = await createBackOfficeUser(prod, 'admin');
    const adminToken = await backOfficeToken(prod, admin);
    const res = await prod.call('POST', `${C}/sandbox/start`, {
      token,
      headers: { 'X-Admin-Authorization': `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(403);
    const backOffice = await prod.call('POST', `/web/private/back-office/clients/${clientId}/sandbox`, {
      token: adminToken,
    });
    expect(backOffice.status).toBe(403);
    expect(backOffice.body.code).toBe('sandbox_not_allowed');
  });

  it('a client with the QA cookie cannot force its own approval: the application is real and decided by the rules', async () => {
    const { token, clientId } = await applicant(prod);
    await prod.call('POST', `${C}/sandbox/start`, { token, headers: QA });
    await prod.call('PUT', `${C}/sandbox/decision`, {
      token,
      headers: QA,
      body: { status: APPLICATION_STATUS.accepted },
    });
    const created = await prod.call('POST', `${C}/application`, {
      token,
      headers: QA,
      body: applicationBody(prod),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.fake).toBe(false);
    expect(await prod.core.sandbox.find(clientId)).toBeNull();
  });
});

describe('the admin route to sandbox is documented in /web/docs', () => {
  it('every sandbox operation lists X-Admin-Authorization and the QA cookie', async () => {
    const doc = (await (await t.app.request('/web/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { description?: string; parameters?: Array<{ name: string; in: string }> }>
      >;
    };
    for (const [path, method] of [
      ['sandbox/start', 'post'],
      ['sandbox/step', 'put'],
      ['sandbox/decision', 'put'],
      ['sandbox/clock', 'put'],
    ] as const) {
      const op = doc.paths[`${C}/${path}`]?.[method];
      expect(op?.parameters).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'x-admin-authorization', in: 'header' }),
          expect.objectContaining({ name: 'qa-disable-flow', in: 'cookie' }),
        ]),
      );
      expect(op?.description).toContain('X-Admin-Authorization');
      expect(op?.description).toContain('production');
    }
    const html = await (await t.app.request('/web/docs')).text();
    expect(html).toContain('X-Admin-Authorization');
    expect(html).toContain('x-admin-authorization');
  });
});
