import { BACK_OFFICE_PERMISSIONS, type BackOfficePermission, type BackOfficeRole } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { type ApiFailure, isLenderError } from '@lender/sdk';
import { checkOrigin } from '@lender/web-kit';
import { redirect } from '@remix-run/node';
import { renderSVG } from 'uqr';
import { commitSession, type RequestApi, requireApi, sessionData, setNotice } from './api.server';
import { env } from './env.server';

/**
 * A permission of the table the API guards its endpoints with, e.g. `clients.blacklist`: one list,
 * `BACK_OFFICE_PERMISSIONS` of `@lender/contracts`, names what each endpoint needs (ADR 075).
 */
export type Permission = BackOfficePermission;

export interface SignedInAdmin extends RequestApi {
  /** Set-Cookie when the session changed (token refreshed, language synchronised). */
  headers: Headers;
  user: { id: number; name: string; email: string; role: BackOfficeRole; language: 'es-MX' | 'en' };
  permissions: readonly Permission[];
  /** Whether the admin's role holds a permission: a control they may not use is not shown. */
  can(permission: Permission): boolean;
}

/**
 * The signed-in admin (past TOTP) with their role's permissions, or a redirect to the login page
 * (a 401 or a session-ending 403 logs out: `@lender/web-kit`). Every route of the back-office
 * calls it, so every action's request is checked for a cross-site origin here (web-kit's
 * `checkOrigin`, a 403); the API checks every call again.
 */
export async function requireAdmin(request: Request): Promise<SignedInAdmin> {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const requestApi = await requireApi(request);
  const { api, session, headers } = requestApi;
  const [profile, permissions] = await Promise.all([api.backOffice.profile(), api.backOffice.permissions()]);
  if (!profile.success) throw failureResponse(profile);
  if (!permissions.success) throw failureResponse(permissions);
  const user = profile.data;
  if (sessionData.language(session) !== user.language) {
    session.set('language', user.language);
    headers.set('Set-Cookie', await commitSession(session));
  }
  const granted: ReadonlySet<string> = new Set(permissions.data.permissions);
  return {
    ...requestApi,
    headers,
    user: { id: user.id, name: user.name, email: user.email, role: user.role, language: user.language },
    permissions: [...granted].filter(isPermission),
    can: (permission) => granted.has(permission),
  };
}

function isPermission(name: string): name is Permission {
  return Object.hasOwn(BACK_OFFICE_PERMISSIONS, name);
}

/** A failure of an API call the page cannot go on without, as the error page's response. */
export function failureResponse(failure: Pick<ApiFailure, 'status' | 'message' | 'code'>): Response {
  return new Response(failure.message, { status: failure.status >= 400 ? failure.status : 500 });
}

/**
 * A call whose answer the page cannot do without: when even the SDK could not read it (a record
 * whose own field broke its contract, reported already), a 502 the screen shows as "dato
 * inválido" inside the back-office's frame, never a crash (issue 36).
 */
export async function readable<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isLenderError(error, 'MalformedResponseError')) throw new Response('malformed', { status: 502 });
    throw error;
  }
}

/** Refuses a route the admin's role may not use (the API would refuse its calls too). */
export function requirePermission(admin: SignedInAdmin, permission: Permission): void {
  if (!admin.can(permission)) throw new Response('forbidden', { status: 403 });
}

/**
 * Redirect after a change, with a flash notice that says what the API answered (issue 36: the
 * result, not just "done") and the refreshed cookie. The notice is shown by the layout, so a page
 * that then fails to load still says what the action did. `tone: 'warning'` for a change done in
 * part (a bulk approval that skipped some cases).
 */
export async function redirectWithNotice(
  admin: SignedInAdmin,
  to: string,
  key: MessageKey,
  params?: Record<string, string | number>,
  tone?: 'warning',
): Promise<Response> {
  setNotice(admin.session, JSON.stringify({ key, params, ...(tone && { tone }) }));
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(admin.session) } });
}

/** The QR code of an `otpauth://` URI as an SVG string (drawn on the server; no script, no network). */
export function qrSvg(uri: string): string {
  return renderSVG(uri, { ecc: 'M', border: 1 });
}
