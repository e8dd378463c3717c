import { describe, expect, it } from 'vitest';
import { violationsFromZodError } from '../envelope.js';
import { PublicDocumentRequestSchema } from './documents.js';
import { ClientLoginRequestSchema, UserLoginRequestSchema } from './login.js';
import {
  ClientCheckParamsSchema,
  ClientRegistrationRequestSchema,
  fullNameOf,
  NAME_FIELDS,
  PublicSmsCodeRequestSchema,
  personNameOf,
  RecoverPasswordRequestSchema,
} from './registration.js';

const valid = {
  firstName: 'María José',
  lastName: 'López',
  secondLastName: 'Pérez',
  birthDate: '1990-05-01',
  nationalIdentificator: 'LOPM900501MDFPRR05',
  email: 'maria@example.com',
  mobilePhone: { number: '5512345678' },
  smsCode: '123',
  password: 'secreto1',
  repeatPassword: 'secreto1',
  language: 'es',
  consents: { termsAndConditions: true, privacyNotice: true, creditBureau: true },
  affiliate: { partner: 'acme', campaign: 'nov' },
};

function fieldErrors(body: unknown): Record<string, string> {
  const result = ClientRegistrationRequestSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(violationsFromZodError(result.error, body).map((v) => [v.propertyPath, v.code]));
}

describe('POST /web/public/client body (spec §5 rules)', () => {
  it('accepts a complete registration and defaults marketing consent to false', () => {
    const parsed = ClientRegistrationRequestSchema.parse(valid);
    expect(parsed.consents.marketing).toBe(false);
    expect(parsed.nationalIdentificator).toBe('LOPM900501MDFPRR05');
  });

  it.each([
    ['firstName', 'M', 'children[firstName].data', 'too_short'],
    ['lastName', '', 'children[lastName].data', 'required'],
    ['middleName', 'J', 'children[middleName].data', 'too_short'],
    ['nationalIdentificator', 'LOPM900501', 'children[nationalIdentificator].data', 'invalid_identificator'],
    ['email', 'maria@', 'children[email].data', 'invalid_mail'],
    ['mobilePhone', { number: '551234567' }, 'children[mobilePhone].children[number].data', 'invalid_format'],
    ['smsCode', '12', 'children[smsCode].data', 'invalid_format'],
    ['password', 'abc', 'children[password].data', 'too_short'],
    ['language', 'en', 'children[language].data', 'invalid_value'],
    ['birthDate', '1990-02-30', 'children[birthDate].data', 'invalid_format'],
    [
      'consents',
      { termsAndConditions: false, privacyNotice: true, creditBureau: true },
      'children[consents].children[termsAndConditions].data',
      'invalid_value',
    ],
  ])('rejects %s = %j at %s with %s', (field, value, path, code) => {
    const body = { ...valid, [field]: value, ...(field === 'password' ? { repeatPassword: value } : {}) };
    expect(fieldErrors(body)).toEqual({ [path]: code });
  });

  it('rejects a repeat that differs from the password', () => {
    expect(fieldErrors({ ...valid, repeatPassword: 'otro1234' })).toEqual({
      'children[repeatPassword].data': 'not_equal',
    });
  });

  it('reports every missing required field', () => {
    expect(Object.keys(fieldErrors({})).sort()).toEqual(
      [
        'birthDate',
        'consents',
        'email',
        'firstName',
        'language',
        'lastName',
        'mobilePhone',
        'nationalIdentificator',
        'password',
        'repeatPassword',
        'smsCode',
      ].map((field) => `children[${field}].data`),
    );
  });
});

describe('other public bodies', () => {
  it.each([
    [{ key: 'email', value: 'a@b.mx' }, true],
    [{ key: 'email', value: 'nope' }, false],
    [{ key: 'phone', value: '5512345678' }, true],
    [{ key: 'phone', value: '55' }, false],
    [{ key: 'nationalIdentificator', value: 'lopm900501mdfprr05' }, true],
    [{ key: 'nationalIdentificator', value: 'XYZ' }, false],
    [{ key: 'rfc', value: 'anything' }, false],
  ])('check %j valid: %s', (params, ok) => {
    expect(ClientCheckParamsSchema.safeParse(params).success).toBe(ok);
  });

  it('sends registration codes by default', () => {
    expect(PublicSmsCodeRequestSchema.parse({ mobilePhone: { number: '5512345678' } }).purpose).toBe(
      'registration',
    );
  });

  it('recovers a password only with a matching repeat', () => {
    const body = {
      mobilePhone: { number: '5512345678' },
      smsCode: '123',
      password: 'nuevo1',
      repeatPassword: 'nuevo1',
    };
    expect(RecoverPasswordRequestSchema.safeParse(body).success).toBe(true);
    expect(RecoverPasswordRequestSchema.safeParse({ ...body, repeatPassword: 'x' }).success).toBe(false);
  });

  it('defaults the public document to the anonymous terms', () => {
    expect(PublicDocumentRequestSchema.parse({ financeType: 'stl' })).toEqual({
      financeType: 'stl',
      id: 'terms_and_conditions_anonymous',
    });
    expect(PublicDocumentRequestSchema.safeParse({ financeType: 'pdl' }).success).toBe(false);
  });

  it.each([
    [{ username: 'maria@example.com', password: 'x' }, true],
    [{ username: '5512345678', password: 'x' }, true],
    [{ username: 'maria', password: 'x' }, false],
    [{ username: 'maria@example.com', password: '' }, false],
  ])('client login %j valid: %s', (body, ok) => {
    expect(ClientLoginRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ username: 'admin@example.com', password: 'x' }, true],
    [{ totp: '123456' }, true],
    [{ totp: '12345' }, false],
    [{}, false],
  ])('user login step %j valid: %s', (body, ok) => {
    expect(UserLoginRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('NAME_FIELDS, the parts of a name declared once', () => {
  it('are fields of the registration, the profile and the personal-data update, required as declared', async () => {
    const { ClientProfileSchema, UpdateClientRequestSchema } = await import('../client/profile.js');
    for (const schema of [ClientRegistrationRequestSchema, ClientProfileSchema, UpdateClientRequestSchema]) {
      const shape =
        (schema as unknown as { shape?: Record<string, unknown> }).shape ??
        (schema as unknown as { _zod: { def: { shape: Record<string, unknown> } } })._zod.def.shape;
      for (const field of NAME_FIELDS) expect(Object.keys(shape)).toContain(field.name);
    }
    for (const field of NAME_FIELDS) {
      const body = { ...valid, [field.name]: undefined };
      const parsed = ClientRegistrationRequestSchema.safeParse(body);
      expect(parsed.success, field.name).toBe(!field.required);
    }
  });

  it('write the full name in their order, missing parts left out', () => {
    expect(
      fullNameOf({ firstName: 'Ana', middleName: null, lastName: 'López', secondLastName: 'Ruiz' }),
    ).toBe('Ana López Ruiz');
    expect(fullNameOf({})).toBe('');
  });

  it('read the name as a CURP and an RFC do: given names, first surname, second surname', () => {
    expect(
      personNameOf({ firstName: 'María', middleName: 'José', lastName: 'de la Cruz', secondLastName: '' }),
    ).toEqual({ givenNames: 'María José', firstSurname: 'de la Cruz', secondSurname: null });
    expect(personNameOf({ firstName: 'Ana', lastName: 'López', secondLastName: 'Ruiz' })).toEqual({
      givenNames: 'Ana',
      firstSurname: 'López',
      secondSurname: 'Ruiz',
    });
  });
});
