import { PAY_CYCLES } from '@lender/calculator';
import { publicEndpoints } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { offerFromCache } from './public-calculator.cache';

/**
 * The guest calculator (spec §7 Public): its configuration, and the offer for an amount, pay cycle
 * and pay dates priced by `computeOffer` of `@lender/calculator` (money in pesos).
 */
export const calculatorConfig = endpointRoute(publicEndpoints.calculatorConfig, {
  description:
    'Amount limits (pesos) of the product config (`demoProduct` of @lender/calculator, overridable by the ' +
    '`product` setting), the starting amount and pay cycle of each tab (`calculator_initial_states`), the term ' +
    'limits in days (`terms`) and, for each pay cycle, its valid pay dates today (`payDates`: ' +
    '`offerablePayDates` of @lender/calculator, the options an offer accepts, each with its `dueDate` and ' +
    '`term`; send an option’s `value` as `payDates`).',
  successDescription: 'OK',
});

export const arithmeticOffer = endpointRoute(publicEndpoints.arithmeticOffer, {
  description:
    '`sequence_type` first (first-loan limits and discount) or repeated; `amount` in pesos within the tab’s ' +
    `limits and a multiple of the interval; \`payCycle\` one of ${PAY_CYCLES.join(', ')}; \`payDates\` a ` +
    'pay-date option of that cycle from today: both dates `YYYY-MM-DD,YYYY-MM-DD`, the first alone, or days of ' +
    'the month (`15,30` for a pair of pay days, `15` for a day of the month). An unknown `promoName` gives no discount (`promoCode` null). ' +
    'Every refusal is a 400 with a violation per field (`children[amount].data`, code too_small, too_big, ' +
    'invalid_value, invalid_format…).',
  successDescription: 'The offer',
  // An offer priced before today is sent from memory before the parameters are validated again.
  middleware: [offerFromCache],
});
