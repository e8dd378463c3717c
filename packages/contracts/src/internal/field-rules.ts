// The field rules the schemas' refinements and checks call (names, CURP, card, CLABE, e-mail,
// uploaded files), in a module without zod: the classic schemas (fields.ts,
// endpoint.ts) and their generated `zod/mini` forms (public-mini.gen.ts) share
// them. `mini-codegen.ts` knows each one by identity.
import { passesLuhn } from '@lender/calculator/kernel';
import type { ParsePayload } from 'zod/v4/core';

/** Names: at least 2 characters. */
export const NAME_MIN_LENGTH = 2;
/** Mobile phone: exactly 10 digits, without the +52 country code. */
export const PHONE_DIGITS = 10;
/** CURP: 18 characters. */
export const CURP_LENGTH = 18;
/** Bank card: exactly 16 digits. */
export const CARD_NUMBER_DIGITS = 16;
/** CLABE: exactly 18 digits. */
export const CLABE_DIGITS = 18;
/** E-mail addresses: at most 180 characters (a storage bound; the spec gives none). */
export const EMAIL_MAX_LENGTH = 180;

/** Letters (with accents), words separated by single spaces. */
export const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ]+(?: [A-Za-zÀ-ÖØ-öø-ÿ]+)*$/;
/** CURP mask: 4 letters, 6 digits, 6 letters, 1 alphanumeric, 1 digit. */
export const CURP_PATTERN = /^[A-Z]{4}\d{6}[A-Z]{6}[A-Z0-9]\d$/;
/** A Mexican mobile number: exactly 10 digits. */
export const PHONE_NUMBER_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
const CARD_NUMBER_PATTERN = new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`);
/** A middle name (trimmed): empty, or at least 2 letters in single-spaced words. */
export function isMiddleName(value: string): boolean {
  return value === '' || (value.length >= NAME_MIN_LENGTH && NAME_PATTERN.test(value));
}

/** A relative's full name (trimmed): at least two words. */
export function hasTwoWords(value: string): boolean {
  return value.split(' ').length >= 2;
}

function curpHasCalendarDate(curp: string): boolean {
  const month = Number(curp.slice(6, 8));
  const day = Number(curp.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  // Any leap year accepts 29 February; the century comes from position 17 and the server checks it.
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** A CURP already trimmed and uppercased: its mask and a calendar date in positions 5 to 10. */
export function isCurp(value: string): boolean {
  return value.length === CURP_LENGTH && CURP_PATTERN.test(value) && curpHasCalendarDate(value);
}

/** A bank card number: exactly 16 digits and a valid Luhn check. */
export function isCardNumber(value: string): boolean {
  return CARD_NUMBER_PATTERN.test(value) && passesLuhn(value);
}

/** An uploaded file in a multipart body: a `File` (browsers and Node ≥ 20). */
export function isUploadedFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

/**
 * A CLABE as typed (`.check` of `ClabeSchema`): `clabe_not_numeric` when it holds anything but
 * digits, else `clabe_invalid_length` unless it has 18. Bank, city and checksum are the server's.
 */
export function checkClabe(payload: ParsePayload<string>): void {
  const value = payload.value;
  const code = !/^\d*$/.test(value)
    ? 'clabe_not_numeric'
    : value.length !== CLABE_DIGITS
      ? 'clabe_invalid_length'
      : undefined;
  if (code !== undefined)
    payload.issues.push({ code: 'custom', params: { code }, input: value, continue: true });
}
