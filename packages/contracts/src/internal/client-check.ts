// The uniqueness check's rule (`GET /web/public/client/check/{key}/{value}`), in a module without
// zod: `ClientCheckParamsSchema` (public/registration.ts) and its generated `zod/mini` form share
// it; `mini-codegen.ts` knows it by identity. Apart from `field-rules.ts` so the calculator's
// entries, which reach the field rules, do not carry it.
import type { ParsePayload } from 'zod/v4/core';
import { EMAIL_MAX_LENGTH, isCurp, PHONE_NUMBER_PATTERN } from './field-rules.js';

/** The e-mail pattern `z.email()` uses (zod's `regexes.email`; a test holds the two equal). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail address as `EmailSchema` takes it: trimmed, at most 180 characters, zod's e-mail pattern. */
export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
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
