import { INCONVENIENT_WORDS } from './internal/inconvenient-words';
import { rfcCheckDigit } from './rfc';

/** A person's name, split as a CURP and an RFC read it. */
export interface PersonName {
  /** The given names as written, e.g. `'María José'`. */
  readonly givenNames: string;
  /** The first surname (apellido paterno). */
  readonly firstSurname: string;
  /** The second surname (apellido materno); empty, null or absent when there is none. */
  readonly secondSurname?: string | null | undefined;
}

/** Words a compound name drops before its letters are taken (`DE LA CRUZ` reads `CRUZ`). */
const PARTICLES = new Set('DA DAS DE DEL DER DI DIE DD EL LA LOS LAS LE LES MAC MC VAN VON Y'.split(' '));
/** Given names that give way to the next one when there is one: María and José, also abbreviated. */
const GIVING_WAY = new Set(['MARIA', 'MA', 'M', 'JOSE', 'J']);

/** RENAPO's words (four letters each) that a CURP never starts with. */
let curpWords: Set<string> | undefined;
/** The SAT's words that an RFC never starts with: its fourth letter becomes X. */
const RFC_WORDS = new Set(
  (
    'BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO KACA KACO ' +
    'KAGA KAGO KAKA KOGE KOJO KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA PEDO PENE PUTA PUTO ' +
    'QULO RATA RUIN'
  ).split(' '),
);

/** Uppercase, without accents (Ñ kept), apostrophes and dots: `O'Farril` is `OFARRIL`, `Ma.` `MA`. */
function plain(text: string | null | undefined): string {
  return (text ?? '')
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f'’.]/g, '')
    .replace(/[^A-ZÑ]+/g, ' ')
    .trim();
}

/** The words of a name part that count: without particles, unless they are all it has. */
function words(text: string | null | undefined): string[] {
  const all = plain(text).split(' ').filter(Boolean);
  const kept = all.filter((word) => !PARTICLES.has(word));
  return kept.length > 0 ? kept : all;
}

/** The given name whose letters count: the second one when the first is María or José. */
function givenName(text: string): string {
  const names = words(text);
  return (names.length > 1 && GIVING_WAY.has(names[0] as string) ? names[1] : names[0]) ?? '';
}

/** A letter as the codes write it: Ñ reads X, and a missing one X. */
const letter = (char: string | undefined): string => (char === undefined || char === 'Ñ' ? 'X' : char);

const isVowel = (char: string) => 'AEIOU'.includes(char);

/** The first vowel (or consonant) after the word's first letter, or X. */
function internal(word: string, vowel: boolean): string {
  for (let i = 1; i < word.length; i++) {
    const char = word[i] as string;
    if (isVowel(char) === vowel) return letter(char);
  }
  return 'X';
}

/** The three parts a code's letters come from. */
function partsOf(name: PersonName) {
  return {
    first: words(name.firstSurname)[0] ?? '',
    second: words(name.secondSurname)[0] ?? '',
    given: givenName(name.givenNames),
  };
}

/**
 * The seven letters a CURP takes from a name, by RENAPO's rules: positions 1–4 (first letter and
 * first inner vowel of the first surname, first letter of the second surname — X without one —
 * and of the given name, the second given name when the first is María or José; an inconvenient
 * word gets X as its second letter) and positions 14–16 (the first inner consonant of each).
 * Accents are dropped, Ñ reads X, and particles (DE, LA, DEL, Y, MC, VON…) are skipped.
 *
 * @example
 * ```ts
 * curpNameKey({ givenNames: 'Gloria', firstSurname: 'Hernández', secondSurname: 'García' }); // 'HEGGRRL'
 * ```
 */
export function curpNameKey(name: PersonName): string {
  const { first, second, given } = partsOf(name);
  let initials = letter(first[0]) + internal(first, true) + letter(second[0]) + letter(given[0]);
  if (!curpWords) {
    curpWords = new Set();
    for (const group of INCONVENIENT_WORDS.split(' ')) {
      for (const last of group.slice(3)) curpWords.add(group.slice(0, 3) + last);
    }
  }
  if (curpWords.has(initials)) initials = `${initials[0]}X${initials.slice(2)}`;
  return initials + internal(first, false) + internal(second, false) + internal(given, false);
}

/**
 * Whether a CURP's letters are those of `name` (positions 1–4 and 14–16, {@link curpNameKey}).
 * The CURP is read as typed (spaces and dashes dropped, uppercased); its other checks are
 * `validateCurp`'s.
 *
 * @example
 * ```ts
 * const name = { givenNames: 'Gloria', firstSurname: 'Hernández', secondSurname: 'García' };
 * curpMatchesName('HEGG560427MVZRRL04', name); // true
 * curpMatchesName('HEGL560427MVZRRL04', name); // false
 * ```
 */
export function curpMatchesName(curp: string, name: PersonName): boolean {
  const text = curp.replace(/[\s-]/g, '').toUpperCase();
  const key = curpNameKey(name);
  return text.slice(0, 4) === key.slice(0, 4) && text.slice(13, 16) === key.slice(4);
}

/** The homoclave's characters (no zero, no O). */
const HOMOCLAVE = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';

/** A character's two digits in the homoclave's sum: space 00, digits 00–09, & and Ñ 10, A–I 11–19, J–R 21–29, S–Z 32–39. */
function homoclaveValue(char: string): string {
  if (char >= '0' && char <= '9') return `0${char}`;
  if (char === '&' || char === 'Ñ') return '10';
  const at = char.charCodeAt(0) - 65;
  if (at < 0 || at > 25) return '00';
  return String(at < 9 ? 11 + at : at < 18 ? 12 + at : 14 + at);
}

/**
 * The RFC of a person (13 characters) from the name and birth date, by the SAT's rules: four
 * letters (first letter and first inner vowel of the first surname, first letter of the second
 * surname and of the given name; with one surname, its first two letters and the given name's; with
 * a first surname of one or two letters, its first letter, the second surname's and the given name's
 * first two; an inconvenient word gets X as its last letter), the date as YYMMDD, the two-character
 * homoclave computed from the full name and the check character. Accents are dropped and Ñ reads X
 * in the letters, as in the CURP.
 *
 * @param birthDate - `YYYY-MM-DD`.
 * @throws {RangeError} When the birth date is not `YYYY-MM-DD`, or the name has no surname or no given name.
 *
 * @example
 * ```ts
 * personRfc({ givenNames: 'Juan', firstSurname: 'Barrios', secondSurname: 'Fernández' }, '1970-12-13'); // 'BAFJ701213SBA'
 * ```
 */
export function personRfc(name: PersonName, birthDate: string): string {
  const date = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!date) throw new RangeError('Expected the birth date as YYYY-MM-DD');
  const parts = partsOf(name);
  // A person with the second surname only reads it as the one surname.
  const { first, second, given } = parts.first === '' ? { ...parts, first: parts.second, second: '' } : parts;
  if (first === '' || given === '') throw new RangeError('Expected a first surname and a given name');
  const two = (word: string) => (letter(word[0]) + letter(word[1])).slice(0, 2);
  let initials =
    second === ''
      ? two(first) + two(given)
      : first.length <= 2
        ? letter(first[0]) + letter(second[0]) + two(given)
        : letter(first[0]) + internal(first, true) + letter(second[0]) + letter(given[0]);
  if (RFC_WORDS.has(initials)) initials = `${initials.slice(0, 3)}X`;
  const full = [name.firstSurname, name.secondSurname, name.givenNames].map(plain).filter(Boolean).join(' ');
  let digits = '0';
  for (const char of full) digits += homoclaveValue(char);
  let sum = 0;
  for (let i = 0; i < digits.length - 1; i++) sum += Number(digits.slice(i, i + 2)) * Number(digits[i + 1]);
  const last = sum % 1000;
  const base = `${initials}${date[1]}${date[2]}${date[3]}${HOMOCLAVE[Math.floor(last / 34)]}${HOMOCLAVE[last % 34]}`;
  return base + rfcCheckDigit(base);
}
