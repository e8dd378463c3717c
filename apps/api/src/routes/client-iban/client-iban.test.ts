import { makeClabe } from '@lender/clabe';
import { writeEnabledBankCodes } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curp, registerClient } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (
    await registerClient(t, { nationalIdentificator: curp('IBAN750101HDFRRS0'), birthDate: '1975-01-01' })
  ).token;
});
afterAll(() => t.close());

const PATH = '/web/private/client/iban/validate';
const BANAMEX = '002010077777777771';

describe('PUT /web/private/client/iban/validate', () => {
  it('accepts a CLABE of an enabled bank and names the bank', async () => {
    const res = await t.call('PUT', PATH, { token, body: { iban: BANAMEX } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ valid: true, bankCode: '002', bankName: 'BANAMEX', bankEnabled: true });
  });

  it('answers valid: false for a well-formed CLABE of a bank outside the enabled list', async () => {
    const clabe = makeClabe('006', '010', '00000000001');
    const res = await t.call('PUT', PATH, { token, body: { iban: clabe } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ valid: false, bankCode: '006', bankEnabled: false });
  });

  it('follows the enabled list in settings', async () => {
    await writeEnabledBankCodes(t.core.db, ['012']);
    const res = await t.call('PUT', PATH, { token, body: { iban: BANAMEX } });
    expect(res.body.data).toMatchObject({ valid: false, bankEnabled: false });
    await writeEnabledBankCodes(t.core.db, ['002', '012']);
    expect((await t.call('PUT', PATH, { token, body: { iban: BANAMEX } })).body.data.valid).toBe(true);
  });

  it.each([
    [
      'a wrong check digit',
      '002010077777777772',
      'clabe_invalid_checksum',
      'Invalid checksum, last digit should be: 1',
    ],
    [
      'an unknown bank code',
      makeClabe('999', '010', '00000000001'),
      'clabe_invalid_bank_code',
      'Invalid bank code: 999',
    ],
    ['17 digits', '00201007777777777', 'clabe_invalid_length', undefined],
    ['letters', '00201007777777777A', 'clabe_not_numeric', undefined],
  ])('answers 400 for %s with the spec code and text', async (_name, iban, code, message) => {
    const res = await t.call('PUT', PATH, { token, body: { iban } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ code, propertyPath: 'children[iban].data' });
    if (message) expect(res.body.errors?.[0]?.message).toBe(message);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('PUT', PATH, { body: { iban: BANAMEX } })).status).toBe(401);
  });
});
