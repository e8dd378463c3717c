/**
 * List state lives in the URL (issue 16): every filter, the sort and the page are query
 * parameters, so a reload or a shared link shows the same rows. These read them back.
 */

/** The URL's non-empty parameters among `names`, as strings. */
export function pickParams<const N extends string>(
  url: URL,
  names: readonly N[],
): Partial<Record<N, string>> {
  const picked: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim();
    if (value) picked[name] = value;
  }
  return picked;
}

/** A 1-based page number from the URL (1 when absent or not a positive integer). */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `true`/`false` of a query parameter, anything else unset. */
export function booleanParam(value: string | undefined): 'true' | 'false' | undefined {
  return value === 'true' || value === 'false' ? value : undefined;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month of CFDIs a URL asks for (`?month=YYYY-MM`), else the current one in Mexico City (issue 51). */
export function cfdiMonthOf(url: URL): string {
  const asked = url.searchParams.get('month') ?? '';
  if (MONTH.test(asked)) return asked;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
}
