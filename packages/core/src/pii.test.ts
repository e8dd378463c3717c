import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPiiCrypto, maskEmail, maskPhone } from './pii';

const keys = {
  encryptionKey: Buffer.alloc(32, 1).toString('base64'),
  hashKey: Buffer.alloc(32, 2).toString('base64'),
};

describe('personal data at rest', () => {
  const pii = createPiiCrypto(keys);

  it('decrypts what it encrypted, for any text', () => {
    fc.assert(fc.property(fc.string(), (text) => pii.decrypt(pii.encrypt(text)) === text));
  });

  it('never stores the clear value and never repeats a ciphertext', () => {
    const a = pii.encrypt('GODE561231HDFRRN09');
    const b = pii.encrypt('GODE561231HDFRRN09');
    expect(a).not.toContain('GODE');
    expect(a).not.toBe(b);
  });

  it('rejects a tampered ciphertext', () => {
    const sealed = pii.encrypt('002010077777777771');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => pii.decrypt(parts.join('.'))).toThrow();
  });

  it('hashes deterministically per key and per kind', () => {
    expect(pii.hash('phone', '5512345678')).toBe(pii.hash('phone', '5512345678'));
    expect(pii.hash('phone', '5512345678')).not.toBe(pii.hash('curp', '5512345678'));
    const other = createPiiCrypto({ ...keys, hashKey: Buffer.alloc(32, 3).toString('base64') });
    expect(other.hash('phone', '5512345678')).not.toBe(pii.hash('phone', '5512345678'));
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createPiiCrypto({ ...keys, encryptionKey: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });

  it('masks phones and e-mails for display', () => {
    expect(maskPhone('+525512345678')).toBe('+52 55****5678');
    expect(maskEmail('juan@example.com')).toBe('j***@example.com');
  });
});
