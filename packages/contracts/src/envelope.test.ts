import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  EnvelopeSchema,
  ErrorEnvelopeSchema,
  errorEnvelope,
  fieldNameFromPropertyPath,
  successEnvelope,
  toPropertyPath,
  violationsFromZodError,
} from './envelope.js';
import { MobilePhoneSchema, PersonNameSchema } from './fields.js';
import { ClientRegistrationRequestSchema } from './public/registration.js';

describe('EnvelopeSchema', () => {
  const schema = EnvelopeSchema(z.object({ unique: z.boolean() }));

  it('accepts the success wrapper with optional message, errors and Authorization', () => {
    expect(schema.parse({ success: true, data: { unique: true } })).toEqual({
      success: true,
      data: { unique: true },
    });
    expect(
      schema.parse({
        success: true,
        data: { unique: false },
        message: 'ok',
        errors: [],
        Authorization: 'jwt',
      }),
    ).toMatchObject({ Authorization: 'jwt' });
  });

  it('rejects a body whose data does not match', () => {
    expect(schema.safeParse({ success: true, data: { unique: 'yes' } }).success).toBe(false);
    expect(schema.safeParse({ data: { unique: true } }).success).toBe(false);
  });

  it('builds bodies that its own schemas accept', () => {
    expect(schema.parse(successEnvelope({ unique: true }))).toEqual({
      success: true,
      data: { unique: true },
    });
    const failure = errorEnvelope('clabe_invalid_checksum', { params: { expected: 7 } });
    expect(ErrorEnvelopeSchema.parse(failure)).toEqual({
      success: false,
      data: null,
      code: 'clabe_invalid_checksum',
      message: 'Invalid checksum, last digit should be: 7',
      params: { expected: 7 },
    });
  });
});

describe('property paths (architecture decision 7, spec §5)', () => {
  it.each([
    [['firstName'], 'children[firstName].data', 'firstName'],
    [['mobilePhone', 'number'], 'children[mobilePhone].children[number].data', 'mobilePhone.number'],
    [['reference', 'phone'], 'children[reference].children[phone].data', 'reference.phone'],
    [['metrics', 0, 'name'], 'children[metrics].children[0].children[name].data', 'metrics.0.name'],
    [[], '', ''],
  ])('%j ↔ %s ↔ %s', (path, propertyPath, field) => {
    expect(toPropertyPath(path)).toBe(propertyPath);
    expect(fieldNameFromPropertyPath(propertyPath)).toBe(field);
  });

  it('cleans the spec example children[firstName].data to firstName', () => {
    expect(fieldNameFromPropertyPath('children[firstName].data')).toBe('firstName');
  });

  it('round-trips any path of identifier-like segments', () => {
    const segment = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,10}$/).filter((s) => s !== 'data');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (path) => {
        expect(fieldNameFromPropertyPath(toPropertyPath(path))).toBe(path.join('.'));
      }),
    );
  });
});

describe('violationsFromZodError', () => {
  function violations(schema: z.ZodType, input: unknown) {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return violationsFromZodError(result.error, input);
  }

  it.each([
    ['missing', {}, 'required'],
    ['empty', { name: '' }, 'required'],
    ['blank', { name: '   ' }, 'required'],
    ['wrong type', { name: 12 }, 'invalid_type'],
    ['too short', { name: 'A' }, 'too_short'],
    ['too long', { name: 'A'.repeat(51) }, 'too_long'],
    ['bad format', { name: 'A1' }, 'invalid_format'],
  ])('%s → %s', (_label, input, code) => {
    expect(violations(z.object({ name: PersonNameSchema }), input)).toEqual([
      { propertyPath: 'children[name].data', code, message: expect.any(String) },
    ]);
  });

  it('writes nested paths the way the server does', () => {
    expect(
      violations(z.object({ mobilePhone: MobilePhoneSchema }), { mobilePhone: { number: '12' } }),
    ).toEqual([
      {
        propertyPath: 'children[mobilePhone].children[number].data',
        code: 'invalid_format',
        message: 'This value has an invalid format.',
      },
    ]);
  });

  it('reports a password repeat that differs as not_equal on repeatPassword', () => {
    const body = {
      firstName: 'Ana',
      lastName: 'López',
      birthDate: '1990-05-01',
      nationalIdentificator: 'LOPA900501MDFPRN05',
      email: 'ana@example.com',
      mobilePhone: { number: '5512345678' },
      smsCode: '123',
      password: 'secreto1',
      repeatPassword: 'secreto2',
      language: 'es',
      consents: { termsAndConditions: true, privacyNotice: true, creditBureau: true },
    };
    expect(violations(ClientRegistrationRequestSchema, body)).toEqual([
      {
        propertyPath: 'children[repeatPassword].data',
        code: 'not_equal',
        message: 'The values do not match.',
      },
    ]);
  });

  it('names each unknown key of a strict object', () => {
    expect(violations(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([
      { propertyPath: 'children[b].data', code: 'invalid_value', message: 'This value is not valid.' },
    ]);
  });
});
