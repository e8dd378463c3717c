import { backOfficeSummaryEndpoints, SUMMARY_TABLES, type SummaryTableQuery } from '@lender/contracts';
import type { SummaryScreenTable } from '../summaries';
import { refusalWords } from './actions.server';
import { failureResponse, readable, type SignedInAdmin } from './auth.server';
import { pickParams } from './list-query.server';

// The summaries screen (issue 41): every summary table the contracts declare (`SUMMARY_TABLES`),
// shown, filtered by its date range and exported by this one module, so a new table changes the
// contracts, core and the words, and nothing here.

export type SummaryDeclaration = (typeof SUMMARY_TABLES)[number];

/** Whether the signed-in user's role may read `table` (its endpoint's permission). */
export function canRead(admin: Pick<SignedInAdmin, 'can'>, table: SummaryDeclaration): boolean {
  const permission = backOfficeSummaryEndpoints[table.endpoint].permission;
  return (Array.isArray(permission) ? permission : [permission]).every((each) => admin.can(each));
}

/** The tables the user may read, in their declared order. */
export function readableSummaries(admin: Pick<SignedInAdmin, 'can'>): SummaryDeclaration[] {
  return SUMMARY_TABLES.filter((table) => canRead(admin, table));
}

/** What a screen needs of a declaration (the loader sends it: the browser carries no contract). */
export function screenOf(table: SummaryDeclaration): SummaryScreenTable {
  const { slug, titleKey, descriptionKey, columns } = table;
  return { slug, titleKey, descriptionKey, columns };
}

/** The table at `/summaries/<slug>` the user may read, else a 404 (an unknown or forbidden address). */
export function summaryAt(admin: Pick<SignedInAdmin, 'can'>, slug: string | undefined): SummaryDeclaration {
  const table = SUMMARY_TABLES.find((each) => each.slug === slug);
  if (!table || !canRead(admin, table)) throw new Response('Not found', { status: 404 });
  return table;
}

/** Reads `table` through the SDK's method of its endpoint, with the URL's date range. */
export async function loadSummary(admin: SignedInAdmin, table: SummaryDeclaration, url: URL) {
  const filters = pickParams(url, ['from', 'to']);
  const query: SummaryTableQuery = {};
  for (const name of ['from', 'to'] as const)
    if (filters[name] && /^\d{4}-\d{2}-\d{2}$/.test(filters[name])) query[name] = filters[name];
  // A table's endpoint key is its SDK method's name: `api.backOffice[table.endpoint]`.
  const result = await readable(admin.api.backOffice[table.endpoint]({ query }));
  if (!result.success) {
    if (result.status === 400) return { filters, summary: null, invalid: refusalWords(result) };
    throw failureResponse(result);
  }
  return { filters, summary: result.data, invalid: null };
}
