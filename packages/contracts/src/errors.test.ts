import { describe, expect, it } from 'vitest';
import {
  ERROR_CODE_VALUES,
  ERROR_CODES,
  ErrorCodeSchema,
  errorStatus,
  formatErrorMessage,
  isErrorCode,
} from './errors.js';

describe('error catalogue (spec §8)', () => {
  it.each([
    ['user_blocked', 'User is blocked.', 403],
    ['not_found', 'Not found', 404],
    ['disbursement_number_invalid', 'Disbursement number is not valid.', 400],
    ['card_already_registered', 'Card already registered to someone else!', 409],
    ['clabe_already_registered', 'CLABE is already registered to someone else!', 409],
    ['clabe_invalid_length', 'Must be exactly 18 digits long', 400],
    ['clabe_not_numeric', 'Must be only numeric digits (no letters)', 400],
    ['payload_too_large', 'Payload too large.', 413],
    ['request_count_by_day_exceed', 'Daily limit of codes for this phone exceeded.', 429],
    ['already_sent_in_last_minutes', 'A code was already sent in the last minutes.', 429],
  ] as const)('%s says %j with status %i', (code, message, status) => {
    expect(ERROR_CODES[code].message).toBe(message);
    expect(errorStatus(code)).toBe(status);
  });

  it.each([
    'not_unique',
    'invalid_mail',
    'under_age',
    'invalid_identificator',
    'incorrect_old_password',
    'upload_wrong_format',
    'hs_metric_failed',
    'validation_failed',
    'unauthorized',
    'forbidden',
    'rate_limited',
    'conflict',
    'invalid_transition',
    'idempotency_key_reused',
    'internal_error',
    'mfa_required',
    'invalid_credentials',
    'code_expired',
    'code_invalid',
    'code_attempts_exceeded',
  ])('has the code %s', (code) => {
    expect(isErrorCode(code)).toBe(true);
    expect(ErrorCodeSchema.parse(code)).toBe(code);
  });

  it.each([
    ['clabe_invalid_checksum', { expected: 4 }, 'Invalid checksum, last digit should be: 4'],
    ['clabe_invalid_bank_code', { code: '999' }, 'Invalid bank code: 999'],
    ['clabe_invalid_city_code', { code: '000' }, 'Invalid city code: 000'],
    ['clabe_invalid_checksum', {}, 'Invalid checksum, last digit should be: {expected}'],
  ] as const)('formats %s with %j', (code, params, text) => {
    expect(formatErrorMessage(code, params)).toBe(text);
  });

  it('keeps a 5xx out of every client-error code and lists each code once', () => {
    expect(new Set(ERROR_CODE_VALUES).size).toBe(ERROR_CODE_VALUES.length);
    expect(errorStatus('internal_error')).toBe(500);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('nope')).toBe(false);
  });
});
