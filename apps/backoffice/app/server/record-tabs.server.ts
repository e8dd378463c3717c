import { data } from '@remix-run/node';
import { refused } from './actions.server';
import { requireAdmin, type SignedInAdmin } from './auth.server';

/**
 * The tabs of a record page (a client, a loan): the open tab lives in the URL (`?tab=`), and only
 * its data is fetched. `loaders` maps a tab to what it needs beyond the record itself; a tab
 * without a loader (or one the admin may not see) loads nothing.
 */
export async function loadRecordTab<T extends string, L extends Partial<Record<T, () => Promise<unknown>>>>(
  request: Request,
  tabs: readonly T[],
  loaders: L,
): Promise<{ tab: T; loaded: { [K in keyof L]?: Awaited<ReturnType<NonNullable<L[K]>>> } }> {
  const tab = tabOf(request, tabs);
  const load = loaders[tab];
  const loaded: { [K in keyof L]?: Awaited<ReturnType<NonNullable<L[K]>>> } = {};
  if (load) (loaded as Record<string, unknown>)[tab] = await load();
  return { tab, loaded };
}

/** The URL's `tab` when it is one of `tabs`, else the first (the summary). */
export function tabOf<T extends string>(request: Request, tabs: readonly T[]): T {
  const asked = new URL(request.url).searchParams.get('tab');
  const found = tabs.find((tab) => tab === asked);
  return found ?? (tabs[0] as T);
}

/** The record's id from the route (`/clients/:id`, `/loans/:id`), or a 404. */
export function recordId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('not found', { status: 404 });
  return id;
}

/**
 * What every action of a record page starts with: the signed-in admin (origin checked), the
 * record's id, the form and its `intent`, and `back`, the page with its tab to return to.
 */
export async function readRecordAction(
  request: Request,
  params: { id?: string },
): Promise<{ admin: SignedInAdmin; id: number; form: FormData; intent: string; back: string }> {
  const admin = await requireAdmin(request);
  const id = recordId(params);
  const form = await request.formData();
  const url = new URL(request.url);
  return { admin, id, form, intent: String(form.get('intent') ?? ''), back: `${url.pathname}${url.search}` };
}

/**
 * The `contact` intent of a record page (issue 36): the client's full phone and CURP from the API,
 * an audited read, answered to this page only (never kept in the session or the URL).
 */
export async function revealContact(request: Request, admin: SignedInAdmin, clientId: number) {
  const result = await admin.api.backOffice.clientContact({ params: { id: clientId } });
  if (!result.success) return refused(request, admin, 'contact', result);
  return data({ contact: { phone: result.data.phone, curp: result.data.curp } });
}
