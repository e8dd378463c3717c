import { redirect } from '@remix-run/node';
import { safeRedirect } from './safe-redirect';
import type { SessionKit, WebSession } from './session';
import { siteHopHeaders } from './site-hop';
import { bareToken, readTokenClaims, tokenHasMfa } from './token';

/** Whose a token is, once the API has checked it. */
export interface TokenIdentity {
  readonly accountType: 'client' | 'user';
  readonly subject: string;
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
}

/** Where a verified token of another account waits for the visitor to choose (ADR 109). */
export const PENDING_TOKEN_KEY = 'pendingToken';

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
    await response.body?.cancel();
    return response.status === 200 ? { accountType, subject: String(claims.sub) } : null;
  } catch (error) {
    console.warn('token check: the API did not answer', (error as Error).message);
    return null;
  }
}

function identityOf(token: string | undefined): string | undefined {
  const claims = token ? readTokenClaims(token) : null;
  return claims?.sub === undefined ? undefined : `${String(claims.account_type)}:${String(claims.sub)}`;
}

/**
 * Spec §4: the token may arrive as a query parameter (issue 35, ADR 109). Returns a redirect to the
 * same URL without it, or `null` when the URL has none. On a page that `accepts` it, a token the API
 * `verify`s is stored in the session; if the session already holds another account's token, the new
 * one waits under {@link PENDING_TOKEN_KEY} until the visitor chooses (`takePendingToken`): a link
 * never replaces a session by itself. Anything else (a page that does not take one, an `mfa` token,
 * an unsigned, forged, expired or revoked one) is dropped from the URL and not stored.
 *
 * @example
 * const captured = await captureQueryToken(request, kit, { accepts, verify });
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
  if (current !== undefined && identityOf(current) !== `${identity.accountType}:${identity.subject}`) {
    session.set(PENDING_TOKEN_KEY, token);
  } else {
    kit.setToken(session, token);
    session.unset(PENDING_TOKEN_KEY);
  }
  return redirect(target, { headers: { 'Set-Cookie': await kit.commit(session) } });
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
