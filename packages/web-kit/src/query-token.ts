import { redirect } from '@remix-run/node';
import { safeRedirect } from './safe-redirect';
import type { SessionKit, WebSession } from './session';
import { siteHopHeaders } from './site-hop';
import { bareToken, readTokenClaims, tokenHasMfa } from './token';

/** Whose a token is, once the API has checked it. */
export interface TokenIdentity {
  readonly accountType: 'client' | 'user';
  readonly subject: string;
  /** The holder's first name (a client's, once registration has it) or an admin's name. */
  readonly name?: string;
}

/** Checks a token with the API: its identity, or `null` when the API refuses it. */
export type VerifyToken = (token: string) => Promise<TokenIdentity | null>;

export interface CaptureQueryTokenOptions {
  /** Query parameter that carries the token. @default 'token' */
  readonly param?: string;
  /** Whether a page takes a token from its query (spec §4 keeps it for the pages a link signs into). */
  readonly accepts: (pathname: string) => boolean;
  /** The API's check of the token (signature, expiry, session): {@link verifyTokenWithApi}. */
  readonly verify: VerifyToken;
  /**
   * The page that asks a signed-out visitor "continue as …?" (`?redirectTo=` the page the link
   * named): a link never signs anyone in by itself.
   */
  readonly confirmPath: string;
}

/** Where a verified token of another account waits for the visitor to choose (ADR 109). */
export const PENDING_TOKEN_KEY = 'pendingToken';

/** Where a link's verified token waits for a signed-out visitor to say it is theirs (issue 47). */
export const LINK_TOKEN_KEY = 'linkToken';

/**
 * Asks the API whether `token` is a live token (its signature, expiry and session), by reading the
 * account it opens: `GET /web/private/client` for a client's, `GET /web/private/back-office/profile`
 * for an admin's. A token carrying `mfa`, one that is not a JWT, or one of another kind is refused
 * without a call; an unsigned (`alg: none`) or forged one is refused by the API.
 */
export async function verifyTokenWithApi(
  token: string,
  options: { baseUrl: string; siteKey?: string; fetch?: typeof fetch },
): Promise<TokenIdentity | null> {
  const claims = readTokenClaims(token);
  if (claims?.mfa !== false || claims.sub === undefined) return null;
  const accountType = claims.account_type;
  if (accountType !== 'client' && accountType !== 'user') return null;
  const path = accountType === 'client' ? '/web/private/client' : '/web/private/back-office/profile';
  try {
    const response = await (options.fetch ?? globalThis.fetch)(new URL(path, options.baseUrl), {
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(options.siteKey === undefined ? {} : siteHopHeaders(options.siteKey)),
      },
      redirect: 'manual',
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return null;
    }
    const name = nameIn(await response.json().catch(() => null), accountType);
    return { accountType, subject: String(claims.sub), ...(name ? { name } : {}) };
  } catch (error) {
    console.warn('token check: the API did not answer', (error as Error).message);
    return null;
  }
}

/** The holder's name in the API's answer: a client's `firstName`, an admin's `name`. */
function nameIn(body: unknown, accountType: TokenIdentity['accountType']): string | undefined {
  const data = (body as { data?: Record<string, unknown> } | null)?.data;
  const name = data?.[accountType === 'client' ? 'firstName' : 'name'];
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
}

function identityOf(token: string | undefined): string | undefined {
  const claims = token ? readTokenClaims(token) : null;
  return claims?.sub === undefined ? undefined : `${String(claims.account_type)}:${String(claims.sub)}`;
}

/**
 * Spec §4: the token may arrive as a query parameter (issue 35, ADR 109). Returns a redirect to the
 * same URL without it, or `null` when the URL has none. On a page that `accepts` it, a token the API
 * `verify`s never signs anyone in by itself: for a signed-out visitor it waits under
 * {@link LINK_TOKEN_KEY} and the redirect goes to `confirmPath`, which asks whether to continue as
 * that account (`linkTokenIdentity`, `takeLinkToken`; issue 47, login CSRF); if the session holds
 * another account's token, it waits under {@link PENDING_TOKEN_KEY} until the visitor chooses
 * (`takePendingToken`). A new token of the session's own account replaces the old one. Anything
 * else (a page that does not take one, an `mfa` token, an unsigned, forged, expired or revoked one)
 * is dropped from the URL and not stored.
 *
 * @example
 * const captured = await captureQueryToken(request, kit, { accepts, verify, confirmPath: '/continuar' });
 * if (captured) throw captured;
 */
export async function captureQueryToken(
  request: Request,
  kit: SessionKit,
  options: CaptureQueryTokenOptions,
): Promise<Response | null> {
  const param = options.param ?? 'token';
  const url = new URL(request.url);
  const raw = url.searchParams.get(param);
  if (raw === null) return null;
  url.searchParams.delete(param);
  const target = safeRedirect(`${url.pathname}${url.search}${url.hash}`);
  const token = bareToken(raw);
  if (token === '' || tokenHasMfa(token) || !options.accepts(url.pathname)) return redirect(target);
  const identity = await options.verify(token);
  if (!identity) return redirect(target);
  const session = await kit.getSession(request);
  const current = kit.getToken(session);
  let location = target;
  if (current === undefined) {
    session.set(LINK_TOKEN_KEY, token);
    location = `${options.confirmPath}?${new URLSearchParams({ redirectTo: target })}`;
  } else if (identityOf(current) !== `${identity.accountType}:${identity.subject}`) {
    session.set(PENDING_TOKEN_KEY, token);
  } else {
    kit.setToken(session, token);
    session.unset(PENDING_TOKEN_KEY);
  }
  session.unset(current === undefined ? PENDING_TOKEN_KEY : LINK_TOKEN_KEY);
  return redirect(location, { headers: { 'Set-Cookie': await kit.commit(session) } });
}

/** The token of another account a link brought, waiting for the visitor to choose, if any. */
export function pendingToken(session: WebSession): string | undefined {
  const value = session.get(PENDING_TOKEN_KEY);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The visitor chose: `switch` checks the waiting token again and, if the API still takes it, makes it
 * the session's token (returns it, so the caller can end the old session at the API); `keep` drops
 * it. Either way nothing waits afterwards. Commit the session afterwards.
 */
export async function takePendingToken(
  session: WebSession,
  kit: SessionKit,
  choice: 'switch' | 'keep',
  verify: VerifyToken,
): Promise<{ switched: boolean; previous?: string }> {
  const waiting = pendingToken(session);
  session.unset(PENDING_TOKEN_KEY);
  if (choice === 'keep' || waiting === undefined || !(await verify(waiting))) return { switched: false };
  const previous = kit.getToken(session);
  kit.setToken(session, waiting);
  return previous === undefined ? { switched: true } : { switched: true, previous };
}

/**
 * Whose account the link's token waiting for a signed-out visitor opens, checked with the API again
 * (it may have expired or been revoked since): the identity with its name, or `null`, and then the
 * token is dropped (commit the session afterwards).
 */
export async function linkTokenIdentity(
  session: WebSession,
  verify: VerifyToken,
): Promise<TokenIdentity | null> {
  const waiting = session.get(LINK_TOKEN_KEY);
  const identity = typeof waiting === 'string' && waiting !== '' ? await verify(waiting) : null;
  if (!identity) session.unset(LINK_TOKEN_KEY);
  return identity;
}

/**
 * The signed-out visitor answered: `continue` signs in with the link's token, checked with the API
 * again; `not-me` drops it. A browser that holds a session by then keeps it: a link never replaces
 * one. Either way nothing waits afterwards. Commit the session afterwards.
 */
export async function takeLinkToken(
  session: WebSession,
  kit: SessionKit,
  choice: 'continue' | 'not-me',
  verify: VerifyToken,
): Promise<{ signedIn: boolean }> {
  const waiting = session.get(LINK_TOKEN_KEY);
  session.unset(LINK_TOKEN_KEY);
  if (choice === 'not-me' || typeof waiting !== 'string' || waiting === '') return { signedIn: false };
  if (kit.getToken(session) !== undefined || !(await verify(waiting))) return { signedIn: false };
  kit.setToken(session, waiting);
  return { signedIn: true };
}
