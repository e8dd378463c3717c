import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context';
import {
  businessDateAt,
  pathAndQueryOf,
  publicCaches,
  publicOfferCacheControl,
  sendAnswer,
} from '../../http/public-cache';

/** {@link offerKey} from its parts. */
export function offerCacheKey(version: number, now: Date, pathAndQuery: string): string {
  return `${version}|${businessDateAt(now)}|${pathAndQuery}`;
}

/**
 * The key of a public offer: the configuration version, the business date and the request's path
 * and query exactly as sent. The answer depends on nothing else, so a request seen before is
 * answered before its parameters are validated again (only valid requests are kept).
 */
export async function offerKey(c: Context<AppEnv>): Promise<{ key: string; now: Date }> {
  const core = c.get('core');
  const now = core.clock.now();
  return { key: offerCacheKey(await core.config.version(), now, pathAndQueryOf(c.req.url)), now };
}

/**
 * Route middleware of the public offer, before parameter validation: an offer already priced today
 * under this configuration is sent from memory (issue 17: validating the parameters again was a
 * large part of a cached answer's cost; only valid requests are kept). A miss goes on to the
 * route's validators and the handler.
 */
export const offerFromCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const computed = await offerKey(c);
  const { key, now } = computed;
  const answer = publicCaches(c.get('core')).offers.get(key);
  if (answer !== undefined) return sendAnswer(c, answer, publicOfferCacheControl(now));
  // The handler prices the offer under the same key (one `config.version()` per request).
  c.set('offerKey', computed);
  return next();
};
