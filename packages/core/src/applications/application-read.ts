import {
  type ActualOffer,
  type ApplicationPaymentMethod,
  CASH_PAYOUT_BRANDS,
  PAYMENT_METHODS,
} from '@lender/contracts';
import { offerCosts } from '../catalog/offer-costs';
import { readProductConfig } from '../catalog/product';
import { applicationProfileFlags } from '../clients/profile-flags';
import { CoreError } from '../errors/core-error';
import type { ApplicationsContext } from './application-context';
import type { ApplicationsService } from './application-model';

/** What the client's application looks like: the actual one, its offer, payment method, flags. */
export function createApplicationReads(ctx: ApplicationsContext) {
  const { db, view, clientRow, ownedBy, actualRow, requireActual, currentOffer, transition, isExpired } = ctx;
  const service: Pick<
    ApplicationsService,
    'view' | 'actualRow' | 'transition' | 'actual' | 'actualOffer' | 'paymentMethod' | 'profileFlags'
  > = {
    view,
    actualRow: (clientId) => actualRow(clientId),
    transition,
    async actual(clientId) {
      return view(await requireActual(clientId));
    },
    async actualOffer(clientId, applicationId) {
      const app = await ownedBy(clientId, applicationId);
      const offer = await currentOffer(app.id);
      if (!offer || (await isExpired(clientId, offer))) throw new CoreError('offer_expired');
      return {
        offer: offer.view as unknown as ActualOffer['offer'],
        expiresAt: offer.expiresAt.toISOString(),
        costs: offerCosts(offer.view, await readProductConfig(db)),
      };
    },
    async paymentMethod(clientId) {
      const app = await requireActual(clientId);
      return {
        paymentMethod: app.paymentMethod as ApplicationPaymentMethod['paymentMethod'],
        available: [...PAYMENT_METHODS],
        cashBrands: [...CASH_PAYOUT_BRANDS],
      };
    },
    async profileFlags(clientId) {
      const client = await clientRow(clientId);
      return applicationProfileFlags(db, clientId, client.closedLoansCount);
    },
  };
  return { service };
}
