import { checkOrigin, safeRedirect, takeLinkToken, takePendingToken } from '@lender/web-kit';
import { type ActionFunctionArgs, data, redirect } from '@remix-run/node';
import { env } from '../../lib/env.server';
import {
  apiFor,
  commitHeaders,
  endApiSession,
  kit,
  QA_COOKIE,
  verifyLinkToken,
} from '../../lib/session.server';

/**
 * POST /session: `refresh` renews the API token (spec §9, every 240 s while active);
 * `disable-sandbox` removes the QA cookie and reloads the page (spec §2 sandbox banner);
 * `leave-registration` clears the registration progress (the wizard's draft) and goes where the
 * visitor was heading (spec §2 popup); `switch-account` / `keep-account` answer a link that brought
 * another account's token (issue 35: switching ends the old session at the API); `link-continue` /
 * `link-not-me` answer `/continuar`, a signed-out visitor's link (issue 47). Every `redirectTo` goes
 * through web-kit's `safeRedirect`.
 */
export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'disable-sandbox') {
    return redirect(safeRedirect(form.get('redirectTo')), {
      headers: { 'Set-Cookie': `${QA_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` },
    });
  }
  if (intent === 'leave-registration') {
    const ctx = await apiFor(request);
    ctx.session.unset('registration');
    ctx.session.unset('registrationError');
    return redirect(safeRedirect(form.get('redirectTo')), { headers: await commitHeaders(ctx.session) });
  }
  if (intent === 'switch-account' || intent === 'keep-account') {
    const ctx = await apiFor(request);
    const choice = intent === 'switch-account' ? 'switch' : 'keep';
    const { previous } = await takePendingToken(ctx.session, kit(), choice, verifyLinkToken);
    if (previous !== undefined) await endApiSession(previous);
    return redirect(safeRedirect(form.get('redirectTo')), { headers: await commitHeaders(ctx.session) });
  }
  if (intent === 'link-continue' || intent === 'link-not-me') {
    const ctx = await apiFor(request);
    const choice = intent === 'link-continue' ? 'continue' : 'not-me';
    await takeLinkToken(ctx.session, kit(), choice, verifyLinkToken);
    return redirect(safeRedirect(form.get('redirectTo')), { headers: await commitHeaders(ctx.session) });
  }
  if (intent === 'refresh') {
    const ctx = await apiFor(request);
    if (!ctx.loggedIn) return data({ ok: false }, { status: 401 });
    const result = await ctx.api.client.tokenRefresh();
    return data({ ok: result.success }, { headers: await ctx.headers() });
  }
  return data({ ok: false }, { status: 400 });
}

export const loader = () => redirect('/');
