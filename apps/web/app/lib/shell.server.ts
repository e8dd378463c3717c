import { PROGRESS_INITIAL_REGISTRATION, routeKind } from '@lender/flow';
import { pendingToken, readTokenClaims } from '@lender/web-kit';
import { routeNameOf } from '../paths';
import { apiFor, hasQaCookie } from './session.server';

export interface ShellUser {
  firstName: string | null;
  email: string;
}

/**
 * How far a visitor is in the pre-account wizard (its draft in the session): 0 nothing yet, 1 phone
 * sent, 2 code confirmed, 3 details typed. Spec §2: while it is not 0, leaving registration asks
 * first and clears the progress (`POST /session` intent `leave-registration`).
 */
export function registrationStepOf(draft: unknown): number {
  if (!draft || typeof draft !== 'object') return 0;
  const d = draft as { phone?: unknown; smsCode?: unknown; details?: unknown };
  return d.details ? 3 : d.smsCode ? 2 : d.phone ? 1 : 0;
}

/** What the layout needs on every page: who is signed in, sandbox, the registration progress. */
export async function siteShell(request: Request) {
  const ctx = await apiFor(request);
  const token = ctx.loggedIn ? ctx.session.get('token') : undefined;
  const claims = typeof token === 'string' ? readTokenClaims(token) : null;
  const route = routeNameOf(new URL(request.url).pathname);
  const onRegistration = route !== undefined && routeKind(route) === 'registration';
  let user: ShellUser | null = null;
  let progress: number | undefined;
  if (ctx.loggedIn && claims?.account_type === 'client') {
    const me = await ctx.api.client.get();
    if (me.success) user = { firstName: me.data.firstName, email: me.data.email ?? '' };
    if (onRegistration) {
      const flow = await ctx.api.client.flow();
      if (flow.success) progress = flow.data.percent;
    }
  } else if (onRegistration) {
    progress = PROGRESS_INITIAL_REGISTRATION;
  }
  return {
    user,
    registrationStep: registrationStepOf(ctx.loggedIn ? undefined : ctx.session.get('registration')),
    /** A link brought another account's token: the visitor chooses (issue 35, `AccountSwitch`). */
    accountSwitch: ctx.loggedIn && pendingToken(ctx.session) !== undefined,
    token: typeof token === 'string' ? token : undefined,
    sandbox: hasQaCookie(request),
    progress,
    headers: await ctx.headers(),
  };
}
