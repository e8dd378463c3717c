import type { ApiResult, ApiSuccess } from '@lender/sdk';
import { data } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission, type SignedInAdmin } from './auth.server';
import { pageOf, pickParams } from './list-query.server';

/** What a list screen's loader gives its component (issue 16: list state lives in the URL). */
export interface ListData<F extends string, Row> {
  /** The URL's filters, sort included (the form shows them back). */
  filters: Partial<Record<F, string>>;
  rows: Row[];
  pagination: NonNullable<ApiSuccess<unknown>['pagination']> | null;
  /** The API's words when it refused the filters (400): the page shows them over an empty table. */
  invalid: string | null;
}

export interface ListScreenSpec<F extends string, Row, Extra> {
  /** The permission the screen needs (a role without it gets 403). */
  permission: string;
  /** The query parameters the screen keeps in the URL. */
  filters: readonly F[];
  /** The API call of one page with these filters. */
  fetch(admin: SignedInAdmin, filters: Partial<Record<F, string>>, page: number): Promise<ApiResult<Row[]>>;
  /** More for the page: permissions of its controls, a second table. */
  extra?(admin: SignedInAdmin): Extra | Promise<Extra>;
}

/**
 * The loader of a list screen (clients, loans, payments, messages, users): the signed-in admin
 * with the screen's permission, the filters and page read from the URL, one API call, and a 400
 * answered as `invalid` instead of an error page. Any other refusal is the error page.
 */
export async function listScreenLoader<F extends string, Row, Extra extends object = object>(
  request: Request,
  spec: ListScreenSpec<F, Row, Extra>,
) {
  const admin = await requireAdmin(request);
  requirePermission(admin, spec.permission);
  const url = new URL(request.url);
  const filters = pickParams(url, spec.filters);
  const [result, extra] = await Promise.all([
    spec.fetch(admin, filters, pageOf(url)),
    spec.extra ? spec.extra(admin) : ({} as Extra),
  ]);
  let list: ListData<F, Row>;
  if (result.success) {
    list = { filters, rows: result.data, pagination: result.pagination ?? null, invalid: null };
  } else if (result.status === 400) {
    list = { filters, rows: [], pagination: null, invalid: result.message };
  } else {
    throw failureResponse(result);
  }
  return data({ ...list, ...extra }, { headers: admin.headers });
}
