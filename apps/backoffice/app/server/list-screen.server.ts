import type { MessageKey } from '@lender/i18n';
import type { ApiResult, ApiSuccess, LenderClient } from '@lender/sdk';
import { data } from '@remix-run/node';
import { type InvalidRow, invalidRowsAt } from '../invalid';
import { cursorPositionOf, type PageSize, pageNumberOf, perPageOf } from '../list-position';
import { refusalWords } from './actions.server';
import {
  failureResponse,
  type Permission,
  readable,
  requireAdmin,
  requirePermission,
  type SignedInAdmin,
} from './auth.server';
import { booleanParam, pickParams } from './list-query.server';

// The list screens: a page of a list with its state in the URL, and the client and loan lists'
// queries (their CSV exports read the same).

/** A page of a list as the pager reads it: the API's pagination and whether its total is estimated. */
export type ListPagination = NonNullable<ApiSuccess<unknown>['pagination']> & {
  /**
   * The total is the database's estimate past 1,000 rows (ADRs 064, 082; never for the unfiltered
   * client list, ADR 097): the page says "about".
   */
  totalEstimated: boolean;
};

/** What a list screen's loader gives its component (issue 16: list state lives in the URL). */
export interface ListData<F extends string, Row> {
  /** The URL's filters, sort included (the form shows them back). */
  filters: Partial<Record<F, string>>;
  rows: Row[];
  pagination: ListPagination | null;
  /** How the list pages (ADR 042): by the API's cursor, or by page number. */
  paging: 'cursor' | 'page';
  /** The API's words when it refused the filters (400): the page shows them over an empty table. */
  invalid: MessageKey | null;
  /** The URL's cursor was refused (damaged, or made for another sort): the page offers the first page. */
  staleCursor: boolean;
  /** Rows the API sent that broke their contract (issue 36): marked where they were, reported. */
  invalidRows: InvalidRow[];
  /** The page size (`perPage` in the URL, issue 36). */
  perPage: PageSize;
}

/** Which page to ask the API for: after a cursor (the first page when none), or by number; and its size. */
export type PageRequest = ({ cursor: string | undefined } | { page: number }) & { perPage?: PageSize };

export interface ListScreenSpec<F extends string, Row, Extra> {
  /** The permission the screen needs (a role without it gets 403). */
  permission: Permission;
  /** The query parameters the screen keeps in the URL. */
  filters: readonly F[];
  /**
   * `cursor` for lists the API pages by key (clients, loans, payments: ADR 048): the URL keeps
   * `cursor` and `back`; `page` for the others (the URL keeps `page`).
   */
  paging: 'cursor' | 'page';
  /** The API call of one page with these filters. */
  fetch(
    admin: SignedInAdmin,
    filters: Partial<Record<F, string>>,
    at: PageRequest,
  ): Promise<ApiResult<Row[]>>;
  /** More for the page: permissions of its controls, a second table. */
  extra?(admin: SignedInAdmin): Extra | Promise<Extra>;
  /** The page size when the URL names none. @default 25 */
  perPage?: PageSize;
}

/** The query fields of a page request, to spread into an API query after the list's own `perPage`. */
export function pageQuery(at: PageRequest): { cursor?: string; page?: number; perPage?: number } {
  const size = at.perPage === undefined ? {} : { perPage: at.perPage };
  if ('page' in at) return { page: at.page, ...size };
  return at.cursor === undefined ? size : { cursor: at.cursor, ...size };
}

/** Whether a failure is the API refusing the cursor (400 `invalid_value` on the field `cursor`). */
export function refusedCursor(result: ApiResult<unknown>): boolean {
  return !result.success && result.status === 400 && result.errors.cursor !== undefined;
}

/**
 * The loader of a list screen (clients, loans, payments, messages, users): the signed-in admin
 * with the screen's permission, the filters and position read from the URL, one API call, and a
 * 400 answered as `invalid` (or `staleCursor`) instead of an error page. Any other refusal is the
 * error page.
 */
export async function listScreenLoader<F extends string, Row, Extra extends object = object>(
  request: Request,
  spec: ListScreenSpec<F, Row, Extra>,
) {
  const admin = await requireAdmin(request);
  requirePermission(admin, spec.permission);
  const url = new URL(request.url);
  const filters = pickParams(url, spec.filters);
  const perPage = perPageOf(url.search, spec.perPage ?? 25);
  const at: PageRequest =
    spec.paging === 'cursor'
      ? { cursor: cursorPositionOf(url.search).cursor, perPage }
      : { page: pageNumberOf(url.search), perPage };
  const [{ result, totalEstimated }, extra] = await Promise.all([
    admin.withTotal(() => readable(spec.fetch(admin, filters, at))),
    spec.extra ? spec.extra(admin) : ({} as Extra),
  ]);
  const empty = {
    filters,
    rows: [],
    pagination: null,
    paging: spec.paging,
    invalid: null,
    staleCursor: false,
    invalidRows: [],
    perPage,
  };
  let list: ListData<F, Row>;
  if (result.success) {
    const pagination = result.pagination ? { ...result.pagination, totalEstimated } : null;
    list = { ...empty, rows: result.data, pagination, invalidRows: invalidRowsAt(result.invalid) };
  } else if (refusedCursor(result)) {
    list = { ...empty, staleCursor: true };
  } else if (result.status === 400) {
    list = { ...empty, invalid: refusalWords(result) };
  } else {
    throw failureResponse(result);
  }
  return data({ ...list, ...extra }, { headers: admin.headers });
}

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
