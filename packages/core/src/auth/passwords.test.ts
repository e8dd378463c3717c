import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, passwordContextWords, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id at the ASVS parameters and verifies only the right password', async () => {
    const stored = await hashPassword('Nube42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Nube42')).toBe(true);
    expect(await verifyPassword(stored, 'nube42')).toBe(false);
    expect(await verifyPassword('garbage', 'Nube42')).toBe(false);
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
