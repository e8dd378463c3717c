import type { AffiliateData } from '@lender/contracts';
import { routeKind } from '@lender/flow';
import { type LenderClient, malformedResponseReporter } from '@lender/sdk';
import {
  captureQueryToken,
  createApi,
  createSessionKit,
  type RequestApi,
  readTokenClaims,
  siteHopHeaders,
  type TokenIdentity,
  verifyTokenWithApi,
  type WebSession,
} from '@lender/web-kit';
import { createCookie } from '@remix-run/node';
import { PATHS, routeNameOf, SITE_PATHS } from '../paths';
import { env } from './env.server';

// The visitor's cookies and the API behind them: the session cookie that holds the API token, the
// SDK for a request (with its malformed-answer reporter), the link token a `?token=` brings, and the
// site's small cookies (calculator, affiliate, limit, QA).

let kitInstance: ReturnType<typeof createSessionKit> | undefined;
/** The session cookie that holds the API token (web-kit; httpOnly, SameSite=Lax, Secure in production). */
export function kit() {
  kitInstance ??= createSessionKit({ secrets: env().sessionSecrets, production: env().production });
  return kitInstance;
}

export interface RequestContext extends RequestApi {
  session: WebSession;
  loggedIn: boolean;
  /**
   * The signed-in client's profile (`client.get`): one read for the root's loader and the page's of
   * a GET (issue 65, `profileOnce`); read again on each call while an action may change it.
   */
  profile: () => ReturnType<RequestApi['api']['client']['get']>;
}

/**
 * The root's loader and the page's run for the same request: they share one context (one session
 * read, one SDK client), and a session one of them changes is the one the other writes (issue 37).
 */
const contexts = new WeakMap<Request, Promise<RequestContext>>();

/** The SDK for this request (spec §4: 401/403 → log out and go to /ingresar). */
export function apiFor(request: Request): Promise<RequestContext> {
  let context = contexts.get(request);
  if (!context) {
    context = createContext(request);
    contexts.set(request, context);
  }
  return context;
}

async function createContext(request: Request): Promise<RequestContext> {
  const session = await kit().getSession(request);
  let reportTo: RequestApi['api'] | undefined;
  const requestApi = createApi(request, session, {
    baseUrl: env().apiUrl,
    kit: kit(),
    loginPath: PATHS.login,
    siteKey: env().siteKey,
    // Issue 36: one bad row never takes a page down; it is logged and reported.
    onMalformedResponse: malformedReporter(request, () => reportTo, kit().getToken(session) !== undefined),
  });
  reportTo = requestApi.api;
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const cookie = request.headers.get('cookie') ?? '';
  let profile: Profile | undefined;
  return {
    session,
    loggedIn: kit().getToken(session) !== undefined,
    profile: () => {
      if (!reads || cookie === '') return requestApi.api.client.get();
      profile ??= profileOnce(cookie, () => requestApi.api.client.get());
      return profile;
    },
    api: requestApi.api,
    headers: () => requestApi.headers(),
    get tokenChanged() {
      return requestApi.tokenChanged;
    },
  };
}

type Profile = ReturnType<RequestContext['profile']>;
/** The profile reads in flight, by the exact cookie they are made with: nothing kept after the answer. */
const profilesInFlight = new Map<string, Profile>();

/**
 * One `client.get` for the loaders of one render (issue 65). Remix hands each loader its own copy of
 * the request, so the root's and the page's contexts are two; their reads of the same session at
 * the same moment are joined while in flight, never kept: the next render reads again.
 */
export function profileOnce(cookie: string, read: () => Profile): Profile {
  const running = profilesInFlight.get(cookie);
  if (running) return running;
  const started = read();
  profilesInFlight.set(cookie, started);
  const settled = () => {
    if (profilesInFlight.get(cookie) === started) profilesInFlight.delete(cookie);
  };
  started.then(settled, settled);
  return started;
}

/** `Set-Cookie` that saves the session whatever changed in it. */
export async function commitHeaders(session: WebSession): Promise<Headers> {
  return new Headers({ 'Set-Cookie': await kit().commit(session) });
}

/** True when the browser has the QA cookie that allows sandbox mode (spec §6). */
export function hasQaCookie(request: Request): boolean {
  return /(?:^|;\s*)qa-disable-flow=/.test(request.headers.get('cookie') ?? '');
}

/**
 * What the borrower site does with an API answer that broke its contract (issue 36, ADR 112, the
 * back-office's rule): the SDK has left out what it could not read and the page shows the rest;
 * the SDK's reporter logs it (paths, never values) and, for a signed-in client, hands it to the
 * API's error reporter.
 */
export function malformedReporter(request: Request, api: () => LenderClient | undefined, signedIn: boolean) {
  const page = new URL(request.url).pathname;
  if (!signedIn) return malformedResponseReporter({ page });
  return malformedResponseReporter({
    page,
    send: async (body) => api()?.client.reportMalformedResponse({ body }),
  });
}

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

/** Spec §9 cookie lifetimes. */
export const CALCULATOR_COOKIE_MAX_AGE_S = 86_400;
export const AFFILIATE_COOKIE_MAX_AGE_S = 1_800;
export const LIMIT_UPDATED_COOKIE_MAX_AGE_S = 43_200;
export const QA_COOKIE = 'qa-disable-flow';

const base = () => ({ path: '/', sameSite: 'lax' as const, secure: env().production, httpOnly: true });

/** The calculator's last amount and term (spec §9: 86400 s). */
export interface CalculatorCookie {
  amount: number;
  term?: number;
  tab?: 0 | 1;
  payCycle?: string | null;
  payDates?: string | null;
}

export const calculatorCookie = () =>
  createCookie('calculator', { ...base(), maxAge: CALCULATOR_COOKIE_MAX_AGE_S });
export const affiliateCookie = () =>
  createCookie('affiliate', { ...base(), maxAge: AFFILIATE_COOKIE_MAX_AGE_S });

export async function readCalculator(request: Request): Promise<CalculatorCookie | null> {
  const value: unknown = await calculatorCookie().parse(request.headers.get('cookie'));
  if (!value || typeof value !== 'object') return null;
  const amount = (value as { amount?: unknown }).amount;
  return typeof amount === 'number' && Number.isFinite(amount) ? (value as CalculatorCookie) : null;
}

export async function readAffiliate(request: Request): Promise<AffiliateData | undefined> {
  const value: unknown = await affiliateCookie().parse(request.headers.get('cookie'));
  return value && typeof value === 'object' ? (value as AffiliateData) : undefined;
}

const clip = (value: string | null) => (value ? value.slice(0, 128) : undefined);

/**
 * Spec §3/§9: the partner, code, campaign, source and optional parameter from the query (gclid,
 * utm_* or our own names) go into the affiliate cookie for 1800 s. `null` when the URL has none.
 */
export function affiliateFromQuery(url: URL): AffiliateData | null {
  const q = url.searchParams;
  const data: AffiliateData = {
    partner: clip(q.get('partner') ?? q.get('utm_medium')),
    code: clip(q.get('code') ?? q.get('gclid')),
    campaign: clip(q.get('campaign') ?? q.get('utm_campaign')),
    source: clip(q.get('source') ?? q.get('utm_source') ?? (q.get('gclid') ? 'google' : null)),
    optionalParam: clip(q.get('param') ?? q.get('optionalParam') ?? q.get('utm_content')),
    keyword: clip(q.get('keyword') ?? q.get('utm_term')),
  };
  const present = Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined),
  ) as AffiliateData;
  return Object.keys(present).length > 0 ? present : null;
}
