import { type Bank, bankIndex, banks as defaultBanks } from './banks';
import { isKnownPlaza } from './internal/plaza-codes';

/** A CLABE has exactly 18 digits. */
export const CLABE_LENGTH = 18;

/** Weights 3, 7, 1 repeated over the first 17 digits. */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7];
const SEPARATORS = /[\s-]/;
const SEPARATORS_ALL = /[\s-]/g;

/** Why a CLABE is invalid, in the order the checks run. */
export type ClabeErrorCode = 'length' | 'characters' | 'checksum' | 'bank' | 'bank-not-allowed' | 'city';

/** The plaza (city) part of a valid CLABE; `name` and `state` are present when `plazas` was passed. */
export interface ClabeCity {
  /** Three-digit plaza code, digits 4–6 of the CLABE. */
  readonly code: string;
  readonly name?: string;
  /** ISO 3166-2 code of the state, e.g. `'MX-AGU'`. */
  readonly state?: string;
}

/** Anything that looks plaza codes up, such as `plazas` from `@lender/clabe/plazas` (a `Map`). */
export interface PlazaLookup {
  get(code: string): ClabeCity | undefined;
}

/** A non-fatal finding: the CLABE was accepted, but something deserves a look. */
export interface ClabeWarning {
  /** `city`: lenient mode accepted a plaza code that no public list names. */
  readonly code: 'city';
  readonly message: string;
  readonly params: { readonly code: string };
}

/** A valid CLABE and what it says. */
export interface ClabeValid {
  readonly ok: true;
  /** Never set on a valid result; lets `result.error` be read without narrowing first. */
  readonly error?: undefined;
  /** The 18 digits, without spaces or dashes. */
  readonly clabe: string;
  readonly bank: Bank;
  /** `null` only in lenient mode, when the plaza code is unknown (see `warnings`). */
  readonly city: ClabeCity | null;
  /** The 11-digit account number, digits 7–17. */
  readonly account: string;
  /** The control digit, digit 18. */
  readonly checkDigit: number;
  readonly warnings: readonly ClabeWarning[];
}

/** An invalid CLABE: the first check that failed. */
export interface ClabeInvalid {
  readonly ok: false;
  readonly error: ClabeErrorCode;
  /** Developer-facing English text from the spec's error catalogue; show users a translation of `error`. */
  readonly message: string;
  /** Values for a translated message: `expected` (checksum) or `code` (bank, bank-not-allowed, city). */
  readonly params: { readonly expected?: number; readonly code?: string };
}

/** The result of {@link validateClabe}: narrow it on `ok`. */
export type ClabeResult = ClabeValid | ClabeInvalid;

/** Options of {@link validateClabe}. */
export interface ValidateClabeOptions {
  /**
   * Three-digit bank codes to accept (a whitelist of allowed banks). A known bank outside
   * the list fails with `bank-not-allowed`.
   * @default every bank in the catalog
   */
  readonly allowedBanks?: readonly string[];
  /**
   * `'strict'` rejects a plaza code that no public list names; `'lenient'` accepts it with
   * `city: null` and a warning, because banks assign plaza codes as they need.
   * @default 'strict'
   */
  readonly city?: 'strict' | 'lenient';
  /**
   * The bank catalog to check against, e.g. from `withBanks()`.
   * @default banks
   */
  readonly banks?: readonly Bank[];
  /**
   * Plaza names to attach to `city`, e.g. `plazas` from `@lender/clabe/plazas`.
   * @default undefined (the result's `city` has only `code`)
   */
  readonly plazas?: PlazaLookup;
}

const NO_WARNINGS: readonly ClabeWarning[] = Object.freeze([]);

function fail(error: ClabeErrorCode, message: string, params: ClabeInvalid['params'] = {}): ClabeInvalid {
  return Object.freeze({ ok: false, error, message, params });
}

// The fixed failures are built once: rejecting input should not allocate.
const LENGTH = fail('length', 'Must be exactly 18 digits long');
const CHARACTERS = fail('characters', 'Must be only numeric digits (no letters)');
const CHECKSUM = [...'0123456789'].map((_, expected) =>
  fail('checksum', `Invalid checksum, last digit should be: ${expected}`, { expected }),
);
/** `{ code }` objects for known plazas, built on first use and shared by every result. */
const cities: ClabeCity[] = [];

/** The weighted sum of digits 1–17, or -1 when any of the 18 characters is not a digit. */
function weightedSum(clabe: string): number {
  let sum = 0;
  for (let i = 0; i < CLABE_LENGTH; i++) {
    const digit = clabe.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    if (i < 17) sum += (digit * WEIGHTS[i]!) % 10;
  }
  return sum;
}

/**
 * Validates a CLABE (the 18-digit Mexican interbank account number). Spaces and dashes are removed,
 * then the checks run in this order: length, characters, checksum, bank, allowed bank, city.
 *
 * @param input - What the user typed, e.g. `'002 010 07777777777 1'`.
 * @param options - Allowed banks, plaza strictness, a custom bank catalog, plaza names.
 * @returns `{ ok: true, clabe, bank, city, account, checkDigit, warnings }` or
 *   `{ ok: false, error, message, params }` with the spec's message.
 *
 * @example
 * ```ts
 * const result = validateClabe('002010077777777771');
 * if (result.ok) {
 *   result.bank.name; // 'BANAMEX'
 *   result.city?.code; // '010'
 * } else {
 *   result.message; // e.g. 'Invalid checksum, last digit should be: 1'
 * }
 *
 * validateClabe('002010077777777771', { allowedBanks: ['012'] }).ok; // false: 'bank-not-allowed'
 * ```
 */
export function validateClabe(input: string, options: ValidateClabeOptions = {}): ClabeResult {
  let clabe = typeof input === 'string' ? input : '';
  let sum = clabe.length === CLABE_LENGTH ? weightedSum(clabe) : -1;
  if (sum < 0) {
    if (SEPARATORS.test(clabe)) clabe = clabe.replace(SEPARATORS_ALL, '');
    if (clabe.length !== CLABE_LENGTH) return LENGTH;
    sum = weightedSum(clabe);
    if (sum < 0) return CHARACTERS;
  }
  const expected = (10 - (sum % 10)) % 10;
  if (clabe.charCodeAt(17) - 48 !== expected) return CHECKSUM[expected]!;

  const bank = bankIndex(options.banks ?? defaultBanks)[+clabe.slice(0, 3)];
  if (!bank) return fail('bank', `Invalid bank code: ${clabe.slice(0, 3)}`, { code: clabe.slice(0, 3) });
  if (options.allowedBanks && !options.allowedBanks.includes(bank.code)) {
    return fail('bank-not-allowed', `Bank not allowed: ${bank.code}`, { code: bank.code });
  }

  const plaza = +clabe.slice(3, 6);
  let city: ClabeCity | null = null;
  let warnings = NO_WARNINGS;
  if (isKnownPlaza(plaza)) {
    let known = cities[plaza];
    if (!known) {
      known = Object.freeze({ code: clabe.slice(3, 6) });
      cities[plaza] = known;
    }
    city = options.plazas?.get(known.code) ?? known;
  } else if (options.city === 'lenient') {
    const code = clabe.slice(3, 6);
    warnings = [{ code: 'city', message: `Unknown city code: ${code}`, params: { code } }];
  } else {
    return fail('city', `Invalid city code: ${clabe.slice(3, 6)}`, { code: clabe.slice(3, 6) });
  }

  return { ok: true, clabe, bank, city, account: clabe.slice(6, 17), checkDigit: expected, warnings };
}

/**
 * Computes the CLABE control digit: weights 3, 7, 1 repeated over 17 digits, each product mod 10,
 * then `(10 − sum mod 10) mod 10` (the final mod makes a sum ending in 0 give 0, not 10).
 *
 * @param first17 - The first 17 digits of a CLABE.
 * @returns The 18th digit, 0–9.
 * @throws {RangeError} When `first17` is not exactly 17 digits.
 *
 * @example
 * ```ts
 * clabeCheckDigit('00201007777777777'); // 1
 * clabeCheckDigit('00201077777777777'); // 0
 * ```
 */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('Expected 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ((first17.charCodeAt(i) - 48) * WEIGHTS[i]!) % 10;
  return (10 - (sum % 10)) % 10;
}

function digits(value: string | number, length: number, what: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > length) {
    throw new RangeError(`Invalid ${what}: ${text}`);
  }
  return text.padStart(length, '0');
}

/**
 * Builds a CLABE with a correct control digit from its parts, padding each with leading zeros.
 * It does not check that the bank or plaza exist: use {@link validateClabe} for that.
 *
 * @param bank - Bank code, up to 3 digits, e.g. `'002'` or `2`.
 * @param city - Plaza code, up to 3 digits, e.g. `'010'` or `10`.
 * @param account - Account number, up to 11 digits.
 * @returns The 18-digit CLABE.
 * @throws {RangeError} When a part is not a non-negative integer or has too many digits.
 *
 * @example
 * ```ts
 * makeClabe('002', '010', '7777777777'); // '002010077777777771'
 * makeClabe(646, 180, 1570000000); // '646180015700000006'
 * ```
 */
export function makeClabe(bank: string | number, city: string | number, account: string | number): string {
  const first17 = digits(bank, 3, 'bank') + digits(city, 3, 'city') + digits(account, 11, 'account');
  return first17 + clabeCheckDigit(first17);
}

/**
 * Groups a CLABE for reading: bank, plaza, account and control digit, e.g. `002 010 07777777777 1`.
 * Spaces and dashes in the input are ignored; input that is not 18 digits comes back without them,
 * ungrouped.
 *
 * @param input - A CLABE, with or without separators.
 * @param separator - What goes between the groups. @default ' '
 *
 * @example
 * ```ts
 * formatClabe('002010077777777771'); // '002 010 07777777777 1'
 * formatClabe('002-010-07777777777-1', '-'); // '002-010-07777777777-1'
 * ```
 */
export function formatClabe(input: string, separator = ' '): string {
  const clabe = input.replace(SEPARATORS_ALL, '');
  if (!/^\d{18}$/.test(clabe)) return clabe;
  return [clabe.slice(0, 3), clabe.slice(3, 6), clabe.slice(6, 17), clabe.slice(17)].join(separator);
}
