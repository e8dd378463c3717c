import { describe, expect, it } from 'vitest';
import { BENEFICIARY_NAME_FLOOR, comparableRfc, matchBeneficiary } from './beneficiary-match';
import { partsOf } from './name-match';

// Issue 66, point 5 (ADR 327): the CEP's beneficiary against the client, both ways round.
const jose = { name: partsOf({ givenNames: 'José', surnames: 'Hernández López' }), rfc: null };
const cep = (name: string, rfc = 'XAXX010101000') => ({ name, rfc });

describe('the beneficiary a CEP names', () => {
  it('is the client whatever the accents, case, order and particles', () => {
    for (const name of [
      'JOSE HERNANDEZ LOPEZ',
      'HERNANDEZ LOPEZ JOSE',
      'José Hernández López',
      'JOSE DE HERNANDEZ LOPEZ',
    ])
      expect(matchBeneficiary(jose, cep(name)), name).toMatchObject({ matches: true, rfc: 'absent' });
  });

  it('is not the client when the given name is another, either way round', () => {
    const josefina = { name: partsOf({ givenNames: 'Josefina', surnames: 'Hernández López' }), rfc: null };
    expect(matchBeneficiary(jose, cep('JOSEFINA HERNANDEZ LOPEZ')).matches).toBe(false);
    expect(matchBeneficiary(josefina, cep('JOSE HERNANDEZ LOPEZ')).matches).toBe(false);
    expect(matchBeneficiary(jose, cep('JOSEFINA HERNANDEZ LOPEZ')).nameScore).toBeLessThan(
      BENEFICIARY_NAME_FLOOR,
    );
  });

  it('is not the client when a surname is another, or the name is someone else entirely', () => {
    expect(matchBeneficiary(jose, cep('JOSE HERNANDEZ LOZANO')).matches).toBe(false);
    expect(matchBeneficiary(jose, cep('MARIA PEREZ GARCIA')).matches).toBe(false);
    expect(matchBeneficiary(jose, cep('')).matches).toBe(false);
  });

  it('lets a bank leave out the second surname', () => {
    expect(matchBeneficiary(jose, cep('JOSE HERNANDEZ')).matches).toBe(true);
  });

  it('needs the same RFC when both sides have one, whatever the name says', () => {
    const withRfc = { ...jose, rfc: 'HELJ800101AB1' };
    expect(matchBeneficiary(withRfc, cep('JOSE HERNANDEZ LOPEZ', 'helj800101ab1'))).toMatchObject({
      matches: true,
      rfc: 'same',
    });
    expect(matchBeneficiary(withRfc, cep('JOSE HERNANDEZ LOPEZ', 'HELJ800101XY9'))).toMatchObject({
      matches: false,
      rfc: 'differs',
    });
    // The same RFC does not vouch for another name.
    expect(matchBeneficiary(withRfc, cep('JOSEFINA HERNANDEZ LOPEZ', 'HELJ800101AB1')).matches).toBe(false);
  });

  it('reads SAT generic RFCs and blanks as no RFC', () => {
    expect(comparableRfc('XAXX010101000')).toBeNull();
    expect(comparableRfc('XEXX010101000')).toBeNull();
    expect(comparableRfc('  ')).toBeNull();
    expect(comparableRfc('helj-800101-ab1')).toBe('HELJ800101AB1');
  });
});
