import type { Core } from '@lender/core';
import {
  type AnswerParts,
  type AnswerRequest,
  answerParts,
  businessDateAt,
  type CachedAnswer,
  publicCaches,
  publicOfferCacheControl,
} from '../../http/public-cache';
import { offerCacheKey } from './public-calculator.cache';
import { CONFIG_CACHE_CONTROL, calculatorCacheKey } from './public-calculator.handlers';
import { offerAnswer, offerInputOf, type PricedOffer } from './public-calculator.offer';
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

/** The offer route's parameter names, in their order in the path. */
const OFFER_PARAMS = OFFER_ROUTE.slice(OFFER_PREFIX.length)
  .split('/')
  .map((segment) => segment.slice(1));

/**
 * The offer route's path parameters read from the path as sent, when they are exactly what Hono's
 * router would give: as many non-empty segments after the prefix as the route has parameters,
 * none percent-escaped (Hono decodes those; they go to the route). `undefined` otherwise.
 */
export function offerParamsOf(pathAndQuery: string): Record<string, string> | undefined {
  const queryAt = pathAndQuery.indexOf('?');
  const path = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  if (!path.startsWith(OFFER_PREFIX) || path.includes('%')) return undefined;
  const segments = path.slice(OFFER_PREFIX.length).split('/');
  if (segments.length !== OFFER_PARAMS.length || segments.includes('')) return undefined;
  const params: Record<string, string> = {};
  OFFER_PARAMS.forEach((name, i) => {
    params[name] = segments[i] as string;
  });
  return params;
}

/**
 * The offer's query as the route's validator gives it to the schema (each name's value), when it
 * needs no decoding (no `%`, no `+`), each part is `name=value` or `name` and no name is repeated
 * (the validator gives a repeated one as an array); `undefined` otherwise, and the request goes to
 * the route.
 */
export function offerQueryOf(pathAndQuery: string): Record<string, string> | undefined {
  const queryAt = pathAndQuery.indexOf('?');
  const query: Record<string, string> = Object.create(null);
  if (queryAt === -1) return query;
  const text = pathAndQuery.slice(queryAt + 1);
  if (text === '' || text.includes('%') || text.includes('+')) return undefined;
  for (const part of text.split('&')) {
    const equals = part.indexOf('=');
    const name = equals === -1 ? part : part.slice(0, equals);
    if (name === '' || Object.hasOwn(query, name)) return undefined;
    query[name] = equals === -1 ? '' : part.slice(equals + 1);
  }
  return query;
}

/**
 * A public offer not yet in the answer cache, priced here when the route's own schemas accept its
 * parameters ({@link offerInputOf}, ADR 127) and the product of the fresh
 * configuration version is in memory; kept under `key` as the route keeps it. `undefined` sends
 * the request to the route: other parameters, a product to read, or a refusal (core's
 * `validation_failed`, which the route answers with its error envelope).
 */
function priceBeforeRouting(
  core: Core,
  key: string,
  now: Date,
  pathAndQuery: string,
): CachedAnswer | undefined {
  const product = core.config.freshProduct();
  if (product === undefined) return undefined;
  const params = offerParamsOf(pathAndQuery);
  const query = offerQueryOf(pathAndQuery);
  const input = params && query && offerInputOf(params, query);
  if (input === undefined) return undefined;
  let priced: PricedOffer;
  try {
    priced = offerAnswer(product, now, input);
  } catch {
    return undefined;
  }
  if (priced.cacheable) publicCaches(core).offers.set(key, priced.answer);
  return priced.answer;
}

/** A request without `If-None-Match` or `Accept-Encoding`. */
const NO_CONDITIONS: AnswerRequest = { ifNoneMatch: undefined, acceptEncoding: () => undefined };

/** A public answer found before routing: its parts and the route it stands for. */
export interface AnswerBeforeRouting {
  readonly parts: AnswerParts;
  readonly route: string;
}

/**
 * The answer of a `GET` of a public offer or of the calculator's configuration that is already in
 * the answer cache, found before Hono routes the request (ADR 090): the same key the routes use
 * (configuration version, business date and, for an offer, the path and query as sent). An offer
 * not cached yet is priced here when the route's schemas accept its parameters and the product of the fresh
 * version is in memory (ADR 096), and kept as the route keeps it (not when its promo code gave
 * nothing: ADR 103). Anything else (unusual or invalid parameters, a refused offer, another path, a
 * query on the configuration, a configuration version not checked within its staleness window, a
 * configuration answer not built yet) gives `undefined` and goes to the route. The caller adds what
 * every answer gets (security headers, request id, log line).
 *
 * @param pathAndQuery the request's path and query exactly as sent (`pathAndQueryOf`).
 */
export function publicAnswerBeforeRouting(
  core: Core,
  pathAndQuery: string,
  request: AnswerRequest = NO_CONDITIONS,
): AnswerBeforeRouting | undefined {
  const isOffer = pathAndQuery.startsWith(OFFER_PREFIX);
  if (!isOffer && pathAndQuery !== CALCULATOR_CONFIG_ROUTE) return undefined;
  // Synchronous: a version that must be read again is the route's to read.
  const version = core.config.freshVersion();
  if (version === undefined) return undefined;
  const now = core.clock.now();
  const caches = publicCaches(core);
  if (isOffer) {
    const key = offerCacheKey(version, now, pathAndQuery);
    const answer = caches.offers.get(key) ?? priceBeforeRouting(core, key, now, pathAndQuery);
    if (answer === undefined) return undefined;
    return {
      parts: answerParts(request, answer, publicOfferCacheControl(now)),
      route: OFFER_ROUTE,
    };
  }
  const answer = caches.calculator.get(calculatorCacheKey(version, businessDateAt(now)));
  if (answer === undefined) return undefined;
  return {
    parts: answerParts(request, answer, CONFIG_CACHE_CONTROL),
    route: CALCULATOR_CONFIG_ROUTE,
  };
}
