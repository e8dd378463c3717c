import { checkOrigin } from '@lender/web-kit';
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { apiFor, commitSession, getSession, kit, setNotice } from '../server/api.server';
import { env } from '../server/env.server';

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const session = await getSession(request);
  // Revoke the session at the API (spec §7 `user/logout`), then forget the token here. A token
  // the API no longer takes throws the login redirect with the cookie deleted: the same outcome.
  if (kit().getToken(session)) await apiFor(request, session).api.backOffice.logout();
  session.unset('token');
  session.unset('mfaToken');
  session.unset('issuedAt');
  setNotice(session, 'backoffice:auth.signedOut');
  return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
}

export async function loader() {
  return redirect('/');
}
