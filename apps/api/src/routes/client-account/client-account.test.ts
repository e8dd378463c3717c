import { personRfc } from '@lender/clabe/names';
import { CLIENT_STATUS } from '@lender/contracts';
import { emailColumns } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  curp,
  lastCodeSentTo,
  nextPhone,
  ROMA_NORTE_ADDRESS,
  registerClient,
  SANDBOX_CAPTCHA_TOKEN,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const C = '/web/private/client';
let seq = 0;
/** A fresh registered client (own CURP, phone and e-mail). */
async function client() {
  seq += 1;
  const month = String(1 + Math.floor(seq / 28)).padStart(2, '0');
  const day = String(1 + (seq % 28)).padStart(2, '0');
  const registered = await registerClient(t, {
    nationalIdentificator: curp(`CLIE70${month}${day}HDFRRS0`),
    birthDate: `1970-${month}-${day}`,
  });
  const me = await t.call('GET', C, { token: registered.token });
  return { ...registered, id: me.body.data.id as number };
}

describe('auth of the private client API', () => {
  it('answers 401 without a token, with a bad token, and after logout', async () => {
    expect((await t.call('GET', C)).status).toBe(401);
    expect((await t.call('GET', C, { token: 'not.a.jwt' })).body.code).toBe('unauthorized');
    const { token } = await client();
    const out = await t.call('POST', `${C}/logout`, { token });
    expect(out.status).toBe(200);
    const after = await t.call('GET', C, { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('session_revoked');
  });

  it('logs a blocked client out at once with User is blocked.', async () => {
    const { token, id } = await client();
    await t.core.db
      .update(schema.clients)
      .set({ status: CLIENT_STATUS.blocked })
      .where(eq(schema.clients.id, id));
    const res = await t.call('GET', C, { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('User is blocked.');
    await t.core.db
      .update(schema.clients)
      .set({ status: CLIENT_STATUS.active })
      .where(eq(schema.clients.id, id));
    // The session was revoked when the block was seen: unblocking does not revive it.
    expect((await t.call('GET', C, { token })).body.code).toBe('session_revoked');
  });

  it('expires the token after its lifetime (15 min by default, longer than the 240 s refresh)', async () => {
    const { token } = await client();
    t.clock.advance(16 * 60_000);
    const res = await t.call('GET', C, { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_expired');
  });
});

describe('GET /web/private/client/token/refresh', () => {
  it('issues a new token in the body; the session stays the same', async () => {
    const { token } = await client();
    t.clock.advance(240_000);
    const res = await t.call('GET', `${C}/token/refresh`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      accountType: 'client',
      mfa: false,
      refreshIn: 240,
      expiresIn: 900,
    });
    const next = res.body.Authorization as string;
    expect(next).not.toBe(token);
    await t.call('POST', `${C}/logout`, { token: next });
    expect((await t.call('GET', C, { token })).status).toBe(401);
  });
});

describe('GET and PUT /web/private/client', () => {
  it('returns the §3 profile without personal identifiers in clear', async () => {
    const { token, body } = await client();
    const res = await t.call('GET', C, { token });
    expect(res.body.data).toMatchObject({
      email: body.email,
      firstName: 'Juan',
      lastName: 'Pérez',
      secondLastName: 'García',
      status: 1,
      clientType: 'first',
      language: 'mx',
      info: { mobilePhone: { number: body.mobilePhone.number } },
      availableLoanAmount: { amount: 0, currency: 'MXN' },
      hasActiveLoan: false,
      closedLoansCount: 0,
      hasNationalIdentificator: true,
      bankAccountMasked: null,
      fake: false,
    });
    expect(JSON.stringify(res.body)).not.toContain(body.nationalIdentificator);
  });

  it('updates names, salary cycle and pay date', async () => {
    const { token } = await client();
    const res = await t.call('PUT', C, {
      token,
      body: {
        firstName: 'Juana',
        salaryCycle: 'semi_monthly',
        payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Juana',
      salaryCycle: 'semi_monthly',
      payDate: { semiMonthlyPayDates: [15, 30] },
    });
  });

  it('refuses a birth date that makes the client a minor or disagrees with the CURP', async () => {
    const { token } = await client();
    const minor = await t.call('PUT', C, { token, body: { birthDate: '2015-01-01' } });
    expect(minor.body.code).toBe('under_age');
    const other = await t.call('PUT', C, { token, body: { birthDate: '1971-06-01' } });
    expect(other.body.code).toBe('invalid_identificator');
  });

  it('refuses invalid fields with property paths', async () => {
    const { token } = await client();
    const res = await t.call('PUT', C, { token, body: { firstName: 'J' } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.propertyPath).toBe('children[firstName].data');
  });

  it("keeps the client's RFC (issue 51), and refuses another person's with one violation of rfc per disagreement", async () => {
    const { token } = await client();
    const me = (await t.call('GET', C, { token })).body.data;
    const rfc = personRfc(
      { givenNames: 'Juan', firstSurname: 'Pérez', secondSurname: 'García' },
      me.birthDate,
    );
    const saved = await t.call('PUT', C, { token, body: { rfc: rfc.toLowerCase() } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.rfc).toBe(rfc);
    expect((await t.call('GET', C, { token })).body.data.rfc).toBe(rfc);

    const wrong = `PEGX${rfc.slice(4)}`;
    const refused = await t.call('PUT', C, { token, body: { rfc: wrong } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation_failed');
    expect(refused.body.errors?.[0]).toMatchObject({
      propertyPath: 'children[rfc].data',
      code: 'rfc_root_mismatch',
      params: { expected: 'PEGJ', actual: 'PEGX' },
    });
    expect((await t.call('PUT', C, { token, body: { rfc: null } })).body.data.rfc).toBeNull();
  });
});

describe('verificationCode and verification-digit', () => {
  it('are stable per client', async () => {
    const { token } = await client();
    const a = await t.call('GET', `${C}/verificationCode`, { token });
    const b = await t.call('GET', `${C}/verificationCode`, { token });
    expect(a.body.data.verificationCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(a.body.data).toEqual(b.body.data);
    const digit = await t.call('GET', `${C}/verification-digit`, { token });
    expect(digit.body.data.verificationDigit).toMatch(/^\d$/);
  });
});

describe('POST /web/private/client/change/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { token, body } = await client();
    const other = await t.call('POST', '/web/public/client/login', {
      body: { username: body.email, password: body.password },
    });
    const res = await t.call('POST', `${C}/change/password`, {
      token,
      body: { oldPassword: body.password, password: 'Cambio2026', repeatPassword: 'Cambio2026' },
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', C, { token })).status).toBe(200);
    expect((await t.call('GET', C, { token: other.body.Authorization })).status).toBe(401);
  });

  it.each([
    [
      'a wrong old password',
      { oldPassword: 'nope1234', password: 'Cambio2026', repeatPassword: 'Cambio2026' },
      'incorrect_old_password',
    ],
    ['a common password', { password: 'password1', repeatPassword: 'password1' }, 'common_password'],
    ['the same password', { password: 'Nube4242', repeatPassword: 'Nube4242' }, 'must_differ'],
    ['a different repeat', { password: 'Cambio2026', repeatPassword: 'Cambio2027' }, 'not_equal'],
  ])('refuses %s', async (_name, change, code) => {
    const { token } = await client();
    const res = await t.call('POST', `${C}/change/password`, {
      token,
      body: { oldPassword: 'Nube4242', ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.code === code || res.body.errors?.some((e) => e.code === code)).toBe(true);
  });
});

describe('phone: sms-code, verify, change', () => {
  it('verifies the own phone with a code (and the -ts variants)', async () => {
    const { token, body } = await client();
    const sent = await t.call('POST', `${C}/phone/sms-code`, { token, body: {} });
    expect(sent.status).toBe(200);
    const code = await lastCodeSentTo(t, body.mobilePhone.number);
    const wrong = await t.call('POST', `${C}/phone/verify`, {
      token,
      body: { smsCode: code === '000' ? '001' : '000' },
    });
    expect(wrong.body.code).toBe('code_invalid');
    const ok = await t.call('POST', `${C}/phone/verify`, { token, body: { smsCode: code } });
    expect(ok.body).toEqual({ success: true, data: { verified: true } });

    t.clock.advance(61_000);
    expect((await t.call('POST', `${C}/phone/sms-code-ts`, { token, body: {} })).status).toBe(200);
    const again = await lastCodeSentTo(t, body.mobilePhone.number);
    expect((await t.call('POST', `${C}/phone/verify-ts`, { token, body: { smsCode: again } })).status).toBe(
      200,
    );
  });

  it('limits codes: cooldown and daily cap', async () => {
    const { token } = await client();
    expect((await t.call('POST', `${C}/phone/sms-code`, { token, body: {} })).status).toBe(200);
    const soon = await t.call('POST', `${C}/phone/sms-code`, { token, body: {} });
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('already_sent_in_last_minutes');
  });

  it('changes the phone to a new one proven by a code sent to it', async () => {
    const { token, body } = await client();
    const phone = nextPhone();
    const same = await t.call('POST', `${C}/phone/sms-code`, {
      token,
      body: { mobilePhone: body.mobilePhone, purpose: 'change_phone' },
    });
    expect(same.body.code).toBe('must_differ');
    expect(
      (
        await t.call('POST', `${C}/phone/sms-code`, {
          token,
          body: { mobilePhone: { number: phone }, purpose: 'change_phone' },
        })
      ).status,
    ).toBe(200);
    const code = await lastCodeSentTo(t, phone);
    const res = await t.call('PUT', `${C}/change/phone`, {
      token,
      body: { mobilePhone: { number: phone }, smsCode: code },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.info.mobilePhone.number).toBe(phone);
  });

  it("refuses another client's phone as not_unique", async () => {
    const a = await client();
    const b = await client();
    const res = await t.call('PUT', `${C}/change/phone`, {
      token: a.token,
      body: { mobilePhone: b.body.mobilePhone, smsCode: '123' },
    });
    expect(res.body.code).toBe('not_unique');
  });
});

describe('PUT /web/private/client/change/email', () => {
  it('changes to a new address; the same address must differ; a taken one is not unique', async () => {
    const a = await client();
    const b = await client();
    const same = await t.call('PUT', `${C}/change/email`, { token: a.token, body: { email: a.body.email } });
    expect(same.body).toMatchObject({
      code: 'must_differ',
      errors: [{ propertyPath: 'children[email].data' }],
    });
    const taken = await t.call('PUT', `${C}/change/email`, { token: a.token, body: { email: b.body.email } });
    expect(taken.body.code).toBe('not_unique');
    const bad = await t.call('PUT', `${C}/change/email`, { token: a.token, body: { email: 'x@' } });
    expect(bad.body.errors?.[0]?.code).toBe('invalid_mail');

    await t.call('POST', '/web/public/client/email/send-code', {
      body: { email: 'nueva@example.com', captchaToken: SANDBOX_CAPTCHA_TOKEN },
    });
    const code = await lastCodeSentTo(t, 'nueva@example.com');
    const res = await t.call('PUT', `${C}/change/email`, {
      token: a.token,
      body: { email: 'nueva@example.com', code },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'nueva@example.com', emailVerified: true });
  });
});

describe('PUT /web/private/client/save/nationalIdentificator', () => {
  it('saves a valid CURP of the same birth date, and refuses invalid, inconsistent or taken ones', async () => {
    const a = await client();
    const b = await client();
    const own = await t.call('PUT', `${C}/save/nationalIdentificator`, {
      token: a.token,
      body: { nationalIdentificator: a.body.nationalIdentificator },
    });
    expect(own.status).toBe(200);
    const taken = await t.call('PUT', `${C}/save/nationalIdentificator`, {
      token: a.token,
      body: { nationalIdentificator: b.body.nationalIdentificator },
    });
    expect(taken.body.code).toBe('invalid_identificator');
    const malformed = await t.call('PUT', `${C}/save/nationalIdentificator`, {
      token: a.token,
      body: { nationalIdentificator: 'ABC' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0]?.code).toBe('invalid_identificator');
  });

  it("refuses another client's CURP as not_unique", async () => {
    const a = await client();
    const me = await t.call('GET', C, { token: a.token });
    // A client without a CURP yet, born the same day (a back-office-created client, say).
    const [row] = await t.core.db
      .insert(schema.clients)
      .values({
        ...emailColumns(t.core.pii, 'sin-curp@example.com'),
        firstName: 'Sin',
        lastName: 'Curp',
        birthDate: me.body.data.birthDate,
        phoneEnc: t.core.pii.encrypt('+525599998888'),
        phoneHash: t.core.pii.hash('phone', '+525599998888'),
        passwordHash: 'x',
      })
      .returning({ id: schema.clients.id });
    const issued = await t.core.auth.issue({
      accountType: 'client',
      subjectId: row?.id as number,
      mfaPending: false,
    });
    const res = await t.call('PUT', `${C}/save/nationalIdentificator`, {
      token: issued.token,
      body: { nationalIdentificator: a.body.nationalIdentificator },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'not_unique',
      errors: [{ propertyPath: 'children[nationalIdentificator].data' }],
    });
  });
});

describe('POST /web/private/client/bank/saveAccountNumber', () => {
  it('saves a CLABE of an enabled bank and shows it masked', async () => {
    const { token } = await client();
    const res = await t.call('POST', `${C}/bank/saveAccountNumber`, {
      token,
      body: { accountNumber: '002010077777777771' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bankCode: '002', masked: '••••7771' });
    const me = await t.call('GET', C, { token });
    expect(me.body.data.bankAccountMasked).toBe('••••7771');
    const [row] = await t.core.db.select().from(schema.clients).where(eq(schema.clients.id, me.body.data.id));
    expect(row?.clabeEnc).not.toContain('002010077777777771');
  });

  it("refuses another client's CLABE with the spec's message", async () => {
    const a = await client();
    const b = await client();
    await t.call('POST', `${C}/bank/saveAccountNumber`, {
      token: a.token,
      body: { accountNumber: '012180012345678909' },
    });
    const res = await t.call('POST', `${C}/bank/saveAccountNumber`, {
      token: b.token,
      body: { accountNumber: '012180012345678909' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('CLABE is already registered to someone else!');
  });

  it.each([
    ['002010077777777772', 'Invalid checksum, last digit should be: 1'],
    ['006010012345678904', 'Bank not allowed: 006'],
  ])('refuses %s (%s)', async (clabe, message) => {
    const { token } = await client();
    const res = await t.call('POST', `${C}/bank/saveAccountNumber`, {
      token,
      body: { accountNumber: clabe },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(res.body.errors?.[0]?.propertyPath).toBe('children[accountNumber].data');
  });
});

describe('POST /web/private/client/additional/contact', () => {
  it('saves a relative, refusing a one-word name or the client’s own phone', async () => {
    const { token, body } = await client();
    const ok = await t.call('POST', `${C}/additional/contact`, {
      token,
      body: { fullName: 'María López', phone: '5587654321', relation: 'mother' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ fullName: 'María López', phone: '5587654321', relation: 'mother' });
    const oneWord = await t.call('POST', `${C}/additional/contact`, {
      token,
      body: { fullName: 'María', phone: '5587654321', relation: 'mother' },
    });
    expect(oneWord.status).toBe(400);
    expect(oneWord.body.errors?.[0]?.propertyPath).toBe('children[fullName].data');
    const own = await t.call('POST', `${C}/additional/contact`, {
      token,
      body: { fullName: 'María López', phone: body.mobilePhone.number, relation: 'mother' },
    });
    expect(own.body).toMatchObject({
      code: 'must_differ',
      errors: [{ propertyPath: 'children[phone].data' }],
    });
  });
});

describe('registration steps two to four', () => {
  it('store employment, address and reference and move the flow on', async () => {
    const { token, body, id } = await client();
    const two = await t.call('PUT', `${C}/complete-step-two`, {
      token,
      body: {
        employmentStatusKey: 'employed',
        companyName: 'Tortillería La Esperanza',
        monthlyIncome: 12000,
        salaryCycle: 'biweekly',
        payDate: { referenceDate: '2026-03-06', semiMonthlyPayDates: null, dateOfMonth: null },
      },
    });
    expect(two.status).toBe(200);
    expect(two.body.data).toMatchObject({ step: 'address', status: 'active', totalSteps: 100 });
    // The request's whole pesos are kept as centavos, like every amount in core (ADR 043).
    const [saved] = await t.core.db
      .select({ employment: schema.clients.employment })
      .from(schema.clients)
      .where(eq(schema.clients.id, id));
    expect(saved?.employment).toMatchObject({
      monthlyIncome: 1_200_000,
      companyName: 'Tortillería La Esperanza',
    });
    // Spec §5: the logged-in calculator's maximum is right once the income is declared, with no
    // separate `PUT yhat/limit` call; that call (at most every 12 h) then gives the same amount.
    const available = (await t.call('GET', C, { token })).body.data.availableLoanAmount;
    expect(available.amount).toBeGreaterThan(0);
    const limit = await t.call('PUT', `${C}/yhat/limit`, { token });
    expect(limit.body.data.availableLoanAmount).toEqual(available);
    const three = await t.call('PUT', `${C}/complete-step-three`, {
      token,
      body: ROMA_NORTE_ADDRESS,
    });
    expect(three.body.data.step).toBe('relative_info');
    const own = await t.call('PUT', `${C}/complete-step-four`, {
      token,
      body: { reference: { fullName: 'Pedro Ramírez', phone: body.mobilePhone.number, relation: 'friend' } },
    });
    expect(own.body.code).toBe('must_differ');
    const four = await t.call('PUT', `${C}/complete-step-four`, {
      token,
      body: { reference: { fullName: 'Pedro Ramírez', phone: '5511223344', relation: 'friend' } },
    });
    expect(four.body.data.step).toBe('new_client_created');
    const me = await t.call('GET', C, { token });
    expect(me.body.data).toMatchObject({ salaryCycle: 'biweekly' });
  });

  it('refuses invalid step data', async () => {
    const { token } = await client();
    const res = await t.call('PUT', `${C}/complete-step-two`, { token, body: { monthlyIncome: 0 } });
    expect(res.status).toBe(400);
  });

  it('accepts exactly the keys of the relationships catalogue in the reference step', async () => {
    const { token } = await client();
    const catalogue = await t.call('GET', '/web/public/classification/relationships');
    const keys = Object.keys(catalogue.body.data);
    expect(keys).toEqual(expect.arrayContaining(['father', 'mother', 'grandparent', 'uncle_aunt', 'cousin']));
    for (const relation of keys) {
      const res = await t.call('PUT', `${C}/complete-step-four`, {
        token,
        body: { reference: { fullName: 'Pedro Ramírez', phone: '5511223344', relation } },
      });
      expect(res.status, relation).toBe(200);
    }
    const other = await t.call('PUT', `${C}/complete-step-four`, {
      token,
      body: { reference: { fullName: 'Pedro Ramírez', phone: '5511223344', relation: 'parent' } },
    });
    expect(other.body.errors).toEqual([
      expect.objectContaining({ propertyPath: 'children[reference].children[relation].data' }),
    ]);
  });

  it('refuses an address the catalogue contradicts, field by field, and saves nothing', async () => {
    const { token, id } = await client();
    const address = { street: 'Calle Orizaba', exteriorNumber: '10' };
    // The bug report: colonia 999999999 with 06700 under Jalisco / Guadalajara.
    const wrong = await t.call('PUT', `${C}/complete-step-three`, {
      token,
      body: { ...address, postalCode: '06700', regionId: 14, cityId: 14039, wardId: 999_999_999 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('validation_failed');
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({ propertyPath: 'children[wardId].data', code: 'address_mismatch' }),
      expect.objectContaining({ propertyPath: 'children[cityId].data', code: 'address_mismatch' }),
      expect.objectContaining({ propertyPath: 'children[regionId].data', code: 'address_mismatch' }),
    ]);
    // A colonia of another postal code (San Ángel is 01000).
    const otherCode = await t.call('PUT', `${C}/complete-step-three`, {
      token,
      body: { ...address, postalCode: '06700', regionId: 9, cityId: 9015, wardId: 90100001 },
    });
    expect(otherCode.body.errors?.map((e) => e.propertyPath)).toEqual(['children[wardId].data']);
    const unknown = await t.call('PUT', `${C}/complete-step-three`, {
      token,
      body: { ...address, postalCode: '00001', regionId: 9, cityId: 9015, wardId: 90150947 },
    });
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ propertyPath: 'children[postalCode].data', code: 'postal_code_not_found' }),
    ]);
    const district = await t.call('PUT', `${C}/complete-step-three`, {
      token,
      body: {
        ...address,
        postalCode: '06700',
        regionId: 9,
        cityId: 9015,
        wardId: 90150947,
        districtId: 1000,
      },
    });
    expect(district.body.errors?.map((e) => e.propertyPath)).toEqual(['children[districtId].data']);
    const [row] = await t.core.db.select().from(schema.clients).where(eq(schema.clients.id, id));
    expect(row?.address).toBeNull();
    expect(row?.completedSteps).not.toContain(3);
  });

  it('stores the catalogue names of an address that agrees', async () => {
    const { token, id } = await client();
    const res = await t.call('PUT', `${C}/complete-step-three`, {
      token,
      body: {
        postalCode: '06700',
        regionId: 9,
        cityId: 9015,
        districtId: 6700,
        wardId: 90150947,
        street: 'Calle Orizaba',
        exteriorNumber: '10',
      },
    });
    expect(res.status).toBe(200);
    const [row] = await t.core.db.select().from(schema.clients).where(eq(schema.clients.id, id));
    expect(row?.address).toMatchObject({
      region: 'Ciudad de México',
      city: 'Cuauhtémoc',
      ward: 'Roma Norte',
      wardType: 'Colonia',
    });
  });
});

describe('geo and logger/metrics', () => {
  it('store what the browser reports', async () => {
    const { token, id } = await client();
    expect(
      (await t.call('POST', `${C}/geo`, { token, body: { latitude: 19.43, longitude: -99.13 } })).status,
    ).toBe(200);
    const bad = await t.call('POST', `${C}/geo`, { token, body: { latitude: 200, longitude: 0 } });
    expect(bad.status).toBe(400);
    const metrics = await t.call('POST', `${C}/logger/metrics`, {
      token,
      body: { metrics: [{ name: 'LCP', value: 1234 }] },
    });
    expect(metrics.status).toBe(200);
    const rows = await t.core.db.select().from(schema.clientGeo).where(eq(schema.clientGeo.clientId, id));
    expect(rows).toHaveLength(1);
    expect((await t.call('POST', `${C}/logger/metrics`, { token, body: { metrics: [] } })).status).toBe(400);
  });
});
