import { isRealDate, twoDigits } from './internal/calendar';

/** Who an RFC belongs to: a person (13 characters) or a company (12). */
export type RfcKind = 'person' | 'company';

/** Why an RFC is invalid, in the order the checks run. */
export type RfcErrorCode = 'length' | 'structure' | 'date' | 'homoclave' | 'checksum';

/** A valid RFC and what it says. */
export interface RfcValid {
  readonly ok: true;
  /** Never set on a valid result; lets `result.error` be read without narrowing first. */
  readonly error?: undefined;
  /** The 12 or 13 characters, uppercased, without spaces or dashes. */
  readonly rfc: string;
  readonly kind: RfcKind;
  /** `true` for the generic RFCs XAXX010101000 (domestic public) and XEXX010101000 (foreign). */
  readonly generic: boolean;
}

/** An invalid RFC: the first check that failed. */
export interface RfcInvalid {
  readonly ok: false;
  readonly error: RfcErrorCode;
  /** Developer-facing English text; show users a translation of `error`. */
  readonly message: string;
  /** Values for a translated message: `expected` (checksum). */
  readonly params: { readonly expected?: string };
}

/** The result of {@link validateRfc}: narrow it on `ok`. */
export type RfcResult = RfcValid | RfcInvalid;

/** Options of {@link validateRfc}. */
export interface ValidateRfcOptions {
  /**
   * Check the last character against the computed check character. Off by default because the tax
   * authority (SAT) has issued RFCs that fail it.
   * @default false
   */
  readonly checkDigit?: boolean;
}

/** Generic RFCs the SAT uses for the public at large and for foreigners; always accepted. */
const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'];

/** Check-character alphabet (SAT): a space pads company RFCs to 12 characters. */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** Once the length is known to be 12 or 13, this means 3 (company) or 4 (person) letters. */
const STRUCTURE = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{2}[\dA]$/;
/** The homoclave's two characters come from the SAT's table 1-9, A-Z (no zero); the first stops at V. */
const HOMOCLAVE = /^[1-9A-V][1-9A-Z]$/;

function fail(error: RfcErrorCode, message: string, params: RfcInvalid['params'] = {}): RfcInvalid {
  return { ok: false, error, message, params };
}

/**
 * Computes the RFC check character (the last one): each preceding character is worth its index in
 * `0-9 A-N & O-Z space Ñ`, weighted 13 down to 2 (a company RFC is padded with a leading space),
 * then `11 − sum mod 11`, where 11 becomes `0` and 10 becomes `A`.
 *
 * @param withoutCheck - The RFC without its last character: 11 (company) or 12 (person) characters.
 * @returns The check character, `0`–`9` or `A`.
 * @throws {RangeError} When the input has the wrong length or characters outside the alphabet.
 *
 * @example
 * ```ts
 * rfcCheckDigit('GODE561231GR'); // '8'
 * rfcCheckDigit('MAB9307148T'); // '4'
 * ```
 */
export function rfcCheckDigit(withoutCheck: string): string {
  const padded = withoutCheck.length === 11 ? ` ${withoutCheck}` : withoutCheck;
  if (padded.length !== 12) throw new RangeError('Expected 11 or 12 characters');
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const value = CHECK_ALPHABET.indexOf(padded[i]!);
    if (value < 0) throw new RangeError(`Invalid character: ${padded[i]}`);
    sum += value * (13 - i);
  }
  return CHECK_ALPHABET[(11 - (sum % 11)) % 11]!;
}

/**
 * Validates an RFC (Registro Federal de Contribuyentes): 13 characters for a person, 12 for a
 * company. Spaces and dashes are removed and letters uppercased, then the checks run in this order:
 * length, structure, real date, homoclave, and — only when asked — the check character. The generic
 * RFCs XAXX010101000 and XEXX010101000 are always accepted.
 *
 * @param input - What the user typed, e.g. `'GODE-561231-GR8'`.
 * @param options - `checkDigit: true` also checks the last character.
 * @returns `{ ok: true, rfc, kind, generic }` or `{ ok: false, error, message, params }`.
 *
 * @example
 * ```ts
 * validateRfc('GODE561231GR8'); // { ok: true, rfc: 'GODE561231GR8', kind: 'person', generic: false }
 * validateRfc('MAB-930714-8T4').ok; // true, kind 'company'
 * validateRfc('VACE460910SX6', { checkDigit: true }).error; // 'checksum'
 * ```
 */
export function validateRfc(input: string, options: ValidateRfcOptions = {}): RfcResult {
  const rfc = typeof input === 'string' ? input.replace(/[\s-]/g, '').toUpperCase() : '';
  if (GENERIC_RFCS.includes(rfc)) return { ok: true, rfc, kind: 'person', generic: true };
  if (rfc.length !== 12 && rfc.length !== 13) {
    return fail('length', 'Must be 12 or 13 characters long');
  }

  const kind: RfcKind = rfc.length === 13 ? 'person' : 'company';
  if (!STRUCTURE.test(rfc)) {
    return fail('structure', 'Must be 3-4 letters, 6 digits and 3 letters or digits');
  }

  const at = rfc.length - 9;
  // Only the leap year matters, and YY → 20YY gets it right for every two-digit year.
  if (!isRealDate(2000 + twoDigits(rfc, at), twoDigits(rfc, at + 2), twoDigits(rfc, at + 4))) {
    return fail('date', 'Invalid date');
  }

  if (!HOMOCLAVE.test(rfc.slice(-3, -1))) return fail('homoclave', 'Invalid homoclave');

  if (options.checkDigit === true) {
    const expected = rfcCheckDigit(rfc.slice(0, -1));
    if (rfc.slice(-1) !== expected) {
      return fail('checksum', `Invalid checksum, last character should be: ${expected}`, { expected });
    }
  }

  return { ok: true, rfc, kind, generic: false };
}
