import { NAME_FIELDS } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import {
  completeNamePartsOf,
  givenAndFamilyNamesOf,
  givenNameParts,
  NAME_PARTS,
  namePartsOf,
  namePatchOf,
  nameValuesOf,
} from './name-parts';

describe('the parts of a name, read from the contracts (issue 41)', () => {
  it('follows NAME_FIELDS in its order', () => {
    expect(NAME_PARTS).toEqual(NAME_FIELDS.map((field) => field.name));
  });

  it('reads every part of a row or a request, a missing or empty one as null', () => {
    expect(namePartsOf({ firstName: 'Ana', lastName: 'López', secondLastName: '' })).toEqual({
      firstName: 'Ana',
      middleName: null,
      lastName: 'López',
      secondLastName: null,
    });
    expect(nameValuesOf({ firstName: 'Ana', middleName: 'Sofía', lastName: 'López' })).toEqual([
      'Ana',
      'Sofía',
      'López',
      null,
    ]);
    expect(completeNamePartsOf({ firstName: 'Ana', lastName: 'López' }).lastName).toBe('López');
  });

  it('lists the parts given (an audit) and a patch keeps null (clear) apart from absent (unchanged)', () => {
    expect(givenNameParts({ firstName: 'Ana', lastName: 'López', secondLastName: 'Ruiz' })).toEqual([
      'firstName',
      'lastName',
      'secondLastName',
    ]);
    expect(namePatchOf({ middleName: null, lastName: 'Ruiz' })).toEqual({
      middleName: null,
      lastName: 'Ruiz',
    });
  });

  it('splits given names from surnames for identity providers and banks', () => {
    expect(
      givenAndFamilyNamesOf({
        firstName: 'Ana',
        middleName: 'Sofía',
        lastName: 'López',
        secondLastName: 'Ruiz',
      }),
    ).toEqual({ given: 'Ana Sofía', family: 'López Ruiz' });
    expect(givenAndFamilyNamesOf({ firstName: 'Ana', middleName: null, lastName: 'López' })).toEqual({
      given: 'Ana',
      family: 'López',
    });
  });
});
