import { errors } from './locales/es-MX/errors';
import type { MessageKey } from './types';

/** A code with a message in the `errors` namespace (every code of `@lender/contracts`). */
export type ErrorMessageCode = keyof typeof errors.code;

/** Who reads the message: a borrower (plain words) or an admin (the details an operator needs). */
export type ErrorAudience = 'borrower' | 'admin';

/**
 * The `errors` key for an API error code: the field's own words when `field` has them (a
 * violation's cleaned property path, `mobilePhone`), else the admin's words when the audience is
 * `admin` and they differ, else the borrower's; `errors:unknown` for a code we do not know (never
 * the English text).
 *
 * @example errorMessageKey('code_invalid') // 'errors:code.code_invalid'
 * @example errorMessageKey('invalid_transition', 'admin') // 'errors:admin.invalid_transition'
 * @example errorMessageKey('too_short', 'borrower', 'password') // 'errors:field.password.too_short'
 */
export function errorMessageKey(
  code: string,
  audience: ErrorAudience = 'borrower',
  field?: string,
): MessageKey {
  if (field !== undefined && Object.hasOwn(errors.field, field)) {
    const words: object = errors.field[field as keyof typeof errors.field];
    if (Object.hasOwn(words, code)) return `errors:field.${field}.${code}` as MessageKey;
  }
  if (audience === 'admin' && Object.hasOwn(errors.admin, code)) return `errors:admin.${code}` as MessageKey;
  if (Object.hasOwn(errors.code, code)) return `errors:code.${code}` as MessageKey;
  return 'errors:unknown';
}
