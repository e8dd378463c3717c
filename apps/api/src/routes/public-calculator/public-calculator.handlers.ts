import { violationsFromZodError } from '@lender/contracts';
import { quotePublicOffer, readCalculatorConfig, today } from '@lender/core';
import { ApiError } from '../../http/api-error';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './public-calculator.routes';

export const calculatorConfig: AppRouteHandler<typeof routes.calculatorConfig> = async (c) => {
  const core = c.get('core');
  const config = await readCalculatorConfig(core.db, undefined, today(core.clock));
  return c.json(
    ok({
      ...config,
      payDates: Object.fromEntries(
        Object.entries(config.payDates).map(([cycle, options]) => [
          cycle,
          options.map((o) => ({ ...o, dates: [...o.dates] as [string, string], label: { ...o.label } })),
        ]),
      ) as never,
    }),
    200,
  );
};

export const arithmeticOffer: AppRouteHandler<typeof routes.arithmeticOffer> = async (c) => {
  const { sequence_type, amount, payCycle, payDates } = c.req.valid('param');
  const { promoName } = c.req.valid('query');
  const core = c.get('core');
  // An OfferQuoteError becomes a 400 with violations in the shared error handler.
  const offer = await quotePublicOffer(core.db, today(core.clock), {
    sequenceType: sequence_type,
    amount,
    payCycle,
    payDates,
    promoName,
  });
  return c.json(ok(offer), 200);
};

export const publicCalculatorRouter = createRouter()
  .openapi(routes.calculatorConfig, calculatorConfig)
  .openapi(routes.arithmeticOffer, arithmeticOffer, (result, c) => {
    // Bad offer parameters are the borrower's input (an amount, a date), not a wrong route: they
    // get a 400 with violations even though they sit in the path.
    // Returning nothing lets the handler run; the typed hook signature wants a response type.
    if (result.success) return undefined as never;
    const input = result.target === 'param' ? c.req.param() : c.req.query();
    throw new ApiError('validation_failed', { errors: violationsFromZodError(result.error, input) });
  });
