import type { Application } from '@lender/contracts';
import type { ApplicationsContext } from './application-context';
import type { ApproveOfferInput } from './application-model';
import { approveCounterOffer } from './application-offers';
import { withIncreaseTerm } from './increase-term';

/**
 * `POST yhat/offer/approve/increase`: the client takes the increased offer (18) for an amount from
 * the desired amount up to the offer (refusing is approving the desired amount, spec §4). With a
 * term (spec §7 `term{value, unit day}`), the application first moves to the pay dates of its cycle
 * giving that term, and the approval prices the offer on them (`increase-term.ts`).
 */
export async function approveIncrease(
  ctx: Pick<ApplicationsContext, 'db' | 'clock' | 'pii' | 'audit' | 'sandbox'>,
  { actorId: clientId, body: input }: { actorId: number; body: ApproveOfferInput },
): Promise<Application> {
  const approve = () => approveCounterOffer(ctx, clientId, 'increase', input);
  if (input.term === undefined) return approve();
  return withIncreaseTerm(ctx, clientId, input.term.value, approve);
}
