import { schema } from '@lender/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backOfficeTestClient,
  backOfficeToken,
  createBackOfficeUser,
  type TestBackOfficeUser,
} from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const B = '/web/private/back-office';
const AUDIT = `${B}/audit-log`;

let t: TestApp;
let admin: TestBackOfficeUser;
let agent: TestBackOfficeUser;
let adminToken: string;
let agentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createBackOfficeUser(t, 'admin');
  agent = await createBackOfficeUser(t, 'agent');
  adminToken = await backOfficeToken(t, admin);
  agentToken = await backOfficeToken(t, agent);
});
afterAll(() => t.close());

/** The database's own message, below Drizzle's query wrapper. */
function databaseMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

describe('GET /web/private/back-office/audit-log', () => {
  it('shows who did what to which entity, newest first, filtered by entity and actor', async () => {
    const one = await backOfficeTestClient(t);
    const two = await backOfficeTestClient(t);
    const reason = { reason: 'Suspicious documents' };
    await t.call('PUT', `${B}/clients/${one.id}/block`, { token: agentToken, body: reason });
    await t.call('PUT', `${B}/clients/${one.id}/unblock`, { token: agentToken, body: reason });
    await t.call('PUT', `${B}/clients/${two.id}/blacklist`, { token: adminToken, body: reason });

    const ofOne = await t.call('GET', `${AUDIT}?entityType=client&entityId=${one.id}`, { token: adminToken });
    expect(ofOne.status).toBe(200);
    expect(ofOne.headers.get('x-total-count')).toBe('2');
    expect(ofOne.body.data).toMatchObject([
      {
        actor: { type: 'user', id: agent.id },
        action: 'client.unblock',
        entity: { type: 'client', id: String(one.id) },
        before: { status: 2 },
        after: { status: 1 },
      },
      { action: 'client.block', before: { status: 1 }, after: { status: 2 } },
    ]);

    const byAdmin = await t.call('GET', `${AUDIT}?actorId=${admin.id}`, { token: adminToken });
    expect(byAdmin.body.data.map((e: { action: string }) => e.action)).toEqual(['client.blacklist']);
    const byUsers = await t.call('GET', `${AUDIT}?actorType=user&perPage=1&page=2`, { token: adminToken });
    expect(byUsers.headers.get('x-total-count')).toBe('3');
    expect(byUsers.body.data.map((e: { action: string }) => e.action)).toEqual(['client.unblock']);
  });

  it('is for admins only', async () => {
    const res = await t.call('GET', AUDIT, { token: agentToken });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('cannot be changed nor emptied, whatever the connection asks', async () => {
    const count = async () => (await t.core.db.select().from(schema.auditLog)).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set reason = 'rewritten'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.core.db.execute(statement).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(databaseMessage(error)).toMatch(/audit_log is append-only/);
    }
    expect(await count()).toBe(before);
  });
});
