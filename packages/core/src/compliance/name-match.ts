import Fuse from 'fuse.js';

// Name matching for the watch lists (issue 50; ADR "aml-name-matching-with-fuse"): names are
// compared word by word after taking off accents, case and the particles ("de la", "del", "y"),
// so the order of surnames does not matter; each word is compared by Fuse.js's Bitap search, so a
// typo or a missing letter still scores high. The score is how much of the longer name the other
// covers (0–100).

/** Words that carry no identity in a Spanish name: "María de la Luz" is "María Luz". */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'da', 'van', 'von', 'mc', 'san']);

/** A name as words: no accents, lower case, letters only, no particles. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0 && !PARTICLES.has(word));
}

/** How alike one word is to the closest word of `words`, 0–1 (Fuse's score turned round). */
function closest(word: string, index: Fuse<string>): number {
  const [best] = index.search(word, { limit: 1 });
  if (!best || best.score === undefined) return 0;
  return 1 - best.score;
}

const WORD_OPTIONS = { includeScore: true, ignoreLocation: true, threshold: 0.4, isCaseSensitive: true };

/** 0–100: how much of the longer of two names the shorter covers, word by word, forgiving typos. */
export function nameScore(a: string, b: string): number {
  const wordsA = nameWords(a);
  const wordsB = nameWords(b);
  if (wordsA.length === 0 || wordsB.length === 0) return 0;
  const [shorter, longer] = wordsA.length <= wordsB.length ? [wordsA, wordsB] : [wordsB, wordsA];
  const index = new Fuse(longer, WORD_OPTIONS);
  const covered = shorter.reduce((sum, word) => sum + closest(word, index), 0);
  return Math.round((covered / longer.length) * 100);
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

/** The person screened: their full name, CURP and birth date. */
export interface ScreenedPerson {
  readonly fullName: string;
  readonly curp: string | null;
  readonly birthDate: string | null;
}

export interface PersonMatch {
  readonly person: ListPerson;
  readonly score: number;
  /** What agreed: `name`, `curp`, `rfc`, `birth_date`. */
  readonly reasons: string[];
}

/**
 * Scores a client against one list person: the name's score, raised by the same birth date
 * (+10), lowered by a different one (−30); the same RFC root (its first 10 characters, which a
 * CURP shares: name initials and birth date) makes it at least 92; the same CURP makes it 100.
 */
export function scorePerson(client: ScreenedPerson, person: ListPerson): PersonMatch {
  const reasons: string[] = [];
  let score = nameScore(client.fullName, person.fullName);
  if (score >= 50) reasons.push('name');
  if (client.birthDate && person.birthDate) {
    if (client.birthDate === person.birthDate) {
      score += 10;
      reasons.push('birth_date');
    } else score -= 30;
  }
  // A person's RFC is 13 characters; its first 10 are the CURP's first 10.
  const root = client.curp?.slice(0, 10);
  if (root && person.rfc?.length === 13 && person.rfc.slice(0, 10) === root) {
    score = Math.max(score, 92);
    reasons.push('rfc');
  }
  if (client.curp && person.curp && client.curp === person.curp) {
    score = 100;
    reasons.push('curp');
  }
  return { person, score: Math.max(0, Math.min(100, score)), reasons };
}

/** A list version's people indexed by their words, to find a client's candidates fast. */
export interface ListIndex {
  readonly people: readonly ListPerson[];
  readonly index: Fuse<{ person: ListPerson; words: string[] }>;
}

export function indexPeople(people: readonly ListPerson[]): ListIndex {
  const docs = people.map((person) => ({ person, words: nameWords(person.fullName) }));
  return { people, index: new Fuse(docs, { ...WORD_OPTIONS, keys: ['words'] }) };
}

/** The people of the index scoring at least `floor` against the client. */
export function matchPerson(client: ScreenedPerson, lists: ListIndex, floor: number): PersonMatch[] {
  const candidates = new Set<ListPerson>();
  for (const word of nameWords(client.fullName)) {
    for (const hit of lists.index.search(word)) candidates.add(hit.item.person);
  }
  if (client.curp) {
    for (const person of lists.people) {
      if (person.curp === client.curp || (person.rfc && person.rfc.slice(0, 10) === client.curp.slice(0, 10)))
        candidates.add(person);
    }
  }
  return [...candidates]
    .map((person) => scorePerson(client, person))
    .filter((match) => match.score >= floor)
    .sort((a, b) => b.score - a.score);
}
