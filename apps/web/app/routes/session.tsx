import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, redirect } from '@remix-run/node';
import { QA_COOKIE } from '../lib/cookies.server';
import { env } from '../lib/env.server';
import { apiFor, commitHeaders } from '../lib/session.server';

/** Same-origin path only: an open redirect must not leave the site. */
function safeRedirect(value: FormDataEntryValue | null): string {
  const to = typeof value === 'string' ? value : '/';
  return to.startsWith('/') && !to.startsWith('//') ? to : '/';
}

/**
 * POST /session: `refresh` renews the API token (spec §9, every 240 s while active);
 * `disable-sandbox` removes the QA cookie and reloads the page (spec §2 sandbox banner);
 * `leave-registration` clears the registration progress (the wizard's draft) and goes where the
 * visitor was heading (spec §2 popup).
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
  if (intent === 'refresh') {
    const ctx = await apiFor(request);
    if (!ctx.loggedIn) return data({ ok: false }, { status: 401 });
    const result = await ctx.api.client.tokenRefresh();
    return data({ ok: result.success }, { headers: await ctx.headers() });
  }
  return data({ ok: false }, { status: 400 });
}

export const loader = () => redirect('/');
