// The functions the schemas' refinements call, in a module without zod: the classic schemas
// (money.ts, dates.ts, offer.ts, registration.ts) and their generated `zod/mini` forms (mini.gen.ts,
// public-mini.gen.ts) share them, so the mini entries carry no classic zod. `mini-codegen.ts` knows
// each one by identity. The field rules (names, CURP, card, CLABE, e-mail, files) are in
// `field-rules.ts`, so the calculator's entries do not carry them.

/** Centavos per peso: amounts travel as pesos with at most two decimals. */
export const CENTAVOS_PER_PESO = 100;

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
