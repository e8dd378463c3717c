import { jaroWinkler } from '@skyra/jaro-winkler';
import { canonicalGiven, isKnownName, sameGivenName, soundKey } from './name-dictionary';

// Name matching for the watch lists (issue 63, ADR 305; replaces issue 50's word containment). A
// name is its given names and its surnames. A list writes a person in any order ("CRUZ LÓPEZ,
// ANA" or "Ana Cruz López"), so each of its readings is tried; the client's own name comes
// structured from registration. Given names are aligned one to one with given names and surnames
// with surnames, in whichever order fits best (swapped surnames are the same person). Two words are
// alike by their Jaro-Winkler similarity (`@skyra/jaro-winkler`), never by one being inside the
// other: "Cruz" is not "Cruzado", "Ana" is not "Mariana". The score (0–100) is the surnames'
// agreement times the given names'. Birth date, CURP and RFC then raise or lower it
// (`scorePerson`).

/** Words that carry no identity in a Spanish name: "María de la Luz" is "María Luz". */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'da', 'van', 'von', 'mc', 'san']);

/** Below this Jaro-Winkler similarity two words are two different words (0 in the score). */
export const WORD_SIMILARITY_FLOOR = 0.85;
/** Two words whose lengths differ by more than this are two words, however alike their start. */
const MAX_LENGTH_GAP = 2;
/** Two spellings of one sound ("Vásquez", "Vázquez"): nearly the same word. */
const SAME_SOUND = 0.97;
/** A given name written as its initial. */
const INITIAL = 0.9;
/** A surname one side leaves out (a list that gives only the first surname). */
const MISSING_SURNAME = 0.9;
/** A given name one side leaves out ("María Guadalupe", "Guadalupe"). */
const MISSING_GIVEN = 0.92;

/** A name as given names and surnames, each a list of words. */
export interface NameParts {
  readonly given: readonly string[];
  readonly surnames: readonly string[];
}

/** A name's text as words: no accents, lower case, letters only, no particles. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z,]+/g, ' ')
    .replace(/,/g, ' , ')
    .split(' ')
    .filter((word) => word.length > 0 && word !== ',' && !PARTICLES.has(word));
}

/**
 * The ways a list's text can be read: "SURNAMES, GIVEN" when it has a comma; otherwise given names
 * first (one to three surnames after them) or two or three surnames first. A reading that puts a
 * common surname among the given names, or a common given name among the surnames, is dropped
 * ("ENRIQUE MORALES ESPINOZA" is not Enrique Morales with one surname Espinoza), unless none is left.
 */
export function readings(fullName: string): NameParts[] {
  const comma = fullName.indexOf(',');
  if (comma >= 0) {
    const surnames = nameWords(fullName.slice(0, comma));
    const given = nameWords(fullName.slice(comma + 1));
    if (surnames.length > 0 && given.length > 0) return [{ given, surnames }];
  }
  const words = nameWords(fullName);
  const n = words.length;
  if (n === 0) return [];
  if (n === 1) return [{ given: words, surnames: [] }];
  const all: NameParts[] = [];
  for (let count = 1; count <= Math.min(3, n - 1); count++) {
    all.push({ given: words.slice(0, n - count), surnames: words.slice(n - count) });
    if (count >= 2 || n === 2) all.push({ given: words.slice(count), surnames: words.slice(0, count) });
  }
  const plausible = all.filter(
    (parts) =>
      !parts.given.some((word) => isKnownName(word, 'surname') && !isKnownName(word, 'given')) &&
      !parts.surnames.some((word) => isKnownName(word, 'given') && !isKnownName(word, 'surname')),
  );
  return plausible.length > 0 ? plausible : all;
}

/** A structured name (registration's fields) as words. */
export function partsOf(name: { givenNames: string; surnames: string }): NameParts {
  return { given: nameWords(name.givenNames), surnames: nameWords(name.surnames) };
}

/** How alike two words of one kind are, 0–1: the same, one name's nickname, a typo, or not at all. */
export function wordSimilarity(a: string, b: string, kind: 'given' | 'surname'): number {
  if (a === b) return 1;
  if (kind === 'given' && sameGivenName(a, b)) return 1;
  // An initial ("J. Luis") stands for any given name it starts.
  if (kind === 'given' && (a.length === 1 || b.length === 1) && a[0] === b[0]) return INITIAL;
  if (soundKey(a) === soundKey(b)) return SAME_SOUND;
  // Two common names a letter apart are two names ("Mario", "María"), not a typo.
  if (isKnownName(a, kind) && isKnownName(b, kind)) return 0;
  if (Math.abs(a.length - b.length) > MAX_LENGTH_GAP) return 0;
  const similarity = jaroWinkler(a, b);
  return similarity >= WORD_SIMILARITY_FLOOR ? similarity : 0;
}

/**
 * The best one-to-one alignment of two short word lists, 0–1: the mean similarity of the aligned
 * pairs, times `missing` when one list has words the other lacks. Empty on both sides is 1.
 */
function align(a: readonly string[], b: readonly string[], kind: 'given' | 'surname', missing: number) {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // Names have a handful of words: trying every assignment is cheap and exact.
  const best = (index: number, used: number): number => {
    if (index === short.length) return 0;
    let top = 0;
    for (let j = 0; j < long.length && j < 30; j++) {
      if (used & (1 << j)) continue;
      const word = short[index] as string;
      const other = long[j] as string;
      top = Math.max(top, wordSimilarity(word, other, kind) + best(index + 1, used | (1 << j)));
    }
    return top;
  };
  const mean = best(0, 0) / short.length;
  return short.length === long.length ? mean : mean * missing;
}

/** 0–1: how well two structured names agree, surnames and given names each aligned to their own. */
export function partsScore(a: NameParts, b: NameParts): number {
  return (
    align(a.surnames, b.surnames, 'surname', MISSING_SURNAME) *
    align(a.given, b.given, 'given', MISSING_GIVEN)
  );
}

/** 0–100: the best agreement of `client` with any reading of the list's text `listName`. */
export function nameScore(client: NameParts | string, listName: string): number {
  const ours = typeof client === 'string' ? readings(client) : [client];
  let best = 0;
  for (const a of ours) for (const b of readings(listName)) best = Math.max(best, partsScore(a, b));
  return Math.round(best * 100);
}

/** One person of a list as the matcher reads it. */
export interface ListPerson {
  readonly id: number;
  readonly list: string;
  readonly externalId: string;
  readonly fullName: string;
  readonly curp: string | null;
  readonly rfc: string | null;
  readonly birthDate: string | null;
  readonly versionId: number;
}

/** The person screened: their name (structured when known), CURP, RFC and birth date. */
export interface ScreenedPerson {
  readonly fullName: string;
  /** The name as registration keeps it: the given names and the surnames apart. */
  readonly name?: NameParts | undefined;
  readonly curp: string | null;
  readonly rfc?: string | null | undefined;
  readonly birthDate: string | null;
}

export interface PersonMatch {
  readonly person: ListPerson;
  readonly score: number;
  /** What agreed: `name`, `curp`, `rfc`, `birth_date`. */
  readonly reasons: string[];
}

/** Raised by the same birth date when the name already agrees this much. */
const BIRTH_DATE_AGREES = 10;
/** Lowered by a different birth date: the same name, another person. */
const BIRTH_DATE_DIFFERS = 30;
/** Lowered by a different CURP or RFC root: both name a person, and they are two. */
const KEY_DIFFERS = 40;
/** A name this close is worth corroborating by a birth date. */
const NAME_FLOOR = 50;

/** A birth date as `YYMMDD`, the way a CURP and an RFC carry it (positions 4–9), or null. */
export function birthKey(date: string | null | undefined): string | null {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(2).replace(/-/g, '') : null;
}

/** The `YYMMDD` inside a CURP or a person's RFC (or null). */
function birthKeyOf(key: string | null | undefined): string | null {
  const digits = key?.slice(4, 10);
  return digits && /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * Scores a client against one list person: the name's score; the same birth date (the list's, or
 * the one inside its CURP or RFC) raises it (+10) when the names already agree, a different one
 * lowers it (−30); a CURP or RFC root (the first 10 characters, which a CURP and an RFC share:
 * name initials and birth date) on both sides that differs lowers it (−40); the same RFC root
 * makes it at least 92, the same CURP 100.
 */
export function scorePerson(client: ScreenedPerson, person: ListPerson): PersonMatch {
  const reasons: string[] = [];
  let score = nameScore(client.name ?? client.fullName, person.fullName);
  if (score >= NAME_FLOOR) reasons.push('name');
  // Compared as YYMMDD: a list's RFC carries no century.
  const theirBirth = birthKey(person.birthDate) ?? birthKeyOf(person.curp) ?? birthKeyOf(person.rfc);
  const ourBirth = birthKey(client.birthDate) ?? birthKeyOf(client.curp);
  if (ourBirth && theirBirth) {
    if (ourBirth === theirBirth) {
      if (score >= NAME_FLOOR) {
        score += BIRTH_DATE_AGREES;
        reasons.push('birth_date');
      }
    } else score -= BIRTH_DATE_DIFFERS;
  }
  const ourRoot = (client.rfc ?? client.curp)?.slice(0, 10) ?? null;
  const theirRoot = (person.rfc ?? person.curp)?.slice(0, 10) ?? null;
  if (client.curp && person.curp && client.curp === person.curp) {
    score = 100;
    reasons.push('curp');
  } else if (ourRoot && theirRoot && ourRoot.length === 10 && theirRoot.length === 10) {
    if (ourRoot === theirRoot) {
      score = Math.max(score, 92);
      reasons.push('rfc');
    } else score -= KEY_DIFFERS;
  }
  return { person, score: Math.max(0, Math.min(100, score)), reasons };
}

/** A list version's people grouped by the first sound of each of their words (and nicknames). */
export interface ListIndex {
  readonly people: readonly ListPerson[];
  readonly byInitial: ReadonlyMap<string, readonly ListPerson[]>;
}

/** The keys a word is found by: its first sound, and its given name's when it is a nickname. */
function initials(word: string): string[] {
  const keys = [soundKey(word).slice(0, 1), soundKey(canonicalGiven(word)).slice(0, 1)];
  return [...new Set(keys)];
}

export function indexPeople(people: readonly ListPerson[]): ListIndex {
  const byInitial = new Map<string, ListPerson[]>();
  for (const person of people) {
    const keys = new Set(nameWords(person.fullName).flatMap(initials));
    for (const key of keys) {
      const bucket = byInitial.get(key) ?? [];
      bucket.push(person);
      byInitial.set(key, bucket);
    }
  }
  return { people, byInitial };
}

/** The people of the index scoring at least `floor` against the client. */
export function matchPerson(client: ScreenedPerson, lists: ListIndex, floor: number): PersonMatch[] {
  const candidates = new Set<ListPerson>();
  const words = client.name ? [...client.name.given, ...client.name.surnames] : nameWords(client.fullName);
  for (const key of new Set(words.flatMap(initials))) {
    for (const person of lists.byInitial.get(key) ?? []) candidates.add(person);
  }
  if (client.curp) {
    for (const person of lists.people) {
      if (person.curp === client.curp || person.rfc?.slice(0, 10) === client.curp.slice(0, 10))
        candidates.add(person);
    }
  }
  return [...candidates]
    .map((person) => scorePerson(client, person))
    .filter((match) => match.score >= floor)
    .sort((a, b) => b.score - a.score);
}
