/**
 * Amounts in words, as Mexican contracts, promissory notes and receipts print them beside the
 * figure: `QUINIENTOS PESOS 00/100 M.N.`. Upper case with the accents Spanish keeps in capitals.
 */

const UNITS = ['', 'UN', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const TEENS = [
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
];
const TWENTIES = [
  'VEINTE',
  'VEINTIÚN',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/** 1–999 before a noun (PESOS, MIL, MILLONES): one is `UN`, 21 `VEINTIÚN`, 100 `CIEN`. */
function belowThousand(n: number): string {
  if (n === 100) return 'CIEN';
  const hundreds = HUNDREDS[Math.floor(n / 100)] as string;
  const rest = n % 100;
  const tens = Math.floor(rest / 10);
  const units = rest % 10;
  const words =
    rest < 10
      ? UNITS[rest]
      : rest < 20
        ? TEENS[rest - 10]
        : rest < 30
          ? TWENTIES[rest - 20]
          : `${TENS[tens]}${units > 0 ? ` Y ${UNITS[units]}` : ''}`;
  return [hundreds, words].filter(Boolean).join(' ');
}

/** 1 to 999,999 before a noun: `MIL`, not `UN MIL`; `VEINTIÚN MIL`. */
function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'MIL' : `${belowThousand(thousands)} MIL`;
  return [head, rest > 0 ? belowThousand(rest) : ''].filter(Boolean).join(' ');
}

/** Whole pesos below a billón (10¹²) in words, before the noun. */
function pesosInWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const head = millions === 0 ? '' : millions === 1 ? 'UN MILLÓN' : `${belowMillion(millions)} MILLONES`;
  return [head, rest > 0 ? belowMillion(rest) : ''].filter(Boolean).join(' ');
}

/** The largest amount in words: 999,999,999,999.99 pesos (below a billón). */
const MAX_CENTAVOS = 99_999_999_999_999;

/**
 * An amount in words for documents, from integer centavos: the pesos in words, `PESO` or `PESOS`
 * (`DE PESOS` after whole millions), the centavos as `NN/100` and `M.N.` (moneda nacional).
 *
 * @throws {RangeError} For a negative amount, a fraction of a centavo or a billón of pesos or more.
 *
 * @example formatMoneyInWords(50000) // 'QUINIENTOS PESOS 00/100 M.N.'
 * @example formatMoneyInWords(2100) // 'VEINTIÚN PESOS 00/100 M.N.'
 * @example formatMoneyInWords(200000050) // 'DOS MILLONES DE PESOS 50/100 M.N.'
 */
export function formatMoneyInWords(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos > MAX_CENTAVOS) {
    throw new RangeError(
      `An amount in words must be whole centavos from 0 below a billón of pesos, got ${String(centavos)}`,
    );
  }
  const pesos = Math.floor(centavos / 100);
  const noun = pesos === 1 ? 'PESO' : pesos > 0 && pesos % 1_000_000 === 0 ? 'DE PESOS' : 'PESOS';
  return `${pesosInWords(pesos)} ${noun} ${String(centavos % 100).padStart(2, '0')}/100 M.N.`;
}
