import { describe, expect, it } from 'vitest';
import { curpCheckDigit } from './curp';
import { checkIdentity, type IdentityInput } from './identity';
import { curpNameKey, type PersonName, personRfc } from './names';
import { rfcCheckDigit } from './rfc';

const person = (
  givenNames: string,
  firstSurname: string,
  secondSurname: string | null,
  birthDate: string,
): IdentityInput => ({ givenNames, firstSurname, secondSurname, birthDate });

/** A well-formed CURP with these letters (positions 1–4 and 14–16) and this date (born 19xx). */
function curpOf(letters: string, birthDate: string, sexAndState = 'HDF'): string {
  const first17 = `${letters.slice(0, 4)}${birthDate.slice(2).replace(/-/g, '')}${sexAndState}${letters.slice(4)}0`;
  return first17 + curpCheckDigit(first17);
}

/** An RFC with another homoclave, its check character recomputed: as the SAT gives a namesake. */
function withHomoclave(rfc: string, homoclave: string): string {
  const first12 = rfc.slice(0, 10) + homoclave;
  return first12 + rfcCheckDigit(first12);
}

const codes = (input: IdentityInput) => checkIdentity(input).issues.map((issue) => issue.code);

describe('checkIdentity: a person whose codes agree', () => {
  it.each([
    // The SAT's own example of the algorithm, and public vectors of the published rules.
    [person('Emma', 'Gómez', 'Díaz', '1956-12-31'), 'GODE561231GR8'],
    [person('Eliud', 'Orozco', 'Gomez', '1952-07-11'), 'OOGE520711151'],
    [person('Saturnina', 'Angel', 'Cruz', '1921-11-12'), 'AECS211112JPA'],
    // "de la": the particles go, the homoclave still reads the whole name.
    [person('Josué', 'Zarzosa', 'de la Torre', '1987-08-05'), 'ZATJ870805CK6'],
    // María gives way to the second given name, and Y is no vowel (ELYD → EX).
    [person('María Salomé', 'Elyd', 'Sáenz', '1958-01-20'), 'EXSS580120937'],
  ])('%o has the RFC %s, and no issue', (input, rfc) => {
    expect(checkIdentity({ ...input, rfc })).toEqual({ ok: true, issues: [], expectedRfc: rfc });
  });

  it('compares a CURP by RENAPO rules and an RFC by the SAT rules, each with its own letters', () => {
    const gloria = person('Gloria', 'Hernández', 'García', '1956-04-27');
    const result = checkIdentity({ ...gloria, curp: 'HEGG560427MVZRRL04', rfc: 'HEGG560427574' });
    expect(result).toEqual({ ok: true, issues: [], expectedRfc: 'HEGG560427574' });
  });

  it('reads the codes as typed: lower case, spaces and dashes', () => {
    const emma = person('Emma', 'Gómez', 'Díaz', '1956-12-31');
    expect(checkIdentity({ ...emma, rfc: 'gode-561231-gr8' }).issues).toEqual([]);
  });

  it('compares nothing that was not given', () => {
    expect(checkIdentity(person('Emma', 'Gómez', 'Díaz', '1956-12-31'))).toMatchObject({
      ok: true,
      issues: [],
    });
    expect(checkIdentity({ ...person('Emma', 'Gómez', 'Díaz', '1956-12-31'), curp: '', rfc: null }).ok).toBe(
      true,
    );
  });
});

describe('checkIdentity: real-world names', () => {
  it.each([
    // Compound given names: María and José give way to the next one, in both codes.
    [person('María José', 'Hernández', 'López', '1990-05-17'), 'HELJ', 'HELJRPS'],
    [person('José Luis', 'Pérez', 'García', '1985-03-02'), 'PEGL', 'PEGLRRS'],
    [person('Ma. Luisa', 'Ramírez', 'Sánchez', '1970-12-13'), 'RASL', 'RASLMNS'],
    // …but not a name that merely starts like them.
    [person('Marco Antonio', 'Cano', 'Barraza', '1970-12-13'), 'CABM', 'CABMNRR'],
    // Particles: "de la", "del", "Mc", "Von" go.
    [person('Josué', 'de la Torre', 'Zarzosa', '1970-12-13'), 'TOZJ', 'TOZJRRS'],
    [person('José Antonio', 'Del Real', 'Anzures', '1970-12-13'), 'REAA', 'REAALNN'],
    [person('Eric', 'Mc Gregor', 'Von Juárez', '1970-12-13'), 'GEJE', 'GEJERRR'],
    // Ñ reads X in the letters.
    [person('Andrés', 'Ñandú', 'Rosas', '1970-12-13'), 'XARA', 'XARANSN'],
  ])('%o: RFC letters %s, CURP letters %s', (input, rfcLetters, curpLetters) => {
    const rfc = personRfc(input, input.birthDate);
    expect(rfc.slice(0, 4)).toBe(rfcLetters);
    expect(curpNameKey(input)).toBe(curpLetters);
    const curp = curpOf(curpLetters, input.birthDate);
    expect(checkIdentity({ ...input, curp, rfc })).toEqual({ ok: true, issues: [], expectedRfc: rfc });
  });

  it('Ñ counts in the homoclave (worth 40): Muñoz and Munoz are not the same name', () => {
    const munoz = personRfc(
      { givenNames: 'Juan', firstSurname: 'Muñoz', secondSurname: 'Ortega' },
      '1970-12-13',
    );
    expect(munoz).toBe('MUOJ701213T67');
    const typedWithoutTilde = person('Juan', 'Munoz', 'Ortega', '1970-12-13');
    expect(checkIdentity({ ...typedWithoutTilde, rfc: munoz }).issues).toMatchObject([
      { code: 'rfc_homoclave_mismatch', severity: 'warning', params: { actual: 'T6' } },
    ]);
  });

  it('a CURP whose letters differ from the RFC by its own rules is no mismatch', () => {
    // One surname: RENAPO writes X for the missing one, the SAT takes two letters of each part.
    const zafra = person('Gerarda', 'Zafra', null, '1970-12-13');
    // A first surname of two letters: RENAPO still wants an inner vowel (X), the SAT changes rule.
    const ek = person('Ernesto', 'Ek', 'Rivera', '1970-12-13');
    // An inconvenient word: RENAPO replaces the second letter (BUEI → BXEI), the SAT the last (BUEX).
    const bueno = person('Ingrid', 'Bueno', 'Ezquerra', '1970-12-13');
    const omar = person('Omar', 'Pérez', 'Domínguez', '1970-12-13');
    for (const [input, curpLetters, rfc] of [
      [zafra, 'ZAXGFXR', 'ZAGE701213920'],
      [ek, 'EXREKVR', 'ERER7012139E5'],
      [bueno, 'BXEINZN', 'BUEX701213LT1'],
      [omar, 'PXDORMM', 'PEDX7012139FA'],
    ] as const) {
      expect(curpNameKey(input)).toBe(curpLetters);
      expect(personRfc(input, input.birthDate)).toBe(rfc);
      expect(curpLetters.slice(0, 4)).not.toBe(rfc.slice(0, 4));
      expect(codes({ ...input, curp: curpOf(curpLetters, input.birthDate), rfc })).toEqual([]);
    }
  });

  it('a single surname given as the second one reads as the one surname', () => {
    const input = person('Juan', '', 'Martínez', '1970-12-13');
    expect(checkIdentity({ ...input, rfc: 'MAJU701213BP2' })).toMatchObject({ ok: true, issues: [] });
  });
});

describe('checkIdentity: homoclave collisions', () => {
  const juan = person('Juan', 'Pérez', 'García', '1980-01-01');
  const julio = person('Julio', 'Pérez', 'Gómez', '1980-01-01');
  const juansRfc = personRfc(juan, juan.birthDate);
  const juliosRfc = personRfc(julio, julio.birthDate);

  it('two people with the same root get different homoclaves', () => {
    expect(juansRfc.slice(0, 10)).toBe('PEGJ800101');
    expect(juliosRfc.slice(0, 10)).toBe('PEGJ800101');
    expect(juansRfc.slice(10, 12)).not.toBe(juliosRfc.slice(10, 12));
  });

  it("another person's RFC with the same root is told by its homoclave", () => {
    expect(checkIdentity({ ...julio, rfc: juansRfc }).issues).toEqual([
      {
        code: 'rfc_homoclave_mismatch',
        severity: 'warning',
        message: `The RFC's homoclave should be ${juliosRfc.slice(10, 12)}, not LN`,
        params: { expected: juliosRfc.slice(10, 12), actual: 'LN' },
      },
    ]);
  });

  it("a namesake born the same day has the SAT's other homoclave: a warning, not an error", () => {
    const namesake = withHomoclave(juansRfc, 'A1');
    expect(checkIdentity({ ...juan, rfc: namesake })).toMatchObject({
      ok: true,
      issues: [{ code: 'rfc_homoclave_mismatch', severity: 'warning' }],
      expectedRfc: juansRfc,
    });
  });

  it('a mistyped homoclave also fails the check character: an error', () => {
    const typo = `${juansRfc.slice(0, 11)}M${juansRfc[12]}`;
    const result = checkIdentity({ ...juan, rfc: typo });
    expect(result.ok).toBe(false);
    expect(result.issues.map((issue) => issue.code)).toEqual([
      'rfc_homoclave_mismatch',
      'rfc_check_digit_mismatch',
    ]);
  });
});

describe('checkIdentity: disagreements', () => {
  const gloria = person('Gloria', 'Hernández', 'García', '1956-04-27');

  it('a CURP with other name letters or another date', () => {
    expect(checkIdentity({ ...gloria, curp: curpOf('HEGLRRL', '1956-04-27', 'MVZ') }).issues).toMatchObject([
      { code: 'curp_name_mismatch', severity: 'error', params: { expected: 'HEGGRRL', actual: 'HEGLRRL' } },
    ]);
    expect(checkIdentity({ ...gloria, curp: curpOf('HEGGRRL', '1956-04-28', 'MVZ') }).issues).toMatchObject([
      { code: 'curp_birth_date_mismatch', params: { expected: '1956-04-27', actual: '1956-04-28' } },
    ]);
  });

  it('an RFC with other letters, another date or a wrong check character', () => {
    const rfc = personRfc(gloria, gloria.birthDate);
    const otherLetters = `HEGL${rfc.slice(4, 12)}`;
    expect(
      checkIdentity({ ...gloria, rfc: otherLetters + rfcCheckDigit(otherLetters) }).issues,
    ).toMatchObject([{ code: 'rfc_root_mismatch', params: { expected: 'HEGG', actual: 'HEGL' } }]);
    const otherDate = `HEGG560428${rfc.slice(10, 12)}`;
    expect(checkIdentity({ ...gloria, rfc: otherDate + rfcCheckDigit(otherDate) }).issues).toMatchObject([
      { code: 'rfc_birth_date_mismatch', params: { expected: '560427', actual: '560428' } },
    ]);
    const wrongCheck = rfc.slice(0, 12) + (rfc[12] === '1' ? '2' : '1');
    expect(checkIdentity({ ...gloria, rfc: wrongCheck }).issues).toMatchObject([
      { code: 'rfc_check_digit_mismatch', params: { expected: rfc[12], actual: wrongCheck[12] } },
    ]);
  });

  it('reports every disagreement at once, CURP first', () => {
    const result = checkIdentity({
      ...gloria,
      curp: curpOf('HEGLRRL', '1956-04-28', 'MVZ'),
      rfc: 'HEGL560428574',
    });
    expect(result.ok).toBe(false);
    expect(result.issues.map((issue) => issue.code)).toEqual([
      'curp_name_mismatch',
      'curp_birth_date_mismatch',
      'rfc_root_mismatch',
      'rfc_birth_date_mismatch',
      'rfc_check_digit_mismatch',
    ]);
  });

  it('a malformed CURP or RFC gives one issue with the reason of its validator', () => {
    expect(checkIdentity({ ...gloria, curp: 'HEGG560427MVZRRL05' }).issues).toMatchObject([
      { code: 'curp_invalid', params: { reason: 'checksum' } },
    ]);
    expect(checkIdentity({ ...gloria, rfc: 'HEGG561327574' }).issues).toMatchObject([
      { code: 'rfc_invalid', params: { reason: 'date' } },
    ]);
  });

  it("a company's or a generic RFC is not the person's", () => {
    expect(checkIdentity({ ...gloria, rfc: 'MAB9307148T4' }).issues).toMatchObject([
      { code: 'rfc_not_person', params: { reason: 'company' } },
    ]);
    expect(checkIdentity({ ...gloria, rfc: 'XAXX010101000' }).issues).toMatchObject([
      { code: 'rfc_not_person', params: { reason: 'generic' } },
    ]);
  });

  it('without a complete name or a real birth date, says so and compares only the rest', () => {
    const nameless: IdentityInput = { givenNames: '', firstSurname: 'Hernández', birthDate: '1956-04-27' };
    expect(checkIdentity({ ...nameless, rfc: 'HEGL560428574' })).toMatchObject({
      ok: false,
      issues: [
        { code: 'name_incomplete' },
        { code: 'rfc_birth_date_mismatch' },
        { code: 'rfc_check_digit_mismatch' },
      ],
      expectedRfc: null,
    });
    const undated = checkIdentity({ ...gloria, birthDate: '1956-02-30', curp: 'HEGG560427MVZRRL04' });
    expect(undated.issues).toMatchObject([{ code: 'birth_date_invalid', params: { actual: '1956-02-30' } }]);
    expect(undated.expectedRfc).toBeNull();
  });
});

describe('personRfc and checkIdentity agree', () => {
  const names: PersonName[] = [
    { givenNames: 'María de los Ángeles', firstSurname: 'de la Peña', secondSurname: 'Ñúñez' },
    { givenNames: 'J. Jesús', firstSurname: "O'Farril", secondSurname: 'Y Carballo' },
    { givenNames: 'Ana', firstSurname: 'Oe', secondSurname: null },
  ];
  it.each(names)('%o: its own RFC raises no issue', (name) => {
    const input = { ...name, birthDate: '2001-02-28' };
    const rfc = personRfc(name, input.birthDate);
    expect(checkIdentity({ ...input, rfc })).toEqual({ ok: true, issues: [], expectedRfc: rfc });
  });
});
