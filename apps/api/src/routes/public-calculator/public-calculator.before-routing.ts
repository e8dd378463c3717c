import type { Core } from '@lender/core';
import {
  answerResponse,
  businessDateAt,
  publicCaches,
  publicOfferCacheControl,
} from '../../http/public-cache';
import { offerCacheKey } from './public-calculator.cache';
import { CONFIG_CACHE_CONTROL, calculatorCacheKey } from './public-calculator.handlers';
import * as routes from './public-calculator.routes';

/** A route's path as Hono matches it (and as `c.req.routePath` names it in the log line). */
function honoPath(openApiPath: string): string {
  return openApiPath.replaceAll(/\/{(.+?)}/g, '/:$1');
}

/** The route of the public offer, as the request log names it. */
export const OFFER_ROUTE = honoPath(routes.arithmeticOffer.path);
/** The route of the calculator's configuration, as the request log names it. */
export const CALCULATOR_CONFIG_ROUTE = honoPath(routes.calculatorConfig.path);

/** Every offer path starts so: `/web/public/arithmetic/offer/stl/{sequence_type}/…`. */
const OFFER_PREFIX = OFFER_ROUTE.slice(0, OFFER_ROUTE.indexOf(':'));

/** A public answer found before routing: the response and the route it stands for. */
export interface AnswerBeforeRouting {
  readonly response: Response;
  readonly route: string;
}

/**
 * The answer of a `GET` of a public offer or of the calculator's configuration that is already in
 * the answer cache, found before Hono routes the request (ADR 090): the same key the routes use
 * (configuration version, business date and, for an offer, the path and query as sent), so only a
 * request whose exact path was priced and cached by the route before is answered here; anything
 * else (a miss, another path, a query on the configuration, a configuration version not checked
 * within its staleness window) gives `undefined` and goes to the route. The caller adds what every
 * answer gets (security headers, request id, log line).
 *
 * @param pathAndQuery the request's path and query exactly as sent (`pathAndQueryOf`).
 */
export function publicAnswerBeforeRouting(
  core: Core,
  pathAndQuery: string,
  ifNoneMatch: string | undefined,
): AnswerBeforeRouting | undefined {
  const isOffer = pathAndQuery.startsWith(OFFER_PREFIX);
  if (!isOffer && pathAndQuery !== CALCULATOR_CONFIG_ROUTE) return undefined;
  // Synchronous: a version that must be read again is the route's to read.
  const version = core.config.freshVersion();
  if (version === undefined) return undefined;
  const now = core.clock.now();
  const caches = publicCaches(core);
  if (isOffer) {
    const answer = caches.offers.get(offerCacheKey(version, now, pathAndQuery));
    if (answer === undefined) return undefined;
    return {
      response: answerResponse(ifNoneMatch, answer, publicOfferCacheControl(now)),
      route: OFFER_ROUTE,
    };
  }
  const answer = caches.calculator.get(calculatorCacheKey(version, businessDateAt(now)));
  if (answer === undefined) return undefined;
  return {
    response: answerResponse(ifNoneMatch, answer, CONFIG_CACHE_CONTROL),
    route: CALCULATOR_CONFIG_ROUTE,
  };
}
