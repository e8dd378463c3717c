import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from './invalid-amount-error';
import { fromApiAmount, toApiAmount } from './money';

// Below 2^46 pesos, doubles are at most 1/128 apart: every two-decimal amount is its own number.
const MAX_EXACT = 2 ** 46 * 100 - 1;

describe('toApiAmount', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [10, 0.1],
    [150_050, 1500.5],
    [123_456_789, 1_234_567.89],
    [-2_50, -2.5],
  ])('%i centavos are %d pesos', (centavos, pesos) => {
    expect(toApiAmount(centavos)).toBe(pesos);
  });

  it.each([
    0.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    MAX_EXACT + 1,
    -(MAX_EXACT + 1),
    Number.MAX_SAFE_INTEGER,
  ])('rejects %d centavos (not whole, or beyond the exact range)', (value) => {
    expect(() => toApiAmount(value)).toThrow(InvalidAmountError);
  });
});

describe('fromApiAmount', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.1, 10],
    [1.15, 115],
    [1500.5, 150_050],
    [1_234_567.89, 123_456_789],
    [-2.5, -2_50],
    ['1500.50', 150_050],
    ['0.1', 10],
    ['-0.05', -5],
    ['0', 0],
    ['-0', 0],
  ])('%j pesos are %i centavos', (pesos, centavos) => {
    expect(fromApiAmount(pesos)).toBe(centavos);
  });

  it.each([
    0.105,
    1.001,
    10.005,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e20,
    '1.005',
    '1e3',
    '1,000.00',
    '',
    ' 1.00',
    '.5',
    '1.',
    'abc',
    '99999999999999999.99',
    70_368_744_177_664,
  ])('rejects %j instead of rounding it', (pesos) => {
    expect(() => fromApiAmount(pesos)).toThrow(InvalidAmountError);
  });

  it('reads whole pesos as their text would be read', () => {
    const edges = [0, -0, 1, -1, 2 ** 46 - 1, -(2 ** 46 - 1), 2 ** 46, 2 ** 53, -(2 ** 46)];
    for (const pesos of [...edges, ...fc.sample(fc.integer({ min: -(2 ** 46), max: 2 ** 46 }), 500)]) {
      const byText = (() => {
        try {
          return fromApiAmount(String(pesos));
        } catch (error) {
          return error instanceof InvalidAmountError ? 'refused' : error;
        }
      })();
      if (byText === 'refused') expect(() => fromApiAmount(pesos)).toThrow(InvalidAmountError);
      else expect(Object.is(fromApiAmount(pesos), byText), String(pesos)).toBe(true);
    }
  });

  it('names the error and keeps the rejected value', () => {
    const error = (() => {
      try {
        fromApiAmount(0.105);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidAmountError);
    expect(error).toMatchObject({ name: 'InvalidAmountError', value: 0.105 });
  });

  it.each([MAX_EXACT, -MAX_EXACT])('converts the extreme %i centavos exactly', (centavos) => {
    expect(fromApiAmount(toApiAmount(centavos))).toBe(centavos);
  });

  it('round-trips every centavos amount of the exact range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_EXACT, max: MAX_EXACT }), (centavos) => {
        expect(fromApiAmount(toApiAmount(centavos))).toBe(centavos);
        expect(fromApiAmount(String(toApiAmount(centavos)))).toBe(centavos);
      }),
    );
  });

  it('round-trips API pesos through centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (centavos) => {
        const pesos = Number((centavos / 100).toFixed(2));
        expect(toApiAmount(fromApiAmount(pesos))).toBe(pesos);
      }),
    );
  });
});
