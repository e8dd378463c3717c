// The development admin of `npm start`: the API seeds it and prints its sign-in in the API's
// banner (apps/api/src/seed.ts); start.mjs reads that banner and repeats the sign-in under the
// `Back-office:` line, with the TOTP code of the moment (sandbox: no authenticator app needed).
// Run alone, `node tooling/scripts/lib/dev-admin.mjs <TOTP secret>` prints the current code.
import { createHmac } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/**
 * The admin's e-mail, password and TOTP secret from the API's start output, once all are there.
 * @param {string} output
 * @returns {{ email: string, password: string, totpSecret: string } | null}
 */
export function parseDevAdmin(output) {
  const email = /Back-office admin: (\S+)/.exec(output)?.[1];
  const password = /^\s+password:\s+(.+?)\s*$/m.exec(output)?.[1];
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(output)?.[1];
  return email && password && totpSecret ? { email, password, totpSecret } : null;
}

/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30 s: the core's TOTP_SETTINGS) of a base32 secret at `at`.
 * @param {string} secret
 * @param {Date} [at]
 */
export function totpCode(secret, at = new Date()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * The lines under `Back-office: <url>`.
 * @param {{ email: string, password: string, totpSecret: string } | null} admin
 */
export function devAdminLines(admin, at = new Date()) {
  if (!admin) return ['  admin sign-in: see the API banner above ("Back-office admin")'];
  return [
    `  admin: ${admin.email}  password: ${admin.password}`,
    `  TOTP code now: ${totpCode(admin.totpSecret, at)} (sandbox; changes every 30 s)`,
    `    next codes: node tooling/scripts/lib/dev-admin.mjs ${admin.totpSecret}`,
    '    or add the secret to an authenticator app',
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.argv[2];
  if (!secret) {
    console.error('usage: node tooling/scripts/lib/dev-admin.mjs <TOTP secret>');
    process.exit(2);
  }
  console.log(totpCode(secret));
}
