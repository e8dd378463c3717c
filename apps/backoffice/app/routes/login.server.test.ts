// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginErrorOf, safeRedirect } from './login.server';

describe('loginErrorOf', () => {
  it.each([
    ['invalid_credentials', 401, undefined, { key: 'backoffice:auth.invalidCredentials' }],
    ['mfa_invalid', 401, undefined, { key: 'backoffice:auth.totpInvalid' }],
    ['login_attempts_exceeded', 429, 60, { key: 'backoffice:auth.lockedFor', seconds: 60 }],
    ['login_attempts_exceeded', 429, undefined, { key: 'backoffice:auth.locked' }],
    ['user_blocked', 403, undefined, { key: 'backoffice:auth.blocked', restart: true }],
    ['token_expired', 401, undefined, { key: 'backoffice:auth.expired', restart: true }],
    ['something_new', 400, undefined, { key: 'errors:unknown' }],
  ] as const)('%s (%i) says it plainly', (code, status, retryAfter, expected) => {
    expect(loginErrorOf({ code, status }, retryAfter)).toEqual(expected);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/clients?status=1', '/clients?status=1'],
    ['//evil.test/path', '/'],
    ['https://evil.test', '/'],
    ['/\\evil.test', '/'],
    // Issue 35 finding 3: a tab a browser drops (`//evil.test`), and the encoded forms.
    ['/\t/evil.test', '/'],
    ['/%09/evil.test', '/'],
    ['/%2Fevil.test', '/'],
    ['/%5Cevil.test', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
    ['', '/'],
  ])('%s → %s', (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });
});
