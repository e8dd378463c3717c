import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { schema } from '@lender/core/db';
import { and, eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff, manualCase as manualCaseFixture } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const B = '/web/private/back-office';
const QUEUE = `${B}/applications/manual-verification`;

let t: TestApp;
const { users, tokens, signIn } = backOfficeStaff({ agent: 'agent' }, async () => {
  t = await createTestApp();
  return t;
});

/** A manual-verification case (the shared fixture); the access token outlives the clock moves. */
async function manualCase() {
  const made = await manualCaseFixture(t);
  await signIn();
  return made;
}

const statusOf = async (applicationId: number) =>
  (await t.core.db.select().from(schema.applications).where(eq(schema.applications.id, applicationId)))[0]
    ?.status;

const auditOf = (applicationId: number) =>
  t.core.db
    .select()
    .from(schema.auditLog)
    .where(
      and(eq(schema.auditLog.entity, 'application'), eq(schema.auditLog.entityId, String(applicationId))),
    )
    .orderBy(schema.auditLog.id);

const decide = (applicationId: number, body: unknown, token = tokens.agent) =>
  t.call('PUT', `${B}/applications/${applicationId}/decision`, { token, body });

describe('GET /web/private/back-office/applications/manual-verification', () => {
  it('lists the applications in manual verification with client, engine reasons and pagination', async () => {
    const one = await manualCase();
    const two = await manualCase();
    const res = await t.call('GET', `${QUEUE}?perPage=100`, { token: tokens.agent });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(res.body.data.length));
    const item = res.body.data.find(
      (i: { application: { id: number } }) => i.application.id === one.applicationId,
    );
    expect(item).toMatchObject({
      application: { id: one.applicationId, status: APPLICATION_STATUS.manualVerification },
      client: { id: one.client.id },
      reasons: ['decision.incomeUnknown'],
    });
    expect(res.body.data.map((i: { application: { id: number } }) => i.application.id)).toContain(
      two.applicationId,
    );
    const page = await t.call('GET', `${QUEUE}?perPage=1&page=1`, { token: tokens.agent });
    expect(page.body.data).toHaveLength(1);
    expect(page.headers.get('x-count')).toBe('1');
  });

  it('pages of every size walk the same queue in the same order, oldest case first', async () => {
    await manualCase();
    await manualCase();
    await manualCase();
    const ids = (body: { data: { application: { id: number } }[] }) => body.data.map((i) => i.application.id);
    const whole = await t.call('GET', `${QUEUE}?perPage=100`, { token: tokens.agent });
    const all = ids(whole.body);
    const total = Number(whole.headers.get('x-total-count'));
    expect(all.length).toBe(total);
    expect(total).toBeGreaterThanOrEqual(3);
    // Oldest first: each case's `waitingSince` is never before the one listed above it.
    const since = whole.body.data.map((i: { waitingSince: string }) => Date.parse(i.waitingSince));
    expect(since).toEqual([...since].sort((a, b) => a - b));
    for (const perPage of [1, 2, 3]) {
      const walked: number[] = [];
      for (let page = 1; page <= Math.ceil(total / perPage); page++) {
        const res = await t.call('GET', `${QUEUE}?perPage=${perPage}&page=${page}`, { token: tokens.agent });
        expect(res.headers.get('x-total-count')).toBe(String(total));
        walked.push(...ids(res.body));
      }
      expect(walked).toEqual(all);
    }
    const past = await t.call('GET', `${QUEUE}?perPage=2&page=${total + 1}`, { token: tokens.agent });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe(String(total));
  });

  it("shows a case's latest manual-verification decision: its reasons, and since when it waits", async () => {
    const { client, applicationId } = await manualCase();
    // A later engine run sent the case to manual verification again, for another reason; a
    // decision of another outcome after it is not the case's manual one.
    const later = new Date(Date.now() + 60_000);
    await t.core.db.insert(schema.decisions).values([
      {
        applicationId,
        clientId: client.id,
        outcome: APPLICATION_STATUS.manualVerification,
        reasons: [{ rule: 'income', code: 'decision.incomeChanged' }],
        inputs: {},
        ruleSet: 'test',
        createdAt: later,
      },
      {
        applicationId,
        clientId: client.id,
        outcome: APPLICATION_STATUS.rejected,
        reasons: [{ rule: 'other', code: 'decision.other' }],
        inputs: {},
        ruleSet: 'test',
        createdAt: new Date(later.getTime() + 60_000),
      },
    ]);
    const res = await t.call('GET', `${QUEUE}?perPage=100`, { token: tokens.agent });
    const item = res.body.data.find(
      (i: { application: { id: number } }) => i.application.id === applicationId,
    );
    expect(item).toMatchObject({ reasons: ['decision.incomeChanged'], waitingSince: later.toISOString() });
  });

  it('a client token opens neither the queue nor a decision', async () => {
    const { client, applicationId } = await manualCase();
    expect((await t.call('GET', QUEUE, { token: client.token })).body.code).toBe('forbidden');
    const res = await decide(applicationId, { decision: 'approve', reason: 'Self-approval' }, client.token);
    expect(res.body.code).toBe('forbidden');
    expect(await statusOf(applicationId)).toBe(APPLICATION_STATUS.manualVerification);
  });
});

describe('PUT /web/private/back-office/applications/{id}/decision', () => {
  it('approve: the application is accepted with a priced offer, the journey moves on, all audited', async () => {
    const { client, applicationId } = await manualCase();
    const before = await t.call('GET', '/web/private/client/flow', { token: client.token });
    expect(before.body.data.step).toBe('manual_page');

    const res = await decide(applicationId, { decision: 'approve', reason: 'Income confirmed by phone' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: applicationId,
      status: APPLICATION_STATUS.accepted,
      principalAmount: { amount: 3000 },
      loanAmount: { amount: 3000 },
    });
    expect(res.body.data.offerExpiresAt).toEqual(expect.any(String));

    const token = await t.call('POST', '/web/public/client/login', {
      body: { username: client.body.email, password: client.body.password },
    });
    const actual = await t.call('GET', '/web/private/client/application/actual', {
      token: token.body.Authorization,
    });
    expect(actual.body.data.status).toBe(APPLICATION_STATUS.accepted);
    const offer = await t.call('GET', `/web/private/client/application/${applicationId}/offer/actual`, {
      token: token.body.Authorization,
    });
    expect(offer.body.data.offer.principal.amount).toBe(3000);
    const after = await t.call('GET', '/web/private/client/flow', { token: token.body.Authorization });
    expect(['otp_agreement', 'direct_debit_information']).toContain(after.body.data.step);

    const entries = await auditOf(applicationId);
    expect(entries.map((e) => e.action)).toEqual([
      `application.status.${APPLICATION_STATUS.accepted}`,
      'application.manual_approve',
    ]);
    expect(entries[1]).toMatchObject({
      actorType: 'user',
      actorId: users.agent.id,
      reason: 'Income confirmed by phone',
      before: { status: APPLICATION_STATUS.manualVerification },
      after: { status: APPLICATION_STATUS.accepted },
    });

    const detail = await t.call('GET', `${B}/clients/${client.id}`, { token: tokens.agent });
    expect(
      detail.body.data.decisions.map((d: { decidedBy: string; outcome: number }) => [d.decidedBy, d.outcome]),
    ).toEqual([
      ['agent', APPLICATION_STATUS.accepted],
      ['engine', APPLICATION_STATUS.manualVerification],
    ]);
    expect(detail.body.data.decisions[1].reasons).toEqual(['decision.incomeUnknown']);

    const again = await decide(applicationId, { decision: 'reject', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_transition');
  });

  it('approve with decrease: a decrease counter-offer priced for the client, shown in its journey', async () => {
    const { client, applicationId } = await manualCase();
    const res = await decide(applicationId, {
      decision: 'approve_decrease',
      amount: { amount: 2000, currency: 'MXN' },
      reason: 'Income covers 2,000 only',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: APPLICATION_STATUS.yhatDecrease,
      principalAmount: { amount: 2000 },
      desiredLoanAmount: { amount: 3000 },
    });
    const flow = await t.call('GET', '/web/private/client/flow', { token: client.token });
    expect(flow.body.data.step).toBe('offer_decrease');
    const offer = await t.call('GET', `/web/private/client/application/${applicationId}/offer/actual`, {
      token: client.token,
    });
    expect(offer.body.data.offer.principal.amount).toBe(2000);
    const [entry] = (await auditOf(applicationId)).filter(
      (e) => e.action === 'application.manual_approve_decrease',
    );
    expect(entry?.after).toMatchObject({
      status: APPLICATION_STATUS.yhatDecrease,
      principalAmount: { centavos: 2000_00, currency: 'MXN' },
    });
  });

  it('a decrease must be below the asked amount and inside the product limits', async () => {
    const { applicationId } = await manualCase();
    const same = await decide(applicationId, {
      decision: 'approve_decrease',
      amount: { amount: 3000, currency: 'MXN' },
      reason: 'Not a decrease',
    });
    expect(same.status).toBe(400);
    expect(same.body.errors?.[0]?.code).toBe('too_big');
    const tiny = await decide(applicationId, {
      decision: 'approve_decrease',
      amount: { amount: 1, currency: 'MXN' },
      reason: 'Too little',
    });
    expect(tiny.status).toBe(400);
    expect(tiny.body.errors?.[0]?.code).toBe('too_small');
    expect(await statusOf(applicationId)).toBe(APPLICATION_STATUS.manualVerification);
    expect(await auditOf(applicationId)).toEqual([]);
  });

  it('reject: the application is rejected with the reason, and the journey shows it', async () => {
    const { client, applicationId } = await manualCase();
    const res = await decide(applicationId, { decision: 'reject', reason: 'Documents do not match' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(APPLICATION_STATUS.rejected);
    const flow = await t.call('GET', '/web/private/client/flow', { token: client.token });
    expect(flow.body.data.step).toBe('reject_page');
    const [entry] = (await auditOf(applicationId)).filter((e) => e.action === 'application.manual_reject');
    expect(entry).toMatchObject({
      reason: 'Documents do not match',
      after: { status: APPLICATION_STATUS.rejected },
    });
  });

  it('two agents deciding the same case at once: exactly one decision wins, the other is 409', async () => {
    const { applicationId } = await manualCase();
    const results = await Promise.all([
      decide(applicationId, { decision: 'approve', reason: 'Agent one approves' }),
      decide(applicationId, {
        decision: 'approve_decrease',
        amount: { amount: 2000, currency: 'MXN' },
        reason: 'Agent two decreases',
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200);
    expect(await statusOf(applicationId)).toBe(winner?.body.data.status);
    const manual = (await auditOf(applicationId)).filter((e) => e.action.startsWith('application.manual_'));
    expect(manual).toHaveLength(1);
    const decided = await t.core.db
      .select()
      .from(schema.decisions)
      .where(and(eq(schema.decisions.applicationId, applicationId), eq(schema.decisions.ruleSet, 'manual')));
    expect(decided).toHaveLength(1);
    const current = await t.core.db
      .select()
      .from(schema.offers)
      .where(and(eq(schema.offers.applicationId, applicationId), eq(schema.offers.state, 'current')));
    expect(current).toHaveLength(1);
  });

  it('answers 404 for an unknown application and 400 without a reason', async () => {
    expect((await decide(999999, { decision: 'approve', reason: 'Looks fine' })).status).toBe(404);
    const { applicationId } = await manualCase();
    expect((await decide(applicationId, { decision: 'approve' })).status).toBe(400);
  });
});
