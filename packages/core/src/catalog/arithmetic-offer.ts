import type { ConfigCache } from './config-cache';
import { type OfferView, type PublicOfferRequest, priceOffer } from './public-offer';

/**
 * `public.arithmeticOffer` (`GET /web/public/arithmetic/offer/stl/{sequence_type}/{amount}/
 * {payCycle}/{payDates}?promoName`): the guest's offer on the business date `today`, priced with
 * the product in force (read from memory once per configuration version, ADR 061). Amounts are
 * checked against the tab's limits and the slider interval; an unknown promo code is ignored (the
 * answer's `promoCode` is then `null`).
 * @throws {CoreError} `validation_failed` with every violation found.
 */
export async function arithmeticOffer(
  ctx: { readonly config: Pick<ConfigCache, 'product'> },
  input: PublicOfferRequest & { readonly today: string },
): Promise<OfferView> {
  return priceOffer(await ctx.config.product(), input.today, input).view;
}
