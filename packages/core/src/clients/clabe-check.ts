import type { validateClabe } from '@lender/clabe';
import { CoreError } from '../errors/core-error';

/** `@lender/clabe` failure → error-catalogue code (spec §8 CLABE texts). */
const CLABE_ERROR_CODES = {
  length: 'clabe_invalid_length',
  characters: 'clabe_not_numeric',
  checksum: 'clabe_invalid_checksum',
  bank: 'clabe_invalid_bank_code',
  'bank-not-allowed': 'clabe_bank_not_enabled',
  city: 'clabe_invalid_city_code',
} as const;

/** A CLABE `@lender/clabe` refused, as the field violation on `field` with the spec's text. */
export function clabeViolation(
  result: Extract<ReturnType<typeof validateClabe>, { ok: false }>,
  field: string,
): CoreError {
  return new CoreError(CLABE_ERROR_CODES[result.error], {
    field: [field],
    message: result.message,
    params: {
      ...(result.params.expected !== undefined && { expected: result.params.expected }),
      ...(result.params.code !== undefined && { code: result.params.code }),
    },
  });
}
