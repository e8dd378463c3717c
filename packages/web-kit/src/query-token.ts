import { redirect } from '@remix-run/node';
import type { SessionKit } from './session';
import { bareToken, tokenHasMfa } from './token';

export interface CaptureQueryTokenOptions {
  /** Query parameter that carries the token. @default 'token' */
  readonly param?: string;
}

/**
 * Spec §4: the token may arrive as a query parameter. Returns a redirect to the same URL without
 * it (storing it in the session cookie first), or `null` when the URL has no token. A token
 * carrying `mfa`, or one that is not a JWT, is dropped from the URL and not stored.
 *
 * @example
 * const captured = await captureQueryToken(request, kit);
 * if (captured) throw captured;
 */
export async function captureQueryToken(
  request: Request,
  kit: SessionKit,
  options: CaptureQueryTokenOptions = {},
): Promise<Response | null> {
  const param = options.param ?? 'token';
  const url = new URL(request.url);
  const raw = url.searchParams.get(param);
  if (raw === null) return null;
  url.searchParams.delete(param);
  const target = `${url.pathname}${url.search}${url.hash}`;
  const token = bareToken(raw);
  if (token === '' || tokenHasMfa(token)) return redirect(target);
  const session = await kit.getSession(request);
  kit.setToken(session, token);
  return redirect(target, { headers: { 'Set-Cookie': await kit.commit(session) } });
}
