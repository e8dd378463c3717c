import type { Offer } from '@lender/calculator';
import type { offers } from '@lender/db/schema';
import { offerView } from '../catalog/public-offer';

/**
 * The `offers` row of a decision's offer priced by `@lender/calculator`, current until `expiresAt`
 * (the demo seed and the test row builder write it as the applications service would).
 */
export function decisionOfferRow(
  applicationId: number,
  offer: Offer,
  pricedOn: string,
  expiresAt: Date,
): typeof offers.$inferInsert {
  return {
    applicationId,
    reason: 'decision',
    principal: offer.principal,
    total: offer.total,
    termDays: offer.term,
    endDate: offer.endDate,
    view: offerView(offer) as unknown as Record<string, unknown>,
    pricedOn,
    expiresAt,
  };
}
