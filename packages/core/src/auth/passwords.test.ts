import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';

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
