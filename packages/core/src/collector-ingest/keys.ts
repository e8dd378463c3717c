import {
  constants,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { inflateRawSync } from 'node:zlib';

/**
 * The ingest's RSA key pair (ADR 032): the collector encrypts each chunk's AES key with the public
 * half; the private half (env `COLLECTOR_PRIVATE_KEY`, PEM) opens it. RSA-OAEP with SHA-256.
 */
export interface CollectorKeys {
  readonly privateKey: KeyObject;
  /** The public key as PEM (SPKI), what partner sites give to `createCollector({ publicKey })`. */
  readonly publicKeyPem: string;
}

/** At least 2048-bit RSA (NIST SP 800-57: 112-bit security until 2030). */
export const COLLECTOR_MIN_RSA_BITS = 2048;

/** Reads a PKCS#8 or PKCS#1 PEM private key. @throws when it is not an RSA key of 2048 bits or more. */
export function collectorKeysFromPem(privateKeyPem: string): CollectorKeys {
  const privateKey = createPrivateKey(privateKeyPem);
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < COLLECTOR_MIN_RSA_BITS) {
    throw new Error(`the collector's private key must be RSA of at least ${COLLECTOR_MIN_RSA_BITS} bits`);
  }
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicKeyPem };
}

/** A new key pair; the private half as PKCS#8 PEM (what a development server writes on first start). */
export function generateCollectorKeys(bits = 3072): { privateKeyPem: string; keys: CollectorKeys } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { privateKeyPem, keys: collectorKeysFromPem(privateKeyPem) };
}

let processKeys: CollectorKeys | undefined;
/**
 * The key pair of a core configured without one (tests, a first development start): one per
 * process, made at first use (each RSA key takes a noticeable moment to make).
 */
export function processCollectorKeys(): CollectorKeys {
  processKeys ??= generateCollectorKeys(2048).keys;
  return processKeys;
}

/** Why sealed data could not be opened (the ingest answers `data_invalid` with it). */
export class SealedDataError extends Error {
  override name = 'SealedDataError';
}

const PART = /^[A-Za-z0-9_-]+$/;
/** Decompressed chunks larger than this are refused (a deflate bomb stops here). */
export const COLLECTOR_MAX_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Opens an upload's `data` (`v1.<key>.<iv>.<ciphertext>`, base64url): unwraps the AES-256-GCM key
 * with RSA-OAEP, decrypts and authenticates, inflates (deflate-raw). Returns the JSON text.
 * @throws {SealedDataError} with a reason a partner can act on.
 */
export function openSealedData(data: string, keys: CollectorKeys): string {
  const parts = data.split('.');
  const [version, key, iv, sealed] = parts;
  if (
    parts.length !== 4 ||
    version !== 'v1' ||
    !key ||
    !iv ||
    !sealed ||
    !parts.slice(1).every((p) => PART.test(p))
  ) {
    throw new SealedDataError('Data is not a v1 envelope (v1.<key>.<iv>.<ciphertext>)');
  }
  let aesKey: Buffer;
  try {
    aesKey = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(key, 'base64url'),
    );
  } catch {
    throw new SealedDataError('Data key could not be decrypted with the server key');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const bytes = Buffer.from(sealed, 'base64url');
  if (aesKey.length !== 32 || ivBytes.length !== 12 || bytes.length < 17) {
    throw new SealedDataError('Data key, IV or ciphertext has the wrong size');
  }
  let compressed: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBytes);
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    compressed = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
  } catch {
    throw new SealedDataError('Data failed authentication (AES-GCM)');
  }
  try {
    return inflateRawSync(compressed, { maxOutputLength: COLLECTOR_MAX_CHUNK_BYTES }).toString('utf8');
  } catch {
    throw new SealedDataError('Data could not be decompressed (deflate-raw, at most 4 MiB)');
  }
}
