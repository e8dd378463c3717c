import { CLIENT_STATUS } from '@lender/contracts';
import { today } from '@lender/core';
import { schema } from '@lender/core/db';
import { and, eq, isNull, ne } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import {
  backOfficeStaff,
  backOfficeTestClient,
  backOfficeToken,
  createBackOfficeUser,
  mfaPendingToken,
} from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const B = '/web/private/back-office';

let t: TestApp;
const { users, tokens } = backOfficeStaff({ admin: 'admin', agent: 'agent' }, async () => {
  t = await createTestApp();
  return t;
});

/** The back office's audit entries about one entity, oldest first (not the client's own changes). */
async function auditOf(entity: string, entityId: number | string) {
  const rows = await t.core.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.entity, entity),
        eq(schema.auditLog.entityId, String(entityId)),
        ne(schema.auditLog.actorType, 'client'),
      ),
    );
  return rows.sort((a, b) => a.id - b.id);
}

const reason = { reason: 'Checked by phone with the client' };

describe('who may call the back-office client operations', () => {
  const paths = (id: number) =>
    [
      ['GET', `${B}/clients`],
      ['GET', `${B}/clients/${id}`],
      ['GET', `${B}/client/${id}/arithmetic/offer`],
      ['PUT', `${B}/clients/${id}/block`],
      ['PUT', `${B}/clients/${id}/unblock`],
      ['PUT', `${B}/clients/${id}/blacklist`],
      ['GET', `${B}/outbox`],
      ['GET', `${B}/audit-log`],
      ['POST', `${B}/clients/${id}/sandbox`],
      ['GET', `${B}/applications/manual-verification`],
      ['PUT', `${B}/applications/1/decision`],
      ['POST', `${B}/loans/1/payments`],
      ['PUT', `${B}/loans/1/write-off`],
    ] as const;

  it('a client token opens no back-office path (403 forbidden), and nothing changes', async () => {
    const borrower = await backOfficeTestClient(t);
    for (const [method, path] of paths(borrower.id)) {
      const res = await t.call(method, path, {
        token: borrower.token,
        body: method === 'GET' ? undefined : reason,
      });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'forbidden']);
    }
    expect(await auditOf('client', borrower.id)).toEqual([]);
  });

  it('an mfa-pending token opens nothing (403 mfa_required); no token is 401', async () => {
    const pending = await mfaPendingToken(t, users.admin);
    for (const [method, path] of paths(1)) {
      const res = await t.call(method, path, { token: pending, body: method === 'GET' ? undefined : reason });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'mfa_required']);
      expect((await t.call(method, path)).status).toBe(401);
    }
  });

  it('an agent cannot blacklist nor read the audit log (403 forbidden), an admin can', async () => {
    const borrower = await backOfficeTestClient(t);
    const denied = await t.call('PUT', `${B}/clients/${borrower.id}/blacklist`, {
      token: tokens.agent,
      body: reason,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
    expect(denied.body.message).toContain('clients.blacklist');
    const [row] = await t.core.db.select().from(schema.clients).where(eq(schema.clients.id, borrower.id));
    expect(row?.status).toBe(CLIENT_STATUS.active);
    expect((await t.call('GET', `${B}/audit-log`, { token: tokens.agent })).body.code).toBe('forbidden');
    const allowed = await t.call('PUT', `${B}/clients/${borrower.id}/blacklist`, {
      token: tokens.admin,
      body: reason,
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.status).toBe(CLIENT_STATUS.blacklisted);
  });

  it('a blocked back-office user is refused even with a valid token', async () => {
    const other = await createBackOfficeUser(t, 'agent');
    const token = await backOfficeToken(t, other);
    await t.core.db
      .update(schema.backOfficeUsers)
      .set({ status: CLIENT_STATUS.blocked })
      .where(eq(schema.backOfficeUsers.id, other.id));
    const res = await t.call('GET', `${B}/clients`, { token });
    expect(res.body.code).toBe('user_blocked');
  });
});

describe('GET /web/private/back-office/clients (search)', () => {
  it('finds a client by name, e-mail, phone or CURP, with pagination headers', async () => {
    const email = `zacarias.${Date.now()}@example.com`;
    const borrower = await backOfficeTestClient(t, { firstName: 'Zacarías', email });
    const phone = borrower.body.mobilePhone.number;
    const queries = [
      'zacarías',
      email.toUpperCase(),
      phone,
      `+52 ${phone}`,
      borrower.body.nationalIdentificator,
      borrower.body.nationalIdentificator.toLowerCase(),
    ];
    for (const query of queries) {
      const res = await t.call('GET', `${B}/clients?query=${encodeURIComponent(query)}`, {
        token: tokens.agent,
      });
      expect([query, res.status]).toEqual([query, 200]);
      expect([query, res.body.data.map((c: { id: number }) => c.id)]).toEqual([query, [borrower.id]]);
      expect(res.headers.get('x-total-count')).toBe('1');
    }
    const [summary] = (
      await t.call('GET', `${B}/clients?query=${encodeURIComponent(email)}`, { token: tokens.agent })
    ).body.data;
    expect(summary).toMatchObject({ id: borrower.id, email, status: CLIENT_STATUS.active, fake: false });
    expect(summary.fullName).toContain('Zacarías');
    expect(summary.phone).toBe(`+52 ${phone.slice(0, 2)}****${phone.slice(-4)}`);
  });

  it('lists every client page by page, newest first', async () => {
    await backOfficeTestClient(t);
    await backOfficeTestClient(t);
    const all = await t.call('GET', `${B}/clients?perPage=100`, { token: tokens.agent });
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(2);
    const first = await t.call('GET', `${B}/clients?page=1&perPage=1`, { token: tokens.agent });
    const second = await t.call('GET', `${B}/clients?page=2&perPage=1`, { token: tokens.agent });
    expect(first.headers.get('x-page')).toBe('1');
    expect(first.headers.get('x-per-page')).toBe('1');
    expect(first.headers.get('x-count')).toBe('1');
    expect(second.headers.get('x-page')).toBe('2');
    expect([first.body.data[0].id, second.body.data[0].id]).toEqual(
      all.body.data.slice(0, 2).map((c: { id: number }) => c.id),
    );
    expect(first.body.data[0].id).toBeGreaterThan(second.body.data[0].id);
  });

  it('filters by status', async () => {
    const res = await t.call('GET', `${B}/clients?status=${CLIENT_STATUS.blacklisted}`, {
      token: tokens.agent,
    });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((c: { status: number }) => c.status === CLIENT_STATUS.blacklisted)).toBe(true);
  });
});

describe('GET /web/private/back-office/clients/{id} (detail)', () => {
  it('shows profile and every message sent to the client; 404 for an unknown client', async () => {
    const borrower = await backOfficeTestClient(t);
    const res = await t.call('GET', `${B}/clients/${borrower.id}`, { token: tokens.agent });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({ id: borrower.id, email: borrower.body.email });
    expect(res.body.data.messages.length).toBeGreaterThan(0);
    expect(res.body.data.messages[0]).toMatchObject({ channel: 'sms', clientId: borrower.id });
    expect(res.body.data).toMatchObject({ applications: [], decisions: [], ledger: [], documents: [] });
    expect((await t.call('GET', `${B}/clients/999999`, { token: tokens.agent })).status).toBe(404);
  });
});

describe('block, unblock, blacklist', () => {
  it('blocking logs the client out at once and is audited with who, before, after and reason', async () => {
    const borrower = await backOfficeTestClient(t);
    const res = await t.call('PUT', `${B}/clients/${borrower.id}/block`, {
      token: tokens.agent,
      body: reason,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: borrower.id, status: CLIENT_STATUS.blocked });
    const open = await t.core.db
      .select()
      .from(schema.sessions)
      .where(
        and(
          eq(schema.sessions.accountType, 'client'),
          eq(schema.sessions.subjectId, borrower.id),
          isNull(schema.sessions.revokedAt),
        ),
      );
    expect(open).toEqual([]);
    const after = await t.call('GET', '/web/private/client', { token: borrower.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('session_revoked');
    const [entry] = await auditOf('client', borrower.id);
    expect(entry).toMatchObject({
      actorType: 'user',
      actorId: users.agent.id,
      action: 'client.block',
      before: { status: CLIENT_STATUS.active },
      after: { status: CLIENT_STATUS.blocked },
      reason: reason.reason,
    });
    expect(entry?.requestId).toEqual(expect.any(String));
  });

  it('a second block is 409 invalid_transition and writes no audit entry; unblock restores login', async () => {
    const borrower = await backOfficeTestClient(t);
    await t.call('PUT', `${B}/clients/${borrower.id}/block`, { token: tokens.agent, body: reason });
    const again = await t.call('PUT', `${B}/clients/${borrower.id}/block`, {
      token: tokens.agent,
      body: reason,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_transition');
    expect((await auditOf('client', borrower.id)).map((e) => e.action)).toEqual(['client.block']);

    const unblocked = await t.call('PUT', `${B}/clients/${borrower.id}/unblock`, {
      token: tokens.agent,
      body: reason,
    });
    expect(unblocked.body.data.status).toBe(CLIENT_STATUS.active);
    expect((await auditOf('client', borrower.id)).map((e) => e.action)).toEqual([
      'client.block',
      'client.unblock',
    ]);
    const login = await t.call('POST', '/web/public/client/login', {
      body: { username: borrower.body.email, password: borrower.body.password },
    });
    expect(login.status).toBe(200);
    const unblockActive = await t.call('PUT', `${B}/clients/${borrower.id}/unblock`, {
      token: tokens.agent,
      body: reason,
    });
    expect(unblockActive.body.code).toBe('invalid_transition');
  });

  it('lifting a blacklist is for admins only', async () => {
    const borrower = await backOfficeTestClient(t);
    await t.call('PUT', `${B}/clients/${borrower.id}/blacklist`, { token: tokens.admin, body: reason });
    const byAgent = await t.call('PUT', `${B}/clients/${borrower.id}/unblock`, {
      token: tokens.agent,
      body: reason,
    });
    expect(byAgent.body.code).toBe('forbidden');
    const byAdmin = await t.call('PUT', `${B}/clients/${borrower.id}/unblock`, {
      token: tokens.admin,
      body: reason,
    });
    expect(byAdmin.body.data.status).toBe(CLIENT_STATUS.active);
    const actions = (await auditOf('client', borrower.id)).map((e) => [e.action, e.actorId]);
    expect(actions).toEqual([
      ['client.blacklist', users.admin.id],
      ['client.unblock', users.admin.id],
    ]);
  });

  it('needs a reason', async () => {
    const borrower = await backOfficeTestClient(t);
    const res = await t.call('PUT', `${B}/clients/${borrower.id}/block`, { token: tokens.agent, body: {} });
    expect(res.status).toBe(400);
    expect(
      (await t.call('PUT', `${B}/clients/999999/block`, { token: tokens.agent, body: reason })).status,
    ).toBe(404);
  });
});

describe('GET /web/private/back-office/client/{id}/arithmetic/offer', () => {
  it("prices the client's offer with the calculator, defaults or the given amount", async () => {
    const borrower = await backOfficeTestClient(t);
    const byDefault = await t.call('GET', `${B}/client/${borrower.id}/arithmetic/offer`, {
      token: tokens.agent,
    });
    expect(byDefault.status).toBe(200);
    const config = await t.call('GET', '/web/public/config/calculator');
    expect(byDefault.body.data.principal).toEqual({
      amount: config.body.data.initialStates.first.amount,
      currency: 'MXN',
    });
    expect(byDefault.body.data.total.amount).toBeGreaterThan(byDefault.body.data.principal.amount);

    const asked = await t.call(
      'GET',
      `${B}/client/${borrower.id}/arithmetic/offer?amount=1500&payCycle=monthly&payDates=20`,
      { token: tokens.agent },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.data.principal.amount).toBe(1500);
    const guest = await t.call('GET', '/web/public/arithmetic/offer/stl/first/1500/monthly/20');
    expect(guest.status).toBe(200);
    expect(asked.body.data).toEqual(guest.body.data);
  });

  it('refuses an amount outside the limits with violations, and 404 for an unknown client', async () => {
    const borrower = await backOfficeTestClient(t);
    const res = await t.call('GET', `${B}/client/${borrower.id}/arithmetic/offer?amount=999999`, {
      token: tokens.agent,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.code).toBe('too_big');
    expect((await t.call('GET', `${B}/client/999999/arithmetic/offer`, { token: tokens.agent })).status).toBe(
      404,
    );
  });
});

describe('POST /web/private/back-office/clients/{id}/sandbox', () => {
  it('an admin starts sandbox for a client; it is audited; an agent may not (spec §6)', async () => {
    const borrower = await backOfficeTestClient(t);
    const denied = await t.call('POST', `${B}/clients/${borrower.id}/sandbox`, { token: tokens.agent });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
    expect(await t.core.sandbox.find(borrower.id)).toBeNull();

    const res = await t.call('POST', `${B}/clients/${borrower.id}/sandbox`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ active: true, today: today(t.clock), forcedDecision: null });
    expect(await t.core.sandbox.find(borrower.id)).toMatchObject({
      startedBy: 'admin',
      adminUserId: users.admin.id,
    });
    const [entry] = await auditOf('client', borrower.id);
    expect(entry).toMatchObject({
      actorId: users.admin.id,
      action: 'client.sandbox_start',
      before: { active: false },
      after: { active: true, today: today(t.clock) },
    });
    expect((await t.call('POST', `${B}/clients/999999/sandbox`, { token: tokens.admin })).status).toBe(404);
  });
});
