import { type Algorithm, hash, verify } from '@node-rs/argon2';
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

/** Hashes a password (PHC string `$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
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
 * True when the password is one of the most common ones (case-insensitive), or is a single
 * repeated character or a run of consecutive digits.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (/^(.)\1*$/.test(lower)) return true;
  if (/^\d+$/.test(lower) && ('01234567890'.includes(lower) || '09876543210'.includes(lower))) return true;
  return false;
}
