import { INCONVENIENT_WORDS } from './internal/inconvenient-words';

/** A CURP has exactly 18 characters; under 18 is invalid. */
export const CURP_LENGTH = 18;

/** Sex in position 11: H (hombre), M (mujer), X (non-binary, issued since 2023). */
export type CurpSex = 'H' | 'M' | 'X';

/** Two-letter code in positions 12–13: the 32 federal entities, plus NE for someone born abroad. */
export type CurpStateCode =
  | 'AS'
  | 'BC'
  | 'BS'
  | 'CC'
  | 'CL'
  | 'CM'
  | 'CS'
  | 'CH'
  | 'DF'
  | 'DG'
  | 'GT'
  | 'GR'
  | 'HG'
  | 'JC'
  | 'MC'
  | 'MN'
  | 'MS'
  | 'NT'
  | 'NL'
  | 'OC'
  | 'PL'
  | 'QT'
  | 'QR'
  | 'SP'
  | 'SL'
  | 'SR'
  | 'TC'
  | 'TS'
  | 'TL'
  | 'VZ'
  | 'YN'
  | 'ZS'
  | 'NE';

/** The birth state of a CURP: its code and the entity's name in Spanish. */
export interface CurpState {
  readonly code: CurpStateCode;
  readonly name: string;
}

/** Why a CURP is invalid, in the order the checks run. */
export type CurpErrorCode =
  | 'length'
  | 'structure'
  | 'date'
  | 'sex'
  | 'state'
  | 'inconvenient-word'
  | 'checksum';

/** A valid CURP and what it says. */
export interface CurpValid {
  readonly ok: true;
  /** Never set on a valid result; lets `result.error` be read without narrowing first. */
  readonly error?: undefined;
  /** The 18 characters, uppercased, without spaces. */
  readonly curp: string;
  /** `YYYY-MM-DD`; the century comes from position 17 (digit → 19xx, letter → 20xx). */
  readonly birthDate: string;
  readonly sex: CurpSex;
  readonly state: CurpState;
  /** Position 18. */
  readonly checkDigit: number;
}

/** An invalid CURP: the first check that failed. */
export interface CurpInvalid {
  readonly ok: false;
  readonly error: CurpErrorCode;
  /** Developer-facing English text; show users a translation of `error`. */
  readonly message: string;
  /** Values for a translated message: `expected` (checksum) or `code` (sex, state). */
  readonly params: { readonly expected?: number; readonly code?: string };
}

/** The result of {@link validateCurp}: narrow it on `ok`. */
export type CurpResult = CurpValid | CurpInvalid;

/** Options of {@link validateCurp}. */
export interface ValidateCurpOptions {
  /**
   * Check position 18 against the computed check digit.
   * @default true
   */
  readonly checkDigit?: boolean;
}

const STATE_NAMES = {
  AS: 'Aguascalientes',
  BC: 'Baja California',
  BS: 'Baja California Sur',
  CC: 'Campeche',
  CL: 'Coahuila',
  CM: 'Colima',
  CS: 'Chiapas',
  CH: 'Chihuahua',
  DF: 'Ciudad de México',
  DG: 'Durango',
  GT: 'Guanajuato',
  GR: 'Guerrero',
  HG: 'Hidalgo',
  JC: 'Jalisco',
  MC: 'México',
  MN: 'Michoacán',
  MS: 'Morelos',
  NT: 'Nayarit',
  NL: 'Nuevo León',
  OC: 'Oaxaca',
  PL: 'Puebla',
  QT: 'Querétaro',
  QR: 'Quintana Roo',
  SP: 'San Luis Potosí',
  SL: 'Sinaloa',
  SR: 'Sonora',
  TC: 'Tabasco',
  TS: 'Tamaulipas',
  TL: 'Tlaxcala',
  VZ: 'Veracruz',
  YN: 'Yucatán',
  ZS: 'Zacatecas',
  NE: 'Nacido en el extranjero',
} as const satisfies Record<CurpStateCode, string>;

/** The check-digit alphabet: `0-9 A-N Ñ O-Z`, so O–Z are worth one more than their place in A–Z. */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/**
 * Built on first use. Per ASCII code: bits 0–2 the class (1 letter, 2 digit, 4 consonant), bits 16+
 * the value in the check-digit alphabet, so one weighted sum of entries carries the check-digit sum
 * in its high bits.
 */
let chars: Int32Array;

/** The entry of {@link chars} for position `at`: 0 beyond ASCII, where the table ends. */
function info(text: string, at: number): number {
  return chars[text.charCodeAt(at)]! | 0;
}

/**
 * Failures that name a value, built on first use so that rejecting input does not allocate: the
 * checksum's at the expected digit (0–9), the sex's at its value (10–36), the state's at 37 + its key
 * (up to 1405).
 */
const failures = new Array<CurpInvalid | undefined>(1406); // holey but not sparse: fast to read

function fail(error: CurpErrorCode, message: string, params: CurpInvalid['params'] = {}): CurpInvalid {
  return Object.freeze({ ok: false, error, message, params });
}

const LENGTH = fail('length', 'Must be exactly 18 characters long');
const STRUCTURE = fail('structure', 'Must be 4 letters, 6 digits and 8 letters or digits');
const DATE = fail('date', 'Invalid birth date');
const WORD = fail('inconvenient-word', 'Inconvenient word in positions 1-4');

/**
 * Built on first use, keyed by check-digit values in base 37 (`a × 37 + b` for a pair): the states;
 * RENAPO's words, and per 2-letter prefix a bit per third letter, where most input misses;
 * `'1900'`…`'2099'` at `year − 1900`; `'-MM-DD'` at `month × 32 + day` (`'20MM'.slice(2)` is MM).
 */
let states: (CurpState | undefined)[] | undefined;
let words: Set<number>;
let wordThirds: Int32Array;
let years: string[];
let monthDays: string[];

function key(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i++) value = value * 37 + (info(text, i) >> 16);
  return value;
}

function setUp(): (CurpState | undefined)[] {
  chars = new Int32Array(128);
  for (let i = 0; i < 37; i++) {
    // Ñ (24, code 209) keeps its place, so O–Z are worth 25–36, but falls outside the table: it is
    // never in a well-formed CURP.
    const char = CHECK_ALPHABET[i]!;
    chars[char.charCodeAt(0)] = (i < 10 ? 2 : 'AEIOU'.includes(char) ? 1 : 5) | (i << 16);
  }
  const table: (CurpState | undefined)[] = [];
  for (const [code, name] of Object.entries(STATE_NAMES)) {
    table[key(code)] = Object.freeze({ code: code as CurpStateCode, name });
  }
  words = new Set();
  wordThirds = new Int32Array(1369);
  for (const group of INCONVENIENT_WORDS.split(' ')) {
    for (const last of group.slice(3)) words.add(key(group.slice(0, 3) + last));
    wordThirds[key(group.slice(0, 2))]! |= 1 << (key(group[2]!) - 10);
  }
  years = [];
  monthDays = [];
  for (let i = 0; i < 416; i++) years[i] = `${1900 + i}`;
  for (let i = 0; i < 416; i++) {
    monthDays[i] = `-${years[100 + (i >> 5)]!.slice(2)}-${years[100 + (i & 31)]!.slice(2)}`;
  }
  states = table;
  return table;
}

/**
 * Normalizes a CURP as typed: removes spaces and dashes and uppercases (so `ñ` becomes `Ñ`).
 *
 * @example
 * ```ts
 * normalizeCurp(' hegg 560427 mvzrrl04 '); // 'HEGG560427MVZRRL04'
 * ```
 */
export function normalizeCurp(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Computes the CURP check digit (position 18): each of the first 17 characters is worth its index in
 * `0-9 A-N Ñ O-Z`, weighted 18 down to 2, then `(10 − sum mod 10) mod 10`. Leaving Ñ out of the table
 * would give wrong digits for every CURP that contains a letter from O to Z.
 *
 * @param first17 - The first 17 characters of a CURP, uppercase.
 * @returns The check digit, 0–9.
 * @throws {RangeError} When `first17` is not 17 characters from the table.
 *
 * @example
 * ```ts
 * curpCheckDigit('HEGG560427MVZRRL0'); // 4
 * ```
 */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CHECK_ALPHABET.indexOf(first17.charAt(i));
    if (value < 0 || first17.length !== 17) throw new RangeError('Expected 17 characters');
    sum += value * (18 - i);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Validates a CURP (Clave Única de Registro de Población). The input is normalized with
 * {@link normalizeCurp}, then checked in this order: length, structure, calendar date, sex, state,
 * inconvenient words (positions 1–4), check digit.
 *
 * @param input - What the user typed.
 * @param options - `checkDigit: false` skips the check digit.
 * @returns `{ ok: true, curp, birthDate, sex, state, checkDigit }` or `{ ok: false, error, message, params }`.
 *
 * @example
 * ```ts
 * const result = validateCurp('hegg560427mvzrrl04');
 * if (result.ok) {
 *   result.birthDate; // '1956-04-27'
 *   result.sex; // 'M'
 *   result.state; // { code: 'VZ', name: 'Veracruz' }
 * }
 * validateCurp('HEGG560427MVZRRL0').error; // 'length'
 * ```
 */
export function validateCurp(input: string, options?: ValidateCurpOptions): CurpResult {
  const curp = typeof input === 'string' ? input : '';
  const stateTable = states ?? setUp();
  // Most input is already 18 uppercase letters and digits: check it as is, or else normalize it first.
  // Each character is read once, positions unrolled: a loop measured about a third slower.
  if (curp.length !== CURP_LENGTH) return normalizeAndValidate(curp, options);
  const v0 = info(curp, 0);
  const v1 = info(curp, 1);
  const v2 = info(curp, 2);
  const v3 = info(curp, 3);
  const v4 = info(curp, 4);
  const v5 = info(curp, 5);
  const v6 = info(curp, 6);
  const v7 = info(curp, 7);
  const v8 = info(curp, 8);
  const v9 = info(curp, 9);
  const v10 = info(curp, 10);
  const v11 = info(curp, 11);
  const v12 = info(curp, 12);
  const v13 = info(curp, 13);
  const v14 = info(curp, 14);
  const v15 = info(curp, 15);
  const v16 = info(curp, 16);
  const v17 = info(curp, 17);
  // Letters in 1–4 and 11–13, digits in 5–10 and 18, consonants in 14–16, letter or digit in 17.
  if (
    !(v0 & v1 & v2 & v3 & v10 & v11 & v12 & 1) ||
    !(v4 & v5 & v6 & v7 & v8 & v9 & v17 & 2) ||
    !(v13 & v14 & v15 & 4) ||
    !(v16 & 3)
  ) {
    return normalizeAndValidate(curp, options);
  }

  // Digits are worth themselves; a digit in position 17 means 19xx, a letter 20xx.
  const year = (v16 & 2 ? 0 : 100) + (v4 >> 16) * 10 + (v5 >> 16); // since 1900
  const month = (v6 >> 16) * 10 + (v7 >> 16);
  const day = (v8 >> 16) * 10 + (v9 >> 16);
  // A real date: 30 or 31 days by `(month + (month >> 3)) & 1`, February 29 in leap years (2000 is, 1900 is not).
  const days = month === 2 ? (year % 4 || !year ? 28 : 29) : 30 + ((month + (month >> 3)) & 1);
  if ((month - 1) >>> 0 > 11 || (day - 1) >>> 0 >= days) return DATE;

  // H, M and X are worth 17, 22 and 34.
  const sex = v10 >> 16;
  if (sex !== 17 && sex !== 22 && sex !== 34) {
    failures[sex] ??= fail('sex', `Invalid sex: ${curp[10]}`, { code: curp[10]! });
    return failures[sex];
  }

  const stateKey = (v11 >> 16) * 37 + (v12 >> 16);
  const state = stateTable[stateKey];
  if (!state) {
    const at = 37 + stateKey;
    failures[at] ??= fail('state', `Invalid state code: ${curp.slice(11, 13)}`, { code: curp.slice(11, 13) });
    return failures[at];
  }

  const prefix = (v0 >> 16) * 37 + (v1 >> 16);
  const third = v2 >> 16;
  // Most prefixes start no word; the set is asked only when the third letter could continue one.
  if ((wordThirds[prefix]! >> (third - 10)) & 1 && words.has((prefix * 37 + third) * 37 + (v3 >> 16))) {
    return WORD;
  }

  // The check-digit sum is in the high bits of the weighted sum of entries.
  const sum =
    v0 * 18 +
    v1 * 17 +
    v2 * 16 +
    v3 * 15 +
    v4 * 14 +
    v5 * 13 +
    v6 * 12 +
    v7 * 11 +
    v8 * 10 +
    v9 * 9 +
    v10 * 8 +
    v11 * 7 +
    v12 * 6 +
    v13 * 5 +
    v14 * 4 +
    v15 * 3 +
    v16 * 2;
  const expected = (10 - ((sum >> 16) % 10)) % 10;
  const checkDigit = v17 >> 16;
  if (checkDigit !== expected && options?.checkDigit !== false) {
    failures[expected] ??= fail('checksum', `Invalid checksum, last digit should be: ${expected}`, {
      expected,
    });
    return failures[expected];
  }

  return {
    ok: true,
    curp,
    birthDate: years[year]! + monthDays[month * 32 + day]!,
    sex: curp[10] as CurpSex,
    state,
    checkDigit,
  };
}

/** The slow path of {@link validateCurp}: normalize, and validate again if that changed anything. */
function normalizeAndValidate(text: string, options: ValidateCurpOptions | undefined): CurpResult {
  // Shorter plain ASCII stays short: normalizing drops spaces and dashes and uppercases.
  if (text.length < CURP_LENGTH && /^[\0-\x7f]*$/.test(text)) return LENGTH;
  const curp = normalizeCurp(text);
  if (curp !== text) return validateCurp(curp, options);
  return curp.length === CURP_LENGTH ? STRUCTURE : LENGTH;
}
