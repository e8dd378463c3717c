import curpPackage from 'curp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURP_LENGTH, type CurpStateCode, curpCheckDigit, normalizeCurp, validateCurp } from './curp';

const TABLE = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Independent reference (RENAPO): index in the table, weights 18 down to 2, (10 − sum mod 10) mod 10. */
function referenceCheckDigit(first17: string, table = TABLE): number {
  const sum = [...first17].reduce((total, char, i) => total + table.indexOf(char) * (18 - i), 0);
  return (10 - (sum % 10)) % 10;
}

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const consonant = fc.constantFrom(...'BCDFGHJKLMNPQRSTVWXYZ');
const state = fc.constantFrom('AS', 'BC', 'DF', 'JC', 'MC', 'NL', 'VZ', 'YN', 'ZS', 'NE');
const birth = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});
/** Any well-formed first 17 characters, with position 2 a vowel or X as RENAPO assigns it. */
const first17 = fc
  .tuple(letter, fc.constantFrom(...'AEIOUX'), letter, letter, birth, fc.constantFrom('H', 'M', 'X'), state)
  .chain(([a, b, c, d, date, sex, where]) =>
    fc
      .tuple(
        consonant,
        consonant,
        consonant,
        date.getUTCFullYear() < 2000 ? fc.constantFrom(...'0123456789') : letter,
      )
      .map(([e, f, g, h]) => {
        const ymd = date.toISOString().slice(2, 10).replaceAll('-', '');
        return `${a}${b}${c}${d}${ymd}${sex}${where}${e}${f}${g}${h}`;
      }),
  );

describe('validateCurp', () => {
  // Public vectors: python-stdnum's mx.curp tests (hypothetical persons) and the curp npm package's tests.
  it.each([
    ['HEGG560427MVZRRL04', '1956-04-27', 'M', 'VZ', 'Veracruz'],
    ['BEML920313HMCLNS09', '1992-03-13', 'H', 'MC', 'México'],
    ['PEGL890909MJCRMS08', '1989-09-09', 'M', 'JC', 'Jalisco'],
    ['OOMG890727HMNRSR06', '1989-07-27', 'H', 'MN', 'Michoacán'],
    ['AAAA000101HDFCCC09', '1900-01-01', 'H', 'DF', 'Ciudad de México'],
    ['BOXW310820HNERXN09', '1931-08-20', 'H', 'NE', 'Nacido en el extranjero'],
    ['ZUNA540308MNELTN05', '1954-03-08', 'M', 'NE', 'Nacido en el extranjero'],
    ['BASJ841209XCLNCS02', '1984-12-09', 'X', 'CL', 'Coahuila'],
    ['PEPL000909HNLRDSA1', '2000-09-09', 'H', 'NL', 'Nuevo León'],
    ['MASI050805MVZRLRA8', '2005-08-05', 'M', 'VZ', 'Veracruz'],
    ['PXNE660720HMCXTN06', '1966-07-20', 'H', 'MC', 'México'],
  ])('accepts %s: born %s, sex %s, state %s', (curp, birthDate, sex, code, name) => {
    const checkDigit = Number(curp[17]);
    expect(referenceCheckDigit(curp.slice(0, 17))).toBe(checkDigit);
    expect(validateCurp(curp)).toEqual({ ok: true, curp, birthDate, sex, state: { code, name }, checkDigit });
  });

  it.each([
    ['HEGG560427MVZRRL0', 'length'],
    ['HEGG560427MVZRRL045', 'length'],
    ['', 'length'],
    ['123ZZZZZZZZZZZZZ90', 'structure'],
    ['HEGG560427MVZRAL04', 'structure'], // a vowel where an internal consonant goes
    ['HEGG56O427MVZRRL04', 'structure'], // letter O in the date
    ['HEGG560427MVZRRL0A', 'structure'], // check digit must be a digit
    ['HEGÑ560427MVZRRL04', 'structure'], // RENAPO writes X, never Ñ
    ['PEGL891313MJCRMS06', 'date'],
    ['PEGL890230MJCRMS00', 'date'],
    ['PEGL890909QJCRMS08', 'sex'],
    ['PEGL890909MQQRMS02', 'state'],
    ['BACA890909MJCRMS05', 'inconvenient-word'],
    ['PENE660720HMCXTN06', 'inconvenient-word'],
    ['PEGL890909MJCRMS09', 'checksum'],
  ])('rejects %s with %s', (curp, error) => {
    expect(validateCurp(curp)).toMatchObject({ ok: false, error });
  });

  it('gives exact messages and params', () => {
    expect(validateCurp('PEGL89090')).toMatchObject({ message: 'Must be exactly 18 characters long' });
    expect(validateCurp('PEGL890909QJCRMS08')).toMatchObject({
      message: 'Invalid sex: Q',
      params: { code: 'Q' },
    });
    expect(validateCurp('PEGL890909MQQRMS02')).toMatchObject({
      message: 'Invalid state code: QQ',
      params: { code: 'QQ' },
    });
    expect(validateCurp('PEGL890909MJCRMS09')).toMatchObject({
      message: 'Invalid checksum, last digit should be: 8',
      params: { expected: 8 },
    });
  });

  it('takes the century from position 17: digit → 19xx, letter → 20xx', () => {
    const born1920 = `HUHG200901MSPRRL0`;
    const born2020 = `HUHG200901MSPRRLA`;
    expect(validateCurp(born1920 + curpCheckDigit(born1920))).toMatchObject({ birthDate: '1920-09-01' });
    expect(validateCurp(born2020 + curpCheckDigit(born2020))).toMatchObject({ birthDate: '2020-09-01' });
  });

  it('accepts 29 February only in leap years (2000 is one, 1900 is not)', () => {
    const leap2000 = 'PEGL000229MJCRMSA';
    const noLeap1900 = 'PEGL000229MJCRMS0';
    expect(validateCurp(leap2000 + curpCheckDigit(leap2000)).ok).toBe(true);
    expect(validateCurp(noLeap1900 + curpCheckDigit(noLeap1900)).error).toBe('date');
  });

  it('uppercases and drops spaces and dashes first', () => {
    expect(validateCurp(' hegg-560427-mvzrrl04 ')).toMatchObject({ ok: true, curp: 'HEGG560427MVZRRL04' });
  });

  it('can skip the check digit', () => {
    expect(validateCurp('PEGL890909MJCRMS09', { checkDigit: false })).toMatchObject({
      ok: true,
      checkDigit: 9,
    });
  });

  it('knows the 32 states plus NE and nothing else', () => {
    const states: CurpStateCode[] = ['AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR'];
    states.push(
      'HG',
      'JC',
      'MC',
      'MN',
      'MS',
      'NT',
      'NL',
      'OC',
      'PL',
      'QT',
      'QR',
      'SP',
      'SL',
      'SR',
      'TC',
      'TS',
    );
    states.push('TL', 'VZ', 'YN', 'ZS', 'NE');
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const first17 = `HEGG560427M${a}${b}RRL0`;
        const result = validateCurp(first17 + curpCheckDigit(first17));
        expect(result.ok, `${a}${b}`).toBe(states.includes(`${a}${b}` as CurpStateCode));
      }
    }
    expect(states).toHaveLength(33);
  });
});

describe('curpCheckDigit', () => {
  it('puts Ñ between N and O in the table', () => {
    // Ñ (24) weighted 18: one more than N (23) and one less than O (25).
    const withN = 'N0000000000000000';
    const withÑ = 'Ñ0000000000000000';
    const withO = 'O0000000000000000';
    expect(curpCheckDigit(withN)).toBe(referenceCheckDigit(withN));
    expect(curpCheckDigit(withÑ)).toBe(referenceCheckDigit(withÑ));
    expect(curpCheckDigit(withO)).toBe(referenceCheckDigit(withO));
    expect(curpCheckDigit(withÑ)).toBe((10 - ((24 * 18) % 10)) % 10);
  });

  it('gives the wrong digit when Ñ is dropped from the table', () => {
    const withoutÑ = TABLE.replace('Ñ', '');
    expect(referenceCheckDigit('OOMG890727HMNRSR0', withoutÑ)).not.toBe(6);
    expect(curpCheckDigit('OOMG890727HMNRSR0')).toBe(6);
  });

  it.each(['HEGG560427MVZRRL', 'HEGG560427MVZRRL04', 'hegg560427mvzrrl0', 'HEGG560427MVZRR-0'])(
    'throws on %j',
    (input) => {
      expect(() => curpCheckDigit(input)).toThrow(RangeError);
    },
  );

  it('matches the reference for any 17 characters of the table', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...TABLE), minLength: 17, maxLength: 17 }), (chars) => {
        return curpCheckDigit(chars) === referenceCheckDigit(chars);
      }),
    );
  });

  it('makes any well-formed CURP pass, and any other last digit fail the checksum', () => {
    fc.assert(
      fc.property(first17, fc.integer({ min: 1, max: 9 }), (prefix, shift) => {
        fc.pre(validateCurp(`${prefix}0`, { checkDigit: false }).ok);
        const digit = curpCheckDigit(prefix);
        const wrong = (digit + shift) % 10;
        return validateCurp(prefix + digit).ok && validateCurp(prefix + wrong).error === 'checksum';
      }),
    );
  });

  it('agrees with the curp npm package on every well-formed CURP', () => {
    fc.assert(
      fc.property(first17, (prefix) => curpPackage.validar(prefix + curpCheckDigit(prefix)) === true),
    );
  });
});

describe('normalizeCurp', () => {
  it('uppercases (ñ too) and removes spaces and dashes', () => {
    expect(normalizeCurp(' hegg 560427-mvzrrl04 ')).toBe('HEGG560427MVZRRL04');
    expect(normalizeCurp('ñ')).toBe('Ñ');
    expect(normalizeCurp('HEGG560427MVZRRL04')).toHaveLength(CURP_LENGTH);
  });
});

/** RENAPO's inconvenient words, written out (the source packs them): none may start a CURP. */
const WORDS =
  'BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO GETA ' +
  'GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO ' +
  'LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO ' +
  'PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY';
const STATE_CODES =
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(
    ' ',
  );

/** A plain, slow validator straight from spec §5, to hold the fast one to. */
function referenceValidate(input: string): Record<string, unknown> {
  const curp = input.replace(/[\s-]/g, '').toUpperCase();
  if (curp.length !== 18) return { ok: false, error: 'length' };
  if (!/^[A-Z]{4}\d{6}[A-Z]{3}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/.test(curp))
    return { ok: false, error: 'structure' };
  const year = (/\d/.test(curp[16]!) ? 1900 : 2000) + Number(curp.slice(4, 6));
  const month = Number(curp.slice(6, 8));
  const day = Number(curp.slice(8, 10));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, error: 'date' };
  }
  const sex = curp[10]!;
  if (!'HMX'.includes(sex)) return { ok: false, error: 'sex' };
  const state = curp.slice(11, 13);
  if (!STATE_CODES.includes(state)) return { ok: false, error: 'state' };
  if (WORDS.split(' ').includes(curp.slice(0, 4))) return { ok: false, error: 'inconvenient-word' };
  const checkDigit = Number(curp[17]);
  if (referenceCheckDigit(curp.slice(0, 17)) !== checkDigit) return { ok: false, error: 'checksum' };
  return { ok: true, curp, birthDate: date.toISOString().slice(0, 10), sex, state, checkDigit };
}

describe('validateCurp against a plain reference', () => {
  it.each(WORDS.split(' '))('rejects %s in positions 1-4, and accepts it with X second', (word) => {
    const first17 = `${word}560427MVZRRL0`;
    expect(validateCurp(first17 + curpCheckDigit(first17)).error).toBe('inconvenient-word');
    const renapo = `${word[0]}X${word.slice(2)}560427MVZRRL0`;
    expect(validateCurp(renapo + curpCheckDigit(renapo)).ok).toBe(true);
  });

  it.each([
    'PEGL89090',
    'PEGL891313MJCRMS06',
    'PEGL890909QJCRMS08',
    'PEGL890909MQQRMS02',
    'PEGL890909MJCRMS09',
  ])('gives %s the same frozen failure every time, so rejecting does not allocate', (input) => {
    const failure = validateCurp(input);
    expect(failure.ok).toBe(false);
    expect(Object.isFrozen(failure)).toBe(true);
    expect(validateCurp(input)).toBe(failure);
  });

  it('judges the length after uppercasing: ß becomes SS', () => {
    expect(validateCurp('HEGG560427MVZRRLß').error).toBe('structure');
    expect(validateCurp('HEGG560427MVZRRß').error).toBe('length');
  });

  /** Well-formed CURPs, then one character changed, dropped or added, or the case and spacing changed. */
  const nearlyValid = fc
    .tuple(first17, fc.nat(18), fc.constantFrom(...'0123456789AEHMNOQSXZaxñÑß é-'), fc.nat(5))
    .map(([prefix, at, char, how]) => {
      const curp = prefix + curpCheckDigit(prefix);
      if (how === 0) return curp;
      if (how === 1) return curp.slice(0, at) + char + curp.slice(at + 1);
      if (how === 2) return curp.slice(0, at) + curp.slice(at + 1);
      if (how === 3) return curp.slice(0, at) + char + curp.slice(at);
      if (how === 4) return curp.toLowerCase();
      return `${curp.slice(0, 4)} ${curp.slice(4, 10)}-${curp.slice(10)}`;
    });

  it('gives the same result as the reference on any nearly valid input', () => {
    fc.assert(
      fc.property(nearlyValid, (input) => {
        const result = validateCurp(input);
        const expected = referenceValidate(input);
        if (!result.ok) return result.error === expected.error;
        const { curp, birthDate, sex, state, checkDigit } = result;
        expect({ ok: true, curp, birthDate, sex, state: state.code, checkDigit }).toEqual(expected);
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same result as the reference on any 18 letters and digits', () => {
    const char = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    fc.assert(
      fc.property(fc.string({ unit: char, minLength: 18, maxLength: 18 }), (input) => {
        return validateCurp(input).error === referenceValidate(input).error;
      }),
      { numRuns: 2000 },
    );
  });
});
