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

/** Words RENAPO drops from a compound name before taking its letters (`DE LA CRUZ` reads `CRUZ`). */
const CURP_PARTICLES = new Set(
  'DA DAS DE DEL DER DI DIE DD EL LA LOS LAS LE LES MAC MC VAN VON Y'.split(' '),
);
/** The SAT's list for the RFC: the same idea, other words (`MI` is one, `EL` and `DI` are not). */
const RFC_PARTICLES = new Set('DE DEL LA LAS LOS MAC MC MI VAN VON Y'.split(' '));
/** Given names that give way to the next one when there is one: María and José, also abbreviated. */
const CURP_GIVING_WAY = new Set(['MARIA', 'MA', 'M', 'JOSE', 'J']);
/** The SAT's: María (`MA`, `MA.`) and José (`J`, `J.`). */
const RFC_GIVING_WAY = new Set(['MARIA', 'MA', 'JOSE', 'J']);

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
function words(text: string | null | undefined, particles: ReadonlySet<string>): string[] {
  const all = plain(text).split(' ').filter(Boolean);
  const kept = all.filter((word) => !particles.has(word));
  return kept.length > 0 ? kept : all;
}

/** The rules of one authority: its particles and the given names that give way. */
interface Rules {
  readonly particles: ReadonlySet<string>;
  readonly givingWay: ReadonlySet<string>;
}
const CURP_RULES: Rules = { particles: CURP_PARTICLES, givingWay: CURP_GIVING_WAY };
const RFC_RULES: Rules = { particles: RFC_PARTICLES, givingWay: RFC_GIVING_WAY };

/** The given name whose letters count: the second one when the first is María or José. */
function givenName(text: string, rules: Rules): string {
  const names = words(text, rules.particles);
  return (names.length > 1 && rules.givingWay.has(names[0] as string) ? names[1] : names[0]) ?? '';
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
function partsOf(name: PersonName, rules: Rules) {
  return {
    first: words(name.firstSurname, rules.particles)[0] ?? '',
    second: words(name.secondSurname, rules.particles)[0] ?? '',
    given: givenName(name.givenNames, rules),
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
  const { first, second, given } = partsOf(name, CURP_RULES);
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

/**
 * A character's value in the homoclave's sum (the SAT's table): space 0, & 10, A–I 11–19, J–R 21–29,
 * S–Z 32–39, Ñ 40.
 */
function homoclaveValue(char: string): number {
  if (char === '&') return 10;
  if (char === 'Ñ') return 40;
  const at = char.charCodeAt(0) - 65;
  if (at < 0 || at > 25) return 0;
  return at < 9 ? 11 + at : at < 18 ? 12 + at : 14 + at;
}

/** A name part as the homoclave reads it: accents dropped (Ñ kept), `&` kept, `.`, `'`, `,` and `-` removed. */
function homoclaveText(text: string | null | undefined): string {
  return (text ?? '')
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f'’.,-]/g, '')
    .replace(/[^A-ZÑ&]+/g, ' ')
    .trim();
}

/**
 * The two characters the SAT computes against homonymy (the "homoclave", positions 11–12 of a
 * person's RFC) from the whole name — first surname, second surname and given names, particles
 * included — by its published algorithm: each character is worth two digits (space 00, & 10,
 * A–I 11–19, J–R 21–29, S–Z 32–39, Ñ 40), a 0 goes in front, each overlapping pair of digits is
 * multiplied by its second digit, and the last three digits of the sum, divided by 34, give the two
 * characters from `1-9 A-N P-Z`. Two people with the same name get the same homoclave; the SAT gives
 * one of two namesakes born on the same day another one, so a real RFC can differ here.
 *
 * @example
 * ```ts
 * rfcHomoclave({ givenNames: 'Emma', firstSurname: 'Gómez', secondSurname: 'Díaz' }); // 'GR'
 * ```
 */
export function rfcHomoclave(name: PersonName): string {
  const full = [name.firstSurname, name.secondSurname, name.givenNames]
    .map(homoclaveText)
    .filter(Boolean)
    .join(' ');
  let previous = 0;
  let sum = 0;
  for (const char of full) {
    const value = homoclaveValue(char);
    const tens = Math.floor(value / 10);
    const units = value % 10;
    // The digits run 0, tens, units, tens, units…: each pair of neighbours times its second digit.
    sum += (previous * 10 + tens) * tens + value * units;
    previous = units;
  }
  const last = sum % 1000;
  return HOMOCLAVE[Math.floor(last / 34)]! + HOMOCLAVE[last % 34]!;
}

/**
 * The RFC of a person (13 characters) from the name and birth date, by the SAT's rules: four
 * letters (first letter and first inner vowel of the first surname, first letter of the second
 * surname and of the given name — the second given name when the first is María or José; with one
 * surname, its first two letters and the given name's; with a first surname of one or two letters,
 * its first letter, the second surname's and the given name's first two; a word of the SAT's list
 * of inconvenient words gets X as its last letter), the date as YYMMDD, the homoclave
 * ({@link rfcHomoclave}) and the check character. Particles (DE, LA, DEL, LOS, Y, MC, MAC, VAN, VON,
 * MI…) are skipped, accents dropped, and Ñ reads X in the letters.
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
  const parts = partsOf(name, RFC_RULES);
  // A person with the second surname only reads it as the one surname.
  const { first, second, given } = parts.first === '' ? { ...parts, first: parts.second, second: '' } : parts;
  if (first === '' || given === '') throw new RangeError('Expected a first surname and a given name');
  const two = (word: string) => letter(word[0]) + letter(word[1]);
  let initials =
    second === ''
      ? two(first) + two(given)
      : first.length <= 2
        ? letter(first[0]) + letter(second[0]) + two(given)
        : letter(first[0]) + internal(first, true) + letter(second[0]) + letter(given[0]);
  if (RFC_WORDS.has(initials)) initials = `${initials.slice(0, 3)}X`;
  const base = `${initials}${date[1]}${date[2]}${date[3]}${rfcHomoclave(name)}`;
  return base + rfcCheckDigit(base);
}
