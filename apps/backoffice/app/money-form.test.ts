// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { typedCentavos } from './money-form';
import { centavosOf, pesosText } from './settings-form';

// Money an admin types reaches the API as the exact centavos (issue 61).
describe('typedCentavos', () => {
  it.each([
    ['25.50', 2550],
    ['3,219.24', 321924],
    ['0.01', 1],
    ['3219', 321900],
    ['$1,000,000.05', 100000005],
  ])('%s is %i centavos', (typed, centavos) => {
    expect(typedCentavos(typed, 'backoffice:loans.amountInvalid')).toEqual({ centavos });
  });

  it.each([
    ['1.234', 'backoffice:money.decimals'],
    ['3219,24', 'backoffice:money.comma'],
    ['-5', 'backoffice:loans.amountInvalid'],
    ['abc', 'backoffice:loans.amountInvalid'],
    ['0', 'backoffice:loans.amountInvalid'],
    ['', 'backoffice:loans.amountInvalid'],
  ])('%s is refused with %s', (typed, error) => {
    expect(typedCentavos(typed, 'backoffice:loans.amountInvalid')).toEqual({ error });
  });
});

describe('settings money fields', () => {
  it('read pesos and centavos exactly and write them back the same way', () => {
    expect(centavosOf('3,219.24')).toBe(321924);
    expect(centavosOf('0.29')).toBe(29);
    expect(centavosOf('3219,24')).toBeNaN();
    expect(centavosOf('1.234')).toBeNaN();
    expect(pesosText(321924)).toBe('3219.24');
    expect(pesosText(150000)).toBe('1500');
    expect(pesosText(2550)).toBe('25.50');
  });
});
