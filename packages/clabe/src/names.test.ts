import { describe, expect, it } from 'vitest';
import { curpCheckDigit, validateCurp } from './curp';
import { curpMatchesName, curpNameKey, type PersonName, personRfc, rfcHomoclave } from './names';
import { validateRfc } from './rfc';

const name = (givenNames: string, firstSurname: string, secondSurname?: string | null): PersonName => ({
  givenNames,
  firstSurname,
  secondSurname,
});

describe('curpNameKey', () => {
  it.each([
    // RENAPO's own example.
    [name('Gloria', 'Hernández', 'García'), 'HEGGRRL'],
    // Particles are skipped, Ñ reads X, María gives way to the second given name.
    [name('María Elena', 'de la Garza', 'Ñúñez'), 'GAXERXL'],
    [name('José Luis', 'Pérez', null), 'PEXLRXS'],
    // An inconvenient word takes X as its second letter (CACA → CXCA).
    [name('Alberto', 'Camacho', 'Castro'), 'CXCAMSL'],
    // No inner vowel, no inner consonant: X.
    [name('Ana', 'Oe', 'Ai'), 'OEAAXXN'],
  ])('%o → %s', (person, key) => {
    expect(curpNameKey(person)).toBe(key);
  });
});

describe('curpMatchesName', () => {
  const gloria = name('Gloria', 'Hernández', 'García');

  it('holds for the CURP of the name, whatever its date, sex, state and last two characters', () => {
    expect(curpMatchesName('HEGG560427MVZRRL04', gloria)).toBe(true);
    expect(curpMatchesName('hegg-010101-hdf-rrl-a9', gloria)).toBe(true);
  });

  it('fails when a letter of positions 1–4 or 14–16 is another', () => {
    expect(curpMatchesName('HEGL560427MVZRRL04', gloria)).toBe(false);
    expect(curpMatchesName('HEGG560427MVZRRN04', gloria)).toBe(false);
    expect(curpMatchesName('HEGG560427MVZRRL04', name('Gloria', 'Hernández', 'Gracia'))).toBe(true);
    expect(curpMatchesName('HEGG560427MVZRRL04', name('Gloria', 'Hernández', 'Pérez'))).toBe(false);
  });

  it('agrees with the check of a CURP built from the name', () => {
    const first17 = `${curpNameKey(gloria).slice(0, 4)}900101MDF${curpNameKey(gloria).slice(4)}0`;
    const curp = `${first17}${curpCheckDigit(first17)}`;
    expect(validateCurp(curp).ok).toBe(true);
    expect(curpMatchesName(curp, gloria)).toBe(true);
  });
});

describe('personRfc', () => {
  it.each([
    [name('Juan', 'Barrios', 'Fernández'), '1970-12-13', 'BAFJ701213SBA'],
    [name('Juan', 'Antonio', 'Fernández'), '1970-12-13', 'AOFJ701213LN8'],
    [name('Charles', 'Chávez', 'Llamas'), '1970-12-13', 'CALC701213R55'],
    // A first surname of one or two letters: its first, the second surname's, the given name's two.
    [name('Álvaro', 'de la O', 'Lozano'), '1970-12-13', 'OLAL701213R92'],
    [name('Ernesto', 'Ek', 'Rivera'), '1970-12-13', 'ERER7012139E5'],
    // One surname: its first two letters and the given name's.
    [name('Juan', 'Martínez', null), '1970-12-13', 'MAJU701213BP2'],
    [name('Gerarda', '', 'Zafra'), '1970-12-13', 'ZAGE701213920'],
    // Apostrophes and dots are dropped.
    [name('Roberto', "O'farril", 'Carballo'), '1970-12-13', 'OACR701213B44'],
    [name('Rubén', "D'angelo", 'Fargo'), '1970-12-13', 'DAFR701213127'],
    [name('Luz Ma.', 'Fernández', 'Juárez'), '1970-12-13', 'FEJL701213158'],
    // An inconvenient word takes X as its last letter (PEDO → PEDX).
    [name('Omar', 'Pérez', 'Domínguez'), '1970-12-13', 'PEDX7012139FA'],
  ])('%o born %s → %s', (person, birthDate, rfc) => {
    expect(personRfc(person, birthDate)).toBe(rfc);
  });

  it("drops the SAT's particles, which are not RENAPO's: EL stays in an RFC, MI goes", () => {
    const elHaddad = name('Jorge', 'El Haddad', 'Saba');
    expect(curpNameKey(elHaddad).slice(0, 4)).toBe('HASJ');
    expect(personRfc(elHaddad, '1970-12-13').slice(0, 4)).toBe('ESJO');
    expect(personRfc(name('Rosa', 'Mi Lara', 'Soto'), '1970-12-13').slice(0, 4)).toBe('LASR');
  });

  it('writes RFCs that pass validateRfc with their check character', () => {
    const rfc = personRfc(name('María José', 'de la Peña', 'Ñúñez'), '2001-02-28');
    expect(validateRfc(rfc, { checkDigit: true })).toMatchObject({ ok: true, kind: 'person' });
  });

  it('refuses a date that is not YYYY-MM-DD and a name without surname or given name', () => {
    expect(() => personRfc(name('Juan', 'Barrios', 'Fernández'), '13/12/1970')).toThrow(RangeError);
    expect(() => personRfc(name('Juan', '', null), '1970-12-13')).toThrow(RangeError);
    expect(() => personRfc(name('', 'Barrios', 'Fernández'), '1970-12-13')).toThrow(RangeError);
  });
});

describe('rfcHomoclave', () => {
  it.each([
    // The SAT's worked example (GODE561231GR8).
    [name('Emma', 'Gómez', 'Díaz'), 'GR'],
    // Particles and every given name count; accents do not.
    [name('José Antonio', 'Del Real', 'Anzures'), 'N9'],
    [name('Juan', 'Pérez', 'García'), 'LN'],
    [name('Jesús', 'Argüelles', 'Ortega'), 'JF'],
    // Ñ is worth 40, & 10.
    [name('Juan', 'Muñoz', 'Ortega'), 'T6'],
    [name('Juan', 'Muñoz', 'Muñoz'), 'RZ'],
    [name('Juan', 'Pérez&Gómez', 'García'), '2R'],
  ])('%o → %s', (person, homoclave) => {
    expect(rfcHomoclave(person)).toBe(homoclave);
  });

  it('ignores dots, apostrophes and hyphens, extra spaces and letter case, but not Ñ or &', () => {
    expect(rfcHomoclave(name('Juan', "Mc.Gregor O'Connor-Juárez", null))).toBe(
      rfcHomoclave(name('juan', 'McGregor  OConnorJuarez', '')),
    );
    expect(rfcHomoclave(name('Juan', 'Muñoz', 'Ortega'))).not.toBe(
      rfcHomoclave(name('Juan', 'Munoz', 'Ortega')),
    );
    expect(rfcHomoclave(name('Juan', 'Pérez&Gómez', 'García'))).not.toBe(
      rfcHomoclave(name('Juan', 'PérezGómez', 'García')),
    );
  });
});
