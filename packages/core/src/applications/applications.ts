import { type ApplicationsContext, applicationsHelpers } from './application-context';
import { createApplicationDecision } from './application-decision';
import type { ApplicationsService } from './application-model';
import { createApplicationOffers } from './application-offers';
import { createApplicationReads } from './application-read';
import { createApplicationSigning } from './application-signing';
import { yhatLimit } from './yhat-limit';

// The applications' use cases are plain functions `(ctx, input)` over `ApplicationsContext` (issue
// 49), one file each: `create-application.ts`, `update-application.ts`, `actual-application.ts`,
// `actual-application-status.ts`, `application-payment-method.ts`, `actual-offer.ts`,
// `arithmetic-offer.ts`, `promo-code.ts`, `yhat-limit.ts`, `approve-special-offer.ts`,
// `approve-decrease.ts`, `approve-increase.ts` (over `approveCounterOffer`, `application-offers.ts`),
// `finish.ts`, `complete-back-office-client.ts` and `withdraw-application.ts`, over what they share
// (`application-context.ts`). The service below keeps what other services and the jobs reach through
// their `deps`: deciding (`application-decision.ts`), the signing hooks (`application-signing.ts`),
// expiring offers (`application-offers.ts`), the view and state machine (`application-read.ts`).
// Types and constants live in `application-model.ts`.
export type { ApplicationsContext } from './application-context';
export {
  type ApplicationForSigning,
  type ApplicationRow,
  type ApplicationsService,
  LOAN_LIMIT_REFRESH_SECONDS,
  type OfferRow,
  payDatesValue,
} from './application-model';

export function createApplicationsService(deps: ApplicationsContext): ApplicationsService {
  const helpers = applicationsHelpers(deps);
  return {
    ...createApplicationReads(helpers).service,
    ...createApplicationDecision(helpers).service,
    ...createApplicationOffers(helpers).service,
    ...createApplicationSigning(helpers).service,
    refreshLimit: (clientId, options) => yhatLimit(deps, clientId, options),
  };
}
