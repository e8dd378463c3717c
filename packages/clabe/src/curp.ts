import { isRealDate, twoDigits } from './internal/calendar';

/** A CURP has exactly 18 characters; under 18 is invalid (spec §5). */
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

/**
 * RENAPO's inconvenient words (Instructivo Normativo para la Asignación de la CURP, anexo 2): when
 * positions 1–4 would spell one, RENAPO replaces the second letter with X, so no CURP starts with one.
 */
const INCONVENIENT_WORDS =
  'BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO GETA ' +
  'GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO ' +
  'LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO ' +
  'PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY';

/** The check-digit alphabet: `0-9 A-N Ñ O-Z`, so O–Z are worth one more than their place in A–Z. */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** States by letter key (`(first − 65) × 26 + second`) and words by numeric key, built on first use. */
let states: (CurpState | undefined)[] | undefined;
let words: Set<number> | undefined;

/** Base-26 key of `length` uppercase ASCII letters starting at `at`: lookups without slicing strings. */
function key(text: string, at: number, length: number): number {
  let value = 0;
  for (let i = at; i < at + length; i++) value = value * 26 + text.charCodeAt(i) - 65;
  return value;
}

/** Character classes per ASCII code: 1 letter, 2 digit, 4 consonant. */
const CLASSES = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 48; c <= 57; c++) table[c] = 2;
  for (let c = 65; c <= 90; c++) table[c] = /[AEIOU]/.test(String.fromCharCode(c)) ? 1 : 5;
  return table;
})();

/** Spec §5, per position: 4 letters, 6 digits, sex, 2-letter state, 3 consonants, letter or digit, digit. */
const LAYOUT = [1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 1, 1, 1, 4, 4, 4, 3, 2];

/**
 * One pass over the characters: -1 when the length is wrong, -2 when a character is out of place,
 * else the check-digit sum of the first 17 (see {@link curpCheckDigit}; Ñ cannot occur here).
 */
function scan(curp: string): number {
  if (curp.length !== CURP_LENGTH) return -1;
  let sum = 0;
  for (let i = 0; i < CURP_LENGTH; i++) {
    const code = curp.charCodeAt(i);
    if (code > 127 || (CLASSES[code]! & LAYOUT[i]!) === 0) return -2;
    if (i < 17) sum += (code <= 57 ? code - 48 : code <= 78 ? code - 55 : code - 54) * (18 - i);
  }
  return sum;
}

function fail(error: CurpErrorCode, message: string, params: CurpInvalid['params'] = {}): CurpInvalid {
  return Object.freeze({ ok: false, error, message, params });
}

// The fixed failures are built once: rejecting input should not allocate.
const LENGTH = fail('length', 'Must be exactly 18 characters long');
const STRUCTURE = fail('structure', 'Must be 4 letters, 6 digits and 8 letters or digits');
const DATE = fail('date', 'Invalid birth date');
const WORD = fail('inconvenient-word', 'Inconvenient word in positions 1-4');
const CHECKSUM = [...'0123456789'].map((_, expected) =>
  fail('checksum', `Invalid checksum, last digit should be: ${expected}`, { expected }),
);

function checkDigitOf(curp: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const code = curp.charCodeAt(i);
    // 0-9 → 0-9, A-N → 10-23, Ñ → 24, O-Z → 25-36.
    const value = code <= 57 ? code - 48 : code <= 78 ? code - 55 : code === 209 ? 24 : code - 54;
    sum += value * (18 - i);
  }
  return (10 - (sum % 10)) % 10;
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
  if (first17.length !== 17 || [...first17].some((char) => !CHECK_ALPHABET.includes(char))) {
    throw new RangeError('Expected 17 characters');
  }
  return checkDigitOf(first17);
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
export function validateCurp(input: string, options: ValidateCurpOptions = {}): CurpResult {
  let curp = typeof input === 'string' ? input : '';
  let sum = scan(curp);
  if (sum < 0) {
    curp = normalizeCurp(curp);
    sum = scan(curp);
    if (sum === -1) return LENGTH;
    if (sum === -2) return STRUCTURE;
  }

  const year = (curp.charCodeAt(16) <= 57 ? 1900 : 2000) + twoDigits(curp, 4);
  if (!isRealDate(year, twoDigits(curp, 6), twoDigits(curp, 8))) return DATE;

  const sex = curp[10] as CurpSex;
  if (sex !== 'H' && sex !== 'M' && sex !== 'X') return fail('sex', `Invalid sex: ${sex}`, { code: sex });

  if (!states) {
    states = [];
    for (const [code, name] of Object.entries(STATE_NAMES)) {
      states[key(code, 0, 2)] = Object.freeze({ code: code as CurpStateCode, name });
    }
  }
  const state = states[key(curp, 11, 2)];
  if (!state) return fail('state', `Invalid state code: ${curp.slice(11, 13)}`, { code: curp.slice(11, 13) });

  words ??= new Set(INCONVENIENT_WORDS.split(' ').map((word) => key(word, 0, 4)));
  if (words.has(key(curp, 0, 4))) return WORD;

  const checkDigit = curp.charCodeAt(17) - 48;
  const expected = (10 - (sum % 10)) % 10;
  if (checkDigit !== expected && options.checkDigit !== false) return CHECKSUM[expected]!;

  const birthDate = `${year}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`;
  return { ok: true, curp, birthDate, sex, state, checkDigit };
}
