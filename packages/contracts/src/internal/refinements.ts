// The functions the schemas' refinements and checks call, in a module without classic zod: the
// classic schemas (money.ts, dates.ts, fields.ts, offer.ts, registration.ts, endpoint.ts) and their
// generated `zod/mini` forms (mini.gen.ts, public-mini.gen.ts) share them, so the mini entries carry
// no classic zod. `mini-codegen.ts` knows each one by identity. The only zod here is core's e-mail
// pattern (the one `z.email()` uses) and types.
import { passesLuhn } from '@lender/calculator/kernel';
import { type ParsePayload, regexes } from 'zod/v4/core';

/** Centavos per peso: amounts travel as pesos with at most two decimals. */
export const CENTAVOS_PER_PESO = 100;
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

/** True when `pesos` has at most two decimals (allowing for binary floating point). */
export function hasAtMostTwoDecimals(pesos: number): boolean {
  const centavos = pesos * CENTAVOS_PER_PESO;
  return Math.abs(centavos - Math.round(centavos)) < 1e-6;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** True when a form's `repeatPassword` is its `password` (registration, password recovery). */
export function repeatsPassword(body: {
  readonly password: string;
  readonly repeatPassword: string;
}): boolean {
  return body.repeatPassword === body.password;
}

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

/** An e-mail address as `EmailSchema` takes it: trimmed, at most 180 characters, zod's e-mail pattern. */
export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && regexes.email.test(trimmed);
}

const PAY_DATE_TOKEN = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2})$/;

/**
 * Parses the `{payDates}` path segment: one or two comma-separated tokens, each a date
 * `YYYY-MM-DD` or a day of the month 1..31 (comma-separated, two dates).
 * Returns `undefined` when it is malformed.
 */
export function parsePayDates(value: string): string[] | undefined {
  const tokens = value.split(',');
  if (tokens.length < 1 || tokens.length > 2) return undefined;
  // `IsoDateSchema`'s and `DayOfMonthSchema`'s checks, without their parsers: this runs on every
  // public offer, and a test holds it to the schemas for every token it lets through.
  for (const token of tokens) {
    if (!PAY_DATE_TOKEN.test(token)) return undefined;
    if (token.includes('-')) {
      if (!isIsoDate(token)) return undefined;
    } else {
      const day = Number(token);
      if (day < 1 || day > 31) return undefined;
    }
  }
  return tokens;
}

/** True when `value` is a well-formed `{payDates}` segment (see {@link parsePayDates}). */
export function isPayDates(value: string): boolean {
  return parsePayDates(value) !== undefined;
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

/**
 * The uniqueness check's value judged by its key's rule (`.check` of `ClientCheckParamsSchema`):
 * an e-mail as `EmailSchema` (`invalid_mail`), a phone as `PhoneNumberSchema` (`invalid_format`), a
 * CURP as `CurpSchema` (`invalid_identificator`), the issue on `value`.
 */
export function checkClientCheckValue(
  payload: ParsePayload<{ key: 'email' | 'phone' | 'nationalIdentificator'; value: string }>,
): void {
  const { key, value } = payload.value;
  const valid =
    key === 'email'
      ? isEmailAddress(value)
      : key === 'phone'
        ? PHONE_NUMBER_PATTERN.test(value)
        : isCurp(value.trim().toUpperCase());
  if (valid) return;
  const code =
    key === 'email' ? 'invalid_mail' : key === 'phone' ? 'invalid_format' : 'invalid_identificator';
  payload.issues.push({ code: 'custom', path: ['value'], params: { code }, input: value, continue: true });
}
