import * as jose from 'jose';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../clock';
import { createTokenSigner, VERIFIED_TOKENS_KEPT } from './tokens';

// jose's `jwtVerify`, counted: the signer verifies with it, once per remembered token.
vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jose')>();
  return { ...actual, jwtVerify: vi.fn(actual.jwtVerify) };
});

const SECRET = 'a-test-secret-of-at-least-32-characters!!';
const claims = { sub: '7', account_type: 'client', mfa: false, sid: 'session-1' } as const;

describe('token signer', () => {
  it('verifies its own tokens until they expire', async () => {
    const clock = fixedClock('2026-03-02T18:00:00Z');
    const signer = createTokenSigner(SECRET, clock);
    const token = await signer.sign(claims, 300);
    expect(await signer.verify(token)).toEqual({ ok: true, claims });
    clock.advance(299_000);
    expect((await signer.verify(token)).ok).toBe(true);
    clock.advance(1_000);
    expect(await signer.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed payload or signature, another key, alg none, another issuer, a future nbf, no exp', async () => {
    const clock = fixedClock('2026-03-02T18:00:00Z');
    const signer = createTokenSigner(SECRET, clock);
    const token = await signer.sign(claims, 300);
    const [h, p, s] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '8' }),
    ).toString('base64url');
    const now = Math.floor(clock.now().getTime() / 1000);
    const key = new TextEncoder().encode(SECRET);
    const signed = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ account_type: 'client', mfa: false, sid: 'x' }).setSubject('7').setIssuedAt(now))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(key);
    const cases = [
      `${h}.${forged}.${s}`,
      `${h}.${p}.${s.slice(0, -2)}AA`,
      `${h}.${p}`,
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`,
      await createTokenSigner('another-secret-of-at-least-32-characters', clock).sign(claims, 300),
      await signed((jwt) => jwt.setIssuer('someone-else').setExpirationTime(now + 60)),
      await signed((jwt) =>
        jwt
          .setIssuer('lender-api')
          .setNotBefore(now + 60)
          .setExpirationTime(now + 120),
      ),
      await signed((jwt) => jwt.setIssuer('lender-api')),
      await new SignJWT({
        account_type: 'client',
        mfa: false,
        sid: 'x',
        exp: `${now + 60}` as unknown as number,
      })
        .setSubject('7')
        .setIssuer('lender-api')
        .setProtectedHeader({ alg: 'HS256' })
        .sign(key),
      'not a token',
    ];
    for (const candidate of cases)
      expect(await signer.verify(candidate)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('verifies a token once (jose) while it is remembered, its time claims at every call', async () => {
    const clock = fixedClock('2026-03-02T18:00:00Z');
    const signer = createTokenSigner(SECRET, clock);
    const token = await signer.sign(claims, 300);
    const jwtVerify = vi.mocked(jose.jwtVerify);
    jwtVerify.mockClear();
    expect(await signer.verify(token)).toEqual({ ok: true, claims });
    expect(await signer.verify(token)).toEqual({ ok: true, claims });
    expect(jwtVerify).toHaveBeenCalledTimes(1);
    // Remembered, it still expires on time.
    clock.advance(300_000);
    expect(await signer.verify(token)).toEqual({ ok: false, reason: 'expired' });
    // Only the very bytes checked are remembered: one character changed is checked, and refused.
    const [h, p, s] = token.split('.') as [string, string, string];
    // The signature's second-to-last character is six bits of it (the last one holds padding bits).
    const flipped = `${h}.${p}.${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.slice(-1)}`;
    expect(await signer.verify(flipped)).toEqual({ ok: false, reason: 'invalid' });
    expect(jwtVerify).toHaveBeenCalledTimes(2);
    // A signature that failed is not remembered: checked again, refused again.
    expect(await signer.verify(flipped)).toEqual({ ok: false, reason: 'invalid' });
    expect(jwtVerify).toHaveBeenCalledTimes(3);
  });

  it('forgets the tokens not used for two generations, and checks them again when they come back', async () => {
    const clock = fixedClock('2026-03-02T18:00:00Z');
    const signer = createTokenSigner(SECRET, clock);
    const first = await signer.sign(claims, 3600);
    const hot = await signer.sign({ ...claims, sid: 'hot' }, 3600);
    await signer.verify(first);
    const jwtVerify = vi.mocked(jose.jwtVerify);
    // A full turn of both generations of other tokens, the hot one used all along.
    for (let i = 0; i < VERIFIED_TOKENS_KEPT; i++) {
      await signer.verify(await signer.sign({ ...claims, sid: `other-${i}` }, 3600));
      if (i % 1000 === 0) await signer.verify(hot);
    }
    jwtVerify.mockClear();
    expect((await signer.verify(hot)).ok).toBe(true);
    expect(jwtVerify).toHaveBeenCalledTimes(0);
    expect((await signer.verify(first)).ok).toBe(true);
    expect(jwtVerify).toHaveBeenCalledTimes(1);
  });
});
