import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirect } from './safe-redirect';

// Issue 35 findings 2 and 3: every value an attacker may put in `redirectTo`, each as the browser
// gets it after the query is decoded once.
const REFUSED: ReadonlyArray<readonly [string, string]> = [
  ['protocol-relative', '//evil.test'],
  ['protocol-relative with path', '//evil.test/ingresar'],
  ['backslash host', '/\\evil.test'],
  ['backslash twice', '/\\\\evil.test'],
  ['tab between slashes', '/\t/evil.test'],
  ['newline between slashes', '/\n/evil.test'],
  ['carriage return', '/\r/evil.test'],
  ['NUL', '/\u0000/evil.test'],
  ['DEL', '/\u007f/evil.test'],
  ['C1 control', '/\u0085/evil.test'],
  ['encoded slashes', '%2F%2Fevil.test'],
  ['one slash, one encoded', '/%2Fevil.test'],
  ['encoded backslash', '/%5Cevil.test'],
  ['encoded tab', '/%09/evil.test'],
  ['double-encoded slash', '/%252Fevil.test'],
  ['triple-encoded backslash', '/%25255Cevil.test'],
  ['backslash later in the path', '/profile\\..\\\\evil.test'],
  ['absolute http', 'http://evil.test/'],
  ['absolute https', 'https://evil.test'],
  ['scheme-less host', 'evil.test/ingresar'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: encoded', 'javascript%3Aalert(1)'],
  ['javascript: upper case', 'JavaScript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['relative', 'profile'],
  ['leading space', ' /profile'],
  ['leading tab', '\t//evil.test'],
  ['broken encoding', '/%E0%A4%A'],
  ['empty', ''],
  ['overlong', `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
];

const KEPT = [
  '/',
  '/profile',
  '/profile/my-loan?tab=payments#schedule',
  '/application/apply?amount=2000&term=15',
  '/registration?nombre=Mar%C3%ADa%20Jos%C3%A9',
  '/clients/12?q=a%5Cb',
  `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`,
];

describe('safeRedirect', () => {
  it.each(REFUSED)('refuses %s', (_name, value) => {
    expect(safeRedirect(value)).toBe('/');
    expect(safeRedirect(value, '/flow')).toBe('/flow');
  });

  it.each(KEPT)('keeps the path of this site %s', (value) => {
    expect(safeRedirect(value)).toBe(value);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 42, ['/profile'], { toString: () => '/profile' }]) {
      expect(safeRedirect(value, '/x')).toBe('/x');
    }
  });

  it('never names another host, whatever URL parser reads the answer', () => {
    for (const [, value] of REFUSED) {
      const answer = safeRedirect(value);
      expect(new URL(answer, 'https://site.test').host).toBe('site.test');
    }
    for (const value of KEPT)
      expect(new URL(safeRedirect(value), 'https://site.test').host).toBe('site.test');
  });
});
