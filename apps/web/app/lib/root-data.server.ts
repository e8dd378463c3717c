import type { Company } from '@lender/contracts';
import { type PreAccountStage, preAccountPath, routeKind, wizardPercent } from '@lender/flow';
import { pendingToken, readTokenClaims } from '@lender/web-kit';
import { data } from '@remix-run/node';
import { routeNameOf } from '../paths';
import { isWizardPath } from '../site-paths';
import { env } from './env.server';
import { serverTranslator } from './forms.server';
import { affiliateCookie, affiliateFromQuery, apiFor, captureLinkToken, hasQaCookie } from './session.server';

// What every page's shell reads: the root loader, the shell (who is signed in, sandbox, progress)
// and the lender's identity from the API.

/**
 * The root route's loader (`root.tsx`): what every page's shell shows. Here, below the root and
 * the layout, so the layout and the pages read its type (`lib/root-data.ts`) without importing the root.
 */
export async function rootLoader(request: Request) {
  const captured = await captureLinkToken(request);
  if (captured) throw captured;
  const [shell, company] = await Promise.all([siteShell(request), companyFor(request)]);
  const headers = new Headers(shell.headers);
  const affiliate = affiliateFromQuery(new URL(request.url));
  if (affiliate) headers.append('Set-Cookie', await affiliateCookie().serialize(affiliate));
  // No words here: the browser reads them from static files (lib/words.tsx, issue 37).
  return data(
    {
      user: shell.user,
      isAdmin: shell.token ? readTokenClaims(shell.token)?.account_type === 'user' : false,
      sandbox: shell.sandbox,
      progress: shell.progress,
      registrationStep: shell.registrationStep,
      // A link brought another account's token (issue 35): the visitor chooses (AccountSwitch).
      ...(shell.accountSwitch ? { accountSwitch: true as const } : {}),
      // The lender's identity from the API: what every document and notice prints (issue 61).
      company,
      // Spec §3's two contacts are the company's too (the API's CONTACT_CC_*, CONTACT_DC_*).
      contacts: {
        cc: { phone: company.phone, email: company.email, hours: company.hours },
        dc: company.collections,
      },
      year: new Date().getFullYear(),
      title: serverTranslator()('common:brand.name'),
      externalLoginUrl: env().externalLoginUrl,
    },
    { headers },
  );
}

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

/** How long a site process keeps the identity it read (the API's `COMPANY_*` change on a restart). */
const KEEP_MS = 5 * 60_000;
let kept: { company: Company; at: number } | undefined;

/**
 * The lender's identity as the API states it (`GET /web/public/company`): the one configuration the
 * contract, the carátula, receipts and notices print, so the footer and the contact page say the
 * same (issue 61). Kept five minutes per process; when the API does not answer, the last one read.
 */
export async function companyFor(request: Request): Promise<Company> {
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.company;
  const { api } = await apiFor(request);
  const answer = await api.public.company();
  if (answer.success) {
    kept = { company: answer.data, at: Date.now() };
    return answer.data;
  }
  if (kept) return kept.company;
  throw new Response(null, { status: 502, statusText: 'The lender identity could not be read' });
}
