import type { LenderClient } from '@lender/sdk';
import { booleanParam } from './list-query.server';
import { type PageRequest, pageQuery } from './list-screen.server';

type LoansQuery = NonNullable<Parameters<LenderClient['backOffice']['loans']>[0]>['query'];

export const LOAN_FILTERS = [
  'status',
  'standing',
  'overdueBucket',
  'dueFrom',
  'dueTo',
  'fake',
  'clientId',
  'sort',
] as const;
export type LoanFilters = Partial<Record<(typeof LOAN_FILTERS)[number], string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The API query of the loan list from the URL's parameters (invalid values are dropped). */
export function loanListQuery(filters: LoanFilters, at: PageRequest): LoansQuery {
  const query: Record<string, string | number> = { perPage: 25, ...pageQuery(at) };
  if (filters.status && /^\d+$/.test(filters.status)) query.status = Number(filters.status);
  if (filters.standing === 'current' || filters.standing === 'overdue' || filters.standing === 'closed')
    query.standing = filters.standing;
  if (filters.overdueBucket) query.overdueBucket = filters.overdueBucket;
  if (filters.dueFrom && ISO_DATE.test(filters.dueFrom)) query.dueFrom = filters.dueFrom;
  if (filters.dueTo && ISO_DATE.test(filters.dueTo)) query.dueTo = filters.dueTo;
  const fake = booleanParam(filters.fake);
  if (fake) query.fake = fake;
  if (filters.clientId && /^\d+$/.test(filters.clientId)) query.clientId = Number(filters.clientId);
  if (filters.sort) query.sort = filters.sort;
  return query as LoansQuery;
}
