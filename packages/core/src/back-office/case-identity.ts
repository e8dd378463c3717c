import { validateCurp } from '@lender/clabe/curp';
import { curpMatchesName, curpNameKey, type PersonName, personRfc } from '@lender/clabe/names';
import { validateRfc } from '@lender/clabe/rfc';
import type { EvidenceCheck, ManualCaseEvidence } from '@lender/contracts';

// The identity checks of a manual case's panel: the CURP against its own rules, the client's name
// and birth date, and the RFC the name and birth date give. Only the checks and a masked CURP leave
// here: the whole CURP is read through `clients/{id}/contact`, an audited read (issue 36).

/** The name and birth date a client registered with. */
export interface RegisteredIdentity {
  readonly name: PersonName;
  readonly birthDate: string | null;
}

const check = (passed: boolean): EvidenceCheck => (passed ? 'pass' : 'fail');

/** The first and last four characters of a CURP, the ten between hidden (`HEGG**********RL04`). */
export function maskCurp(curp: string): string | null {
  return /^[A-Z0-9Ñ]{18}$/.test(curp) && /^[A-ZÑ]{4}/.test(curp)
    ? `${curp.slice(0, 4)}${'*'.repeat(10)}${curp.slice(14)}`
    : null;
}

const hasName = (name: PersonName) =>
  (name.firstSurname.trim() !== '' || (name.secondSurname ?? '').trim() !== '') &&
  name.givenNames.trim() !== '';

/** The CURP's checks; `curp` is the stored (whole) CURP or null when the client saved none. */
export function curpEvidence(curp: string | null, identity: RegisteredIdentity): ManualCaseEvidence['curp'] {
  if (curp === null) {
    return {
      masked: null,
      structure: 'unknown',
      checkDigit: 'unknown',
      name: 'unknown',
      birthDate: 'unknown',
      state: null,
    };
  }
  const shape = validateCurp(curp, { checkDigit: false });
  const whole = validateCurp(curp);
  return {
    masked: maskCurp(curp),
    structure: check(shape.ok),
    checkDigit: shape.ok ? check(whole.ok) : 'unknown',
    name: hasName(identity.name) ? check(curpMatchesName(curp, identity.name)) : 'unknown',
    birthDate:
      shape.ok && identity.birthDate !== null ? check(shape.birthDate === identity.birthDate) : 'unknown',
    state: shape.ok ? shape.state.name : null,
  };
}

/**
 * The RFC of the name and birth date (the client gives none), its structure and check character,
 * and whether the CURP names the same person and date: the same birth date, and the same four
 * letters where the SAT's rules and RENAPO's take the same ones (they differ for one surname, a
 * short first surname and their lists of inconvenient words).
 */
export function rfcEvidence(curp: string | null, identity: RegisteredIdentity): ManualCaseEvidence['rfc'] {
  if (identity.birthDate === null || !hasName(identity.name)) {
    return { value: null, structure: 'unknown', matchesCurp: 'unknown' };
  }
  const rfc = personRfc(identity.name, identity.birthDate);
  const structure = check(validateRfc(rfc, { checkDigit: true }).ok);
  const shape = curp === null ? null : validateCurp(curp, { checkDigit: false });
  if (curp === null || !shape?.ok) return { value: rfc, structure, matchesCurp: 'unknown' };
  const sameRules = curpNameKey(identity.name).slice(0, 4) === rfc.slice(0, 4);
  const sameDate = rfc.slice(4, 10) === curp.slice(4, 10);
  return {
    value: rfc,
    structure,
    matchesCurp: check(sameDate && (!sameRules || rfc.slice(0, 4) === curp.slice(0, 4))),
  };
}
