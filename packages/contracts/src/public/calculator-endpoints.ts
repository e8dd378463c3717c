import { defineEndpoints } from '../endpoint.js';
import { OfferQuerySchema, OfferSchema, PublicOfferParamsSchema } from '../offer.js';
import { CalculatorConfigSchema } from './calculator.js';

const PUBLIC = '/web/public';

/**
 * The public calculator's two calls, in a module of their own so that a calculator
 * page (`@lender/contracts/public/calculator`, `createCalculatorClient` of `@lender/sdk/public`)
 * bundles only their schemas. `publicEndpoints` spreads them at its end: one definition each.
 */
export const publicCalculatorEndpoints = defineEndpoints('public', {
  calculatorConfig: {
    method: 'get',
    path: `${PUBLIC}/config/calculator`,
    access: 'public',
    tag: 'Public: calculator',
    summary: 'Amount limits and initial states of the calculator',
    request: {},
    response: CalculatorConfigSchema,
  },
  arithmeticOffer: {
    method: 'get',
    path: `${PUBLIC}/arithmetic/offer/stl/:sequence_type/:amount/:payCycle/:payDates`,
    access: 'public',
    tag: 'Public: calculator',
    summary: 'The offer for an amount, pay cycle and pay dates',
    request: { params: PublicOfferParamsSchema, query: OfferQuerySchema },
    response: OfferSchema,
    errors: ['promo_code_invalid'],
  },
});
