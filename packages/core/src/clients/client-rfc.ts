import { validateCurp } from '@lender/clabe/curp';
import { checkIdentity, type IdentityIssue } from '@lender/clabe/identity';
import { validateRfc } from '@lender/clabe/rfc';
import { CoreError } from '../errors/core-error';
import { type NamePartsSource, personNameOf } from '../identity/name-parts';
import type { PiiCrypto } from '../pii';

// The client's own RFC (issue 51): optional, given on the profile, kept encrypted in
// `clients.rfc_enc` (ADR 012, like the CURP) and read back as the profile's `rfc`. The invoices
// (CFDI) are made out to it; a client without one gets the global CFDI for the general public.

/** What an RFC is checked against: the client's name, birth date and CURP as stored (or as changed). */
export interface RfcOwner extends NamePartsSource {
  readonly birthDate: string | null;
  readonly curpEnc: string | null;
}

/** The RFC kept in a client row, decrypted; `null` when none was given. */
export function rfcOfRow(pii: PiiCrypto, row: { readonly rfcEnc: string | null }): string | null {
  return row.rfcEnc ? pii.decrypt(row.rfcEnc) : null;
}

/**
 * The RFC's disagreements with its owner (`checkIdentity`): only those about the RFC itself
 * (`rfc_*`). The birth date is the stored one, else the CURP's; a problem of the stored name or
 * CURP is not the RFC's and is left to the identity checks of the application.
 */
export function rfcIssues(pii: PiiCrypto, owner: RfcOwner, rfc: string): IdentityIssue[] {
  const curp = owner.curpEnc ? pii.decrypt(owner.curpEnc) : null;
  const curpBirthDate = curp === null ? null : validateCurp(curp, { checkDigit: false });
  const birthDate = owner.birthDate ?? (curpBirthDate?.ok ? curpBirthDate.birthDate : '');
  const result = checkIdentity({ ...personNameOf(owner), birthDate, curp, rfc });
  return result.issues.filter((issue) => issue.code.startsWith('rfc_'));
}

/**
 * The RFC to keep, normalised (`GODE561231GR8`), or `validation_failed` with one violation of
 * `rfc` per disagreement of severity `error`, each with its identity code and `expected`/`actual`
 * (`errors:identity.<code>` words them). A homoclave other than the computed one is kept: the SAT
 * gives namesakes another one.
 */
export function checkedRfc(pii: PiiCrypto, owner: RfcOwner, input: string): string {
  const errors = rfcIssues(pii, owner, input).filter((issue) => issue.severity === 'error');
  if (errors.length > 0) {
    throw new CoreError('validation_failed', {
      violations: errors.map((issue) => ({
        field: ['rfc'],
        code: issue.code,
        message: issue.message,
        params: { ...issue.params },
      })),
    });
  }
  const valid = validateRfc(input);
  return valid.ok ? valid.rfc : input;
}
