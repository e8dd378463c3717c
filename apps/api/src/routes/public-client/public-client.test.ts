import { emailHashOf, writeLimits } from '@lender/core';
import { schema } from '@lender/core/db';
import { desc, eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  ADULT_CURP,
  curp,
  lastCodeSentTo,
  nextPhone,
  registerClient,
  registrationBody,
  registrationCode,
  SANDBOX_CAPTCHA_TOKEN,
  WRONG_CHECK_DIGIT_CURP,
} from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REGISTER = '/web/public/client';

describe('POST /web/public/client (registration)', () => {
  it('registers with the SMS code from the outbox, stores es as mx, and logs the client in', async () => {
    const { response, body, token } = await registerClient(t);
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(response.body.data).toMatchObject({ accountType: 'client', mfa: false, refreshIn: 240 });
    expect(response.body.data.expiresIn).toBeGreaterThan(240);
    expect(token).toMatch(/^ey/);
    const [row] = await t.core.db
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.emailHash, emailHashOf(t.core.pii, body.email)));
    expect(row?.language).toBe('mx');
    // The e-mail too (issue 10 point 11): ciphertext and a keyed hash, no clear column.
    expect(row?.legacyEmail).toBeNull();
    expect(row?.emailEnc).not.toContain(body.email.split('@')[0]);
    expect(t.core.pii.decrypt(row?.emailEnc as string)).toBe(body.email.toLowerCase());
    // Personal data at rest: encrypted, never in clear.
    expect(row?.curpEnc).not.toContain(ADULT_CURP.slice(0, 6));
    expect(row?.phoneEnc).not.toContain(body.mobilePhone.number);
    const me = await t.call('GET', '/web/private/client', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email: body.email,
      firstName: 'Juan',
      status: 1,
      phoneVerified: true,
    });
  });

  it('reports field violations with the spec property paths', async () => {
    const res = await t.call('POST', REGISTER, {
      body: { ...registrationBody(), firstName: 'J', repeatPassword: 'different', email: 'not-an-email' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'children[firstName].data', code: 'too_short' }),
        expect.objectContaining({ propertyPath: 'children[email].data', code: 'invalid_mail' }),
        expect.objectContaining({ propertyPath: 'children[repeatPassword].data', code: 'not_equal' }),
      ]),
    );
  });

  it('reports a missing nested field as required at children[mobilePhone].children[number].data', async () => {
    const res = await t.call('POST', REGISTER, {
      body: { ...registrationBody(), mobilePhone: { number: '' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'children[mobilePhone].children[number].data' }),
      ]),
    );
  });

  async function registerExpecting(overrides: Parameters<typeof registrationBody>[0]) {
    const body = registrationBody(overrides);
    const smsCode = await registrationCode(t, body.mobilePhone.number);
    t.clock.advance(61_000);
    return t.call('POST', REGISTER, { body: { ...body, smsCode } });
  }

  it.each([
    ['a CURP with a wrong check digit', { nationalIdentificator: WRONG_CHECK_DIGIT_CURP }],
    ['a CURP that disagrees with the birth date', { birthDate: '1990-05-15' }],
  ])('refuses %s as invalid_identificator', async (_name, overrides) => {
    const res = await registerExpecting(overrides);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_identificator');
    expect(res.body.errors?.[0]?.propertyPath).toBe('children[nationalIdentificator].data');
  });

  it('refuses a minor as under_age', async () => {
    const minor = curp('PEGJ100514HDFRRNA');
    const res = await registerExpecting({ nationalIdentificator: minor, birthDate: '2010-05-14' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('under_age');
    expect(res.body.errors?.[0]?.propertyPath).toBe('children[birthDate].data');
  });

  it('refuses a common password', async () => {
    const res = await registerExpecting({ password: 'qwerty', repeatPassword: 'qwerty' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'common_password',
      errors: [{ propertyPath: 'children[password].data' }],
    });
  });

  it('refuses an e-mail, phone or CURP that another client has, as not_unique', async () => {
    const first = await registerClient(t, {
      nationalIdentificator: curp('MALR850101MDFRRS0'),
      birthDate: '1985-01-01',
    });
    const sameEmail = await registerExpecting({
      email: first.body.email,
      nationalIdentificator: curp('MALR850102MDFRRS0'),
      birthDate: '1985-01-02',
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body).toMatchObject({
      code: 'not_unique',
      errors: [{ propertyPath: 'children[email].data' }],
    });

    const sameCurp = await registerExpecting({
      nationalIdentificator: first.body.nationalIdentificator,
      birthDate: '1985-01-01',
    });
    expect(sameCurp.body).toMatchObject({
      code: 'not_unique',
      errors: [{ propertyPath: 'children[nationalIdentificator].data' }],
    });
  });

  it('refuses a wrong, an expired and an exhausted code', async () => {
    const body = registrationBody({
      nationalIdentificator: curp('ROLA800202HDFRRS0'),
      birthDate: '1980-02-02',
    });
    const code = await registrationCode(t, body.mobilePhone.number);
    const wrong = code === '999' ? '998' : '999';
    const bad = await t.call('POST', REGISTER, { body: { ...body, smsCode: wrong } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'code_invalid',
      errors: [{ propertyPath: 'children[smsCode].data' }],
    });
    for (let i = 0; i < 3; i++) await t.call('POST', REGISTER, { body: { ...body, smsCode: wrong } });
    const fifth = await t.call('POST', REGISTER, { body: { ...body, smsCode: wrong } });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('code_attempts_exceeded');
    // Dead after five wrong tries: even the right code no longer works.
    const right = await t.call('POST', REGISTER, { body: { ...body, smsCode: code } });
    expect(right.body.code).toBe('code_attempts_exceeded');

    t.clock.advance(61_000);
    const fresh = await registrationCode(t, body.mobilePhone.number);
    t.clock.advance(10 * 60_000 + 1000);
    const expired = await t.call('POST', REGISTER, { body: { ...body, smsCode: fresh } });
    expect(expired.body.code).toBe('code_expired');
  });
});

describe('GET /web/public/client/check/{key}/{value}', () => {
  it('says whether an e-mail, phone or CURP is free', async () => {
    const { body } = await registerClient(t, {
      nationalIdentificator: curp('LOPM700404HDFPRR0'),
      birthDate: '1970-04-04',
    });
    const taken = await t.call('GET', `/web/public/client/check/email/${encodeURIComponent(body.email)}`);
    expect(taken.body).toEqual({ success: true, data: { unique: false } });
    const phone = await t.call('GET', `/web/public/client/check/phone/${body.mobilePhone.number}`);
    expect(phone.body.data).toEqual({ unique: false });
    const curpTaken = await t.call(
      'GET',
      `/web/public/client/check/nationalIdentificator/${body.nationalIdentificator}`,
    );
    expect(curpTaken.body.data).toEqual({ unique: false });
    const free = await t.call('GET', '/web/public/client/check/email/nobody@example.com');
    expect(free.body.data).toEqual({ unique: true });
  });

  it('refuses a malformed value with its rule code', async () => {
    const res = await t.call('GET', '/web/public/client/check/email/not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({
      propertyPath: 'children[value].data',
      code: 'invalid_mail',
    });
  });

  it('limits checks per caller address and minute (rate_limited, Retry-After)', async () => {
    const app = createApp({ core: t.core, trustProxy: true });
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    await writeLimits(t.core.db, { uniquenessChecksPerMinute: 2 });
    try {
      for (let i = 0; i < 2; i++) {
        expect(
          (await call(app, 'GET', '/web/public/client/check/email/a@example.com', { headers })).status,
        ).toBe(200);
      }
      const limited = await call(app, 'GET', '/web/public/client/check/email/a@example.com', { headers });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const otherCaller = await call(app, 'GET', '/web/public/client/check/email/a@example.com', {
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(otherCaller.status).toBe(200);
    } finally {
      await writeLimits(t.core.db, { uniquenessChecksPerMinute: 30 });
    }
  });

  it('never writes the checked value to the log', async () => {
    const phone = nextPhone();
    await t.call('GET', `/web/public/client/check/phone/${phone}`);
    expect(JSON.stringify(t.logger.lines)).not.toContain(phone);
  });
});

describe('POST /web/public/client/phone/sms-code (and -ts)', () => {
  it('sends a 3-digit code to the outbox, valid for 10 minutes', async () => {
    const phone = nextPhone();
    const res = await t.call('POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ expiresIn: 600, resendIn: 60 });
    expect(await lastCodeSentTo(t, phone)).toMatch(/^\d{3}$/);
  });

  it('the -ts variant behaves the same', async () => {
    const phone = nextPhone();
    const res = await t.call('POST', '/web/public/client/phone/sms-code-ts', {
      body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    expect(res.status).toBe(200);
    expect(await lastCodeSentTo(t, phone)).toMatch(/^\d{3}$/);
  });

  it('refuses a resend within the cooldown with already_sent_in_last_minutes and Retry-After', async () => {
    const phone = nextPhone();
    await t.call('POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    t.clock.advance(20_000);
    const res = await t.call('POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('already_sent_in_last_minutes');
    expect(res.headers.get('retry-after')).toBe('40');
  });

  it('refuses more than the daily cap per phone with request_count_by_day_exceed', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      const ok = await t.call('POST', '/web/public/client/phone/sms-code', {
        body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
      });
      expect(ok.status).toBe(200);
      t.clock.advance(61_000);
    }
    const res = await t.call('POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('request_count_by_day_exceed');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers a registered phone like a new one; its owner gets a notice, not a code (issue 10.8)', async () => {
    const { body } = await registerClient(t, {
      nationalIdentificator: curp('HEMA650505MDFRRN0'),
      birthDate: '1965-05-05',
    });
    t.clock.advance(61_000);
    const fresh = await t.call('POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: { number: nextPhone() }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    const taken = await t.call('POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: body.mobilePhone, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    const [notice] = await t.core.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipientHash, t.core.pii.hash('phone', `+52${body.mobilePhone.number}`)))
      .orderBy(desc(schema.outbox.id))
      .limit(1);
    expect(notice?.body).toContain('Alguien intentó registrarse con tu número');
    expect(notice?.body).not.toMatch(/\d{3}/);
    // Registering with that phone and any code says the code is wrong, not that the phone is taken.
    const again = await t.call('POST', '/web/public/client', {
      body: registrationBody({
        mobilePhone: body.mobilePhone,
        smsCode: '123',
        nationalIdentificator: curp('NUEV800101HDFRRN0'),
        birthDate: '1980-01-01',
      }),
    });
    expect(again.body.code).toBe('code_invalid');
  });

  it('answers a recovery code to an unknown phone like to a known one, and sends nothing (issue 10.8)', async () => {
    const { body } = await registerClient(t, {
      nationalIdentificator: curp('REMA700707HDFRRN0'),
      birthDate: '1970-07-07',
    });
    t.clock.advance(61_000);
    const known = await t.call('POST', '/web/public/client/phone/sms-code', {
      body: {
        mobilePhone: body.mobilePhone,
        purpose: 'recover_password',
        captchaToken: SANDBOX_CAPTCHA_TOKEN,
      },
    });
    const phone = nextPhone();
    const unknown = await t.call('POST', '/web/public/client/phone/sms-code', {
      body: {
        mobilePhone: { number: phone },
        purpose: 'recover_password',
        captchaToken: SANDBOX_CAPTCHA_TOKEN,
      },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await expect(lastCodeSentTo(t, phone)).rejects.toThrow();
    // The cooldown holds for the unknown phone too, so a resend cannot tell them apart either.
    const resend = await t.call('POST', '/web/public/client/phone/sms-code', {
      body: {
        mobilePhone: { number: phone },
        purpose: 'recover_password',
        captchaToken: SANDBOX_CAPTCHA_TOKEN,
      },
    });
    expect(resend.body.code).toBe('already_sent_in_last_minutes');
  });
});

describe('POST /web/public/client/email/send-code', () => {
  it('sends a code by e-mail to the outbox', async () => {
    const res = await t.call('POST', '/web/public/client/email/send-code', {
      body: { email: 'Ana@Example.com', captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    expect(res.status).toBe(200);
    expect(await lastCodeSentTo(t, 'ana@example.com')).toMatch(/^\d{6}$/);
  });

  it('refuses an invalid address', async () => {
    const res = await t.call('POST', '/web/public/client/email/send-code', { body: { email: 'ana@' } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({
      propertyPath: 'children[email].data',
      code: 'invalid_mail',
    });
  });
});

describe('POST /web/public/client/document', () => {
  it('returns the anonymous terms as a PDF when no id is given', async () => {
    const res = await t.call('POST', '/web/public/client/document', { body: { financeType: 'stl' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'terms_and_conditions_anonymous',
      contentType: 'application/pdf',
    });
    expect(Buffer.from(res.body.data.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown document and 400 for another finance type', async () => {
    const unknown = await t.call('POST', '/web/public/client/document', {
      body: { financeType: 'stl', id: 'nope' },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.call('POST', '/web/public/client/document', { body: { financeType: 'mortgage' } });
    expect(bad.status).toBe(400);
  });
});

describe('GET /web/public/affiliate/leads/{id}', () => {
  it('returns a stored lead', async () => {
    await t.core.db.insert(schema.affiliateLeads).values({
      id: 'lead-42',
      partner: 'partner-a',
      code: 'PA1',
      campaign: 'spring',
      source: 'google',
      optionalParam: null,
    });
    const res = await t.call('GET', '/web/public/affiliate/leads/lead-42');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: 'lead-42',
      partner: 'partner-a',
      code: 'PA1',
      campaign: 'spring',
      source: 'google',
      optionalParam: null,
    });
  });

  it('answers 404 for an unknown lead', async () => {
    const res = await t.call('GET', '/web/public/affiliate/leads/unknown');
    expect(res.status).toBe(404);
  });
});
