import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type ApiFailure,
  type LenderClient,
  malformedResponseReporter,
  type UnauthorizedEvent,
} from '@lender/sdk';
import {
  createApi,
  createSessionKit,
  readTokenClaims,
  type SessionKit,
  type WebSession,
} from '@lender/web-kit';
import { redirect } from '@remix-run/node';
import type { BackofficeLanguage } from '../i18n';
import { env } from './env.server';

// The back office's API for a request and the cookie session that holds its token, with the
// reporter of answers that broke their contract.

/** The API for one request, with what the SDK saw that the SDK's result does not carry. */
export interface RequestApi {
  api: LenderClient;
  session: BackofficeSession;
  /** `Retry-After` of the last answer that had one (login delays), in seconds. */
  retryAfter(): number | undefined;
  /** True when the API issued a token during this request (login, refresh). */
  tokenChanged(): boolean;
  /**
   * Runs one list call and says whether its total was the database's estimate (the API's
   * `x-total-count-estimated: true` past 1,000 rows, ADRs 064 and 082), which the SDK's result does not
   * carry. Other calls running at the same time do not mix in (each call has its own context).
   */
  withTotal<T>(call: () => Promise<T>): Promise<{ result: T; totalEstimated: boolean }>;
}

/** The list call a response belongs to (see `withTotal`). */
const listCall = new AsyncLocalStorage<{ totalEstimated: boolean }>();

export const LOGIN_PATH = '/login';

/** Codes of a 403 that end the session (any other 403 refuses one action and keeps the admin in). */
const SESSION_ENDING_CODES = new Set(['user_blocked', 'session_revoked', 'token_expired', 'unauthorized']);

/** A failure that means the session is over: 401, or 403 for a blocked account or revoked session. */
export function endsSession(failure: Pick<ApiFailure, 'status' | 'code'> | UnauthorizedEvent): boolean {
  return failure.status === 401 || (failure.status === 403 && SESSION_ENDING_CODES.has(String(failure.code)));
}

/** Keeps a token the API sent: the password step's (`mfa`) apart from the full one. */
function storeToken(session: BackofficeSession, token: string): void {
  const claims = readTokenClaims(token);
  if (claims?.mfa) {
    // The password step's token waits for TOTP and opens nothing (spec §7).
    session.set('mfaToken', token);
    return;
  }
  kit().setToken(session, token);
  session.unset('mfaToken');
  // Our own clock, not the token's `iat`: the refresh cadence must not depend on clock skew.
  session.set('issuedAt', Math.floor(Date.now() / 1000));
}

/**
 * An SDK client for this request (`@lender/web-kit`'s `createApi`): the token from the httpOnly
 * session, a new token (login, refresh) written back to it, and a 401 — or a 403 that ends the
 * session — answered by logging out and redirecting to the login page. `which` chooses the full
 * token or the password step's.
 */
export function apiFor(
  request: Request,
  session: BackofficeSession,
  which: 'token' | 'mfaToken' = 'token',
): RequestApi {
  let retryAfter: number | undefined;
  const fetchWithHeaders: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const header = response.headers.get('retry-after');
    if (header !== null && /^\d+$/.test(header)) retryAfter = Number(header);
    const observed = listCall.getStore();
    if (observed) observed.totalEstimated = response.headers.get('x-total-count-estimated') === 'true';
    return response;
  };
  let reportTo: LenderClient | undefined;
  const requestApi = createApi(request, session, {
    baseUrl: env().apiUrl,
    kit: kit(),
    siteKey: env().siteKey,
    loginPath: LOGIN_PATH,
    fetch: fetchWithHeaders,
    readToken: (s) => {
      const value = s.get(which);
      return typeof value === 'string' ? value : undefined;
    },
    storeToken,
    endsSession,
    // Issue 36: one bad row never takes a page down; it is logged and reported.
    onMalformedResponse: malformedReporter(request, () => reportTo),
  });
  reportTo = requestApi.api;
  return {
    api: requestApi.api,
    session,
    retryAfter: () => retryAfter,
    tokenChanged: () => requestApi.tokenChanged,
    async withTotal(call) {
      const observed = { totalEstimated: false };
      const result = await listCall.run(observed, call);
      return { result, totalEstimated: observed.totalEstimated };
    },
  };
}

/** Where to send someone who is not signed in, keeping where they were going. */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * The session's API, refreshing the token when it is older than the refresh interval (spec §7:
 * 240 s; `TOKEN_REFRESH_SECONDS`), or a redirect to the login page. `headers` carries the
 * refreshed cookie for the response.
 */
export async function requireApi(request: Request): Promise<RequestApi & { headers: Headers }> {
  const session = await getSession(request);
  if (!kit().getToken(session)) throw redirect(loginUrl(request));
  const requestApi = apiFor(request, session);
  if (Date.now() / 1000 - sessionData.issuedAt(session) >= env().tokenRefreshSeconds) {
    // A refused refresh (an expired or revoked session) throws the login redirect.
    await requestApi.api.backOffice.tokenRefresh();
  }
  const headers = new Headers();
  if (requestApi.tokenChanged()) headers.append('Set-Cookie', await commitSession(session));
  return { ...requestApi, headers };
}

/**
 * What the back-office does with an API answer that broke its contract (issue 36, ADR 112): the
 * SDK has left out the bad rows (the page marks them "dato inválido") or could not read the
 * record; the SDK's reporter logs it (paths, never values) and hands it to the API's error
 * reporter.
 */
export function malformedReporter(request: Request, api: () => LenderClient | undefined) {
  return malformedResponseReporter({
    page: new URL(request.url).pathname,
    send: async (body) => api()?.backOffice.reportMalformedResponse({ body }),
  });
}

/**
 * The back-office's cookie session (`@lender/web-kit`: httpOnly, SameSite=Lax, Secure in
 * production; the API token never reaches browser code). Its own cookie name: the borrower site
 * and the back-office share a host on a laptop, and cookies ignore ports.
 */
export const COOKIE_NAME = '__bo_session';

/**
 * The API token lives 15 minutes and is refreshed while the admin works (spec §7); the cookie
 * outlives a refresh cycle but not a working day.
 */
export const COOKIE_MAX_AGE_S = 60 * 60 * 12;

export type BackofficeSession = WebSession;

let kitInstance: SessionKit | undefined;

/** The session kit (made once, from the environment). */
export function kit(): SessionKit {
  kitInstance ??= createSessionKit({
    cookieName: COOKIE_NAME,
    secrets: env().sessionSecrets,
    production: env().production,
    maxAge: COOKIE_MAX_AGE_S,
  });
  return kitInstance;
}

export function getSession(request: Request): Promise<BackofficeSession> {
  return kit().getSession(request);
}

export function commitSession(session: BackofficeSession): Promise<string> {
  return kit().commit(session);
}

export function destroySession(session: BackofficeSession): Promise<string> {
  return kit().destroy(session);
}

/** What the back-office keeps in the session besides the full token (`kit().getToken`). */
export const sessionData = {
  /** The token of the password step, waiting for TOTP (it opens nothing). */
  mfaToken: (session: BackofficeSession): string | undefined => stringOf(session.get('mfaToken')),
  /** Seconds since epoch when the token was last issued or refreshed (our clock). */
  issuedAt: (session: BackofficeSession): number => {
    const value = session.get('issuedAt');
    return typeof value === 'number' ? value : 0;
  },
  /** The admin's language (issue 12), `es-MX` until known. */
  language: (session: BackofficeSession): BackofficeLanguage =>
    session.get('language') === 'en' ? 'en' : 'es-MX',
  /** A flash notice (read once): a message key, or `{"key", "params"}` JSON. */
  notice: (session: BackofficeSession): string | undefined => stringOf(session.get('toast')),
};

export function setNotice(session: BackofficeSession, notice: string): void {
  session.flash('toast', notice);
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
