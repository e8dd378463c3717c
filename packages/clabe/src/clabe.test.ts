import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withBanks } from './banks';
import { CLABE_LENGTH, clabeCheckDigit, formatClabe, makeClabe, validateClabe } from './clabe';
import { plazas } from './plazas';

/** Independent reference: spec §5 written as plainly as possible, to check the optimised code against. */
function referenceCheckDigit(first17: string): number {
  const weights = [3, 7, 1];
  const sum = [...first17].reduce((total, digit, i) => total + ((Number(digit) * weights[i % 3]!) % 10), 0);
  return (10 - (sum % 10)) % 10;
}

describe('validateClabe', () => {
  // Public vectors: clabe-validator's README (002010077777777771), the issue (…770 ends in 0),
  // cuenca-mx/clabe-python's tests (002000000000000008/7, eighteen zeros).
  it.each([
    ['002010077777777771', '002', 'BANAMEX', '010', '07777777777', 1],
    ['002010777777777770', '002', 'BANAMEX', '010', '77777777777', 0],
    ['646180157000000004', '646', 'STP', '180', '15700000000', 4],
    ['012180004632571455', '012', 'BBVA MEXICO', '180', '00463257145', 5],
    ['722969010000000008', '722', 'Mercado Pago W', '969', '01000000000', 8],
  ])('accepts %s (bank %s %s, plaza %s)', (input, bankCode, bankName, city, account, checkDigit) => {
    expect(referenceCheckDigit(input.slice(0, 17))).toBe(checkDigit);
    expect(validateClabe(input)).toEqual({
      ok: true,
      clabe: input,
      bank: expect.objectContaining({ code: bankCode, name: bankName }),
      city: { code: city },
      account,
      checkDigit,
      warnings: [],
    });
  });

  it.each([
    ['00201007777777777', 'length', 'Must be exactly 18 digits long'],
    ['0020100777777777711', 'length', 'Must be exactly 18 digits long'],
    ['', 'length', 'Must be exactly 18 digits long'],
    ['00201007777777777A', 'characters', 'Must be only numeric digits (no letters)'],
    ['O02010077777777771', 'characters', 'Must be only numeric digits (no letters)'],
    ['002010077777777772', 'checksum', 'Invalid checksum, last digit should be: 1'],
    ['002000000000000007', 'checksum', 'Invalid checksum, last digit should be: 8'],
    ['002010777777777771', 'checksum', 'Invalid checksum, last digit should be: 0'],
    ['000000000000000000', 'bank', 'Invalid bank code: 000'],
    ['999180000000000002', 'bank', 'Invalid bank code: 999'],
    ['002000000000000008', 'city', 'Invalid city code: 000'],
    ['002001000000000007', 'city', 'Invalid city code: 001'],
  ])('rejects %s with %s', (input, error, message) => {
    expect(validateClabe(input)).toMatchObject({ ok: false, error, message });
  });

  it('checks in order: length before characters before checksum before bank before city', () => {
    expect(validateClabe('ABC').error).toBe('length');
    expect(validateClabe('00000000000000000X').error).toBe('characters');
    // Unknown bank 000 and unknown plaza 000, but a wrong control digit is reported first.
    expect(validateClabe('000000000000000001').error).toBe('checksum');
    expect(validateClabe('000000000000000000').error).toBe('bank');
  });

  it('strips spaces and dashes before counting digits', () => {
    const result = validateClabe(' 002-010 07777777777-1 ');
    expect(result).toMatchObject({ ok: true, clabe: '002010077777777771' });
  });

  it('treats a non-string at run time as the wrong length instead of throwing', () => {
    expect(validateClabe(undefined as unknown as string).error).toBe('length');
  });

  it('gives the expected digit and the codes as params for translated messages', () => {
    expect(validateClabe('002010077777777772')).toMatchObject({ params: { expected: 1 } });
    expect(validateClabe('999180000000000002')).toMatchObject({ params: { code: '999' } });
    expect(validateClabe('002000000000000008')).toMatchObject({ params: { code: '000' } });
  });

  describe('allowedBanks (spec §5 whitelist)', () => {
    it('accepts a bank in the list', () => {
      expect(validateClabe('002010077777777771', { allowedBanks: ['002', '012'] }).ok).toBe(true);
    });

    it('rejects a known bank outside the list with bank-not-allowed', () => {
      expect(validateClabe('002010077777777771', { allowedBanks: ['012'] })).toEqual({
        ok: false,
        error: 'bank-not-allowed',
        message: 'Bank not allowed: 002',
        params: { code: '002' },
      });
    });

    it('still reports an unknown bank as bank, not as not allowed', () => {
      expect(validateClabe('999180000000000002', { allowedBanks: ['012'] }).error).toBe('bank');
    });

    it('checks the allowed bank before the city', () => {
      expect(validateClabe('002000000000000008', { allowedBanks: ['012'] }).error).toBe('bank-not-allowed');
    });
  });

  describe('city: strict | lenient (ADR 004)', () => {
    it('is strict by default', () => {
      expect(validateClabe('002000000000000008').error).toBe('city');
      expect(validateClabe('002000000000000008', { city: 'strict' }).error).toBe('city');
    });

    it('lenient accepts an unknown plaza with city null and a warning', () => {
      expect(validateClabe('002000000000000008', { city: 'lenient' })).toMatchObject({
        ok: true,
        city: null,
        warnings: [{ code: 'city', message: 'Unknown city code: 000', params: { code: '000' } }],
      });
    });

    it('lenient still fills city for a known plaza, without warnings', () => {
      expect(validateClabe('002010077777777771', { city: 'lenient' })).toMatchObject({
        city: { code: '010' },
        warnings: [],
      });
    });

    it('accepts 999 (N/A) as a plaza', () => {
      expect(validateClabe(makeClabe('012', '999', '1')).ok).toBe(true);
    });
  });

  it('attaches the plaza name when given the plazas entry', () => {
    expect(validateClabe('002010077777777771', { plazas })).toMatchObject({
      city: { code: '010', name: 'Aguascalientes', state: 'MX-AGU' },
    });
  });

  it('accepts banks added with withBanks and marks legacy codes', () => {
    const clabe = makeClabe('799', '180', '0');
    expect(validateClabe(clabe).error).toBe('bank');
    const banks = withBanks([{ code: '799', name: 'NEW PAY', speiKey: '90799' }]);
    expect(validateClabe(clabe, { banks })).toMatchObject({
      ok: true,
      bank: { code: '799', name: 'NEW PAY' },
    });
    expect(validateClabe(makeClabe('846', '180', '1'))).toMatchObject({ ok: true, bank: { legacy: true } });
  });

  it('accepts the newer SPEI participants that clabe-validator lacks', () => {
    for (const code of ['714', '715', '720', '725', '727', '729', '730', '738']) {
      expect(validateClabe(makeClabe(code, '180', '12345')), code).toMatchObject({
        ok: true,
        bank: { code },
      });
    }
  });
});

describe('clabeCheckDigit', () => {
  it.each([
    ['00201007777777777', 1],
    ['00201077777777777', 0],
    ['00200000000000000', 8],
    ['00000000000000000', 0],
  ])('%s → %i', (first17, digit) => {
    expect(clabeCheckDigit(first17)).toBe(digit);
  });

  it.each(['0020100777777777', '002010077777777771', '0020100777777777A', ''])('throws on %j', (input) => {
    expect(() => clabeCheckDigit(input)).toThrow(RangeError);
  });

  const seventeenDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 17, maxLength: 17 });

  it('matches the plain reference implementation for any 17 digits', () => {
    fc.assert(
      fc.property(seventeenDigits, (first17) => clabeCheckDigit(first17) === referenceCheckDigit(first17)),
    );
  });

  it('makes any 17 digits pass the checksum', () => {
    fc.assert(
      fc.property(seventeenDigits, (first17) => {
        const result = validateClabe(first17 + clabeCheckDigit(first17));
        return result.ok || (result.error !== 'checksum' && result.error !== 'length');
      }),
    );
  });

  it('fails the checksum after any single-digit change of a valid CLABE', () => {
    fc.assert(
      fc.property(
        seventeenDigits,
        fc.integer({ min: 0, max: CLABE_LENGTH - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (first17, position, shift) => {
          const valid = first17 + clabeCheckDigit(first17);
          const changed = (Number(valid[position]) + shift) % 10;
          const mutated = valid.slice(0, position) + changed + valid.slice(position + 1);
          return validateClabe(mutated).error === 'checksum';
        },
      ),
    );
  });
});

describe('makeClabe', () => {
  it('pads the parts and appends the control digit', () => {
    expect(makeClabe('002', '010', '7777777777')).toBe('002010077777777771');
    expect(makeClabe(2, 10, 7777777777)).toBe('002010077777777771');
    expect(makeClabe(646, 180, 1570000000)).toBe('646180015700000006');
  });

  it('builds a CLABE that validates for any known bank and plaza', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (account) => {
        return validateClabe(makeClabe('012', '180', account)).ok;
      }),
    );
  });

  it.each([
    ['1234', '010', '1'],
    ['002', '-1', '1'],
    ['002', '010', '123456789012'],
    ['002', '01a', '1'],
    ['002', '010', 1.5],
  ])('throws on bank %j city %j account %j', (bank, city, account) => {
    expect(() => makeClabe(bank, city, account)).toThrow(RangeError);
  });
});

describe('formatClabe', () => {
  it('groups bank, plaza, account and control digit', () => {
    expect(formatClabe('002010077777777771')).toBe('002 010 07777777777 1');
    expect(formatClabe('002-010-07777777777-1', '-')).toBe('002-010-07777777777-1');
    expect(formatClabe(' 002 0100 7777777777 1 ')).toBe('002 010 07777777777 1');
  });

  it('returns input that is not 18 digits without separators, ungrouped', () => {
    expect(formatClabe('002 010 0777')).toBe('0020100777');
  });
});
