import { describe, expect, it } from 'vitest';
import { ApiError } from './errors/api-error';
import { createIdempotencyKey } from './idempotency';
import { type ApiFailure, failureMessage, fieldErrorsFromViolations } from './result';
import { unwrap } from './unwrap';

const violation = (propertyPath: string, code = 'invalid_value', message = 'Bad.') => ({
  propertyPath,
  code,
  message,
});

describe('fieldErrorsFromViolations (spec §5: children[ and ] removed, data segments dropped)', () => {
  it.each([
    ['children[firstName].data', 'firstName'],
    ['children[mobilePhone].children[number].data', 'mobilePhone.number'],
    ['data.children[email]', 'email'],
    ['children[payDates].children[0].data', 'payDates.0'],
    ['children[data].children[loanAmount].children[amount].data', 'loanAmount.amount'],
    ['email', 'email'],
  ])('cleans %s into %s', (propertyPath, field) => {
    expect(Object.keys(fieldErrorsFromViolations([violation(propertyPath)]))).toEqual([field]);
  });

  it('keeps the first violation of a field and its code', () => {
    expect(
      fieldErrorsFromViolations([
        violation('children[email].data', 'not_unique', 'Taken.'),
        violation('children[email].data', 'invalid_mail', 'Bad mail.'),
      ]),
    ).toEqual({ email: { code: 'not_unique', message: 'Taken.' } });
  });

  it('leaves violations about the whole request out of the field map', () => {
    expect(fieldErrorsFromViolations([violation('data'), violation('')])).toEqual({});
  });
});

describe('failureMessage (spec §8)', () => {
  it.each([
    ['the error details first', [violation('children[a].data', 'x', 'Detail.')], 'Top.', 'Detail.'],
    ['skipping empty details', [violation('children[a].data', 'x', '')], 'Top.', 'Top.'],
    ['then the response message', [], 'Top.', 'Top.'],
    ['then the status', [], undefined, 'HTTP 404'],
    ['an empty message counts as none', [], '', 'HTTP 404'],
  ])('takes %s', (_name, violations, message, expected) => {
    expect(failureMessage(404, violations, message)).toBe(expected);
  });
});

describe('unwrap', () => {
  it('returns the data of a success', () => {
    expect(
      unwrap({
        status: 200,
        success: true,
        data: { id: 1 },
        errors: {},
        violations: [],
        invalid: [],
        message: undefined,
        code: undefined,
        pagination: undefined,
      }),
    ).toEqual({ id: 1 });
  });

  it('throws ApiError carrying the failure', () => {
    const failure: ApiFailure = {
      status: 409,
      success: false,
      data: null,
      errors: {},
      violations: [],
      message: 'The client already has an active application.',
      params: undefined,
      code: 'application_already_active',
      pagination: undefined,
    };
    const error = (() => {
      try {
        unwrap(failure);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'The client already has an active application.',
      status: 409,
      code: 'application_already_active',
      failure,
    });
  });
});

describe('createIdempotencyKey', () => {
  it('makes distinct UUID v4 keys', () => {
    const keys = Array.from({ length: 200 }, createIdempotencyKey);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
