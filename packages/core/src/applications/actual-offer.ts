import { productOn } from '@lender/calculator';
import type { ActualOffer } from '@lender/contracts';
import { offerCosts } from '../catalog/offer-costs';
import { assertOfferPricedWithVat } from '../catalog/offer-vat-rate';
import { readProductConfig } from '../catalog/product';
import { CoreError } from '../errors/core-error';
import { type ApplicationsContext, currentOffer, isExpired, ownedBy } from './application-context';

/**
 * `GET application/{id}/offer/actual`: the current offer of the client's application with its costs
 * (the product in force on the day it was priced); `offer_expired` once its time is up on the client's clock.
 */
export async function actualOffer(
  ctx: Pick<ApplicationsContext, 'db' | 'sandbox'>,
  { actorId: clientId, params: { id: applicationId } }: { actorId: number; params: { id: number } },
): Promise<ActualOffer> {
  const app = await ownedBy(ctx, clientId, applicationId);
  const offer = await currentOffer(ctx, app.id);
  if (!offer || (await isExpired(ctx, clientId, offer))) throw new CoreError('offer_expired');
  // The late fee and IVA in force on the day it was priced, as its carátula prints them and the
  // loan will keep (issue 62): a change scheduled by then included. An IVA rate changed since the
  // offer was priced makes it one that cannot be signed (ADR 366).
  const inForce = productOn(await readProductConfig(ctx.db), offer.pricedOn);
  assertOfferPricedWithVat(offer.view, inForce.vatPercent);
  return {
    offer: offer.view as unknown as ActualOffer['offer'],
    expiresAt: offer.expiresAt.toISOString(),
    costs: offerCosts(offer.view, inForce),
  };
}
