import { DEFAULT_LIMITS } from '@lender/core';
import { schema } from '@lender/core/db';
import { createTestCore, type TestCore } from '@lender/core/testing';
import { count, eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { curp, nextPhone, registrationBody, SANDBOX_CAPTCHA_TOKEN } from '../../test/fixtures';
import { call } from '../../test/test-app';

// Issue 10 points 5, 7 and 8 with the documented defaults (DEFAULT_LIMITS), behind a proxy that
// sets X-Forwarded-For so each test picks its caller address.
let t: TestCore;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestCore({ limits: { ...DEFAULT_LIMITS } });
  app = createApp({ core: t.core, trustProxy: true });
});
afterAll(() => t.close());

let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

const smsCode = (address: string, body: Record<string, unknown>) =>
  call(app, 'POST', '/web/public/client/phone/sms-code', { body, headers: from(address) });

async function sentSms(): Promise<number> {
  const [row] = await t.core.db
    .select({ n: count() })
    .from(schema.outbox)
    .where(eq(schema.outbox.channel, 'sms'));
  return row?.n ?? 0;
}

describe('captcha v3 on registration and recovery (point 5)', () => {
  it('an SMS code needs a captcha token that passes; nothing is sent otherwise', async () => {
    const before = await sentSms();
    const missing = await smsCode(newAddress(), { mobilePhone: { number: nextPhone() } });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('captcha_required');
    const failed = await smsCode(newAddress(), {
      mobilePhone: { number: nextPhone() },
      captchaToken: 'fail',
    });
    expect(failed.status).toBe(400);
    expect(failed.body.code).toBe('captcha_invalid');
    expect(await sentSms()).toBe(before);
  });

  it('registration and the e-mail code need it too', async () => {
    const { captchaToken: _, ...withoutCaptcha } = registrationBody({
      nationalIdentificator: curp('CAPT900101HDFRRN0'),
      birthDate: '1990-01-01',
    });
    const register = await call(app, 'POST', '/web/public/client', {
      body: withoutCaptcha,
      headers: from(newAddress()),
    });
    expect(register.body.code).toBe('captcha_required');
    const email = await call(app, 'POST', '/web/public/client/email/send-code', {
      body: { email: 'sin.captcha@example.com' },
      headers: from(newAddress()),
    });
    expect(email.body.code).toBe('captcha_required');
  });

  it('a low score is refused like a failed check', async () => {
    const low = await createTestCore({
      providers: { captcha: { name: 'low-score', verify: async () => ({ ok: true, score: 0.2 }) } },
    });
    try {
      const res = await call(createApp({ core: low.core }), 'POST', '/web/public/client/phone/sms-code', {
        body: { mobilePhone: { number: nextPhone() }, captchaToken: 'looks-fine' },
      });
      expect(res.body.code).toBe('captcha_invalid');
    } finally {
      await low.close();
    }
  });
});

describe('SMS and e-mail pumping (point 5)', () => {
  it('120 SMS codes to 120 new phones from one address: only the per-address caps go out', async () => {
    const address = newAddress();
    const before = await sentSms();
    const results = [];
    for (let i = 0; i < 120; i++) {
      results.push(
        await smsCode(address, { mobilePhone: { number: nextPhone() }, captchaToken: SANDBOX_CAPTCHA_TOKEN }),
      );
    }
    expect(results.filter((r) => r.status === 200)).toHaveLength(DEFAULT_LIMITS.smsPerAddressPerMinute);
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(await sentSms()).toBe(before + DEFAULT_LIMITS.smsPerAddressPerMinute);
    // Minute after minute the daily cap per address holds.
    let sent = DEFAULT_LIMITS.smsPerAddressPerMinute;
    for (let minute = 0; minute < 10; minute++) {
      t.clock.advance(60_000);
      for (let i = 0; i < DEFAULT_LIMITS.smsPerAddressPerMinute; i++) {
        const res = await smsCode(address, {
          mobilePhone: { number: nextPhone() },
          captchaToken: SANDBOX_CAPTCHA_TOKEN,
        });
        if (res.status === 200) sent += 1;
        else expect(['rate_limited', 'request_count_by_day_exceed']).toContain(res.body.code);
      }
    }
    expect(sent).toBe(DEFAULT_LIMITS.smsPerAddressPerDay);
  });

  it('100 parallel sends from one address: exactly the per-minute cap goes out', async () => {
    const address = newAddress();
    t.clock.advance(60_000);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        smsCode(address, { mobilePhone: { number: nextPhone() }, captchaToken: SANDBOX_CAPTCHA_TOKEN }),
      ),
    );
    expect(results.every((r) => r.status < 500)).toBe(true);
    // The public-request limit (10/min) or the send cap (5/min) refuses the rest.
    expect(results.filter((r) => r.status === 200)).toHaveLength(DEFAULT_LIMITS.smsPerAddressPerMinute);
  });

  it('a platform-wide cap holds across many addresses', async () => {
    const small = await createTestCore({ limits: { ...DEFAULT_LIMITS, smsGlobalPerMinute: 3 } });
    try {
      const api = createApp({ core: small.core, trustProxy: true });
      const results = [];
      for (let i = 0; i < 6; i++) {
        results.push(
          await call(api, 'POST', '/web/public/client/phone/sms-code', {
            body: { mobilePhone: { number: nextPhone() }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
            headers: from(newAddress()),
          }),
        );
      }
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429, 429, 429]);
      expect(results[3]?.body.code).toBe('rate_limited');
      expect(Number(results[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('40 e-mail codes from one address: only the per-address cap goes out', async () => {
    const address = newAddress();
    t.clock.advance(60_000);
    const results = [];
    for (let i = 0; i < 40; i++) {
      results.push(
        await call(app, 'POST', '/web/public/client/email/send-code', {
          body: { email: `bomba.${i}@example.com`, captchaToken: SANDBOX_CAPTCHA_TOKEN },
          headers: from(address),
        }),
      );
    }
    expect(results.filter((r) => r.status === 200)).toHaveLength(DEFAULT_LIMITS.emailPerAddressPerMinute);
  });
});

describe('public code requests are limited per address like client/check (point 8)', () => {
  it('answered or not, more than publicCodeRequestsPerMinute from one address are refused', async () => {
    const address = newAddress();
    t.clock.advance(60_000);
    const results = [];
    for (let i = 0; i < DEFAULT_LIMITS.publicCodeRequestsPerMinute + 1; i++) {
      // Same phone: after the first, the cooldown answers; each request still counts.
      results.push(
        await smsCode(address, {
          mobilePhone: { number: '5512000001' },
          purpose: 'recover_password',
          captchaToken: SANDBOX_CAPTCHA_TOKEN,
        }),
      );
    }
    expect(results.at(-1)?.body.code).toBe('rate_limited');
    // Another address is not affected.
    t.clock.advance(61_000);
    const other = await smsCode(newAddress(), {
      mobilePhone: { number: '5512000001' },
      purpose: 'recover_password',
      captchaToken: SANDBOX_CAPTCHA_TOKEN,
    });
    expect(other.status).toBe(200);
  });
});

describe('login attempts per caller address (point 7)', () => {
  it('60 accounts tried from one address: only the per-minute allowance is judged', async () => {
    const address = newAddress();
    t.clock.advance(60_000);
    const results = [];
    for (let i = 0; i < 60; i++) {
      results.push(
        await call(app, 'POST', '/web/public/client/login', {
          body: { username: `victima.${i}@example.com`, password: 'Adivina2026' },
          headers: from(address),
        }),
      );
    }
    expect(results.filter((r) => r.body.code === 'invalid_credentials')).toHaveLength(
      DEFAULT_LIMITS.loginPerAddressPerMinute,
    );
    const refused = results.filter((r) => r.body.code === 'login_attempts_exceeded');
    expect(refused).toHaveLength(60 - DEFAULT_LIMITS.loginPerAddressPerMinute);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Back-office logins are limited per address the same way.
    const admins = [];
    for (let i = 0; i < DEFAULT_LIMITS.loginPerAddressPerMinute + 1; i++) {
      admins.push(
        await call(app, 'POST', '/web/public/user/login', {
          body: { username: `nadie.${i}@lender.test`, password: 'adivina-la-clave' },
          headers: from(address),
        }),
      );
    }
    expect(admins.at(-1)?.body.code).toBe('login_attempts_exceeded');
  });
});
