import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { regexes } from 'zod/v4/core';
import { CurpSchema, EmailSchema, PhoneNumberSchema } from '../fields.js';
import { ClientCheckParamsSchema } from '../public/registration.js';
import { EMAIL_PATTERN, isEmailAddress } from './client-check.js';
import { isCurp, PHONE_NUMBER_PATTERN } from './field-rules.js';

// The uniqueness check judges its value with zod-free predicates (so its `zod/mini` form needs no
// classic schema): each must say what its key's schema says, and the check must answer with the
// key's code on `value` exactly when the schema refuses.

const text = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'a@b.mx',
    ' Ana@Example.com ',
    `${'a'.repeat(175)}@b.mx`,
    `${'a'.repeat(176)}@b.mx`,
    'ana@',
    '5512345678',
    '551234567',
    'GODE561231HDFRRN09',
    ' lopm900501mdfprr05 ',
    'GODE561331HDFRRN09',
    'GODE560230HDFRRN09',
  ),
);

describe('the uniqueness check’s predicates', () => {
  it('uses the e-mail pattern of `z.email()`', () => {
    // The formatter drops zod's needless `\-` escapes; the pattern is the same.
    expect(String(EMAIL_PATTERN)).toBe(String(regexes.email).replaceAll('\\-', '-'));
  });

  it.each([
    ['email', isEmailAddress, EmailSchema],
    ['phone', (value: string) => PHONE_NUMBER_PATTERN.test(value), PhoneNumberSchema],
    ['nationalIdentificator', (value: string) => isCurp(value.trim().toUpperCase()), CurpSchema],
  ] as const)('%s: the predicate accepts exactly what the schema accepts', (_, predicate, schema) => {
    fc.assert(
      fc.property(text, (value) => {
        expect(predicate(value)).toBe(z.safeParse(schema, value).success);
      }),
      { numRuns: 400, seed: 7 },
    );
  });

  it('refuses a value its key’s schema refuses, with the key’s code on `value`', () => {
    const schemas = { email: EmailSchema, phone: PhoneNumberSchema, nationalIdentificator: CurpSchema };
    const codes = {
      email: 'invalid_mail',
      phone: 'invalid_format',
      nationalIdentificator: 'invalid_identificator',
    };
    const key = fc.constantFrom('email', 'phone', 'nationalIdentificator') as fc.Arbitrary<
      keyof typeof schemas
    >;
    fc.assert(
      fc.property(
        key,
        text.filter((value) => value.length >= 1 && value.length <= 255),
        (k, value) => {
          const result = ClientCheckParamsSchema.safeParse({ key: k, value });
          if (schemas[k].safeParse(value).success) {
            expect(result.success).toBe(true);
          } else {
            expect(result.error?.issues).toEqual([
              expect.objectContaining({ code: 'custom', path: ['value'], params: { code: codes[k] } }),
            ]);
          }
        },
      ),
      { numRuns: 400, seed: 7 },
    );
  });
});
