import type { OfferRequest } from '@lender/calculator';
import type { CalculatorQuote } from '@lender/ui';

type Quoter = import('@lender/sdk').OfferQuoter;
let quoter: Promise<Quoter> | undefined;

/**
 * The server's quote through the SDK's debounced quoter (300 ms, stale answers dropped; spec §7),
 * over the site's `/web` proxy. The SDK (with its schemas) is loaded on the first quote only, so
 * the home page's first load stays small; until it answers the calculator shows its local figures.
 */
export async function serverQuote(
  request: OfferRequest,
  audience: 'public' | 'client',
): Promise<CalculatorQuote> {
  quoter ??= import('@lender/sdk').then(({ createClient, createOfferQuoter }) =>
    createOfferQuoter(createClient({ baseUrl: window.location.origin, retry: 1 })),
  );
  const pesos = request.amount / 100;
  const state = await (await quoter).quote(
    audience === 'client'
      ? { audience, amount: pesos, payCycle: request.payCycle, payDates: request.payDates }
      : {
          audience,
          sequenceType: request.sequenceType,
          amount: pesos,
          payCycle: request.payCycle,
          payDates: request.payDates,
        },
  );
  if (state?.status !== 'success') throw new Error(state ? `quote ${state.status}` : 'superseded');
  const { offer } = state;
  return {
    principal: Math.round(offer.principal.amount * 100),
    total: Math.round(offer.total.amount * 100),
    endDate: offer.endDate,
    cat: offer.cat,
  };
}
