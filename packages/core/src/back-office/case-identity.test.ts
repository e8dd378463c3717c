import { curpCheckDigit } from '@lender/clabe/curp';
import { personRfc } from '@lender/clabe/names';
import { describe, expect, it } from 'vitest';
import { curpEvidence, maskCurp, type RegisteredIdentity, rfcEvidence } from './case-identity';

const gloria: RegisteredIdentity = {
  name: { givenNames: 'Gloria', firstSurname: 'Hernández', secondSurname: 'García' },
  birthDate: '1956-04-27',
};
const CURP = 'HEGG560427MVZRRL04';
const withCheckDigit = (first17: string) => `${first17}${curpCheckDigit(first17)}`;

describe('the CURP checks of a manual case', () => {
  it('passes a CURP that is well formed, with its check digit, the name’s letters and the birth date', () => {
    expect(curpEvidence(CURP, gloria)).toEqual({
      masked: 'HEGG**********RL04',
      structure: 'pass',
      checkDigit: 'pass',
      name: 'pass',
      birthDate: 'pass',
      state: 'Veracruz',
    });
  });

  it('fails the check digit of a CURP whose last digit is another', () => {
    expect(curpEvidence('HEGG560427MVZRRL05', gloria)).toMatchObject({
      structure: 'pass',
      checkDigit: 'fail',
    });
  });

  it('fails the name of a CURP made for someone else, and the date of a CURP of another birthday', () => {
    const other = withCheckDigit('PEGJ900514HDFRRN0');
    expect(curpEvidence(other, gloria)).toMatchObject({
      checkDigit: 'pass',
      name: 'fail',
      birthDate: 'fail',
    });
  });

  it('cannot check what the client did not give', () => {
    expect(curpEvidence(null, gloria)).toMatchObject({ masked: null, structure: 'unknown', name: 'unknown' });
    expect(curpEvidence(CURP, { ...gloria, birthDate: null })).toMatchObject({ birthDate: 'unknown' });
    expect(curpEvidence('NOT-A-CURP', gloria)).toMatchObject({ structure: 'fail', checkDigit: 'unknown' });
  });

  it('masks the ten characters between the first and last four, and nothing that is not a CURP', () => {
    expect(maskCurp(CURP)).toBe('HEGG**********RL04');
    expect(maskCurp('hegg560427mvzrrl04')).toBeNull();
    expect(maskCurp('HEGG560427')).toBeNull();
  });
});

describe('the RFC of a manual case', () => {
  it('is computed from the name and birth date, well formed, and agrees with the CURP', () => {
    expect(rfcEvidence(CURP, gloria)).toEqual({
      value: personRfc(gloria.name, '1956-04-27'),
      structure: 'pass',
      matchesCurp: 'pass',
    });
    expect(rfcEvidence(CURP, gloria).value?.slice(0, 10)).toBe('HEGG560427');
  });

  it('disagrees with a CURP of another person or another date', () => {
    expect(rfcEvidence(withCheckDigit('PEGJ900514HDFRRN0'), gloria).matchesCurp).toBe('fail');
    expect(rfcEvidence(withCheckDigit('HEGG560428MVZRRL0'), gloria).matchesCurp).toBe('fail');
  });

  it('compares only the date where the SAT and RENAPO take other letters (one surname)', () => {
    const juan: RegisteredIdentity = {
      name: { givenNames: 'Juan', firstSurname: 'Martínez', secondSurname: null },
      birthDate: '1970-12-13',
    };
    const curp = withCheckDigit('MAXJ701213HDFRXN0');
    expect(rfcEvidence(curp, juan)).toMatchObject({ value: 'MAJU701213BP2', matchesCurp: 'pass' });
  });

  it('has no value without a birth date or a surname', () => {
    expect(rfcEvidence(CURP, { ...gloria, birthDate: null })).toEqual({
      value: null,
      structure: 'unknown',
      matchesCurp: 'unknown',
    });
    const nameless = { ...gloria, name: { givenNames: 'Gloria', firstSurname: '', secondSurname: null } };
    expect(rfcEvidence(CURP, nameless).value).toBeNull();
  });
});
