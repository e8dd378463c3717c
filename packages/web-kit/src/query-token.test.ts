import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWithBrowserAddress } from './node/browser-address.mjs';
import {
  captureQueryToken,
  LINK_TOKEN_KEY,
  linkTokenIdentity,
  PENDING_TOKEN_KEY,
  pendingToken,
  type TokenIdentity,
  takeLinkToken,
  takePendingToken,
  verifyTokenWithApi,
} from './query-token';
import { createSessionKit } from './session';
import { DEV_SITE_API_KEY } from './site-hop';
import { fakeJwt, sendJson, startFakeApi } from './test-server';

const kit = createSessionKit();
const mine = fakeJwt({ sub: '7', account_type: 'client', mfa: false, sid: 'a' });
const mineAgain = fakeJwt({ sub: '7', account_type: 'client', mfa: false, sid: 'b' });
const attackers = fakeJwt({ sub: '666', account_type: 'client', mfa: false, sid: 'x' });
const mfa = fakeJwt({ sub: '1', account_type: 'user', mfa: true, sid: 'm' });
const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
  '{"sub":"1","account_type":"user","mfa":false}',
).toString('base64url')}.`;

/** Every page of the journey takes one; the public pages (and /ingresar) do not. */
const accepts = (pathname: string) => pathname === '/' || /^\/(flow|profile|application)/.test(pathname);
/** The API stand-in: it takes the tokens it issued. */
const issued = new Set([mine, mineAgain, attackers]);
const verify = async (token: string): Promise<TokenIdentity | null> =>
  issued.has(token)
    ? token === attackers
      ? { accountType: 'client', subject: '666', name: 'Mallory' }
      : { accountType: 'client', subject: '7', name: 'Rosa' }
    : null;
/** The page that asks a signed-out visitor first. */
const confirmPath = '/continuar';
const options = { accepts, verify, confirmPath };

async function cookieOf(token: string): Promise<string> {
  const session = await kit.getSession(new Request('http://site.test/'));
  kit.setToken(session, token);
  return (await kit.commit(session)).split(';')[0]!;
}

async function sessionOf(response: Response | null) {
  const cookie = response?.headers.get('set-cookie')?.split(';')[0] ?? '';
  return kit.getSession(new Request('http://site.test/', { headers: { cookie } }));
}

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

describe('captureQueryToken (spec §4, issue 35 finding 4)', () => {
  it('signs no signed-out visitor in by itself: the token waits and the page asks first (issue 47)', async () => {
    const response = await captureQueryToken(
      new Request(`http://site.test/profile?utm_source=x&token=${attackers}`),
      kit,
      options,
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/continuar?redirectTo=%2Fprofile%3Futm_source%3Dx');
    const session = await sessionOf(response);
    expect(kit.getToken(session)).toBeUndefined();
    expect(session.get(LINK_TOKEN_KEY)).toBe(attackers);
    // The page names the account, checked with the API again.
    expect(await linkTokenIdentity(session, verify)).toEqual({
      accountType: 'client',
      subject: '666',
      name: 'Mallory',
    });

    // "No soy yo": nothing is kept.
    expect(await takeLinkToken(session, kit, 'not-me', verify)).toEqual({ signedIn: false });
    expect(kit.getToken(session)).toBeUndefined();
    expect(session.get(LINK_TOKEN_KEY)).toBeUndefined();
    expect(await linkTokenIdentity(session, verify)).toBeNull();
  });

  it('continuing signs in with the link’s token, checked again; once', async () => {
    const session = await sessionOf(
      await captureQueryToken(new Request(`http://site.test/flow?token=${mine}`), kit, options),
    );
    expect(await takeLinkToken(session, kit, 'continue', verify)).toEqual({ signedIn: true });
    expect(kit.getToken(session)).toBe(mine);
    expect(session.get(LINK_TOKEN_KEY)).toBeUndefined();

    // A token the API no longer takes (expired, revoked since the link was opened) signs nobody in.
    const expired = await kit.getSession(new Request('http://site.test/'));
    expired.set(LINK_TOKEN_KEY, unsigned);
    expect(await linkTokenIdentity(expired, verify)).toBeNull();
    expired.set(LINK_TOKEN_KEY, unsigned);
    expect(await takeLinkToken(expired, kit, 'continue', verify)).toEqual({ signedIn: false });
    expect(kit.getToken(expired)).toBeUndefined();
  });

  it('continuing never replaces a session the browser has by then', async () => {
    const session = await kit.getSession(
      new Request('http://site.test/', { headers: { cookie: await cookieOf(mine) } }),
    );
    session.set(LINK_TOKEN_KEY, attackers);
    expect(await takeLinkToken(session, kit, 'continue', verify)).toEqual({ signedIn: false });
    expect(kit.getToken(session)).toBe(mine);
    expect(session.get(LINK_TOKEN_KEY)).toBeUndefined();
  });

  it('stores nothing the API refuses: a forged, expired or unsigned (alg none) token', async () => {
    for (const token of [unsigned, fakeJwt({ sub: '7', account_type: 'client', mfa: false }), 'not-a-jwt']) {
      const response = await captureQueryToken(new Request(`http://site.test/flow?token=${token}`), kit, {
        ...options,
      });
      expect(response?.headers.get('location')).toBe('/flow');
      expect(response?.headers.get('set-cookie')).toBeNull();
    }
  });

  it('discards a token carrying mfa without asking the API', async () => {
    let asked = 0;
    const response = await captureQueryToken(new Request(`http://site.test/?token=${mfa}`), kit, {
      ...options,
      verify: async () => {
        asked += 1;
        return { accountType: 'user', subject: '1' };
      },
    });
    expect(response?.headers.get('location')).toBe('/');
    expect(response?.headers.get('set-cookie')).toBeNull();
    expect(asked).toBe(0);
  });

  it('only on the pages that take one: elsewhere the token is dropped from the URL, unread', async () => {
    const response = await captureQueryToken(
      new Request(`http://site.test/preguntas-frecuentes?token=${mine}`),
      kit,
      options,
    );
    expect(response?.headers.get('location')).toBe('/preguntas-frecuentes');
    expect(response?.headers.get('set-cookie')).toBeNull();
  });

  it("never replaces another account's session: the link's token waits for the visitor to choose", async () => {
    const request = new Request(`http://site.test/profile?token=${attackers}`, {
      headers: { cookie: await cookieOf(mine) },
    });
    const response = await captureQueryToken(request, kit, options);
    expect(response?.headers.get('location')).toBe('/profile');
    const session = await sessionOf(response);
    expect(kit.getToken(session)).toBe(mine);
    expect(session.get(PENDING_TOKEN_KEY)).toBe(attackers);
    expect(session.get(LINK_TOKEN_KEY)).toBeUndefined();

    // Keeping the session drops the link's token; switching takes it (checked again).
    const kept = await takePendingToken(session, kit, 'keep', verify);
    expect(kept).toEqual({ switched: false });
    expect(kit.getToken(session)).toBe(mine);
    expect(pendingToken(session)).toBeUndefined();

    session.set(PENDING_TOKEN_KEY, attackers);
    const switched = await takePendingToken(session, kit, 'switch', verify);
    expect(switched).toEqual({ switched: true, previous: mine });
    expect(kit.getToken(session)).toBe(attackers);
  });

  it('a waiting token the API no longer takes is not switched to', async () => {
    const session = await kit.getSession(
      new Request('http://site.test/', { headers: { cookie: await cookieOf(mine) } }),
    );
    session.set(PENDING_TOKEN_KEY, unsigned);
    expect(await takePendingToken(session, kit, 'switch', verify)).toEqual({ switched: false });
    expect(kit.getToken(session)).toBe(mine);
  });

  it('a new token of the same account replaces the old one without asking', async () => {
    const request = new Request(`http://site.test/flow?token=${mineAgain}`, {
      headers: { cookie: await cookieOf(mine) },
    });
    const session = await sessionOf(await captureQueryToken(request, kit, options));
    expect(kit.getToken(session)).toBe(mineAgain);
    expect(pendingToken(session)).toBeUndefined();
  });

  it('keeps the redirect on this site whatever the path looks like', async () => {
    const response = await captureQueryToken(new Request(`http://site.test//evil.test/?token=${mine}`), kit, {
      ...options,
      accepts: () => true,
    });
    expect(response?.headers.get('location')).toBe('/continuar?redirectTo=%2F');
  });

  it('does nothing without a token', async () => {
    expect(await captureQueryToken(new Request('http://site.test/?a=1'), kit, options)).toBeNull();
  });
});

describe('verifyTokenWithApi', () => {
  it("reads the account the token opens, with the site's key and the browser's address", async () => {
    const fake = await startFakeApi((req, res) =>
      req.headers.authorization === `Bearer ${mine}`
        ? sendJson(res, 200, { success: true, data: { firstName: 'Rosa', email: 'rosa@example.mx' } })
        : sendJson(res, 401, { success: false, data: null, code: 'unauthorized' }),
    );
    servers.push(fake);
    const options = { baseUrl: fake.baseUrl, siteKey: DEV_SITE_API_KEY };
    const identity = await runWithBrowserAddress('203.0.113.9', () => verifyTokenWithApi(mine, options));
    expect(identity).toEqual({ accountType: 'client', subject: '7', name: 'Rosa' });
    expect(fake.seen[0]?.url).toBe('/web/private/client');
    expect(fake.seen[0]?.headers['x-lender-site-key']).toBe(DEV_SITE_API_KEY);
    expect(fake.seen[0]?.headers['x-lender-browser-address']).toBe('203.0.113.9');
    expect(await verifyTokenWithApi(attackers, options)).toBeNull();
    // An admin's token is read on the back-office profile; mfa or unknown kinds never leave the site.
    expect(await verifyTokenWithApi(unsigned, options)).toBeNull();
    expect(fake.seen[2]?.url).toBe('/web/private/back-office/profile');
    expect(await verifyTokenWithApi(mfa, options)).toBeNull();
    expect(
      await verifyTokenWithApi(fakeJwt({ sub: '1', account_type: 'robot', mfa: false }), options),
    ).toBeNull();
    expect(fake.seen).toHaveLength(3);
  });

  it('refuses when the API does not answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await verifyTokenWithApi(mine, { baseUrl: 'http://127.0.0.1:9' })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
