import { endpoints } from '@lender/contracts';
import { seedDemoData, totpCode } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD } from './seed';
import { createTestApp, type TestApp } from './test/test-app';

// Issue 36: every row the demo seed writes is one the back-office can read. Each back-office
// answer about the seeded data (every list, every client, loan and queue case, their tabs) is
// parsed with its endpoint's response schema from @lender/contracts, the schema the sites' SDK
// reads it with: a row that fails here is a page the back-office would mark "dato inválido".

const BO = '/web/private/back-office';
type EndpointId = keyof typeof endpoints;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemoData(t.core, {
    adminEmail: 'admin@lender.test',
    adminPassword: DEV_ADMIN_PASSWORD,
  });
  t.clock.advance(31_000);
  const first = await t.call('POST', '/web/public/user/login', {
    body: { username: 'admin@lender.test', password: DEV_ADMIN_PASSWORD },
  });
  const second = await t.call('POST', '/web/public/user/login', {
    body: { totp: totpCode(seeded.admin.totpSecret, t.clock.now()) },
    token: first.body.Authorization as string,
  });
  token = second.body.Authorization as string;
}, 240_000);
afterAll(() => t?.close());

/** GETs `path` as the seeded admin and parses the answer with `id`'s response schema. */
async function read(id: EndpointId, path: string): Promise<unknown> {
  const res = await t.call('GET', path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  const parsed = endpoints[id].response.safeParse(res.body.data);
  expect(
    parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    `${id} ${path}`,
  ).toEqual([]);
  return res.body.data;
}

describe('the demo seed, read by the back-office', () => {
  it('answers every list, client, loan and queue case in the shape of its contract', async () => {
    const clients = (await read('backOffice.clients', `${BO}/clients?perPage=100`)) as Array<{ id: number }>;
    expect(clients.length).toBeGreaterThanOrEqual(10);
    for (const { id } of clients) {
      await read('backOffice.client', `${BO}/clients/${id}`);
      await read('backOffice.clientDecisions', `${BO}/clients/${id}/decisions`);
      await read('backOffice.clientConsents', `${BO}/clients/${id}/consents`);
      await read('backOffice.clientDocuments', `${BO}/clients/${id}/documents`);
      await read('backOffice.clientTimeline', `${BO}/clients/${id}/timeline`);
      await read('backOffice.clientFeatures', `${BO}/clients/${id}/features`);
    }
    const loans = (await read('backOffice.loans', `${BO}/loans?perPage=100`)) as Array<{ id: number }>;
    expect(loans.length).toBe(3);
    for (const { id } of loans) await read('backOffice.loan', `${BO}/loans/${id}`);
    const queue = (await read(
      'backOffice.manualQueue',
      `${BO}/applications/manual-verification?perPage=50`,
    )) as unknown[];
    expect(queue).toHaveLength(2);
    await read('backOffice.payments', `${BO}/payments?perPage=100`);
    await read('backOffice.unmatchedCallbacks', `${BO}/payments/unmatched-callbacks`);
    await read('backOffice.refunds', `${BO}/refunds`);
    await read('backOffice.outbox', `${BO}/outbox?perPage=100`);
    await read('backOffice.auditLog', `${BO}/audit-log?perPage=100`);
    await read('backOffice.dashboard', `${BO}/dashboard`);
    await read('backOffice.approvals', `${BO}/approvals`);
    await read('backOffice.settings', `${BO}/settings`);
    await read('backOffice.accounts', `${BO}/users`);
    const complaints = (await read('backOffice.complaints', `${BO}/complaints?perPage=100`)) as Array<{
      id: number;
      status: string;
    }>;
    expect(complaints.map((row) => row.status).sort()).toEqual(['in_progress', 'received', 'resolved']);
    for (const { id } of complaints) await read('backOffice.complaint', `${BO}/complaints/${id}`);
  }, 240_000);

  it('has queue cases an agent can approve as asked (each within the product limits)', async () => {
    const queue = (await read(
      'backOffice.manualQueue',
      `${BO}/applications/manual-verification?perPage=50`,
    )) as Array<{ application: { id: number } }>;
    const res = await t.call('POST', `${BO}/applications/manual-verification/bulk-approve`, {
      token,
      body: { applicationIds: queue.map((item) => item.application.id), reason: 'Demo seed check' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((item: { approved: boolean; code: string | null }) => item.code)).toEqual(
      queue.map(() => null),
    );
  }, 60_000);
});
