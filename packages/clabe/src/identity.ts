import { type CurpErrorCode, validateCurp } from './curp';
import { isRealDate } from './internal/calendar';
import { curpNameKey, type PersonName, personRfc } from './names';
import { type RfcErrorCode, rfcCheckDigit, validateRfc } from './rfc';

/** What {@link checkIdentity} compares: a person's name and birth date, and the codes they gave. */
export interface IdentityInput extends PersonName {
  /** `YYYY-MM-DD`. */
  readonly birthDate: string;
  /** The CURP as typed; not compared when empty, null or absent. */
  readonly curp?: string | null | undefined;
  /** The RFC as typed; not compared when empty, null or absent. */
  readonly rfc?: string | null | undefined;
}

/**
 * Where a name, a birth date, a CURP and an RFC disagree:
 *
 * | code | means | `params` |
 * | --- | --- | --- |
 * | `name_incomplete` | no surname or no given name: nothing is compared with the name | — |
 * | `birth_date_invalid` | the birth date is not a real `YYYY-MM-DD` date: nothing is compared with it | `actual` |
 * | `curp_invalid` | the CURP fails `validateCurp` | `reason` (its error code) |
 * | `curp_name_mismatch` | the CURP's letters (positions 1–4 and 14–16) are not the name's by RENAPO's rules | `expected`, `actual` (7 letters) |
 * | `curp_birth_date_mismatch` | the CURP's date is not the birth date | `expected`, `actual` (`YYYY-MM-DD`) |
 * | `rfc_invalid` | the RFC fails `validateRfc` | `reason` (its error code) |
 * | `rfc_not_person` | a company's RFC (12 characters) or a generic one (`XAXX010101000`) | `reason`: `company` or `generic` |
 * | `rfc_root_mismatch` | the root's four letters are not the name's by the SAT's rules | `expected`, `actual` |
 * | `rfc_birth_date_mismatch` | the root's six digits are not the birth date | `expected`, `actual` (`YYMMDD`) |
 * | `rfc_homoclave_mismatch` | positions 11–12 are not the homoclave the name gives (a warning) | `expected`, `actual` |
 * | `rfc_check_digit_mismatch` | the last character is not the check character of the first twelve | `expected`, `actual` |
 */
export type IdentityIssueCode =
  | 'name_incomplete'
  | 'birth_date_invalid'
  | 'curp_invalid'
  | 'curp_name_mismatch'
  | 'curp_birth_date_mismatch'
  | 'rfc_invalid'
  | 'rfc_not_person'
  | 'rfc_root_mismatch'
  | 'rfc_birth_date_mismatch'
  | 'rfc_homoclave_mismatch'
  | 'rfc_check_digit_mismatch';

/** Values for a translated message; which ones a code sets is in {@link IdentityIssueCode}. */
export interface IdentityIssueParams {
  readonly expected?: string;
  readonly actual?: string;
  readonly reason?: CurpErrorCode | RfcErrorCode | 'company' | 'generic';
}

/** One disagreement. */
export interface IdentityIssue {
  readonly code: IdentityIssueCode;
  /**
   * `warning` only for `rfc_homoclave_mismatch`: the SAT gives one of two namesakes born on the same
   * day another homoclave, so a true RFC can differ there. Everything else is an `error`.
   */
  readonly severity: 'error' | 'warning';
  /** Developer-facing English text; show users a translation of `code`. */
  readonly message: string;
  readonly params: IdentityIssueParams;
}

/** The result of {@link checkIdentity}. */
export interface IdentityResult {
  /** No issue of severity `error` (warnings may remain). */
  readonly ok: boolean;
  /** Every disagreement found, in the order of the table in {@link IdentityIssueCode}. */
  readonly issues: readonly IdentityIssue[];
  /** The person's RFC by the SAT's published rules; `null` without a complete name and a real date. */
  readonly expectedRfc: string | null;
}

const issue = (
  code: IdentityIssueCode,
  message: string,
  params: IdentityIssueParams = {},
): IdentityIssue => ({
  code,
  severity: code === 'rfc_homoclave_mismatch' ? 'warning' : 'error',
  message,
  params,
});

/** A mismatch of `what` when `expected` and `actual` differ, else nothing. */
function compare(code: IdentityIssueCode, what: string, expected: string, actual: string): IdentityIssue[] {
  return expected === actual
    ? []
    : [issue(code, `${what} should be ${expected}, not ${actual}`, { expected, actual })];
}

const hasText = (text: string | null | undefined): text is string => (text ?? '').trim() !== '';

/**
 * Says where a person's name, birth date, CURP and RFC disagree. The CURP is read by RENAPO's
 * rules and the RFC by the SAT's, each against the name and the birth date: they take different
 * letters for the same name (one surname, a short first surname, their own lists of particles and of
 * inconvenient words) and neither is compared letter by letter with the other. A CURP or an RFC
 * left out is not compared; a malformed one gives one issue and is not compared further.
 *
 * @param input - The name as `PersonName` (given names, first surname, second surname), the birth
 *   date as `YYYY-MM-DD`, and the CURP and RFC as typed (spaces and dashes are ignored).
 * @returns `{ ok, issues, expectedRfc }`: `ok` when no issue is an `error`.
 *
 * @example
 * ```ts
 * const person = { givenNames: 'Emma', firstSurname: 'Gómez', secondSurname: 'Díaz', birthDate: '1956-12-31' };
 * checkIdentity({ ...person, rfc: 'GODE561231GR8' }); // { ok: true, issues: [], expectedRfc: 'GODE561231GR8' }
 * const typo = checkIdentity({ ...person, rfc: 'GODE561230GR1' });
 * typo.ok; // false
 * typo.issues[0]; // { code: 'rfc_birth_date_mismatch', severity: 'error', params: { expected: '561231', actual: '561230' } }
 * ```
 */
export function checkIdentity(input: IdentityInput): IdentityResult {
  const issues: IdentityIssue[] = [];
  const named = (hasText(input.firstSurname) || hasText(input.secondSurname)) && hasText(input.givenNames);
  if (!named) issues.push(issue('name_incomplete', 'The name needs a surname and a given name'));
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.birthDate ?? '');
  const dated = date !== null && isRealDate(Number(date[1]), Number(date[2]), Number(date[3]));
  if (!dated) {
    issues.push(
      issue('birth_date_invalid', 'The birth date must be a real YYYY-MM-DD date', {
        actual: input.birthDate,
      }),
    );
  }
  let expectedRfc: string | null = null;
  try {
    expectedRfc = named && dated ? personRfc(input, input.birthDate) : null;
  } catch {
    // A name of particles only, or without letters: nothing to compute.
  }

  if (hasText(input.curp)) {
    const curp = validateCurp(input.curp);
    if (!curp.ok) {
      issues.push(issue('curp_invalid', `Invalid CURP: ${curp.message}`, { reason: curp.error }));
    } else {
      if (named) {
        const key = curpNameKey(input);
        const letters = curp.curp.slice(0, 4) + curp.curp.slice(13, 16);
        issues.push(...compare('curp_name_mismatch', "The CURP's name letters", key, letters));
      }
      if (dated) {
        issues.push(
          ...compare('curp_birth_date_mismatch', "The CURP's birth date", input.birthDate, curp.birthDate),
        );
      }
    }
  }

  if (hasText(input.rfc)) {
    const rfc = validateRfc(input.rfc);
    if (!rfc.ok) {
      issues.push(issue('rfc_invalid', `Invalid RFC: ${rfc.message}`, { reason: rfc.error }));
    } else if (rfc.generic || rfc.kind === 'company') {
      const reason = rfc.generic ? 'generic' : 'company';
      issues.push(issue('rfc_not_person', `Not a person's own RFC (${reason})`, { reason }));
    } else {
      const given = rfc.rfc;
      if (expectedRfc !== null) {
        issues.push(
          ...compare(
            'rfc_root_mismatch',
            "The RFC's four letters",
            expectedRfc.slice(0, 4),
            given.slice(0, 4),
          ),
        );
      }
      if (dated) {
        const yymmdd = input.birthDate.slice(2).replace(/-/g, '');
        issues.push(...compare('rfc_birth_date_mismatch', "The RFC's date", yymmdd, given.slice(4, 10)));
      }
      if (expectedRfc !== null) {
        issues.push(
          ...compare(
            'rfc_homoclave_mismatch',
            "The RFC's homoclave",
            expectedRfc.slice(10, 12),
            given.slice(10, 12),
          ),
        );
      }
      issues.push(
        ...compare(
          'rfc_check_digit_mismatch',
          "The RFC's check character",
          rfcCheckDigit(given.slice(0, 12)),
          given[12]!,
        ),
      );
    }
  }

  return { ok: issues.every((found) => found.severity !== 'error'), issues, expectedRfc };
}
