import { describe, expect, it } from 'vitest';
import {
  COLLECTOR_DEVICE_EXAMPLE,
  COLLECTOR_ERROR_TITLES,
  COLLECTOR_MESSAGES,
  CollectorChunkSchema,
  CollectorTokenResponseSchema,
  CollectorUploadRequestSchema,
  collectorErrorCategory,
  collectorStatusMessage,
  ENCRYPTED_DATA_PATTERN,
  ReferenceNumberSchema,
} from '../collector.js';

const chunk = {
  v: 1,
  referenceNumber: 'reg-0123456789',
  session: 'sess-abcdef12',
  sequence: 0,
  startedAt: 1_790_000_000_000,
  endedAt: 1_790_000_010_000,
  path: '/registration',
  isFinal: false,
  device: COLLECTOR_DEVICE_EXAMPLE,
  events: [
    { k: 'focus', t: 10, field: 'firstName', fieldClass: 'identity' },
    { k: 'key', t: 120, field: 'firstName', c: 'l' },
    { k: 'paste', t: 300, field: 'curp', length: 18 },
    { k: 'blur', t: 900, field: 'firstName', fieldClass: 'identity', ms: 890, keys: 1 },
    { k: 'click', t: 950, x: 10, y: 20, role: 'button', pointer: 'mouse' },
  ],
};

describe('collector contracts', () => {
  it('accepts a chunk of signals', () => {
    expect(CollectorChunkSchema.safeParse(chunk).success).toBe(true);
  });

  it.each([
    ['a typed character instead of a class', { k: 'key', t: 1, field: 'firstName', c: 'a' }],
    ['an event with the value', { k: 'paste', t: 1, field: 'curp', length: 18, value: 'GODE561231HDFRRN09' }],
    ['an unknown kind', { k: 'clipboard', t: 1 }],
  ])('refuses %s', (_, event) => {
    const result = CollectorChunkSchema.safeParse({ ...chunk, events: [event] });
    // zod strips unknown keys of objects, so a `value` never reaches storage even when parsing passes.
    if (result.success) expect(JSON.stringify(result.data)).not.toContain('GODE561231HDFRRN09');
    else expect(result.success).toBe(false);
  });

  it('refuses a path with a query string and a chunk that ends before it starts', () => {
    expect(CollectorChunkSchema.safeParse({ ...chunk, path: '/registration?curp=X' }).success).toBe(false);
    expect(CollectorChunkSchema.safeParse({ ...chunk, endedAt: chunk.startedAt - 1 }).success).toBe(false);
  });

  it.each([
    ['reg-0123456789', true],
    ['short', false],
    ['has space 123456', false],
    ['x'.repeat(65), false],
  ])('reference number %s valid: %s', (value, valid) => {
    expect(ReferenceNumberSchema.safeParse(value).success).toBe(valid);
  });

  it('describes the login answer and the upload body of spec §7', () => {
    expect(
      CollectorTokenResponseSchema.safeParse({
        access_token: 'a',
        token_type: 'Bearer',
        issued: '2026-11-23T00:00:00.000Z',
        expires: '2026-11-23T02:00:00.000Z',
        refresh_token: 'r',
      }).success,
    ).toBe(true);
    expect(
      CollectorUploadRequestSchema.safeParse({
        referenceNumber: 'x',
        data: 'y',
        isFinal: true,
        isEncrypted: true,
      }).success,
    ).toBe(true);
    expect(ENCRYPTED_DATA_PATTERN.test(`v1.${'k'.repeat(342)}.${'i'.repeat(16)}.${'c'.repeat(40)}`)).toBe(
      true,
    );
    expect(ENCRYPTED_DATA_PATTERN.test('eyJldmVudHMiOltdfQ')).toBe(false);
  });

  it.each([
    ['reference_number_not_unique', 'state_invalid'],
    ['dataset_in_complete_state', 'state_invalid'],
    ['reference_number_expired', 'state_invalid'],
    ['reference_number_invalid', 'value_invalid'],
    ['data_invalid', 'unknown'],
    ['subscription_suspended', 'action_forbidden'],
    ['standalone_flow_not_supported', 'action_forbidden'],
    ['unauthorized', null],
    ['something_else', null],
  ])('spec §8: title %s is %s', (title, category) => {
    expect(collectorErrorCategory(title)).toBe(category);
  });

  it('keeps the spec §8 texts verbatim', () => {
    expect(COLLECTOR_MESSAGES.notStarted).toBe('Tracking has not been succesfully started');
    expect(COLLECTOR_ERROR_TITLES.auth_key_invalid.detail).toBe('AuthKey is invalid');
    expect(collectorStatusMessage(429, 'Too many requests')).toBe('status: 429, message: Too many requests');
  });
});
