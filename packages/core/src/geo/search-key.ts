/**
 * The form of a place name that look-ups compare: accents removed (NFD, combining marks dropped),
 * lower case, single spaces. Stored beside each name (`searchName`) so searching "alvaro obregon"
 * finds "Álvaro Obregón" on any PostgreSQL, without the `unaccent` extension.
 * @example searchKey('  Álvaro  Obregón ') === 'alvaro obregon'
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A `LIKE` pattern matching `key` anywhere, with `%`, `_` and `\` in the key taken literally. */
export function containsPattern(key: string): string {
  return `%${escapeLike(key)}%`;
}

/** A `LIKE` pattern matching values that start with `key`. */
export function prefixPattern(key: string): string {
  return `${escapeLike(key)}%`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
