// @vitest-environment node
import { SESSION_MAX_AGE_S } from '@lender/web-kit';
import { describe, expect, it } from 'vitest';
import { takesLinkToken } from './session.server';

describe('?token= only on the pages a link signs into (issue 35 finding 4)', () => {
  it.each(['/', '/flow', '/profile', '/profile/my-loan', '/application/apply', '/registration/address'])(
    '%s takes one',
    (path) => expect(takesLinkToken(path)).toBe(true),
  );
  it.each([
    '/preguntas-frecuentes',
    '/ingresar',
    '/recover',
    '/print',
    '/documentos',
    '/nope',
    '//evil.test',
  ])('%s does not', (path) => expect(takesLinkToken(path)).toBe(false));
});

// Loaded by name at run time, as the browser suites do, so this app's type check does not follow core.
const CORE_MODULE = '@lender/core';

describe('the borrower cookie (issue 35 finding 9)', () => {
  it("lives the API session's absolute limit, not 30 days", async () => {
    const { DEFAULT_LIMITS } = (await import(/* @vite-ignore */ CORE_MODULE)) as {
      DEFAULT_LIMITS: { sessionAbsoluteSeconds: number };
    };
    expect(SESSION_MAX_AGE_S).toBe(DEFAULT_LIMITS.sessionAbsoluteSeconds);
  });
});
