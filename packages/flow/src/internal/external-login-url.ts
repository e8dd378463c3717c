/** A query string (`'?a=1'` or `'a=1'`) or a record of parameters (arrays repeat the key). */
export type QueryInput = string | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The query parameter that carries the application id to the external login. */
export const APPLICATION_ID_PARAM = 'applicationId';

/**
 * The external login URL with the current query appended and the application id set.
 * Parameters already on
 * the base URL are kept; an `applicationId` from the query is replaced by the real one.
 */
export function externalLoginUrl(base: string, query: QueryInput | undefined, applicationId: string): string {
  const url = new URL(base);
  for (const [key, value] of queryEntries(query)) {
    if (key !== APPLICATION_ID_PARAM) url.searchParams.append(key, value);
  }
  url.searchParams.set(APPLICATION_ID_PARAM, applicationId);
  return url.toString();
}

function queryEntries(query: QueryInput | undefined): Array<[string, string]> {
  if (query === undefined) return [];
  if (typeof query === 'string') return [...new URLSearchParams(query)];
  const entries: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'string') entries.push([key, value]);
    else for (const item of value) entries.push([key, item]);
  }
  return entries;
}
