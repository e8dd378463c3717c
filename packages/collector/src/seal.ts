import { deflateSync } from 'fflate';
import type { CollectorChunk } from './types';

/**
 * A chunk's way to the wire ("compressed, then encrypted with a random AES key that is
 * RSA-encrypted"): JSON → deflate-raw (fflate) → AES-256-GCM with a fresh key and 12-byte IV →
 * the AES key encrypted with the server's RSA-OAEP (SHA-256) public key →
 * `v1.<key>.<iv>.<ciphertext>` in base64url. Only WebCrypto: browsers and Node.js ≥ 20.
 */

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  // String.fromCharCode(...bytes) overflows the stack on big chunks: go 32 KiB at a time.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Imports the server's RSA-OAEP public key: PEM (`-----BEGIN PUBLIC KEY-----`, SPKI) or the
 * base64 of its DER.
 * @throws when the text is not an RSA public key (WebCrypto's `DataError`).
 */
export async function importPublicKey(publicKey: string): Promise<CryptoKey> {
  const base64 = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/** Compresses and encrypts `chunk` for `publicKey`; the answer is the upload's `data`. */
export async function sealChunk(chunk: CollectorChunk, publicKey: CryptoKey): Promise<string> {
  const compressed = deflateSync(encoder.encode(JSON.stringify(chunk)));
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, compressed);
  const raw = await crypto.subtle.exportKey('raw', aes);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw);
  return `v1.${base64url(new Uint8Array(wrapped))}.${base64url(iv)}.${base64url(new Uint8Array(ciphertext))}`;
}
