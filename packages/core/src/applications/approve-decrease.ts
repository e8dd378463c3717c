import type { Application } from '@lender/contracts';
import type { ApplicationsContext } from './application-context';
import type { ApproveOfferInput } from './application-model';
import { approveCounterOffer } from './application-offers';

/**
 * `POST yhat/offer/approve/decrease`: the client takes the decreased offer (17) for an amount from
 * the minimum up to the offer; the application becomes accepted with that offer.
 */
export async function approveDecrease(
  ctx: Pick<ApplicationsContext, 'db' | 'clock' | 'pii' | 'audit' | 'sandbox'>,
  { actorId: clientId, body: input }: { actorId: number; body: ApproveOfferInput },
): Promise<Application> {
  return approveCounterOffer(ctx, clientId, 'decrease', input);
}
