import { CoreError, useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import {
  businessDateAt,
  cachedAnswer,
  publicCaches,
  publicOfferCacheControl,
  sendAnswer,
} from '../../http/public-cache';
import { ok } from '../../http/responses';
import { createRouter, schemaViolations } from '../../http/router';
import { offerKey } from './public-calculator.cache';
import { priceOfferAnswer } from './public-calculator.offer';
import * as routes from './public-calculator.routes';

/**
 * The calculator's configuration changes when an admin edits it: any cache may store the answer but
 * must ask again each time (a 304 by its `ETag` when nothing changed).
 */
export const CONFIG_CACHE_CONTROL = 'public, no-cache';

/** The key of the calculator's configuration answer: the configuration version and the business date. */
export function calculatorCacheKey(version: number, day: string): string {
  return `${version}|${day}`;
}

export const calculatorConfig: AppRouteHandler<typeof routes.calculatorConfig> = async (c) => {
  const core = c.get('core');
  const day = businessDateAt(core.clock.now());
  // The configuration comes from memory (issue 17): read once per configuration version, and the
  // answer serialized once per version and business date, kept as bytes with its entity tag.
  const key = calculatorCacheKey(await core.config.version(), day);
  const cache = publicCaches(core).calculator;
  let answer = cache.get(key);
  if (answer === undefined) {
    answer = cachedAnswer(JSON.stringify(ok(await useCases.public.calculatorConfig(core, day))));
    cache.set(key, answer);
  }
  return sendAnswer(c, answer, CONFIG_CACHE_CONTROL) as never;
};

export const arithmeticOffer: AppRouteHandler<typeof routes.arithmeticOffer> = async (c) => {
  const { sequence_type, amount, payCycle, payDates } = c.req.valid('param');
  const { promoName } = c.req.valid('query');
  const computed = c.get('offerKey') ?? (await offerKey(c));
  const answer = publicCaches(c.get('core')).offers.get(computed.key);
  if (answer !== undefined) return sendAnswer(c, answer, publicOfferCacheControl(computed.now)) as never;
  return priceOfferAnswer(c, { sequence_type, amount, payCycle, payDates, promoName }, computed) as never;
};

export const publicCalculatorRouter = createRouter()
  .openapi(routes.calculatorConfig, calculatorConfig)
  .openapi(routes.arithmeticOffer, arithmeticOffer, (result, c) => {
    // Bad offer parameters are the borrower's input (an amount, a date), not a wrong route: they
    // get a 400 with violations even though they sit in the path.
    // Returning nothing lets the handler run; the typed hook signature wants a response type.
    if (result.success) return undefined as never;
    const input = result.target === 'param' ? c.req.param() : c.req.query();
    throw new CoreError('validation_failed', { violations: schemaViolations(result.error, input) });
  });
