import { validateClabe } from '@lender/clabe';
import type { IbanValidation } from '@lender/contracts';
import type { Database } from '@lender/db';
import { readEnabledBankCodes } from '../catalog/banks';
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

/**
 * `PUT /web/private/client/iban/validate` (spec §5 CLABE, §7): in Mexico the account number is
 * the 18-digit CLABE. A malformed CLABE (length, digits, checksum, bank or city code) is a field
 * violation on `iban` with the spec's exact text; a well-formed one answers which bank it is and
 * whether that bank is on the enabled list (`valid` is true only when it is).
 */
export async function validateAccountClabe(db: Database, iban: string): Promise<IbanValidation> {
  const result = validateClabe(iban);
  if (!result.ok) {
    throw clabeViolation(result, 'iban');
  }
  const enabled = (await readEnabledBankCodes(db)).includes(result.bank.code);
  return { valid: enabled, bankCode: result.bank.code, bankName: result.bank.name, bankEnabled: enabled };
}
