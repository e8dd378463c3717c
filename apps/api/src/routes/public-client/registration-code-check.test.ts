import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curp, registrationBody, registrationCode } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 37 trap 6: the registration code is checked on its own step, before the details form, and
// the check does not charge the borrower twice for the right code.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHECK = '/web/public/client/phone/sms-code/check';
const wrongOf = (code: string, n: number) => String((Number(code) + n) % 1000).padStart(3, '0');

describe('POST /web/public/client/phone/sms-code/check', () => {
  it('refuses a wrong code on the smsCode field and accepts the right one without using it up', async () => {
    const body = registrationBody();
    const phone = body.mobilePhone.number;
    const code = await registrationCode(t, phone);
    const wrong = await t.call('POST', CHECK, {
      body: { mobilePhone: { number: phone }, smsCode: wrongOf(code, 1) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('code_invalid');
    expect(wrong.body.errors).toEqual([expect.objectContaining({ propertyPath: 'children[smsCode].data' })]);
    const right = await t.call('POST', CHECK, { body: { mobilePhone: { number: phone }, smsCode: code } });
    expect(right.status).toBe(200);
    expect(right.body.data.expiresIn).toBeGreaterThan(500);
    // Checked again (a reload of the step) and then used by the registration: still good.
    expect(
      (await t.call('POST', CHECK, { body: { mobilePhone: { number: phone }, smsCode: code } })).status,
    ).toBe(200);
    const registered = await t.call('POST', '/web/public/client', { body: { ...body, smsCode: code } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  });

  it('charges only wrong guesses: four wrong, then the right code checked and registered', async () => {
    const body = registrationBody({
      nationalIdentificator: curp('MALR850103MDFRRS0'),
      birthDate: '1985-01-03',
    });
    const phone = body.mobilePhone.number;
    const code = await registrationCode(t, phone);
    for (let n = 1; n <= 4; n += 1) {
      const res = await t.call('POST', CHECK, {
        body: { mobilePhone: { number: phone }, smsCode: wrongOf(code, n) },
      });
      expect(res.body.code).toBe('code_invalid');
    }
    expect(
      (await t.call('POST', CHECK, { body: { mobilePhone: { number: phone }, smsCode: code } })).status,
    ).toBe(200);
    const registered = await t.call('POST', '/web/public/client', { body: { ...body, smsCode: code } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  });

  it('the fifth wrong guess kills the code for the check and the registration alike', async () => {
    const body = registrationBody({
      nationalIdentificator: curp('MALR850104MDFRRS0'),
      birthDate: '1985-01-04',
    });
    const phone = body.mobilePhone.number;
    const code = await registrationCode(t, phone);
    const codes: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const res = await t.call('POST', CHECK, {
        body: { mobilePhone: { number: phone }, smsCode: wrongOf(code, n) },
      });
      codes.push(String(res.body.code));
    }
    expect(codes).toEqual([
      'code_invalid',
      'code_invalid',
      'code_invalid',
      'code_invalid',
      'code_attempts_exceeded',
    ]);
    const registered = await t.call('POST', '/web/public/client', { body: { ...body, smsCode: code } });
    expect(registered.body.code).toBe('code_attempts_exceeded');
  });
});
