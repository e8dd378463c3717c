import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff, manualCase as manualCaseFixture } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const B = '/web/private/back-office';
const QUEUE = `${B}/applications/manual-verification`;

let t: TestApp;
const { users, tokens, signIn } = backOfficeStaff(
  { ana: 'agent', beto: 'agent' },
  async () => {
    t = await createTestApp();
    return t;
  },
  { signIn: false },
);

/** An application of 3,000 pesos the engine sent to manual verification (status 14). */
const manualCase = async (): Promise<number> => (await manualCaseFixture(t)).applicationId;

const queueIds = async () =>
  (
    (await t.call('GET', `${QUEUE}?perPage=100`, { token: tokens.ana })).body.data as Array<{
      application: { id: number };
      claim: { userId: number; name: string } | null;
    }>
  ).map((item) => [item.application.id, item.claim?.userId ?? null]);

describe('claims on the manual-verification queue', () => {
  it('others see who claimed a case; they cannot claim or decide it unless they take it over', async () => {
    const id = await manualCase();
    await signIn();
    const claimed = await t.call('POST', `${B}/applications/${id}/claim`, { token: tokens.ana, body: {} });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ applicationId: id, userId: users.ana.id });
    expect(await queueIds()).toContainEqual([id, users.ana.id]);
    const other = await t.call('POST', `${B}/applications/${id}/claim`, { token: tokens.beto, body: {} });
    expect([other.status, other.body.code]).toEqual([409, 'already_claimed']);
    const decide = await t.call('PUT', `${B}/applications/${id}/decision`, {
      token: tokens.beto,
      body: { decision: 'reject', reason: 'Income not proven' },
    });
    expect([decide.status, decide.body.code]).toEqual([409, 'already_claimed']);
    expect(
      (await t.core.db.select().from(schema.applications).where(eq(schema.applications.id, id)))[0]?.status,
    ).toBe(APPLICATION_STATUS.manualVerification);
    const taken = await t.call('POST', `${B}/applications/${id}/claim`, {
      token: tokens.beto,
      body: { takeOver: true },
    });
    expect(taken.body.data.userId).toBe(users.beto.id);
    const rejected = await t.call('PUT', `${B}/applications/${id}/decision`, {
      token: tokens.beto,
      body: { decision: 'reject', reason: 'Income not proven' },
    });
    expect(rejected.status).toBe(200);
    // A decided case leaves the queue, with its claim.
    expect((await queueIds()).map(([appId]) => appId)).not.toContain(id);
    expect(
      await t.core.db.select().from(schema.manualClaims).where(eq(schema.manualClaims.applicationId, id)),
    ).toEqual([]);
    const again = await t.call('POST', `${B}/applications/${id}/claim`, { token: tokens.ana, body: {} });
    expect([again.status, again.body.code]).toEqual([409, 'invalid_transition']);
  });

  it("releases one's own claim", async () => {
    const id = await manualCase();
    await signIn();
    await t.call('POST', `${B}/applications/${id}/claim`, { token: tokens.ana, body: {} });
    expect((await t.call('DELETE', `${B}/applications/${id}/claim`, { token: tokens.ana })).status).toBe(200);
    expect(await queueIds()).toContainEqual([id, null]);
  });
});

describe('bulk approve', () => {
  it('approves the selection, reporting each case; claimed-by-others and decided cases are not approved', async () => {
    const [a, b, c] = [await manualCase(), await manualCase(), await manualCase()];
    await signIn();
    await t.call('POST', `${B}/applications/${c}/claim`, { token: tokens.beto, body: {} });
    const res = await t.call('POST', `${QUEUE}/bulk-approve`, {
      token: tokens.ana,
      body: { applicationIds: [a, b, c], reason: 'Payroll checked for the batch' },
    });
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((r: { applicationId: number; approved: boolean; code: string | null }) => [
        r.applicationId,
        r.approved,
        r.code,
      ]),
    ).toEqual([
      [a, true, null],
      [b, true, null],
      [c, false, 'already_claimed'],
    ]);
    expect(res.body.data[0].application.status).toBe(APPLICATION_STATUS.accepted);
    const again = await t.call('POST', `${QUEUE}/bulk-approve`, {
      token: tokens.ana,
      body: { applicationIds: [a], reason: 'Payroll checked for the batch' },
    });
    expect(again.body.data[0]).toMatchObject({ approved: false, code: 'invalid_transition' });
    const queue = (await queueIds()).map(([id]) => id);
    expect(queue).not.toContain(a);
    expect(queue).toContain(c);
  });
});
