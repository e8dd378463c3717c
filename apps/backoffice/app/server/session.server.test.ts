// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_AGE_S,
  COOKIE_NAME,
  commitSession,
  getSession,
  loginUrl,
  requireApi,
  sessionData,
  setNotice,
} from './api.server';
import { requireAdmin } from './auth.server';
import { resetEnv } from './env.server';

// The back-office on @lender/web-kit: its own cookie, the kit's origin check and headers. The
// sign-in, refresh and logout against the real API are in the browser suite (test/e2e).

afterEach(() => resetEnv());

describe('the session cookie (web-kit)', () => {
  it('is the back-office’s own httpOnly, SameSite=Lax cookie, kept for a working day', async () => {
    const session = await getSession(new Request('http://bo.test/'));
    session.set('language', 'en');
    const cookie = await commitSession(session);
    expect(cookie.startsWith(`${COOKIE_NAME}=`)).toBe(true);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toContain(`Max-Age=${COOKIE_MAX_AGE_S}`);
    const back = await getSession(
      new Request('http://bo.test/', { headers: { cookie: cookie.split(';')[0]! } }),
    );
    expect(sessionData.language(back)).toBe('en');
  });

  it('reads a flash notice once', async () => {
    const session = await getSession(new Request('http://bo.test/'));
    setNotice(session, 'backoffice:auth.signedOut');
    const cookie = (await commitSession(session)).split(';')[0]!;
    const read = await getSession(new Request('http://bo.test/', { headers: { cookie } }));
    expect(sessionData.notice(read)).toBe('backoffice:auth.signedOut');
    const again = (await commitSession(read)).split(';')[0]!;
    expect(
      sessionData.notice(await getSession(new Request('http://bo.test/', { headers: { cookie: again } }))),
    ).toBe(undefined);
  });
});

describe('requests without a session or from another site', () => {
  it('sends a visitor without a token to the login page, keeping where they were going', async () => {
    const thrown = await requireApi(new Request('http://bo.test/clients?status=1')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login?redirectTo=%2Fclients%3Fstatus%3D1');
    expect(loginUrl(new Request('http://bo.test/'))).toBe('/login');
  });

  it('refuses an action posted from another site with 403 before any call (web-kit checkOrigin)', async () => {
    const thrown = await requireAdmin(
      new Request('http://bo.test/clients/1', { method: 'POST', headers: { origin: 'https://evil.test' } }),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(403);
  });

  it('lets a public origin behind a proxy post (PUBLIC_ORIGINS)', async () => {
    process.env.PUBLIC_ORIGINS = 'https://bo.lender.mx';
    resetEnv();
    try {
      const thrown = await requireAdmin(
        new Request('http://internal:3100/clients/1', {
          method: 'POST',
          headers: { origin: 'https://bo.lender.mx' },
        }),
      ).catch((e: unknown) => e);
      // Past the origin check: no session, so the login page.
      expect((thrown as Response).status).toBe(302);
    } finally {
      delete process.env.PUBLIC_ORIGINS;
    }
  });
});
