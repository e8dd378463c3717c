import { routeKind } from '@lender/flow';
import {
  captureQueryToken,
  readTokenClaims,
  siteHopHeaders,
  type TokenIdentity,
  verifyTokenWithApi,
} from '@lender/web-kit';
import { routeNameOf, SITE_PATHS } from '../paths';
import { env } from './env.server';
import { kit } from './session.server';

/**
 * The pages a link may sign into with `?token=` (spec §4; issue 35, ADR 109): the home page and the
 * pages of a signed-in borrower (the flow, registration, application and profile pages). Public
 * pages, the login and recovery pages and `/print` drop a token unread.
 */
export function takesLinkToken(pathname: string): boolean {
  const route = routeNameOf(pathname);
  if (route === undefined) return false;
  const kind = routeKind(route);
  return route === 'index___es' || (kind !== undefined && kind !== 'public');
}

/** The API's check of a token (signature, expiry, a live session) before the site keeps it. */
export function verifyLinkToken(token: string): Promise<TokenIdentity | null> {
  return verifyTokenWithApi(token, { baseUrl: env().apiUrl, siteKey: env().siteKey });
}

/**
 * Spec §4's `?token=`: checked with the API and taken out of the URL with a redirect; a signed-out
 * visitor is asked "¿Continuar como …?" first (`/continuar`, issue 47), a signed-in one about
 * another account's link (`AccountSwitch`).
 */
export function captureLinkToken(request: Request): Promise<Response | null> {
  return captureQueryToken(request, kit(), {
    accepts: takesLinkToken,
    verify: verifyLinkToken,
    confirmPath: SITE_PATHS.linkSignIn,
  });
}

/**
 * Ends the API session of a token the borrower left (switching to a link's account), best effort:
 * an already dead session is as good as ended.
 */
export async function endApiSession(token: string): Promise<void> {
  const path =
    readTokenClaims(token)?.account_type === 'user'
      ? '/web/private/user/logout'
      : '/web/private/client/logout';
  try {
    const response = await fetch(new URL(path, env().apiUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...siteHopHeaders(env().siteKey) },
    });
    await response.body?.cancel();
  } catch (error) {
    console.warn(
      'switching accounts: the old session could not be ended at the API',
      (error as Error).message,
    );
  }
}
