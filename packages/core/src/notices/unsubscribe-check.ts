import { createHmac, timingSafeEqual } from 'node:crypto';
import { CoreError } from '../errors/core-error';
import type { NoticesContext } from './notice-model';

/** The link's signature of a client: an HMAC keyed from the token secret (no login needed). */
function signature(ctx: Pick<NoticesContext, 'secrets'>, clientId: number): string {
  const key = createHmac('sha256', ctx.secrets.jwtSecret).update('notice-unsubscribe').digest();
  return createHmac('sha256', key).update(`unsubscribe:${clientId}`).digest('base64url');
}

/** The token of a client's one-link unsubscribe (`<clientId>.<signature>`), in every marketing e-mail. */
export function unsubscribeToken(ctx: Pick<NoticesContext, 'secrets'>, clientId: number): string {
  return `${clientId}.${signature(ctx, clientId)}`;
}

/** The client a link's token is for; `not_found` for a forged or garbled one. */
export function unsubscribeClientId(ctx: Pick<NoticesContext, 'secrets'>, token: string): number {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const clientId = match ? Number(match[1]) : 0;
  const expected = Buffer.from(signature(ctx, clientId));
  const given = Buffer.from(match?.[2] ?? '');
  if (!match || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new CoreError('not_found');
  }
  return clientId;
}

/**
 * `GET /web/public/unsubscribe/{token}` (issue 38): checks a link's token before the page offers
 * the unsubscribe; answers nothing about whom it is for, or 404 `not_found` for a forged or
 * garbled one.
 */
export function unsubscribeCheck(
  ctx: Pick<NoticesContext, 'secrets'>,
  { params }: { readonly params: { readonly token: string } },
): null {
  unsubscribeClientId(ctx, params.token);
  return null;
}
