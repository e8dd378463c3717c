// The functions the schemas' refinements call, in a module without zod: the classic schemas
// (money.ts, dates.ts) and their generated `zod/mini` forms (mini.gen.ts) share them, so the mini
// entry carries no classic zod. `mini-codegen.ts` knows each one by identity.

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
