// @vitest-environment node
import {
  CONTACT_WINDOW_DAYS,
  CONTACTS_PER_DAY_MAX,
  CONTACTS_PER_WEEK_MAX,
  PROMISE_DAYS_AHEAD_MAX,
  PROVISION_BUCKETS,
} from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import {
  BUCKETS,
  collectionRulesFromForm,
  RULE_BOUNDS,
  ratePercentText,
  ratesFromForm,
  ruleFieldWords,
  ruleFormField,
  WINDOW_DAYS,
} from './rules-form';

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};
const rates = (typed: Record<string, string> = {}) =>
  formOf({
    'rate-current': '2',
    'rate-1-7': '10',
    'rate-8-30': '25',
    'rate-31-60': '50',
    'rate-61-90': '75',
    'rate-90+': '100',
    ...typed,
  });
const rules = (typed: Record<string, string> = {}) =>
  formOf({
    'weekdays-from': '07:00',
    'weekdays-to': '22:00',
    'saturday-closed': 'on',
    'sunday-closed': 'on',
    'holidays-closed': 'on',
    contactsPerDay: '3',
    contactsPerWeek: '7',
    maxDaysAhead: '15',
    minAmount: '100',
    ...typed,
  });

describe('the rules forms (ADR 170)', () => {
  it('mirror the contracts: buckets, days and bounds', () => {
    expect(BUCKETS).toEqual(PROVISION_BUCKETS);
    expect(WINDOW_DAYS).toEqual(CONTACT_WINDOW_DAYS);
    expect(RULE_BOUNDS.contactsPerDay.max).toBe(CONTACTS_PER_DAY_MAX);
    expect(RULE_BOUNDS.contactsPerWeek.max).toBe(CONTACTS_PER_WEEK_MAX);
    expect(RULE_BOUNDS.maxDaysAhead.max).toBe(PROMISE_DAYS_AHEAD_MAX);
  });

  it('reads percentages with two decimals as shares, and writes shares back as typed', () => {
    expect(ratesFromForm(rates({ 'rate-current': '3.25' }))).toEqual({
      rates: { current: 0.0325, '1-7': 0.1, '8-30': 0.25, '31-60': 0.5, '61-90': 0.75, '90+': 1 },
    });
    expect(ratePercentText(0.0325)).toBe('3.25');
    expect(ratePercentText(1)).toBe('100');
    expect(ratePercentText(0.07)).toBe('7');
  });

  it.each([['101'], ['3.255'], ['-1'], ['tres'], ['']])('refuses the rate %j beside its field', (typed) => {
    expect(ratesFromForm(rates({ 'rate-8-30': typed }))).toEqual({
      fields: { 'rate-8-30': 'backoffice:settings.rules.rateInvalid' },
    });
  });

  it('reads the rules: closed days as null, pesos as centavos', () => {
    expect(collectionRulesFromForm(rules({ minAmount: '150.50' }))).toEqual({
      rules: {
        window: { weekdays: { from: '07:00', to: '22:00' }, saturday: null, sunday: null, holidays: null },
        contactsPerDay: 3,
        contactsPerWeek: 7,
        promise: { maxDaysAhead: 15, minAmountCentavos: 150_50 },
      },
    });
  });

  it.each([
    ['25.50', 25_50],
    ['3,219.24', 3219_24],
    ['0.01', 1],
    ['$3,219.24', 3219_24],
    ['3219', 3219_00],
  ])('reads the promise minimum %j as %i centavos, exactly', (typed, centavos) => {
    const read = collectionRulesFromForm(rules({ minAmount: typed }));
    expect('rules' in read && read.rules.promise.minAmountCentavos).toBe(centavos);
  });

  it.each([
    ['3219,24', 'backoffice:money.comma'],
    ['25.505', 'backoffice:money.decimals'],
    ['0.00', 'backoffice:settings.pesosInvalid'],
    ['cien', 'backoffice:settings.pesosInvalid'],
  ])('refuses the promise minimum %j with its own words', (typed, key) => {
    expect(collectionRulesFromForm(rules({ minAmount: typed }))).toEqual({ fields: { minAmount: key } });
  });

  it.each([
    [{ 'weekdays-from': '7:00' }, { 'weekdays-from': 'backoffice:settings.rules.hoursInvalid' }],
    [
      { 'weekdays-from': '22:00', 'weekdays-to': '07:00' },
      { 'weekdays-to': 'backoffice:settings.rules.hoursOrder' },
    ],
    [{ 'weekdays-to': '24:30' }, { 'weekdays-to': 'backoffice:settings.rules.hoursInvalid' }],
    [
      { contactsPerDay: '21', contactsPerWeek: '30' },
      { contactsPerDay: 'backoffice:settings.rules.countInvalid' },
    ],
    [
      { contactsPerDay: '5', contactsPerWeek: '4' },
      { contactsPerWeek: 'backoffice:settings.rules.weekBelowDay' },
    ],
    [{ maxDaysAhead: '0' }, { maxDaysAhead: 'backoffice:settings.rules.countInvalid' }],
    [{ minAmount: '0' }, { minAmount: 'backoffice:settings.pesosInvalid' }],
  ])('refuses %j beside its field', (typed, fields) => {
    expect(collectionRulesFromForm(rules(typed))).toEqual({ fields });
  });

  it("maps the API's fields to the form's", () => {
    expect(ruleFormField('rates.90+')).toBe('rate-90+');
    expect(ruleFormField('rules.window.saturday.to')).toBe('saturday-to');
    expect(ruleFormField('rules.promise.minAmountCentavos')).toBe('minAmount');
  });

  it('says the legal hours when the API refuses hours wider than the law (ADR 372)', () => {
    expect(ruleFieldWords('rules.window.weekdays.from', 'invalid_value')).toBe(
      'backoffice:settings.rules.hoursOutsideLaw',
    );
    expect(ruleFieldWords('rules.window.holidays.from', 'invalid_value')).toBe(
      'backoffice:settings.rules.hoursOutsideLaw',
    );
    expect(ruleFieldWords('rules.window.weekdays.to', 'custom')).toBe('backoffice:settings.rules.hoursOrder');
    expect(ruleFieldWords('rules.window.weekdays.to', 'invalid_string')).toBe(
      'backoffice:settings.rules.hoursInvalid',
    );
  });
});
