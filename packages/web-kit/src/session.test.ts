import { describe, expect, it } from 'vitest';
import { createSessionKit, DEV_SESSION_SECRET, SESSION_MAX_AGE_S } from './session';
import { fakeJwt } from './test-server';

const token = fakeJwt({ sub: '7', account_type: 'client', mfa: false, sid: 'session-1' });
const draft = {
  phone: '5512345678',
  details: { firstName: 'María', nationalIdentificator: 'GOMM900101MDFRRR09', email: 'maria@example.com' },
};

async function written(kit = createSessionKit()) {
  const session = await kit.getSession(new Request('http://site.test/'));
  kit.setToken(session, token);
  session.set('registration', draft);
  return kit.commit(session);
}

const cookieValueOf = (setCookie: string) => setCookie.split(';')[0]!.slice(setCookie.indexOf('=') + 1);

describe('sealed session cookie (issue 35 finding 9)', () => {
  it('shows neither the token nor a registration draft: not in clear, not in base64', async () => {
    const setCookie = await written();
    const value = cookieValueOf(setCookie);
    const decoded = [
      value,
      Buffer.from(value, 'base64').toString('latin1'),
      Buffer.from(value.replace(/^v1\./, ''), 'base64url').toString('latin1'),
    ];
    for (const text of decoded) {
      for (const secret of [
        token.split('.')[1]!,
        '5512345678',
        'María',
        'GOMM900101MDFRRR09',
        'maria@example.com',
        'token',
        'registration',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    // Two writes of the same data differ (a fresh IV each time).
    expect(cookieValueOf(await written())).not.toBe(value);
  });

  it('opens what it sealed, with the newest or an older secret (rotation)', async () => {
    const old = createSessionKit({ secrets: ['an-old-secret-of-32-characters-and-more'] });
    const cookie = (await written(old)).split(';')[0]!;
    const rotated = createSessionKit({
      secrets: ['a-new-secret-of-32-characters-and-more!', 'an-old-secret-of-32-characters-and-more'],
    });
    const session = await rotated.getSession(new Request('http://site.test/', { headers: { cookie } }));
    expect(rotated.getToken(session)).toBe(token);
    expect(session.get('registration')).toEqual(draft);
  });

  it('a tampered value, a value of another secret or of another cookie name is an empty session', async () => {
    const cookie = (await written()).split(';')[0]!;
    const value = cookieValueOf(cookie);
    // The signature's second-to-last character carries six bits of it (the last may carry padding):
    // changed to another letter, the signature is another one.
    const changed = value.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${value.slice(0, -2)}${changed}${value.slice(-1)}`;
    expect(flipped).not.toBe(value);
    const kit = createSessionKit();
    for (const header of [`__session=${flipped}`, '__session=eyJ0b2tlbiI6Inh5eiJ9.c2ln', '__session=']) {
      expect(
        kit.getToken(await kit.getSession(new Request('http://site.test/', { headers: { cookie: header } }))),
      ).toBeUndefined();
    }
    const other = createSessionKit({ secrets: ['another-secret-of-32-characters-and-more'] });
    expect(
      other.getToken(await other.getSession(new Request('http://site.test/', { headers: { cookie } }))),
    ).toBeUndefined();
    // The back-office's cookie (same development secret) does not open as the borrower site's.
    const backOffice = createSessionKit({ cookieName: '__bo_session' });
    const moved = `__bo_session=${value}`;
    expect(
      backOffice.getToken(
        await backOffice.getSession(new Request('http://site.test/', { headers: { cookie: moved } })),
      ),
    ).toBeUndefined();
  });

  it("lives the API session's absolute limit, counted from the sign-in, not from the last write", async () => {
    let now = Date.UTC(2026, 2, 2, 18);
    const kit = createSessionKit({ now: () => now });
    expect(SESSION_MAX_AGE_S).toBe(43_200);
    const session = await kit.getSession(new Request('http://site.test/'));
    expect(await kit.commit(session)).toMatch(/Max-Age=43200/);
    kit.setToken(session, token);
    expect(await kit.commit(session)).toMatch(/Max-Age=43200/);
    now += 3600_000;
    // A refresh (same API session) keeps the clock; the cookie has 11 hours left.
    kit.setToken(session, fakeJwt({ sub: '7', account_type: 'client', mfa: false, sid: 'session-1', n: 2 }));
    expect(await kit.commit(session)).toMatch(/Max-Age=39600/);
    // A new sign-in starts it again.
    kit.setToken(session, fakeJwt({ sub: '7', account_type: 'client', mfa: false, sid: 'session-2' }));
    expect(await kit.commit(session)).toMatch(/Max-Age=43200/);
    now += 13 * 3600_000;
    expect(await kit.commit(session)).toMatch(/Max-Age=0/);
  });

  it('the development secret still seals on a laptop and is refused in production', () => {
    expect(() => createSessionKit({ secrets: [DEV_SESSION_SECRET] })).not.toThrow();
    expect(() => createSessionKit({ production: true, secrets: [DEV_SESSION_SECRET] })).toThrow(
      /refused in production/,
    );
  });
});
