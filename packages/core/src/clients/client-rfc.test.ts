import type { IdentityIssueCode } from '@lender/clabe/identity';
import { personRfc } from '@lender/clabe/names';
import { rfcCheckDigit } from '@lender/clabe/rfc';
import { errors } from '@lender/i18n/es-MX';
import { describe, expect, it } from 'vitest';
import { TEST_SECRETS } from '../../testing/test-core';
import { CoreError } from '../errors/core-error';
import { createPiiCrypto } from '../pii';
import { checkedRfc, type RfcOwner, rfcIssues, rfcOfRow } from './client-rfc';

const pii = createPiiCrypto({
  encryptionKey: TEST_SECRETS.piiEncryptionKey,
  hashKey: TEST_SECRETS.piiHashKey,
});

const gloria: RfcOwner = {
  firstName: 'Gloria',
  middleName: null,
  lastName: 'Hernández',
  secondLastName: 'García',
  birthDate: '1956-04-27',
  curpEnc: pii.encrypt('HEGG560427MVZRRL04'),
};
const HER_RFC = personRfc(
  { givenNames: 'Gloria', firstSurname: 'Hernández', secondSurname: 'García' },
  '1956-04-27',
);

/** The violations of `validation_failed` that `checkedRfc` throws for `input`. */
function refusal(owner: RfcOwner, input: string) {
  try {
    checkedRfc(pii, owner, input);
  } catch (error) {
    if (error instanceof CoreError && error.code === 'validation_failed') return error.violations;
    throw error;
  }
  throw new Error(`${input} was accepted`);
}

describe('the client RFC', () => {
  it("keeps the client's own RFC, normalised as typed", () => {
    expect(checkedRfc(pii, gloria, HER_RFC)).toBe(HER_RFC);
    expect(
      checkedRfc(pii, gloria, `${HER_RFC.slice(0, 4)}-${HER_RFC.slice(4, 10)}-${HER_RFC.slice(10)}`),
    ).toBe(HER_RFC);
  });

  it("refuses another person's letters or date, one violation of rfc per disagreement, with what was expected", () => {
    expect(refusal(gloria, 'HEGL560428574')).toEqual([
      expect.objectContaining({
        field: ['rfc'],
        code: 'rfc_root_mismatch',
        params: { expected: 'HEGG', actual: 'HEGL' },
      }),
      expect.objectContaining({
        code: 'rfc_birth_date_mismatch',
        params: { expected: '560427', actual: '560428' },
      }),
      expect.objectContaining({ code: 'rfc_check_digit_mismatch' }),
    ]);
  });

  it('refuses a malformed RFC, a company RFC and a mistyped last character', () => {
    expect(refusal(gloria, 'HEGG5604')).toMatchObject([
      { code: 'rfc_invalid', params: { reason: 'length' } },
    ]);
    expect(refusal(gloria, 'MAB9307148T4')).toMatchObject([
      { code: 'rfc_not_person', params: { reason: 'company' } },
    ]);
    const typo = HER_RFC.slice(0, 12) + (HER_RFC.endsWith('1') ? '2' : '1');
    expect(refusal(gloria, typo)).toMatchObject([{ code: 'rfc_check_digit_mismatch' }]);
  });

  it("keeps an RFC whose homoclave the SAT gave another way (a namesake's), a warning only", () => {
    const namesake = 'HEGG560427A1';
    const rfc = namesake + rfcCheckDigit(namesake);
    expect(rfcIssues(pii, gloria, rfc)).toMatchObject([
      { code: 'rfc_homoclave_mismatch', severity: 'warning' },
    ]);
    expect(checkedRfc(pii, gloria, rfc)).toBe(rfc);
  });

  it("takes the CURP's birth date when none is stored, and leaves the stored CURP's own problems out", () => {
    expect(refusal({ ...gloria, birthDate: null }, 'HEGG560428574')).toMatchObject([
      { code: 'rfc_birth_date_mismatch', params: { expected: '560427' } },
      { code: 'rfc_check_digit_mismatch' },
    ]);
    const otherCurp = { ...gloria, curpEnc: pii.encrypt('PEGL890909MJCRMS05') };
    expect(rfcIssues(pii, otherCurp, HER_RFC)).toEqual([]);
  });

  it('reads back what was stored', () => {
    expect(rfcOfRow(pii, { rfcEnc: pii.encrypt(HER_RFC) })).toBe(HER_RFC);
    expect(rfcOfRow(pii, { rfcEnc: null })).toBeNull();
  });
});

describe("the words of checkIdentity's codes", () => {
  // Every code, checked by the compiler: a code added to @lender/clabe fails here until listed.
  const CODES = {
    name_incomplete: true,
    birth_date_invalid: true,
    curp_invalid: true,
    curp_name_mismatch: true,
    curp_birth_date_mismatch: true,
    rfc_invalid: true,
    rfc_not_person: true,
    rfc_root_mismatch: true,
    rfc_birth_date_mismatch: true,
    rfc_homoclave_mismatch: true,
    rfc_check_digit_mismatch: true,
  } as const satisfies Record<IdentityIssueCode, true>;

  it('are there for every code, for the borrower and for staff, and for no other', () => {
    expect(Object.keys(errors.identity).sort()).toEqual(Object.keys(CODES).sort());
    expect(Object.keys(errors.identityAdmin).sort()).toEqual(Object.keys(CODES).sort());
  });
});
