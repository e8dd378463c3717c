import { CLIENT_STATUS } from '@lender/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../src/unwrap';
import { type RunningApi, startApi } from './api-server';
import { borrowers, type Session } from './borrower';

// Issue 7 "Tests against the real API server": the back-office operations through the SDK against
// the API started in process — the admin logs in with password and TOTP, searches clients, reads a
// client's file, blocks the client with a reason, and reads the outbox and the audit log, paginated.

let server: RunningApi;
let helpers: Awaited<ReturnType<typeof borrowers>>;
let admin: Session;
let adminId: number;
beforeAll(async () => {
  server = await startApi();
  helpers = await borrowers(server, 'SDKB');
  const user = await server.core.backOfficeUsers.create({
    email: 'supervisora@example.mx',
    name: 'Supervisora',
    password: 'Consola4242',
    role: 'admin',
  });
  adminId = user.id;
  admin = helpers.session();
  unwrap(
    await admin.api.public.userLogin({
      body: { username: 'supervisora@example.mx', password: 'Consola4242' },
    }),
  );
  const totp = unwrap(
    await admin.api.public.userLogin({
      body: { totp: helpers.core.totpCode(user.totpSecret, server.clock.now()) },
    }),
  );
  expect(totp).toMatchObject({ accountType: 'user', mfa: false });
});
afterAll(() => server.stop());

describe('back-office operations', () => {
  it('finds a client by e-mail and reads the client’s file with its messages', async () => {
    const borrower = await helpers.onboard();
    const found = await admin.api.backOffice.clients({ query: { query: borrower.email } });
    expect(found.success && found.data.map((client) => client.id)).toEqual([borrower.clientId]);
    expect(found.pagination).toMatchObject({ page: 1, total: 1, count: 1 });

    const detail = unwrap(await admin.api.backOffice.client({ params: { id: borrower.clientId } }));
    expect(detail.profile).toMatchObject({ id: borrower.clientId, email: borrower.email });
    expect(detail.messages.some((message) => message.channel === 'sms')).toBe(true);
  });

  it('pages the outbox of one client', async () => {
    const borrower = await helpers.onboard();
    const all = await admin.api.backOffice.outbox({ query: { clientId: borrower.clientId, perPage: 100 } });
    expect(all.success).toBe(true);
    if (!all.success) return;
    expect(all.data.length).toBeGreaterThan(0);
    const page = await admin.api.backOffice.outbox({
      query: { clientId: borrower.clientId, page: 1, perPage: 1 },
    });
    expect(page.success && page.data).toEqual([all.data[0]]);
    expect(page.pagination).toMatchObject({ page: 1, perPage: 1, total: all.data.length, count: 1 });
    expect(await admin.api.backOffice.outbox({ query: { clientId: 999_999 } })).toMatchObject({
      success: false,
      status: 404,
    });
  });

  it('blocks a client with a reason; the client’s sessions end and the audit log shows it', async () => {
    const borrower = await helpers.onboard();
    const blocked = await admin.api.backOffice.blockClient({
      params: { id: borrower.clientId },
      body: { reason: 'Checked by phone with the client' },
    });
    expect(blocked.success).toBe(true);
    // Blocking ends the client's sessions at once.
    expect(await borrower.api.client.get()).toMatchObject({
      success: false,
      status: 401,
      code: 'session_revoked',
    });
    const detail = unwrap(await admin.api.backOffice.client({ params: { id: borrower.clientId } }));
    expect(detail.profile.status).toBe(CLIENT_STATUS.blocked);

    const audit = await admin.api.backOffice.auditLog({
      query: { entityType: 'client', entityId: String(borrower.clientId) },
    });
    expect(audit.success).toBe(true);
    if (!audit.success) return;
    expect(audit.data[0]).toMatchObject({
      actor: { type: 'user', id: adminId },
      entity: { type: 'client', id: String(borrower.clientId) },
    });
    expect(audit.data[0]?.action).toMatch(/block/);
  });
});

describe('back-office language (issue 12)', () => {
  it('the admin reads es-MX, switches to en through the SDK, and a wrong value is a 400', async () => {
    expect(unwrap(await admin.api.backOffice.user({ params: { id: adminId } })).language).toBe('es-MX');
    const changed = unwrap(await admin.api.backOffice.setLanguage({ body: { language: 'en' } }));
    expect(changed).toMatchObject({ id: adminId, language: 'en' });
    expect(unwrap(await admin.api.backOffice.user({ params: { id: adminId } })).language).toBe('en');
    const refused = await admin.api.backOffice.setLanguage({
      body: { language: 'fr' } as unknown as { language: 'en' },
    });
    expect(refused.success).toBe(false);
    if (!refused.success) {
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.errors)).toContain('language');
    }
    expect(unwrap(await admin.api.backOffice.user({ params: { id: adminId } })).language).toBe('en');
  });
});
