import type { ClientProfile, FlowState } from '@lender/contracts';
import { decide, type FlowDecision, type RouteName } from '@lender/flow';
import { readTokenClaims } from '@lender/web-kit';
import { redirect } from '@remix-run/node';
import { pathOf } from '../paths';
import { env } from './env.server';
import { FROM_SUMMARY } from './from-summary';
import { apiFor, hasQaCookie, type RequestContext } from './session.server';

export interface Guarded {
  ctx: RequestContext;
  me: ClientProfile | null;
  flow: FlowState | null;
  decision: FlowDecision;
}

/**
 * Spec §4 on the server: decides with `@lender/flow` whether this client belongs on `route`, and
 * throws the redirect when not (a 401/403 on the way throws the logout redirect). Sandbox mode is
 * started when allowed on a registration route (the registration middleware).
 */
export async function guardFlow(
  request: Request,
  route: RouteName,
  options: {
    /**
     * Where the journey's step comes from when the page reads it with its own data (issue 65:
     * `client.myLoan`), started here once the visitor is known to be a signed-in client.
     */
    flow?: (ctx: RequestContext) => Promise<FlowState | null>;
  } = {},
): Promise<Guarded> {
  const ctx = await apiFor(request);
  const token = ctx.session.get('token');
  const isAdmin = typeof token === 'string' && readTokenClaims(token)?.account_type === 'user';
  const sandboxAllowed = hasQaCookie(request) || isAdmin;
  let me: ClientProfile | null = null;
  let flow: FlowState | null = null;
  if (ctx.loggedIn && !isAdmin) {
    // The session's two reads at the same time (issue 65): neither needs the other.
    const [profile, current] = await Promise.all([
      ctx.profile(),
      options.flow
        ? options.flow(ctx)
        : ctx.api.client.flow().then((answer) => (answer.success ? answer.data : null)),
    ]);
    if (profile.success) me = profile.data;
    flow = current;
  }
  const url = new URL(request.url);
  const decision = decide({
    route,
    auth: { loggedIn: ctx.loggedIn && !isAdmin, firstName: me?.firstName ?? undefined },
    flow,
    externalLoginUrl: env().externalLoginUrl,
    sandboxAllowed,
    query: url.search,
  });
  if (decision.type === 'redirect') {
    throw redirect(pathOf(decision.route), { headers: await ctx.headers() });
  }
  if (decision.type === 'external') throw redirect(decision.url, { headers: await ctx.headers() });
  if (decision.type === 'sandbox' && ctx.loggedIn && !isAdmin) {
    const cookie = request.headers.get('cookie') ?? '';
    await ctx.api.client.sandboxStart({ headers: { cookie } });
  }
  return { ctx, me, flow, decision };
}

/** What an SDK read answers: its data when it succeeded. */
type Answer<T> = { success: true; data: T } | { success: false };

/**
 * `guardFlow` for a page whose one read carries the journey's step (issue 65: `client.noLoan`,
 * `client.counterOffer`): the read starts once the visitor is known to be a signed-in client, the
 * guard decides with the step it brings, and the page gets the rest (null when the read failed).
 * The render asks the API twice: the session's profile (shared with the root) and the page.
 */
export async function guardPage<T extends { flow: FlowState }>(
  request: Request,
  route: RouteName,
  read: (ctx: RequestContext) => Promise<Answer<T>>,
): Promise<Guarded & { page: T | null }> {
  let started: Promise<Answer<T>> | undefined;
  const guarded = await guardFlow(request, route, {
    flow: (ctx) => {
      started = read(ctx);
      return started.then((answer) => (answer.success ? answer.data.flow : null));
    },
  });
  const answer = started ? await started : null;
  return { ...guarded, page: answer?.success ? answer.data : null };
}

/** A private page: logged-out visitors go to /ingresar (spec §6). */
export async function requireClient(request: Request): Promise<{ ctx: RequestContext; me: ClientProfile }> {
  const ctx = await apiFor(request);
  if (!ctx.loggedIn) {
    const url = new URL(request.url);
    throw redirect(`${pathOf('login___es')}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const me = await ctx.profile();
  if (!me.success) throw redirect(pathOf('login___es'));
  return { ctx, me: me.data };
}

/**
 * A registration step (employment, address, reference): its own flow step, or — opened from the
 * summary with `?desde=resumen` — an answer given before, changed by a signed-in client whatever
 * the step (the flow would send them back to the summary). `back` is where a saved answer goes.
 */
export async function guardAnswerStep(
  request: Request,
  route: RouteName,
): Promise<{ ctx: RequestContext; me: ClientProfile | null; back: string }> {
  if (new URL(request.url).searchParams.get(FROM_SUMMARY.param) === FROM_SUMMARY.value) {
    const { ctx, me } = await requireClient(request);
    return { ctx, me, back: pathOf('registration-summary___es') };
  }
  const { ctx, me } = await guardFlow(request, route);
  return { ctx, me, back: pathOf('flow___es') };
}
