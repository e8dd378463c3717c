import { makeClabe } from '@lender/clabe';
import { schema } from '@lender/core/db';
import { sql } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff, backOfficeTestClient } from '../../test/back-office-fixtures';
import { lastCodeSentTo, nextPhone } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const B = '/web/private/back-office';
const AUDIT = `${B}/audit-log`;

let t: TestApp;
const { users, tokens } = backOfficeStaff({ admin: 'admin', agent: 'agent' }, async () => {
  t = await createTestApp();
  return t;
});

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
    await t.call('PUT', `${B}/clients/${one.id}/block`, { token: tokens.agent, body: reason });
    await t.call('PUT', `${B}/clients/${one.id}/unblock`, { token: tokens.agent, body: reason });
    await t.call('PUT', `${B}/clients/${two.id}/blacklist`, { token: tokens.admin, body: reason });

    const ofOne = await t.call('GET', `${AUDIT}?entityType=client&entityId=${one.id}`, {
      token: tokens.admin,
    });
    expect(ofOne.status).toBe(200);
    // The back office's two changes, then the client's own registration (issue 11 point 13).
    expect(ofOne.headers.get('x-total-count')).toBe('3');
    expect(ofOne.body.data).toMatchObject([
      {
        actor: { type: 'user', id: users.agent.id },
        action: 'client.unblock',
        entity: { type: 'client', id: String(one.id) },
        before: { status: 2 },
        after: { status: 1 },
      },
      { action: 'client.block', before: { status: 1 }, after: { status: 2 } },
      { action: 'client.register', actor: { type: 'client', id: one.id } },
    ]);

    const byAdmin = await t.call('GET', `${AUDIT}?actorType=user&actorId=${users.admin.id}`, {
      token: tokens.admin,
    });
    expect(byAdmin.body.data.map((e: { action: string }) => e.action)).toEqual(['client.blacklist']);
    const byUsers = await t.call('GET', `${AUDIT}?actorType=user&perPage=1&page=2`, { token: tokens.admin });
    expect(byUsers.headers.get('x-total-count')).toBe('3');
    expect(byUsers.body.data.map((e: { action: string }) => e.action)).toEqual(['client.unblock']);
  });

  it("records a client's own changes by field name, never the values, and filters by actor type and id", async () => {
    const client = await backOfficeTestClient(t);
    const C = '/web/private/client';
    const clabe = makeClabe('002', '010', 7_200_000_001);
    const saved = await t.call('POST', `${C}/bank/saveAccountNumber`, {
      token: client.token,
      body: { accountNumber: clabe },
    });
    expect(saved.status).toBe(200);
    const email = `nuevo.${client.id}@correo.mx`;
    expect((await t.call('PUT', `${C}/change/email`, { token: client.token, body: { email } })).status).toBe(
      200,
    );
    const password = await t.call('POST', `${C}/change/password`, {
      token: client.token,
      body: {
        oldPassword: client.body.password,
        password: 'Otra-Clave-2026',
        repeatPassword: 'Otra-Clave-2026',
      },
    });
    expect(password.status, JSON.stringify(password.body)).toBe(200);

    const phone = nextPhone();
    await t.call('POST', `${C}/phone/sms-code`, {
      token: client.token,
      body: { mobilePhone: { number: phone }, purpose: 'change_phone' },
    });
    const changed = await t.call('PUT', `${C}/change/phone`, {
      token: client.token,
      body: { mobilePhone: { number: phone }, smsCode: await lastCodeSentTo(t, phone) },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const card = await t.call('POST', `${C}/direct-debit/debit-credit-card`, {
      token: client.token,
      body: { cardNumber: '4242424242424242', holderName: 'Ana López', expiryMonth: 12, expiryYear: 2030 },
    });
    expect(card.status, JSON.stringify(card.body)).toBe(200);

    const own = await t.call('GET', `${AUDIT}?actorType=client&actorId=${client.id}`, {
      token: tokens.admin,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.map((e: { action: string }) => e.action)).toEqual([
      'client.card_add',
      'client.phone_change',
      'client.password_change',
      'client.email_change',
      'client.clabe_add',
      'client.register',
    ]);
    for (const entry of own.body.data)
      expect(entry).toMatchObject({ actor: { type: 'client', id: client.id } });
    expect(own.body.data[0]).toMatchObject({ entity: { type: 'payment_card' } });
    expect(own.body.data[1].after).toEqual({ fields: ['mobilePhone'] });
    expect(own.body.data[3].after).toEqual({ fields: ['email'] });
    expect(own.body.data[4].after).toEqual({ fields: ['clabe'] });
    // What an entry says, without its random request id and its moment (a UUID or a time can hold
    // any four digits by chance, as a card's or a CLABE's last four).
    const said = own.body.data.map(
      ({ requestId: _id, createdAt: _at, ...entry }: Record<string, unknown>) => entry,
    );
    const text = JSON.stringify(said);
    expect(text).not.toContain(email);
    expect(text).not.toContain(clabe);
    expect(text).not.toContain(clabe.slice(-4));
    expect(text).not.toContain(phone);
    expect(text).not.toContain('4242');

    // actorType alone: only that kind of actor; actorId alone: that id of any actor type.
    const clientsOnly = await t.call('GET', `${AUDIT}?actorType=client&perPage=100`, { token: tokens.admin });
    expect(clientsOnly.body.data.length).toBeGreaterThanOrEqual(4);
    expect(clientsOnly.body.data.every((e: { actor: { type: string } }) => e.actor.type === 'client')).toBe(
      true,
    );
    const systemOnly = await t.call('GET', `${AUDIT}?actorType=system`, { token: tokens.admin });
    expect(systemOnly.body.data.every((e: { actor: { type: string } }) => e.actor.type === 'system')).toBe(
      true,
    );
    const byId = await t.call('GET', `${AUDIT}?actorId=${client.id}&perPage=100`, { token: tokens.admin });
    expect(byId.body.data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['client.register', 'client.clabe_add']),
    );
  });

  it('is for admins only', async () => {
    const res = await t.call('GET', AUDIT, { token: tokens.agent });
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
