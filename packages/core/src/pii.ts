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

/**
 * How many decrypted values are kept, and for how long (ADR 100). A ciphertext never changes its
 * clear value (its IV is random, so a value written again is another ciphertext), so a kept value
 * is never stale; the bound and the age cap how long a clear value outlives the row that held it.
 */
export interface PiiDecryptCache {
  /** Values kept at most (0 keeps none). */
  readonly size: number;
  /** Milliseconds a value is kept after it was decrypted. */
  readonly ttlMs: number;
  /** The clock, in milliseconds (tests). */
  readonly now?: () => number;
}

/** The default: the rows of a few hundred list pages, for five minutes (~2 MiB: ciphertext keys and clear values). */
export const PII_DECRYPT_CACHE: PiiDecryptCache = { size: 8_192, ttlMs: 5 * 60_000 };

/**
 * Creates the PII crypto from base64 keys. Decrypted values are kept in a bounded map keyed by
 * their ciphertext (ADR 100): a back-office page decrypts each row's e-mail and phone, and the same
 * rows are read again and again (a queue refreshed, a search paged back and forth). Only a value
 * that decrypted (its tag checked) is kept, so a tampered ciphertext is refused every time.
 */
export function createPiiCrypto(keys: PiiKeys, cache: PiiDecryptCache = PII_DECRYPT_CACHE): PiiCrypto {
  // Key objects made once, not a raw key imported by every cipher, decipher and HMAC (callgrind: ~4 %
  // fewer instructions for a decryption and a hash; a back-office list decrypts two fields a row).
  const encryptionKey = createSecretKey(decodeKey('PII_ENCRYPTION_KEY', keys.encryptionKey));
  const hashKey = createSecretKey(decodeKey('PII_HASH_KEY', keys.hashKey));
  const now = cache.now ?? Date.now;
  // Insertion order is age order: the oldest entry is the first, so eviction and expiry are O(1).
  const kept = new Map<string, { readonly plain: string; readonly at: number }>();
  const open = (sealed: string): string => {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined)
      throw new Error('Unknown ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
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
      if (cache.size <= 0) return open(sealed);
      const at = now();
      const hit = kept.get(sealed);
      if (hit !== undefined) {
        if (at - hit.at < cache.ttlMs) return hit.plain;
        kept.delete(sealed);
      }
      const plain = open(sealed);
      // Expired entries leave from the front as new ones come in; the bound holds either way.
      for (const [key, entry] of kept) {
        if (kept.size < cache.size && at - entry.at < cache.ttlMs) break;
        kept.delete(key);
      }
      kept.set(sealed, { plain, at });
      return plain;
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
