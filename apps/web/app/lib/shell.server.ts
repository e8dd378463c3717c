import { type PreAccountStage, preAccountPath, routeKind, wizardPercent } from '@lender/flow';
import { pendingToken, readTokenClaims } from '@lender/web-kit';
import { routeNameOf } from '../paths';
import { isWizardPath } from '../site-paths';
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

/** The stage a visitor without an account is at: the phone, the SMS code, or the details. */
const PRE_ACCOUNT_STAGES: readonly PreAccountStage[] = ['phone', 'code', 'details', 'details'];

/** What the layout needs on every page: who is signed in, sandbox, the journey's progress. */
export async function siteShell(request: Request) {
  const ctx = await apiFor(request);
  const token = ctx.loggedIn ? ctx.session.get('token') : undefined;
  const claims = typeof token === 'string' ? readTokenClaims(token) : null;
  const { pathname } = new URL(request.url);
  const route = routeNameOf(pathname);
  const onRegistration = route !== undefined && routeKind(route) === 'registration';
  const onWizard = route !== undefined && isWizardPath(pathname);
  let user: ShellUser | null = null;
  let progress: number | undefined;
  if (ctx.loggedIn && claims?.account_type === 'client') {
    const me = await ctx.profile();
    if (me.success) user = { firstName: me.data.firstName, email: me.data.email ?? '' };
    if (onWizard) {
      // The server counts the stages this borrower still has (issue 47): it only grows, and it
      // reaches 100 with the signature.
      const flow = await ctx.api.client.flow();
      if (flow.success) progress = flow.data.percent;
    }
  } else if (onRegistration) {
    // Before the account: the same count over a first loan's stages, the draft's done.
    const draft = registrationStepOf(ctx.loggedIn ? undefined : ctx.session.get('registration'));
    progress = wizardPercent(preAccountPath(PRE_ACCOUNT_STAGES[draft] ?? 'phone'));
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
