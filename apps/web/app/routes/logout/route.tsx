import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { env } from '../../lib/env.server';
import { apiFor, kit } from '../../lib/session.server';

/** POST /logout: revokes the API session (best effort) and deletes the cookie. */
export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const ctx = await apiFor(request);
  if (ctx.loggedIn) {
    try {
      await ctx.api.client.logout();
    } catch (error) {
      // A thrown redirect means the token was already dead; anything else must not keep the cookie.
      if (!(error instanceof Response)) console.warn('logout: API call failed', (error as Error).message);
    }
  }
  return redirect('/', { headers: { 'Set-Cookie': await kit().destroy(ctx.session) } });
}

export const loader = () => redirect('/');
