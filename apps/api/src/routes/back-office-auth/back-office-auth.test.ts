import { totpCode, useCases } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curp, registerClient } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: { id: number; totpSecret: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.core.backOfficeUsers.create({
    email: 'ops@lender.test',
    name: 'Ops',
    password: 'a-long-admin-password',
    role: 'agent',
  });
});
afterAll(() => t.close());

async function adminToken(): Promise<string> {
  t.clock.advance(31_000);
  const first = await t.call('POST', '/web/public/user/login', {
    body: { username: 'ops@lender.test', password: 'a-long-admin-password' },
  });
  const second = await t.call('POST', '/web/public/user/login', {
    body: { totp: totpCode(admin.totpSecret, t.clock.now()) },
    token: first.body.Authorization,
  });
  expect(second.status).toBe(200);
  return second.body.Authorization as string;
}

describe('GET /web/private/back-office/user/{id}', () => {
  it('returns a back-office user', async () => {
    const token = await adminToken();
    const res = await t.call('GET', `/web/private/back-office/user/${admin.id}`, { token });
    expect(res.body.data).toMatchObject({ id: admin.id, role: 'agent', totpEnabled: true });
  });

  it('answers 404 for an unknown user and 403 for a client token', async () => {
    const token = await adminToken();
    expect((await t.call('GET', '/web/private/back-office/user/9999', { token })).status).toBe(404);
    const client = await registerClient(t, {
      nationalIdentificator: curp('BACK800101HDFRRS0'),
      birthDate: '1980-01-01',
    });
    const res = await t.call('GET', `/web/private/back-office/user/${admin.id}`, { token: client.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await t.call('GET', `/web/private/back-office/user/${admin.id}`)).status).toBe(401);
  });

  it('a client token cannot reach it, and a user token cannot reach the client API', async () => {
    const token = await adminToken();
    expect((await t.call('GET', '/web/private/client', { token })).status).toBe(403);
  });
});

describe('GET /web/private/back-office/token/refresh and POST /web/private/user/logout', () => {
  it('refreshes with the token in the body, and logout revokes at once', async () => {
    const token = await adminToken();
    const refreshed = await t.call('GET', '/web/private/back-office/token/refresh', { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toMatchObject({ accountType: 'user', mfa: false });
    const next = refreshed.body.Authorization as string;
    const out = await t.call('POST', '/web/private/user/logout', { token: next });
    expect(out.body).toEqual({ success: true, data: null });
    expect((await t.call('GET', '/web/private/back-office/token/refresh', { token })).body.code).toBe(
      'session_revoked',
    );
  });

  it('an mfa token cannot refresh into a full one', async () => {
    t.clock.advance(31_000);
    const first = await t.call('POST', '/web/public/user/login', {
      body: { username: 'ops@lender.test', password: 'a-long-admin-password' },
    });
    const res = await t.call('GET', '/web/private/back-office/token/refresh', {
      token: first.body.Authorization,
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('mfa_required');
  });
});

describe('PUT /web/private/back-office/profile/language (issue 12)', () => {
  const PATH = '/web/private/back-office/profile/language';

  it('the user reads es-MX by default, switches to en, and the change is audited', async () => {
    const token = await adminToken();
    const before = await t.call('GET', `/web/private/back-office/user/${admin.id}`, { token });
    expect(before.body.data.language).toBe('es-MX');

    const res = await t.call('PUT', PATH, { token, body: { language: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: admin.id, language: 'en' });
    const after = await t.call('GET', `/web/private/back-office/user/${admin.id}`, { token });
    expect(after.body.data.language).toBe('en');

    const entries = await t.core.audit.list(
      { entity: 'user', entityId: String(admin.id), action: 'user.language' },
      { page: 1, perPage: 10 },
    );
    expect(entries.items[0]).toMatchObject({
      actorType: 'user',
      actorId: admin.id,
      before: { language: 'es-MX' },
      after: { language: 'en' },
    });
    expect(entries.items[0]?.requestId).toBe(res.headers.get('x-request-id'));

    expect((await t.call('PUT', PATH, { token, body: { language: 'es-MX' } })).body.data.language).toBe(
      'es-MX',
    );
  });

  it.each([['fr'], ['EN'], [''], [null]])(
    'refuses %j with a 400 field violation and changes nothing',
    async (language) => {
      const token = await adminToken();
      const res = await t.call('PUT', PATH, { token, body: { language } });
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((v: { propertyPath: string }) => v.propertyPath)).toContain(
        'children[language].data',
      );
      expect((await useCases.backOffice.user(t.core, { params: { id: admin.id } })).language).toBe('es-MX');
    },
  );

  it('needs a back-office token past TOTP', async () => {
    expect((await t.call('PUT', PATH, { body: { language: 'en' } })).status).toBe(401);
    const client = await registerClient(t, {
      nationalIdentificator: curp('LANG800101HDFRRS0'),
      birthDate: '1980-01-01',
    });
    expect((await t.call('PUT', PATH, { token: client.token, body: { language: 'en' } })).status).toBe(403);
  });
});
