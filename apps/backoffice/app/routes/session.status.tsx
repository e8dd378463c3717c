import type { LoaderFunctionArgs } from '@remix-run/node';
import { commitSession, kit, requireApi, sessionData } from '../server/api.server';
import { sessionEndsAt } from './session.status.server';

/**
 * `GET /session/status` (issue 36): when the signed-in session ends if nothing else happens, for
 * the warning two minutes before. `?keep=1` ("Seguir trabajando") refreshes the token now, so the
 * session goes on without leaving the page (what was typed in a form stays). A session already
 * over answers with the login redirect, as every page does.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const requestApi = await requireApi(request);
  if (new URL(request.url).searchParams.get('keep') === '1' && !requestApi.tokenChanged()) {
    await requestApi.api.backOffice.tokenRefresh();
    requestApi.headers.set('Set-Cookie', await commitSession(requestApi.session));
  }
  const expiresAt = sessionEndsAt(
    kit().getToken(requestApi.session),
    sessionData.issuedAt(requestApi.session),
  );
  requestApi.headers.set('Cache-Control', 'no-store');
  // A resource route read by `fetch`, not by Remix: it answers a Response of its own (a plain
  // object here is what React Router v7 will no longer accept from such a route).
  return Response.json({ expiresAt, now: Date.now() }, { headers: requestApi.headers });
}
