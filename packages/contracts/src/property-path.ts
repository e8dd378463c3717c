// The server's property paths, without zod: the SDK reads field names
// with these in a bundle that parses with `zod/mini`. `envelope.ts` re-exports them.

/**
 * Writes a path as the server's property path: each segment `children[segment]`, then `.data`.
 *
 * @example toPropertyPath(['mobilePhone', 'number']) // 'children[mobilePhone].children[number].data'
 */
export function toPropertyPath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return '';
  return `${path.map((segment) => `children[${String(segment)}]`).join('.')}.data`;
}

/**
 * Cleans a server property path into a field name the way the forms expect: `children[` and `]`
 * removed, `data` segments dropped.
 *
 * @example fieldNameFromPropertyPath('children[mobilePhone].children[number].data') // 'mobilePhone.number'
 */
export function fieldNameFromPropertyPath(propertyPath: string): string {
  return propertyPath
    .replaceAll('children[', '')
    .replaceAll(']', '')
    .split('.')
    .filter((segment) => segment !== 'data' && segment !== '')
    .join('.');
}
