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
  {
    actorId: clientId,
    params,
    query,
  }: {
    actorId: number;
    params: { amount: number; payCycle: string; payDates: string };
    query: { promoName?: string | undefined };
  },
): Promise<OfferView> {
  const { db } = ctx;
  const request = { ...params, promoName: query.promoName };
  const client = await clientRow(ctx, clientId);
  const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
  const today = await ctx.sandbox.todayFor(clientId);
  return quotePublicOffer(db, today, { ...request, sequenceType: sequenceOf(facts) });
}
