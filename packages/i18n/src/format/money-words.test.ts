import { describe, expect, it } from 'vitest';
import { formatMoneyInWords } from './money-words';

const PESOS = 100;

describe('formatMoneyInWords', () => {
  it.each([
    [0, 'CERO PESOS 00/100 M.N.'],
    [1 * PESOS, 'UN PESO 00/100 M.N.'],
    [15 * PESOS, 'QUINCE PESOS 00/100 M.N.'],
    [16 * PESOS, 'DIECISÉIS PESOS 00/100 M.N.'],
    [21 * PESOS, 'VEINTIÚN PESOS 00/100 M.N.'],
    [22 * PESOS, 'VEINTIDÓS PESOS 00/100 M.N.'],
    [31 * PESOS, 'TREINTA Y UN PESOS 00/100 M.N.'],
    [100 * PESOS, 'CIEN PESOS 00/100 M.N.'],
    [101 * PESOS, 'CIENTO UN PESOS 00/100 M.N.'],
    [500 * PESOS, 'QUINIENTOS PESOS 00/100 M.N.'],
    [999 * PESOS, 'NOVECIENTOS NOVENTA Y NUEVE PESOS 00/100 M.N.'],
    [1_000 * PESOS, 'MIL PESOS 00/100 M.N.'],
    [1_001 * PESOS, 'MIL UN PESOS 00/100 M.N.'],
    [1_100 * PESOS, 'MIL CIEN PESOS 00/100 M.N.'],
    [21_000 * PESOS, 'VEINTIÚN MIL PESOS 00/100 M.N.'],
    [100_000 * PESOS, 'CIEN MIL PESOS 00/100 M.N.'],
    [101_000 * PESOS, 'CIENTO UN MIL PESOS 00/100 M.N.'],
    [1_000_000 * PESOS, 'UN MILLÓN DE PESOS 00/100 M.N.'],
    [1_000_001 * PESOS, 'UN MILLÓN UN PESOS 00/100 M.N.'],
    [1_500_000 * PESOS, 'UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.'],
    [2_000_000 * PESOS + 50, 'DOS MILLONES DE PESOS 50/100 M.N.'],
    [21_000_000 * PESOS, 'VEINTIÚN MILLONES DE PESOS 00/100 M.N.'],
    [1_000_000_000 * PESOS, 'MIL MILLONES DE PESOS 00/100 M.N.'],
    [
      999_999_999_999 * PESOS + 99,
      'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 99/100 M.N.',
    ],
  ])('%i centavos → %s', (centavos, words) => {
    expect(formatMoneyInWords(centavos)).toBe(words);
  });

  it('writes the centavos as NN/100, with or without pesos', () => {
    expect(formatMoneyInWords(1)).toBe('CERO PESOS 01/100 M.N.');
    expect(formatMoneyInWords(99)).toBe('CERO PESOS 99/100 M.N.');
    expect(formatMoneyInWords(101)).toBe('UN PESO 01/100 M.N.');
    expect(formatMoneyInWords(387550)).toBe('TRES MIL OCHOCIENTOS SETENTA Y CINCO PESOS 50/100 M.N.');
  });

  it('refuses a negative amount, a fraction of a centavo and a billón of pesos', () => {
    expect(() => formatMoneyInWords(-1)).toThrow(RangeError);
    expect(() => formatMoneyInWords(10.5)).toThrow(RangeError);
    expect(() => formatMoneyInWords(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoneyInWords(1_000_000_000_000 * PESOS)).toThrow(RangeError);
  });

  it('reads back as the amount it was given, for amounts across every order of magnitude', () => {
    let seed = 51;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      const centavos = Math.floor(random() * 10 ** (1 + (i % 14)));
      expect(readBack(formatMoneyInWords(centavos)), String(centavos)).toBe(centavos);
    }
  });
});

// An independent reader of the words, for the round trip above.
const VALUES: Record<string, number> = {
  CERO: 0,
  UN: 1,
  DOS: 2,
  TRES: 3,
  CUATRO: 4,
  CINCO: 5,
  SEIS: 6,
  SIETE: 7,
  OCHO: 8,
  NUEVE: 9,
  DIEZ: 10,
  ONCE: 11,
  DOCE: 12,
  TRECE: 13,
  CATORCE: 14,
  QUINCE: 15,
  DIECISÉIS: 16,
  DIECISIETE: 17,
  DIECIOCHO: 18,
  DIECINUEVE: 19,
  VEINTE: 20,
  VEINTIÚN: 21,
  VEINTIDÓS: 22,
  VEINTITRÉS: 23,
  VEINTICUATRO: 24,
  VEINTICINCO: 25,
  VEINTISÉIS: 26,
  VEINTISIETE: 27,
  VEINTIOCHO: 28,
  VEINTINUEVE: 29,
  TREINTA: 30,
  CUARENTA: 40,
  CINCUENTA: 50,
  SESENTA: 60,
  SETENTA: 70,
  OCHENTA: 80,
  NOVENTA: 90,
  CIEN: 100,
  CIENTO: 100,
  DOSCIENTOS: 200,
  TRESCIENTOS: 300,
  CUATROCIENTOS: 400,
  QUINIENTOS: 500,
  SEISCIENTOS: 600,
  SETECIENTOS: 700,
  OCHOCIENTOS: 800,
  NOVECIENTOS: 900,
};

function readBack(text: string): number {
  const match = /^(.+?) (?:DE )?PESOS? (\d\d)\/100 M\.N\.$/.exec(text);
  if (!match) throw new Error(`Not an amount in words: ${text}`);
  let total = 0;
  let group = 0;
  for (const word of (match[1] as string).split(' ')) {
    if (word === 'Y') continue;
    if (word === 'MIL') group = (group || 1) * 1000;
    else if (word === 'MILLÓN' || word === 'MILLONES') {
      total += group * 1_000_000;
      group = 0;
    } else if (word in VALUES) group += VALUES[word] as number;
    else throw new Error(`Unknown word ${word} in ${text}`);
  }
  return (total + group) * 100 + Number(match[2]);
}
