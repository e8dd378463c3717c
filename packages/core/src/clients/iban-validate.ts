import { validateClabe } from '@lender/clabe';
import type { IbanValidation } from '@lender/contracts';
import type { Database } from '@lender/db';
import { readEnabledBankCodes } from '../catalog/banks';
import { clabeViolation } from './clabe-check';

/**
 * `PUT /web/private/client/iban/validate` (spec §5 CLABE, §7): in Mexico the account number is
 * the 18-digit CLABE. A malformed CLABE (length, digits, checksum, bank or city code) is a field
 * violation on `iban` with the spec's exact text; a well-formed one answers which bank it is and
 * whether that bank is on the enabled list (`valid` is true only when it is).
 */
export async function ibanValidate(
  ctx: { readonly db: Database },
  { body: { iban } }: { readonly body: { readonly iban: string } },
): Promise<IbanValidation> {
  const result = validateClabe(iban);
  if (!result.ok) {
    throw clabeViolation(result, 'iban');
  }
  const enabled = (await readEnabledBankCodes(ctx.db)).includes(result.bank.code);
  return { valid: enabled, bankCode: result.bank.code, bankName: result.bank.name, bankEnabled: enabled };
}
