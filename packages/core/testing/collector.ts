import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import {
  COLLECTOR_DEVICE_EXAMPLE,
  type CollectorChunk,
  type CollectorEvent,
} from '@lender/contracts/collector';

/**
 * Seals a chunk the way `@lender/collector` does (deflate-raw, AES-256-GCM, RSA-OAEP SHA-256),
 * with node:crypto, for tests of the ingest that do not run a browser.
 */
export function sealChunkForTest(chunk: unknown, publicKeyPem: string): string {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const compressed = deflateRawSync(Buffer.from(typeof chunk === 'string' ? chunk : JSON.stringify(chunk)));
  const ciphertext = Buffer.concat([cipher.update(compressed), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    key,
  );
  return ['v1', wrapped, iv, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** A chunk of a form being filled: focus, keys with a steady cadence, a paste, a blur. */
export function sampleChunk(
  overrides: Partial<CollectorChunk> & { referenceNumber: string },
): CollectorChunk {
  const events: CollectorEvent[] = [
    { k: 'move', t: 0, x: 10, y: 10 },
    { k: 'focus', t: 100, field: 'firstName', fieldClass: 'identity' },
    { k: 'key', t: 400, field: 'firstName', c: 'l' },
    { k: 'key', t: 550, field: 'firstName', c: 'l' },
    { k: 'key', t: 720, field: 'firstName', c: 'l' },
    { k: 'key', t: 900, field: 'firstName', c: 'x' },
    { k: 'correction', t: 905, field: 'firstName', kind: 'delete' },
    { k: 'blur', t: 1_500, field: 'firstName', fieldClass: 'identity', ms: 1_400, keys: 4 },
    { k: 'focus', t: 1_600, field: 'curp', fieldClass: 'identity' },
    { k: 'paste', t: 2_000, field: 'curp', length: 18 },
    { k: 'blur', t: 2_500, field: 'curp', fieldClass: 'identity', ms: 900, keys: 0 },
    { k: 'click', t: 3_000, x: 200, y: 400, role: 'button', pointer: 'mouse' },
  ];
  return {
    v: 1,
    session: 'session-0001',
    sequence: 0,
    startedAt: Date.parse('2026-03-02T18:00:00Z'),
    endedAt: Date.parse('2026-03-02T18:00:10Z'),
    path: '/registration',
    isFinal: false,
    device: COLLECTOR_DEVICE_EXAMPLE,
    events,
    ...overrides,
  };
}
