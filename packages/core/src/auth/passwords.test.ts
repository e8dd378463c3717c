import { describe, expect, it, vi } from 'vitest';
import {
  hashPassword,
  isCommonPassword,
  passwordContextWords,
  usePasswordHashCostForTests,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id at the ASVS parameters and verifies only the right password', async () => {
    const stored = await hashPassword('Nube42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Nube42')).toBe(true);
    expect(await verifyPassword(stored, 'nube42')).toBe(false);
    expect(await verifyPassword('garbage', 'Nube42')).toBe(false);
  });

  // Runs last in this file: it switches the process to the suites' cost for good.
  it('has a cheap cost for test suites only, still argon2id and verified by the same code', async () => {
    const production = await hashPassword('Nube42');
    usePasswordHashCostForTests();
    const cheap = await hashPassword('Nube42');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Nube42')).toBe(true);
    expect(await verifyPassword(cheap, 'Nube43')).toBe(false);
    // A hash made at production cost still verifies: the parameters travel in the PHC string.
    expect(await verifyPassword(production, 'Nube42')).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => usePasswordHashCostForTests()).toThrow(/refused in production/);
  });
});

describe('common passwords', () => {
  it.each(['1234', 'password', 'Qwerty', 'teamo', 'MEXICO123', 'aaaa', '4567', '9876'])('rejects %s', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });
  it.each(['Nube42', 'tlacoyo7', 'x9k2'])('accepts %s', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});

describe('breached and context-specific passwords (NIST SP 800-63B, issue 37 trap 12)', () => {
  it.each(['tigger', 'Sunflower', 'chocolate1', 'mariposa', 'jessica1', 'corazon'])(
    'refuses %s, from the breached-password corpus',
    (p) => {
      expect(isCommonPassword(p)).toBe(true);
    },
  );
  const juana = passwordContextWords({
    names: ['Juana', 'Pérez Núñez'],
    email: 'juanita.p@example.com',
    phone: '+525512345678',
  });
  it.each(['Juana1985', 'perez', 'nunez2024', 'juanitap', 'x5512345678', 'Lender2026'])(
    'refuses %s, built on the account or the service',
    (p) => {
      expect(isCommonPassword(p, juana)).toBe(true);
    },
  );
  it.each(['Nube4242', 'tlacoyo7', 'x9k2', 'Juana1985x7q'])('keeps the spec bounds and accepts %s', (p) => {
    expect(isCommonPassword(p, juana)).toBe(false);
  });
});
