// Registry round trip, CommonJS: run in a fresh project that installed @lender/i18n (and i18next 23).
const assert = require('node:assert/strict');
const {
  errorMessageKey,
  formatCat,
  formatDate,
  formatMoney,
  formatPhone,
  loadNamespace,
} = require('@lender/i18n');
const { en } = require('@lender/i18n/en');
const { calculator } = require('@lender/i18n/es-MX');
const { createTranslator } = require('@lender/i18n/i18next');
const { resources } = require('@lender/i18n/resources');

assert.equal(formatMoney(-5050), '-$50.50');
assert.equal(formatMoney(150000, { cents: 'always' }), '$1,500.00');
assert.equal(formatCat(0), '0.0% sin IVA');
assert.equal(formatDate('2026-01-01'), '01.01.2026');
assert.equal(formatPhone('2221234567'), '+52 (222) 123-4567');
assert.equal(calculator.weekday.saturday, 'sábado');
assert.equal(en.errors.code.no_active_loan, 'The client has no active loan.');
assert.equal(resources.es, resources['es-MX']);

const t = createTranslator();
assert.equal(
  t('calculator:payDate.weekly', { date: '2025-02-01', weekday: 'saturday' }),
  'sábado 01.02.2025',
);
assert.equal(
  t(errorMessageKey('invalid_transition', 'admin'), { from: 'a', to: 'b' }),
  'La transición de a a b no está permitida.',
);

loadNamespace('en', 'backoffice').then((backoffice) => {
  assert.equal(backoffice.nav.audit, 'Audit');
  console.log('@lender/i18n CommonJS consumer: ok');
});
