// Registry round trip, ESM: run in a fresh project that installed @lender/i18n (and i18next 23).
import assert from 'node:assert/strict';
import {
  errorMessageKey,
  formatCat,
  formatClabe,
  formatDate,
  formatDueIn,
  formatMoney,
  formatPhone,
  loadNamespace,
  NAMESPACES,
  toApiDate,
} from '@lender/i18n';
import { en } from '@lender/i18n/en';
import { calculator } from '@lender/i18n/es-MX';
import { createI18n, createTranslator } from '@lender/i18n/i18next';
import { resources } from '@lender/i18n/resources';

assert.equal(formatMoney(123456), '$1,234.56');
assert.equal(formatMoney(150000), '$1,500.00');
assert.equal(formatCat(57.36), '57.4% sin IVA');
assert.equal(formatDate(new Date('2026-03-22T05:30:00Z')), '21.03.2026');
assert.equal(toApiDate(new Date('2026-03-22T05:30:00Z')), '2026-03-21');
assert.equal(formatDueIn('2026-03-24', '2026-03-21'), 'vence en 3 días');
assert.equal(formatPhone('5512345678'), '+52 (55) 1234-5678');
assert.equal(formatClabe('002010077777777771'), '002 010 07777777777 1');
assert.equal(calculator.button.apply, 'Solicitar ahora');
assert.equal(en.backoffice.nav.clients, 'Clients');
assert.ok(NAMESPACES.every((ns) => ns in resources['es-MX']));
assert.equal((await loadNamespace('es-MX', 'loan'))?.title, 'Mi préstamo');

const t = createTranslator();
assert.equal(t('common:units.days', { count: 1_000_000 }), '1000000 de días');
assert.equal(t(errorMessageKey('code_expired')), 'El código ya venció. Pide uno nuevo.');
assert.equal(createI18n({ lng: 'en' }).t('backoffice:nav.loans'), 'Loans');

console.log('@lender/i18n ESM consumer: ok');
