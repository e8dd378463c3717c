import { createCookie } from '@remix-run/node';
import { env } from '../../lib/env.server';
import type { RequestContext } from '../../lib/session.server';
import { LIMIT_UPDATED_COOKIE_MAX_AGE_S } from '../../lib/session.server';

/** Spec §9: `limit-updated`, 43200 s, per client: the client id whose available amount was recomputed. */
export const limitUpdatedCookie = () =>
  createCookie('limit-updated', {
    path: '/',
    sameSite: 'lax',
    secure: env().production,
    httpOnly: true,
    maxAge: LIMIT_UPDATED_COOKIE_MAX_AGE_S,
  });

/** The client id the browser's `limit-updated` cookie was set for, if any. */
export async function readLimitUpdated(request: Request): Promise<number | null> {
  const value: unknown = await limitUpdatedCookie().parse(request.headers.get('cookie'));
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/**
 * Spec §9: a signed-in client's available amount is recomputed (`PUT yhat/limit`) at most once per
 * 43200 s per client. The cookie says for which client it was done; another client signing in on
 * the same browser gets their own recompute. Answers the new amount (pesos, as the API gives it)
 * and the `Set-Cookie` to send, or nulls when the cookie says it was done already.
 */
export async function refreshLimitOnce(
  request: Request,
  ctx: RequestContext,
  clientId: number,
): Promise<{ availableLoanAmount: number | null; setCookie: string | null }> {
  if ((await readLimitUpdated(request)) === clientId) return { availableLoanAmount: null, setCookie: null };
  const result = await ctx.api.client.yhatLimit();
  if (!result.success) return { availableLoanAmount: null, setCookie: null };
  return {
    availableLoanAmount: result.data.availableLoanAmount.amount,
    setCookie: await limitUpdatedCookie().serialize(clientId),
  };
}
