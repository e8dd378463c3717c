import { createCore, DEFAULT_LIMITS, totpCode } from '@lender/core';
import { schema } from '@lender/core/db';
import { TEST_LIMITS, TEST_SECRETS } from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { C, withKey } from '../test/borrower';
import {
  curp,
  lastCodeSentTo,
  registerClient,
  registrationBody,
  SANDBOX_CAPTCHA_TOKEN,
} from '../test/fixtures';
import { acceptedClient, agreementCode } from '../test/lending-fixtures';
import { call, createTestApp, type TestApp } from '../test/test-app';

// Issue 10 points 1, 4 and 7: 100 parallel guesses, split over two API instances (two cores,
// each with its own pool on PostgreSQL with TEST_DATABASE_URL), at one secret. Every limit is
// spent atomically at the moment of use, so at most the allowed number of guesses is judged and
// there is exactly one effect.

const PARALLEL = 100;
let people = 0;
/** A fresh adult identity (CURP, birth date) per registration: CURPs are unique. */
function person() {
  people += 1;
  const letters = String.fromCharCode(65 + (people % 26), 65 + Math.floor(people / 26));
  return { nationalIdentificator: curp(`G${letters}A900514HDFRRN0`), birthDate: '1990-05-14' };
}
let t: TestApp;
let second: Awaited<ReturnType<TestApp['db']['connectAgain']>>;
let apps: [ReturnType<typeof createApp>, ReturnType<typeof createApp>];

beforeAll(async () => {
  t = await createTestApp();
  second = await t.db.connectAgain();
  const other = createApp({
    core: createCore({
      db: second.db,
      secrets: TEST_SECRETS,
      clock: t.clock,
      environment: 'test',
      limits: TEST_LIMITS,
    }),
  });
  apps = [t.app, other];
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** `count` requests at once, alternating between the two instances. */
function burst(count: number, request: (i: number) => Parameters<typeof call>) {
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const [, method, path, options] = request(i);
      return call(apps[i % 2] as ReturnType<typeof createApp>, method, path, options);
    }),
  );
}

const codes = (results: Array<{ body: { code?: string } }>, code: string) =>
  results.filter((r) => r.body.code === code).length;

/** The other 3-digit codes than `right`, in order. */
function wrongCodes(right: string, count: number): string[] {
  const out: string[] = [];
  for (let n = 0; out.length < count; n++) {
    const guess = String(n).padStart(3, '0');
    if (guess !== right) out.push(guess);
  }
  return out;
}

describe('registration and recovery SMS codes (point 1)', () => {
  it('100 parallel registrations guessing the code: no account, the right code sent last refused', async () => {
    const body = registrationBody(person());
    const phone = body.mobilePhone.number;
    await t.call('POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    const right = await lastCodeSentTo(t, phone);
    const guesses = [...wrongCodes(right, PARALLEL - 1), right];
    const results = await burst(PARALLEL, (i) => [
      t.app,
      'POST',
      '/web/public/client',
      { body: { ...body, smsCode: guesses[i] } },
    ]);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results[PARALLEL - 1]?.status).toBe(429);
    expect(results.filter((r) => r.status === 201)).toHaveLength(0);
    expect(codes(results, 'code_invalid')).toBeLessThanOrEqual(4);
    const rows = await t.core.db
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.phoneHash, t.core.pii.hash('phone', `+52${phone}`)));
    expect(rows).toHaveLength(0);
  });

  it('100 parallel registrations with the right code: exactly one account', async () => {
    const body = registrationBody(person());
    const phone = body.mobilePhone.number;
    await t.call('POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    const smsCode = await lastCodeSentTo(t, phone);
    const results = await burst(PARALLEL, () => [
      t.app,
      'POST',
      '/web/public/client',
      { body: { ...body, smsCode } },
    ]);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const rows = await t.core.db
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.phoneHash, t.core.pii.hash('phone', `+52${phone}`)));
    expect(rows).toHaveLength(1);
  });

  it('100 parallel password recoveries guessing the code: the password is unchanged', async () => {
    const { body } = await registerClient(t, person());
    const phone = body.mobilePhone.number;
    t.clock.advance(61_000);
    await t.call('POST', '/web/public/client/phone/sms-code', {
      body: {
        mobilePhone: { number: phone },
        purpose: 'recover_password',
        captchaToken: SANDBOX_CAPTCHA_TOKEN,
      },
    });
    const right = await lastCodeSentTo(t, phone);
    const guesses = [...wrongCodes(right, PARALLEL - 1), right];
    const results = await burst(PARALLEL, (i) => [
      t.app,
      'POST',
      '/web/public/client/recover/password',
      {
        body: {
          mobilePhone: { number: phone },
          smsCode: guesses[i],
          password: 'Tomada2026',
          repeatPassword: 'Tomada2026',
          captchaToken: SANDBOX_CAPTCHA_TOKEN,
        },
      },
    ]);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    expect(codes(results, 'code_invalid')).toBeLessThanOrEqual(4);
    const stolen = await t.call('POST', '/web/public/client/login', {
      body: { username: phone, password: 'Tomada2026' },
    });
    expect(stolen.body.code).toBe('invalid_credentials');
    const owner = await t.call('POST', '/web/public/client/login', {
      body: { username: phone, password: body.password },
    });
    expect(owner.status).toBe(200);
  });
});

describe('agreement signing code (point 1)', () => {
  it('100 parallel signings guessing the code: no loan, the right code sent last refused', async () => {
    const { token, clientId, applicationId } = await acceptedClient(t);
    const right = await agreementCode(t, token, clientId, applicationId);
    const wrong: string[] = [];
    for (let n = 0; wrong.length < PARALLEL - 1; n++) {
      const guess = String(n).padStart(right.length, '0');
      if (guess !== right) wrong.push(guess);
    }
    const guesses = [...wrong, right];
    const results = await burst(PARALLEL, (i) => [
      t.app,
      'POST',
      `${C}/application/agreement/${applicationId}`,
      { token, body: { smsCode: guesses[i] }, ...withKey(`guess-${i}`) },
    ]);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    expect(results[PARALLEL - 1]?.body.code).toBe('code_attempts_exceeded');
    expect(codes(results, 'code_invalid')).toBeLessThanOrEqual(4);
    const loans = await t.core.db.select().from(schema.loans).where(eq(schema.loans.clientId, clientId));
    expect(loans).toHaveLength(0);
  });
});

describe('client login (point 7)', () => {
  it('100 parallel wrong passwords on one account: only the free ones plus one are judged', async () => {
    const { body } = await registerClient(t, person());
    const results = await burst(PARALLEL, () => [
      t.app,
      'POST',
      '/web/public/client/login',
      { body: { username: body.email, password: 'Incorrecta1' } },
    ]);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(codes(results, 'invalid_credentials')).toBe(DEFAULT_LIMITS.loginFreeFailures + 1);
    expect(codes(results, 'login_attempts_exceeded')).toBe(PARALLEL - DEFAULT_LIMITS.loginFreeFailures - 1);
    // The right password waits too, by phone as by e-mail (one counter per account)…
    const waiting = await t.call('POST', '/web/public/client/login', {
      body: { username: body.mobilePhone.number, password: body.password },
    });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    // …and gets in once the wait is over.
    t.clock.advance(Number(waiting.headers.get('retry-after')) * 1000);
    const ok = await t.call('POST', '/web/public/client/login', {
      body: { username: body.email, password: body.password },
    });
    expect(ok.status).toBe(200);
  });
});

describe('back-office TOTP (point 4)', () => {
  it('100 parallel wrong codes: a handful judged; fresh sessions wait too; the wait grows', async () => {
    const admin = await t.core.backOfficeUsers.create({
      email: 'totp-burst@lender.test',
      name: 'Burst',
      password: 'a-long-admin-password',
      role: 'agent',
    });
    const passwordStep = async () => {
      const res = await t.call('POST', '/web/public/user/login', {
        body: { username: 'totp-burst@lender.test', password: 'a-long-admin-password' },
      });
      expect(res.status).toBe(200);
      return res.body.Authorization as string;
    };
    const right = totpCode(admin.totpSecret, t.clock.now());
    const wrong = right === '000000' ? '000001' : '000000';
    const token = await passwordStep();
    const results = await burst(PARALLEL, () => [
      t.app,
      'POST',
      '/web/public/user/login',
      { token, body: { totp: wrong } },
    ]);
    expect(results.every((r) => r.status < 500)).toBe(true);
    const judged = codes(results, 'mfa_invalid') + codes(results, 'session_revoked');
    expect(judged).toBeLessThanOrEqual(DEFAULT_LIMITS.totpFreeFailures + 1);
    expect(codes(results, 'login_attempts_exceeded')).toBeGreaterThanOrEqual(
      PARALLEL - DEFAULT_LIMITS.totpFreeFailures - 1,
    );
    // A new session does not reset the account's budget: even the right code waits.
    const fresh = await passwordStep();
    const refused = await t.call('POST', '/web/public/user/login', { token: fresh, body: { totp: right } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('login_attempts_exceeded');
    expect(Number(refused.headers.get('retry-after'))).toBe(DEFAULT_LIMITS.totpBaseDelaySeconds);
    // After the wait, one more wrong code doubles it.
    t.clock.advance(DEFAULT_LIMITS.totpBaseDelaySeconds * 1000);
    const again = await passwordStep();
    expect(
      (await t.call('POST', '/web/public/user/login', { token: again, body: { totp: wrong } })).body.code,
    ).toBe('mfa_invalid');
    const doubled = await t.call('POST', '/web/public/user/login', { token: again, body: { totp: wrong } });
    expect(Number(doubled.headers.get('retry-after'))).toBe(2 * DEFAULT_LIMITS.totpBaseDelaySeconds);
    // The right code after the wait logs in and clears the count.
    t.clock.advance(2 * DEFAULT_LIMITS.totpBaseDelaySeconds * 1000);
    const last = await passwordStep();
    const ok = await t.call('POST', '/web/public/user/login', {
      token: last,
      body: { totp: totpCode(admin.totpSecret, t.clock.now()) },
    });
    expect(ok.status).toBe(200);
  });
});
