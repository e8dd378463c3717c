import { totpCode } from '@lender/core';
import { schema } from '@lender/core/db';
import { and, eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff, backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const B = '/web/private/back-office';

let t: TestApp;
const { users, tokens } = backOfficeStaff({ admin: 'admin', agent: 'agent' }, async () => {
  t = await createTestApp();
  return t;
});

const reason = 'Asked by the team lead';
let invited = 0;
const invite = (role: 'admin' | 'agent', token = tokens.admin) => {
  invited += 1;
  return t.call('POST', `${B}/users`, {
    token,
    body: {
      email: `Invited${invited}@Lender.test`,
      name: `Invited ${invited}`,
      role,
      password: 'a very long passphrase 1',
    },
  });
};

async function auditActions(entityId: number) {
  const rows = await t.core.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, 'user'), eq(schema.auditLog.entityId, String(entityId))));
  return rows.sort((a, b) => a.id - b.id);
}

describe('permissions catalogue', () => {
  it("gives the caller's role, its permissions and the whole table", async () => {
    const res = await t.call('GET', `${B}/permissions`, { token: tokens.agent });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('agent');
    expect(res.body.data.permissions).toContain('clients.read');
    expect(res.body.data.permissions).not.toContain('users.manage');
    expect(res.body.data.table['users.manage']).toEqual(['admin']);
    const mine = await t.call('GET', `${B}/permissions`, { token: tokens.admin });
    expect(mine.body.data.permissions).toContain('users.manage');
  });
});

describe('accounts (admins only)', () => {
  it('an agent may not list, invite, change or deactivate accounts; nothing changes', async () => {
    const before = await t.core.db.select().from(schema.backOfficeUsers);
    const calls = [
      ['GET', `${B}/users`, undefined],
      ['GET', `${B}/users/${users.admin.id}`, undefined],
      [
        'POST',
        `${B}/users`,
        { email: 'x@lender.test', name: 'X Y', role: 'admin', password: 'a very long passphrase 1' },
      ],
      ['PATCH', `${B}/users/${users.agent.id}`, { version: 1, role: 'admin', reason }],
      ['PUT', `${B}/users/${users.admin.id}/deactivate`, { version: 1, reason }],
      ['PUT', `${B}/users/${users.admin.id}/reactivate`, { version: 1, reason }],
      ['POST', `${B}/users/${users.admin.id}/totp/reset`, { version: 1, reason }],
    ] as const;
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, { token: tokens.agent, body });
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, 'forbidden']);
    }
    expect(await t.core.db.select().from(schema.backOfficeUsers)).toEqual(before);
  });

  it('an admin invites an agent: the TOTP enrolment is shown once and signs the new user in', async () => {
    const res = await invite('agent');
    expect(res.status).toBe(201);
    const { user, enrolment } = res.body.data;
    expect(user).toMatchObject({
      role: 'agent',
      active: true,
      version: 1,
      email: `invited${invited}@lender.test`,
    });
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.totpSecret}`);
    const read = await t.call('GET', `${B}/users/${user.id}`, { token: tokens.admin });
    expect(JSON.stringify(read.body.data)).not.toContain(enrolment.totpSecret);
    const token = await backOfficeToken(t, {
      id: user.id,
      email: user.email,
      password: 'a very long passphrase 1',
      totpSecret: enrolment.totpSecret,
      role: 'agent',
    });
    expect((await t.call('GET', `${B}/profile`, { token })).body.data.id).toBe(user.id);
    expect((await auditActions(user.id)).map((row) => [row.action, row.actorId])).toEqual([
      ['user.create', users.admin.id],
    ]);
    expect((await invite('agent')).status).toBe(201);
  });

  it('refuses a duplicate e-mail and a short password', async () => {
    const dup = await t.call('POST', `${B}/users`, {
      token: tokens.admin,
      body: {
        email: users.admin.email.toUpperCase(),
        name: 'Dup',
        role: 'agent',
        password: 'a very long passphrase 1',
      },
    });
    expect([dup.status, dup.body.code]).toEqual([400, 'not_unique']);
    const short = await t.call('POST', `${B}/users`, {
      token: tokens.admin,
      body: { email: 'short@lender.test', name: 'Short', role: 'agent', password: 'short' },
    });
    expect(short.status).toBe(400);
  });

  it('lists accounts with filters and pagination', async () => {
    const agents = await t.call('GET', `${B}/users?role=agent&perPage=100`, { token: tokens.admin });
    expect(agents.body.data.length).toBeGreaterThan(0);
    expect(agents.body.data.every((u: { role: string }) => u.role === 'agent')).toBe(true);
    expect(agents.headers.get('x-total-count')).toBe(String(agents.body.data.length));
    const found = await t.call('GET', `${B}/users?query=${encodeURIComponent(users.agent.email)}`, {
      token: tokens.admin,
    });
    expect(found.body.data.map((u: { id: number }) => u.id)).toEqual([users.agent.id]);
  });

  it('a stale version is 409 stale_version with the current version, and changes nothing', async () => {
    const created = (await invite('agent')).body.data.user;
    const first = await t.call('PATCH', `${B}/users/${created.id}`, {
      token: tokens.admin,
      body: { version: 1, role: 'admin', reason },
    });
    expect(first.body.data).toMatchObject({ role: 'admin', version: 2 });
    const second = await t.call('PATCH', `${B}/users/${created.id}`, {
      token: tokens.admin,
      body: { version: 1, name: 'Someone Else', reason },
    });
    expect([second.status, second.body.code, (second.body as { params?: unknown }).params]).toEqual([
      409,
      'stale_version',
      { currentVersion: 2 },
    ]);
    const now = await t.call('GET', `${B}/users/${created.id}`, { token: tokens.admin });
    expect(now.body.data).toMatchObject({ name: created.name, role: 'admin', version: 2 });
    const audit = await auditActions(created.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'user.update',
      before: { role: 'agent' },
      after: { role: 'admin' },
    });
  });

  it('deactivating ends the sessions at once; reactivating lets the user back in', async () => {
    const other = await createBackOfficeUser(t, 'agent');
    const token = await backOfficeToken(t, other);
    const off = await t.call('PUT', `${B}/users/${other.id}/deactivate`, {
      token: tokens.admin,
      body: { version: 1, reason },
    });
    expect(off.body.data).toMatchObject({ active: false, version: 2 });
    expect((await t.call('GET', `${B}/profile`, { token })).status).toBe(401);
    const login = await t.call('POST', '/web/public/user/login', {
      body: { username: other.email, password: other.password },
    });
    expect(login.body.code).toBe('user_blocked');
    const on = await t.call('PUT', `${B}/users/${other.id}/reactivate`, {
      token: tokens.admin,
      body: { version: 2, reason },
    });
    expect(on.body.data).toMatchObject({ active: true, version: 3 });
    expect((await t.call('GET', `${B}/profile`, { token: await backOfficeToken(t, other) })).status).toBe(
      200,
    );
    expect((await auditActions(other.id)).map((row) => row.action)).toEqual([
      'user.deactivate',
      'user.reactivate',
    ]);
  });

  it('the last active admin cannot be deactivated nor demoted', async () => {
    const t2 = await createTestApp();
    try {
      const only = await createBackOfficeUser(t2, 'admin');
      const token = await backOfficeToken(t2, only);
      const off = await t2.call('PUT', `${B}/users/${only.id}/deactivate`, {
        token,
        body: { version: 1, reason },
      });
      expect([off.status, off.body.code]).toEqual([409, 'last_admin']);
      const demote = await t2.call('PATCH', `${B}/users/${only.id}`, {
        token,
        body: { version: 1, role: 'agent', reason },
      });
      expect([demote.status, demote.body.code]).toEqual([409, 'last_admin']);
    } finally {
      await t2.close();
    }
  });

  it('a TOTP reset gives a new secret once; the old codes stop working and sessions end', async () => {
    const other = await createBackOfficeUser(t, 'agent');
    const token = await backOfficeToken(t, other);
    const reset = await t.call('POST', `${B}/users/${other.id}/totp/reset`, {
      token: tokens.admin,
      body: { version: 1, reason },
    });
    expect(reset.status).toBe(200);
    const secret = reset.body.data.enrolment.totpSecret as string;
    expect(secret).not.toBe(other.totpSecret);
    expect((await t.call('GET', `${B}/profile`, { token })).status).toBe(401);
    t.clock.advance(31_000);
    const pending = await t.call('POST', '/web/public/user/login', {
      body: { username: other.email, password: other.password },
    });
    const old = await t.call('POST', '/web/public/user/login', {
      token: pending.body.Authorization,
      body: { totp: totpCode(other.totpSecret, t.clock.now()) },
    });
    expect(old.body.code).toBe('mfa_invalid');
    await backOfficeToken(t, { ...other, totpSecret: secret });
  });
});

describe('own profile and password', () => {
  it('changes the password with the old one; other sessions end, this one stays', async () => {
    const me = await createBackOfficeUser(t, 'agent');
    const token = await backOfficeToken(t, me);
    const other = await backOfficeToken(t, me);
    const wrong = await t.call('PUT', `${B}/profile/password`, {
      token,
      body: { oldPassword: 'not the password', newPassword: 'another long passphrase 2' },
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'incorrect_old_password']);
    const res = await t.call('PUT', `${B}/profile/password`, {
      token,
      body: { oldPassword: me.password, newPassword: 'another long passphrase 2' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.passwordChangedAt).not.toBeNull();
    expect((await t.call('GET', `${B}/profile`, { token })).status).toBe(200);
    expect((await t.call('GET', `${B}/profile`, { token: other })).status).toBe(401);
    await backOfficeToken(t, { ...me, password: 'another long passphrase 2' });
    const audit = await auditActions(me.id);
    expect(audit.map((row) => row.action)).toEqual(['user.password_change']);
    expect(JSON.stringify(audit)).not.toContain('another long passphrase');
  });
});
