import type { ApiResult } from '@lender/sdk';
import { data } from '@remix-run/node';
import {
  failureResponse,
  type Permission,
  readable,
  requireAdmin,
  requirePermission,
  type SignedInAdmin,
} from './auth.server';
import { pageOf } from './list-query.server';
import { recordId } from './record-tabs.server';

// A register of cases a team works through, and a case's page: the collections queue and case
// (issue 38) and the UNE's complaints register and complaint (issue 39). Both screens read their
// register and their case the same way; this is that way, written once (their actions answer
// with `actions.server.ts`'s `invalid`, `refused` and `changedFirst`).

/** A register shows 50 cases a page. */
export const REGISTER_PAGE_SIZE = 50;

/** `value` when it is one of `list`; else `fallback` (a value the screen does not know is dropped). */
export function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | undefined;
export function oneOf<T extends string>(list: readonly T[], value: string | undefined, fallback: T): T;
export function oneOf<T extends string>(
  list: readonly T[],
  value: string | undefined,
  fallback?: T,
): T | undefined {
  return (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

export interface RegisterSpec<F, Item, Extra> {
  /** The permission to read the register (a role without it gets 403). */
  permission: Permission;
  /** The register's filters as the URL holds them (what the form shows back). */
  filters(url: URL): F;
  /** The API call of one page with these filters. */
  fetch(admin: SignedInAdmin, filters: F, at: { page: number; perPage: number }): Promise<ApiResult<Item[]>>;
  /** What else the page needs: who is signed in, which controls the role may use. */
  extra(admin: SignedInAdmin): Extra;
}

/**
 * A page of a register: the signed-in admin with the register's permission, the URL's filters and
 * page, one API call; a refusal is the error page.
 */
export async function registerLoader<F, Item, Extra extends object>(
  request: Request,
  spec: RegisterSpec<F, Item, Extra>,
) {
  const admin = await requireAdmin(request);
  requirePermission(admin, spec.permission);
  const url = new URL(request.url);
  const filters = spec.filters(url);
  const result = await readable(
    spec.fetch(admin, filters, { page: pageOf(url), perPage: REGISTER_PAGE_SIZE }),
  );
  if (!result.success) throw failureResponse(result);
  return data(
    { items: result.data, filters, pagination: result.pagination, ...spec.extra(admin) },
    { headers: admin.headers },
  );
}

export interface CaseSpec<Item, Extra> {
  /** The permission to read the case. */
  permission: Permission;
  /** The API call of the case. */
  fetch(admin: SignedInAdmin, id: number): Promise<ApiResult<Item>>;
  /** What else the page needs: who is signed in, which controls the role may use. */
  extra(admin: SignedInAdmin): Extra;
}

/**
 * A case's page: the signed-in admin with the permission, the case's id from the URL (a 404 when
 * it is not one), one API call; a refusal is the error page.
 */
export async function caseLoader<Item, Extra extends object>(
  request: Request,
  params: { id?: string },
  spec: CaseSpec<Item, Extra>,
) {
  const admin = await requireAdmin(request);
  requirePermission(admin, spec.permission);
  const id = recordId(params);
  const result = await readable(spec.fetch(admin, id));
  if (!result.success) throw failureResponse(result);
  return data({ item: result.data, ...spec.extra(admin) }, { headers: admin.headers });
}
