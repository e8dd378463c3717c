import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findSpanishProse, isSpanishProse, stringLiterals } from '../testing/spanish-prose';

// Architecture decision 12 (ADR 228): every word a borrower reads comes from @lender/i18n; core
// keeps codes and keys, never Spanish sentences.
describe('no Spanish prose in packages/core/src', () => {
  it('finds none outside tests', () => {
    expect(findSpanishProse(fileURLToPath(new URL('.', import.meta.url)))).toEqual([]);
  });
});

describe('the Spanish-prose detector', () => {
  it.each([
    'Tu código de verificación es ',
    '¿Olvidaste tu contraseña?',
    '¡Listo!',
    ', tu pago vence ',
    'Hola, paga a tiempo y evita cargos',
    'Verificación enviada',
    'mañana',
    'La nueva fecha aplica una vez pagada la comisión.',
    'Cuenta de nómina',
    '<p>Sesión <code>x</code>. Elige el resultado:</p>',
  ])('catches %j', (text) => {
    expect(isSpanishProse(text)).toBe(true);
  });

  it.each([
    'Ciudad de México',
    'Michoacán de Ocampo',
    'Panadería El Sol',
    'Préstamos Demo, S.A. de C.V., SOFOM, E.N.R. (DEMO)',
    'Juan Pérez García',
    'The client has no active loan.',
    'Transition from {from} to {to} is not allowed.',
    'no active application',
    'es-MX',
    'America/Mexico_City',
    'select * from loans where status = $1',
    '<!doctype html><html lang="es"><head><meta charset="utf-8"></head>',
    'Labels are Spanish (Mexico) for `es` and `es-MX`.',
    'STL-000042',
    '',
  ])('lets %j through', (text) => {
    expect(isSpanishProse(text)).toBe(false);
  });

  it('reads string and template literals, not comments, identifiers or regular expressions', () => {
    const source = [
      '// Un comentario en español: ¿por qué no?',
      '/* Otro comentario con acentos: información */',
      'const mañana = /[áéíóú¿¡]+/g.test(x) ? \'a\' : "b";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code of a template literal, on purpose
      'const text = `Hola ${name}, tu pago ${`anidado ${deep}`} vence`;',
      "const ratio = total / count / 2; const s = 'después de una división';",
    ].join('\n');
    expect(stringLiterals(source).map((literal) => literal.text)).toEqual([
      'a',
      'b',
      'anidado  X ',
      'Hola  X , tu pago  X  vence',
      'después de una división',
    ]);
    expect(stringLiterals(source).filter((literal) => isSpanishProse(literal.text))).toEqual([
      { line: 4, text: 'Hola  X , tu pago  X  vence' },
      { line: 5, text: 'después de una división' },
    ]);
  });
});
