// The development admin and demo borrowers of `npm start`: the API seeds them and prints their
// sign-in in the API's banner (apps/api/src/seed.ts); start.mjs reads that banner and repeats the
// admin's sign-in under the `Back-office:` line, with the TOTP code of the moment (sandbox: no
// authenticator app needed), and the demo borrowers' under `Borrower site:`.
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
 * The demo borrowers of the API's banner: the password they share and, for each, what it shows
 * (`active loan`, `overdue loan`, `paid-off loan`, `registering`, `in manual review`), its phone
 * and e-mail. `null` when the banner has none.
 * @param {string} output
 * @returns {{ password: string, borrowers: Array<{ label: string, phone: string, email: string }> } | null}
 */
export function parseDemoBorrowers(output) {
  const header = /^ {2}Demo borrowers: .* password (\S+)$/m.exec(output);
  if (!header?.[1]) return null;
  const borrowers = [];
  for (const line of output.slice(header.index + header[0].length + 1).split('\n')) {
    const row = /^ {4}(\S.*?)\s+(\d{10}) {2}(\S+@\S+)$/.exec(line);
    if (!row) break;
    borrowers.push({ label: row[1], phone: row[2], email: row[3] });
  }
  return { password: header[1], borrowers };
}

/**
 * The demo back-office staff of the API's banner (a second admin, one user per role): key, role,
 * e-mail and TOTP secret of each; they sign in with the admin's password.
 * @param {string} output
 * @returns {Array<{ key: string, role: string, email: string, totpSecret: string }>}
 */
export function parseDevStaff(output) {
  const header = /^ {2}Back-office staff: .*$/m.exec(output);
  if (!header) return [];
  const staff = [];
  for (const line of output.slice(header.index + header[0].length + 1).split('\n')) {
    const row = /^ {4}(\S+)\s+(\S+)\s+(\S+@\S+)\s+TOTP secret: ([A-Z2-7]+)$/.exec(line);
    if (!row) break;
    staff.push({ key: row[1], role: row[2], email: row[3], totpSecret: row[4] });
  }
  return staff;
}

/**
 * The staff lines under the admin's: each user's e-mail, role and TOTP code now.
 * @param {ReturnType<typeof parseDevStaff>} staff
 */
export function devStaffLines(staff, at = new Date()) {
  if (staff.length === 0) return [];
  return [
    "  staff (the admin's password; TOTP code now, next ones: node tooling/scripts/lib/dev-admin.mjs <secret>):",
    ...staff.map(
      ({ role, email, totpSecret }) =>
        `    ${role.padEnd(12)} ${email.padEnd(36)} ${totpCode(totpSecret, at)}`,
    ),
  ];
}

/**
 * The lines under `Borrower site: <url>`: the demo borrowers to sign in as.
 * @param {ReturnType<typeof parseDemoBorrowers>} demo
 */
export function demoBorrowerLines(demo) {
  if (!demo || demo.borrowers.length === 0)
    return ['  demo borrowers: see the API banner above ("Demo borrowers")'];
  return [
    `  demo borrowers (phone or e-mail, password ${demo.password}):`,
    ...demo.borrowers.map(({ label, phone, email }) => `    ${label.padEnd(17)} ${phone}  ${email}`),
  ];
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
