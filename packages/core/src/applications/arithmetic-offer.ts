import { type OfferView, quotePublicOffer } from '../catalog/public-offer';
import { gatherClientFacts } from '../decision/facts';
import { type ApplicationsContext, clientRow, sequenceOf } from './application-context';

/**
 * `GET arithmetic/offer/stl/{amount}/{payCycle}/{payDates}` for a signed-in client: the client's own
 * offer for an amount (centavos), cycle and dates, first or repeated by the client's loans, priced on
 * the client's business date.
 */
export async function arithmeticOffer(
  ctx: Pick<ApplicationsContext, 'db' | 'sandbox'>,
  clientId: number,
  request: { amount: number; payCycle: string; payDates: string; promoName?: string | undefined },
): Promise<OfferView> {
  const { db } = ctx;
  const client = await clientRow(ctx, clientId);
  const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
  const today = await ctx.sandbox.todayFor(clientId);
  return quotePublicOffer(db, today, { ...request, sequenceType: sequenceOf(facts) });
}
