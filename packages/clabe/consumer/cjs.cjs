// Registry round trip, CommonJS: run in a fresh project that installed @lender/clabe from a registry.
const assert = require('node:assert/strict');
const { banks, clabeCheckDigit, formatClabe, makeClabe, validateClabe, withBanks } = require('@lender/clabe');
const { curpCheckDigit, normalizeCurp, validateCurp } = require('@lender/clabe/curp');
const { checkIdentity } = require('@lender/clabe/identity');
const { describePlaza, plazas } = require('@lender/clabe/plazas');
const { rfcCheckDigit, validateRfc } = require('@lender/clabe/rfc');

const valid = validateClabe('002 010 07777777777 1', { plazas });
assert.equal(valid.ok, true);
assert.equal(valid.bank.name, 'BANAMEX');
assert.equal(valid.city.name, 'Aguascalientes');
assert.deepEqual(validateClabe('002010077777777772'), {
  ok: false,
  error: 'checksum',
  message: 'Invalid checksum, last digit should be: 1',
  params: { expected: 1 },
});
assert.equal(validateClabe('002000000000000008', { city: 'lenient' }).city, null);
assert.equal(validateClabe('002010077777777771', { allowedBanks: ['012'] }).error, 'bank-not-allowed');
assert.equal(clabeCheckDigit('00201077777777777'), 0);
assert.equal(makeClabe(2, 10, 7777777777), '002010077777777771');
assert.equal(formatClabe('002010077777777771'), '002 010 07777777777 1');
assert.ok(banks.some((bank) => bank.code === '738' && !bank.legacy));
assert.equal(
  validateClabe(makeClabe(799, 180, 1), { banks: withBanks([{ code: '799', name: 'NEW' }]) }).ok,
  true,
);
assert.equal(describePlaza('180').name, 'Ciudad de México');

const curp = validateCurp('hegg560427mvzrrl04');
assert.equal(curp.ok, true);
assert.equal(curp.birthDate, '1956-04-27');
assert.deepEqual(curp.state, { code: 'VZ', name: 'Veracruz' });
assert.equal(validateCurp('PEGL890909MJCRMS09').error, 'checksum');
assert.equal(curpCheckDigit('HEGG560427MVZRRL0'), 4);
assert.equal(normalizeCurp(' hegg-560427 '), 'HEGG560427');

assert.equal(validateRfc('GODE561231GR8', { checkDigit: true }).kind, 'person');
assert.equal(validateRfc('XAXX010101000').generic, true);
assert.equal(rfcCheckDigit('MAB9307148T'), '4');

const emma = { givenNames: 'Emma', firstSurname: 'Gómez', secondSurname: 'Díaz', birthDate: '1956-12-31' };
assert.deepEqual(checkIdentity({ ...emma, rfc: 'GODE561231GR8' }), {
  ok: true,
  issues: [],
  expectedRfc: 'GODE561231GR8',
});
assert.equal(checkIdentity({ ...emma, rfc: 'GODE561230GR1' }).issues[0].code, 'rfc_birth_date_mismatch');

console.log('@lender/clabe CommonJS consumer: ok');
