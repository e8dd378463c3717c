import type { LenderClient } from '@lender/sdk';
import { booleanParam } from './list-query.server';
import { type PageRequest, pageQuery } from './list-screen.server';

type ClientsQuery = NonNullable<Parameters<LenderClient['backOffice']['clients']>[0]>['query'];

/** The client list's URL parameters (the list and its CSV export read the same ones). */
export const CLIENT_FILTERS = [
  'q',
  'status',
  'type',
  'fake',
  'hasActiveLoan',
  'overdue',
  'sort',
  // `phone`: full phone numbers for a role with `clients.contact` (each client an audited read).
  'reveal',
] as const;

/**
 * The API query of the client list from the URL's parameters: `q` is a name, e-mail, phone, CURP
 * or a client number (digits only), as the top bar's search sends it.
 */
export function clientListQuery(
  filters: Partial<Record<(typeof CLIENT_FILTERS)[number], string>>,
  at: PageRequest,
): ClientsQuery {
  const query: Record<string, string | number> = { perPage: 25, ...pageQuery(at) };
  if (filters.q) {
    if (/^\d{1,9}$/.test(filters.q)) query.clientId = Number(filters.q);
    else query.query = filters.q;
  }
  if (filters.status && /^\d+$/.test(filters.status)) query.status = Number(filters.status);
  if (filters.type === 'first' || filters.type === 'repeated') query.type = filters.type;
  for (const name of ['fake', 'hasActiveLoan', 'overdue'] as const) {
    const value = booleanParam(filters[name]);
    if (value) query[name] = value;
  }
  if (filters.sort) query.sort = filters.sort;
  if (filters.reveal === 'phone') query.reveal = 'phone';
  return query as ClientsQuery;
}
