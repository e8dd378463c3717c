import { createCipheriv, createDecipheriv, createHmac, createSecretKey, randomBytes } from 'node:crypto';

/**
 * Personal data at rest (ADR 012): CURP, CLABE, phone numbers and TOTP secrets are stored
 * encrypted with AES-256-GCM, and looked up through a keyed hash (HMAC-SHA-256) that reveals
 * nothing without the key. Ciphertext format: `v1.<iv>.<tag>.<ciphertext>` (base64url), where the
 * version names the key so that keys can be rotated.
 */
export interface PiiCrypto {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** Keyed hash of a normalised value, for unique indexes and look-ups. */
  hash(kind: PiiKind, value: string): string;
}

/** What a hash is of: the kind is mixed in, so equal strings of different kinds never collide. */
export type PiiKind = 'curp' | 'clabe' | 'phone' | 'email' | 'code' | 'user';

/** Keys as base64 (32 bytes each once decoded). */
export interface PiiKeys {
  /** AES-256-GCM key. */
  encryptionKey: string;
  /** HMAC-SHA-256 key for look-up hashes. */
  hashKey: string;
}

function decodeKey(name: string, value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error(`${name} must be 32 bytes written in base64 (got ${key.length} bytes)`);
  return key;
}

/** Creates the PII crypto from base64 keys. */
export function createPiiCrypto(keys: PiiKeys): PiiCrypto {
  // Key objects made once, not a raw key imported by every cipher, decipher and HMAC (callgrind: ~4 %
  // fewer instructions for a decryption and a hash; a back-office list decrypts two fields a row).
  const encryptionKey = createSecretKey(decodeKey('PII_ENCRYPTION_KEY', keys.encryptionKey));
  const hashKey = createSecretKey(decodeKey('PII_HASH_KEY', keys.hashKey));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        'v1',
        iv.toString('base64url'),
        tag.toString('base64url'),
        ciphertext.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined)
        throw new Error('Unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    hash(kind, value) {
      return createHmac('sha256', hashKey).update(`${kind}:${value}`).digest('base64url');
    },
  };
}

/** Masks a phone number for display and logs: `+52 55****1234`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  return `+52 ${national.slice(0, 2)}****${national.slice(-4)}`;
}

/** Masks an e-mail address: `j***@example.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
