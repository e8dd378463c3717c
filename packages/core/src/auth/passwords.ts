import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * Argon2id with the OWASP/ASVS v4 (2.4.1) minimum for interactive logins: 19 MiB of memory, two
 * passes, one lane. The spec's password rule is weak (min 4, at most 24 alphanumerics, spec §5),
 * so the hash is memory-hard, common passwords are refused and logins are throttled (ADR 011, ADR 201).
 */
export const PASSWORD_HASH_OPTIONS = {
  // Algorithm.Argon2id; a const enum cannot be read under verbatimModuleSyntax.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The smallest cost argon2id accepts (8 KiB, one pass), for test suites only: a suite registers
 * hundreds of borrowers and a production-cost hash takes tens of milliseconds of CPU each. The
 * hash stays a real argon2id PHC string, so verifying it is the same code path.
 */
export const TEST_PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 8,
  timeCost: 1,
  parallelism: 1,
} as const;

let hashOptions: typeof PASSWORD_HASH_OPTIONS | typeof TEST_PASSWORD_HASH_OPTIONS = PASSWORD_HASH_OPTIONS;

/**
 * Switches this process to {@link TEST_PASSWORD_HASH_OPTIONS}. Called only by the test core
 * (`@lender/core/testing`), never by a server: it throws under `NODE_ENV=production`. The hashing
 * tests (`passwords.test.ts`) never call it and assert the production parameters.
 */
export function usePasswordHashCostForTests(): void {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('the test password-hash cost is refused in production');
  }
  hashOptions = TEST_PASSWORD_HASH_OPTIONS;
}

/** Hashes a password (PHC string `$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/** True when `password` matches the stored hash; false for a malformed hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so that an unknown login takes as long
 * as a wrong password and does not reveal which e-mails are registered.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  return dummyHash;
}

/**
 * The breached-password corpus of zxcvbn-ts (`@zxcvbn-ts/language-common`: ~49,000 passwords ranked
 * by frequency in public breach dumps), lower-cased and kept to what the spec's mask can type
 * (4–24 letters and digits, spec §5), with our list of Mexican-Spanish favourites. Built once, on
 * the first check (a few milliseconds), so a process that never sets a password never pays for it.
 */
let breached: ReadonlySet<string> | undefined;
function breachedPasswords(): ReadonlySet<string> {
  if (!breached) {
    const set = new Set<string>(COMMON_PASSWORDS);
    for (const word of dictionary['passwords-common'] as readonly string[]) {
      const lower = word.toLowerCase();
      if (PASSWORD_MASK.test(lower)) set.add(lower);
    }
    breached = set;
  }
  return breached;
}

/** Spec §5: a password is 4 to 24 letters and digits (the mask; `min 4`). */
const PASSWORD_MASK = /^[a-z0-9]{4,24}$/;

/** Words of the service itself (NIST SP 800-63B §5.1.1.2, "context-specific words"). */
const SERVICE_WORDS = ['lender', 'prestamo', 'prestamos', 'credito', 'dinero'] as const;

/**
 * What a password may not be built on (NIST SP 800-63B §5.1.1.2): the service's name and the
 * account's own details — names, the e-mail's local part, the phone's digits. Pieces shorter than 4
 * characters are ignored (they would refuse too much).
 */
export function passwordContextWords(details: {
  names?: ReadonlyArray<string | null | undefined>;
  email?: string | null;
  phone?: string | null;
}): string[] {
  const words = new Set<string>(SERVICE_WORDS);
  const add = (value: string | null | undefined) => {
    const plain = (value ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    if (plain.length >= 4) words.add(plain);
  };
  for (const name of details.names ?? []) for (const part of (name ?? '').split(/\s+/)) add(part);
  add(details.email?.split('@')[0]);
  const digits = (details.phone ?? '').replace(/\D/g, '');
  if (digits.length >= 10) add(digits.slice(-10));
  return [...words];
}

/**
 * True when the password must not be used (NIST SP 800-63B §5.1.1.2, issue 37 trap 12): it is in
 * the breached-password corpus (case-insensitive), a single repeated character, a run of
 * consecutive digits, or — with `context` ({@link passwordContextWords}) — one of those words, alone
 * or with up to four digits before or after it ("juana1985", "lender2026"), or a password holding
 * the account's phone number.
 * The spec's bounds stay as they are (4 to 24 letters and digits).
 */
export function isCommonPassword(password: string, context: readonly string[] = SERVICE_WORDS): boolean {
  const lower = password.toLowerCase();
  if (breachedPasswords().has(lower)) return true;
  if (/^(.)\1*$/.test(lower)) return true;
  if (/^\d+$/.test(lower) && ('01234567890'.includes(lower) || '09876543210'.includes(lower))) return true;
  const core = lower.replace(/^\d{1,4}|\d{1,4}$/g, '');
  for (const word of context) {
    if (lower === word || core === word) return true;
    if (word.length >= 8 && /^\d+$/.test(word) && lower.includes(word)) return true;
  }
  return false;
}
