import * as crypto from 'node:crypto';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPiiCrypto, maskEmail, maskPhone } from './pii';

// Counts the decryptions that reach OpenSSL (the kept values of ADR 100 do not).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, createDecipheriv: vi.fn(actual.createDecipheriv) };
});
const deciphers = vi.mocked(crypto.createDecipheriv);

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

describe('decrypted values kept in memory (ADR 100)', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
    deciphers.mockClear();
  });

  it('decrypts a ciphertext once while it is kept, and again after its time', () => {
    const pii = createPiiCrypto(keys, { size: 4, ttlMs: 1_000, now });
    const sealed = pii.encrypt('ana@example.com');
    expect(pii.decrypt(sealed)).toBe('ana@example.com');
    expect(pii.decrypt(sealed)).toBe('ana@example.com');
    expect(deciphers).toHaveBeenCalledTimes(1);
    clock = 999;
    expect(pii.decrypt(sealed)).toBe('ana@example.com');
    expect(deciphers).toHaveBeenCalledTimes(1);
    clock = 1_000;
    expect(pii.decrypt(sealed)).toBe('ana@example.com');
    expect(deciphers).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its size, the oldest leaving first', () => {
    const pii = createPiiCrypto(keys, { size: 2, ttlMs: 60_000, now });
    const [a, b, c] = ['5511111111', '5522222222', '5533333333'].map((phone) => pii.encrypt(phone)) as [
      string,
      string,
      string,
    ];
    for (const sealed of [a, b, c]) pii.decrypt(sealed);
    expect(deciphers).toHaveBeenCalledTimes(3);
    // c and b are kept, a left.
    expect([pii.decrypt(c), pii.decrypt(b)]).toEqual(['5533333333', '5522222222']);
    expect(deciphers).toHaveBeenCalledTimes(3);
    expect(pii.decrypt(a)).toBe('5511111111');
    expect(deciphers).toHaveBeenCalledTimes(4);
  });

  it('never keeps what failed: a tampered ciphertext is refused every time, its original still read', () => {
    const pii = createPiiCrypto(keys, { size: 4, ttlMs: 60_000, now });
    const sealed = pii.encrypt('002010077777777771');
    const parts = sealed.split('.');
    parts[2] = Buffer.alloc(16, 7).toString('base64url');
    const tampered = parts.join('.');
    expect(pii.decrypt(sealed)).toBe('002010077777777771');
    expect(() => pii.decrypt(tampered)).toThrow();
    expect(() => pii.decrypt(tampered)).toThrow();
    expect(() => pii.decrypt('v2.a.b.c')).toThrow(/Unknown ciphertext format/);
    expect(pii.decrypt(sealed)).toBe('002010077777777771');
  });

  it('keeps nothing with a size of 0', () => {
    const pii = createPiiCrypto(keys, { size: 0, ttlMs: 60_000, now });
    const sealed = pii.encrypt('x');
    pii.decrypt(sealed);
    pii.decrypt(sealed);
    expect(deciphers).toHaveBeenCalledTimes(2);
  });

  it('reads right whatever the order of encryptions, reads and time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(5), fc.nat(400)), { maxLength: 60 }),
        fc.integer({ min: 0, max: 4 }),
        (steps, size) => {
          let time = 0;
          const pii = createPiiCrypto(keys, { size, ttlMs: 1_000, now: () => time });
          const values = ['a', 'b', 'c', 'd', 'e', 'f'].map((v) => ({ v, sealed: pii.encrypt(v) }));
          return steps.every(([index, step]) => {
            time += step;
            const { v, sealed } = values[index] as { v: string; sealed: string };
            return pii.decrypt(sealed) === v;
          });
        },
      ),
    );
  });
});
