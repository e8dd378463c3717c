import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { violationsFromZodError } from './envelope.js';
import {
  AlternatePhoneNumberSchema,
  CardNumberSchema,
  ClabeSchema,
  CompanyNameSchema,
  CurpSchema,
  EmailSchema,
  IncomeSchema,
  MiddleNameSchema,
  PasswordSchema,
  PersonNameSchema,
  PhoneNumberSchema,
  PostalCodeSchema,
  PromoCodeSchema,
  passesLuhn,
  RelativeFullNameSchema,
  SmsCodeSchema,
  storedLanguage,
  TotpCodeSchema,
} from './fields.js';

/** The first violation code a value gets, or 'ok'. */
function verdict(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) return 'ok';
  return violationsFromZodError(result.error, value)[0]?.code ?? 'unknown';
}

describe('names (spec §5: letters and accents, single spaces, 2..50)', () => {
  it.each([
    ['Ana', 'ok'],
    ['María José', 'ok'],
    ['Núñez', 'ok'],
    ['Güemes', 'ok'],
    ['  Luis  ', 'ok'],
    ['Al', 'ok'],
    ['A', 'too_short'],
    ['', 'required'],
    ['Ana  María', 'invalid_format'],
    ['Ana3', 'invalid_format'],
    ["O'Brien", 'invalid_format'],
    ['a'.repeat(50), 'ok'],
    ['a'.repeat(51), 'too_long'],
    [undefined, 'required'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(PersonNameSchema, value)).toBe(expected);
  });

  it('trims the surrounding spaces', () => {
    expect(PersonNameSchema.parse('  Luis ')).toBe('Luis');
  });
});

describe('middle name (spec §5: invalid if exactly 1 character)', () => {
  it.each([
    ['', 'ok'],
    ['Jo', 'ok'],
    ['J', 'too_short'],
    ['J3', 'too_short'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(MiddleNameSchema, value)).toBe(expected);
  });
});

describe('CURP (spec §5: 4 letters, 6 digits, 6 letters, 1 alphanumeric, 1 digit, uppercased)', () => {
  it.each([
    ['GODE561231HDFRRN09', 'ok'],
    ['gode561231hdfrrn09', 'ok'],
    ['BADD110313HCMLNS0A', 'invalid_identificator'],
    ['GODE561231HDFRRNA9', 'ok'],
    ['GODE561231HDFRRN0', 'invalid_identificator'],
    ['GODE561331HDFRRN09', 'invalid_identificator'],
    ['GODE560230HDFRRN09', 'invalid_identificator'],
    ['GOD1561231HDFRRN09', 'invalid_identificator'],
    ['GODE561231HDFRRN099', 'invalid_identificator'],
    ['', 'required'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(CurpSchema, value)).toBe(expected);
  });

  it('uppercases what the borrower typed', () => {
    expect(CurpSchema.parse(' gode561231hdfrrn09 ')).toBe('GODE561231HDFRRN09');
  });
});

describe('e-mail (spec §5 standard pattern; server code invalid_mail)', () => {
  it.each([
    ['cliente@example.com', 'ok'],
    ['a.b+c@sub.example.mx', 'ok'],
    ['no-at-sign', 'invalid_mail'],
    ['a@b', 'invalid_mail'],
    ['', 'required'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(EmailSchema, value)).toBe(expected);
  });
});

describe('phones (spec §5: exactly 10 digits; alternate under 8 invalid)', () => {
  it.each([
    ['5512345678', 'ok'],
    ['551234567', 'invalid_format'],
    ['55123456789', 'invalid_format'],
    ['+525512345678', 'invalid_format'],
    ['55-1234-5678', 'invalid_format'],
  ])('mobile %j → %s', (value, expected) => {
    expect(verdict(PhoneNumberSchema, value)).toBe(expected);
  });

  it.each([
    ['1234567', 'invalid_format'],
    ['12345678', 'ok'],
    ['5512345678', 'ok'],
    ['55123456789', 'invalid_format'],
  ])('alternate %j → %s', (value, expected) => {
    expect(verdict(AlternatePhoneNumberSchema, value)).toBe(expected);
  });
});

describe('codes (spec §5: SMS code 3 digits; TOTP 6 digits)', () => {
  it.each([
    ['123', 'ok'],
    ['12', 'invalid_format'],
    ['1234', 'invalid_format'],
    ['12a', 'invalid_format'],
  ])('SMS %j → %s', (value, expected) => {
    expect(verdict(SmsCodeSchema, value)).toBe(expected);
  });

  it.each([
    ['123456', 'ok'],
    ['12345', 'invalid_format'],
  ])('TOTP %j → %s', (value, expected) => {
    expect(verdict(TotpCodeSchema, value)).toBe(expected);
  });
});

describe('password (spec §5, §9: min 4, mask 24)', () => {
  it.each([
    ['abcd', 'ok'],
    ['abc', 'too_short'],
    ['a'.repeat(24), 'ok'],
    ['a'.repeat(25), 'too_long'],
    ['', 'required'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(PasswordSchema, value)).toBe(expected);
  });
});

describe('promo code, relative, company (spec §5)', () => {
  it.each([
    ['promo', PromoCodeSchema, 'A', 'too_short'],
    ['promo', PromoCodeSchema, 'AB', 'ok'],
    ['promo', PromoCodeSchema, 'A'.repeat(64), 'ok'],
    ['promo', PromoCodeSchema, 'A'.repeat(65), 'too_long'],
    ['relative', RelativeFullNameSchema, 'Ana', 'too_short'],
    ['relative', RelativeFullNameSchema, 'Ana López', 'ok'],
    ['relative', RelativeFullNameSchema, 'Ana María López Pérez', 'ok'],
    ['company', CompanyNameSchema, 'X', 'too_short'],
    ['company', CompanyNameSchema, 'XY', 'ok'],
  ] as const)('%s %j → %s', (_label, schema, value, expected) => {
    expect(verdict(schema, value)).toBe(expected);
  });
});

describe('bank card (spec §5: exactly 16 digits; Luhn)', () => {
  it.each([
    ['4111111111111111', 'ok'],
    ['4111111111111112', 'disbursement_number_invalid'],
    ['411111111111111', 'disbursement_number_invalid'],
    ['41111111111111111', 'disbursement_number_invalid'],
    ['4111-1111-1111-11', 'disbursement_number_invalid'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(CardNumberSchema, value)).toBe(expected);
  });

  it('Luhn accepts a number whose check digit was computed for it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }), (digits) => {
        const body = digits.join('');
        const check = [...Array(10).keys()].find((d) => passesLuhn(`${body}${d}`));
        expect(check).toBeDefined();
        expect([...Array(10).keys()].filter((d) => passesLuhn(`${body}${d}`))).toHaveLength(1);
      }),
    );
  });
});

describe('CLABE (spec §5, §8 texts via codes)', () => {
  it.each([
    ['002010077777777771', 'ok'],
    ['00201007777777777', 'clabe_invalid_length'],
    ['0020100777777777711', 'clabe_invalid_length'],
    ['00201007777777777A', 'clabe_not_numeric'],
  ])('%j → %s', (value, expected) => {
    expect(verdict(ClabeSchema, value)).toBe(expected);
  });
});

describe('income and postal code (spec §5 masks)', () => {
  it.each([
    ['income', IncomeSchema, 1, 'ok'],
    ['income', IncomeSchema, 999_999, 'ok'],
    ['income', IncomeSchema, 1_000_000, 'too_big'],
    ['income', IncomeSchema, 0, 'too_small'],
    ['income', IncomeSchema, 1.5, 'invalid_type'],
    ['postal code', PostalCodeSchema, '06700', 'ok'],
    ['postal code', PostalCodeSchema, '6700', 'invalid_format'],
  ] as const)('%s %j → %s', (_label, schema, value, expected) => {
    expect(verdict(schema, value)).toBe(expected);
  });
});

describe('language (spec §7: es stored as mx)', () => {
  it('maps es to mx', () => {
    expect(storedLanguage('es')).toBe('mx');
  });
});
