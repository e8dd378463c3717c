import type { MessageKey } from '@lender/i18n';
import type { ApiResult, ApiSuccess } from '@lender/sdk';
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
import { pickParams } from './list-query.server';

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
