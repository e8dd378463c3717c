import { createApplicationsContext } from './application-context';
import { createApplicationCreateUpdate } from './application-create';
import { createApplicationDecision } from './application-decision';
import type { ApplicationsDeps, ApplicationsService } from './application-model';
import { createApplicationOffers } from './application-offers';
import { createApplicationQuotes } from './application-quotes';
import { createApplicationReads } from './application-read';
import { createApplicationSigning } from './application-signing';

// The applications service is put together from one file per use case (issue 19): create/update
// (`application-create.ts`), decide (`application-decision.ts`), reads (`application-read.ts`),
// quotes and the available amount (`application-quotes.ts`), the offer's life
// (`application-offers.ts`) and the signing hooks (`application-signing.ts`), over what they share
// (`application-context.ts`). Types and constants live in `application-model.ts`.
export {
  type ApplicationForSigning,
  type ApplicationRow,
  type ApplicationsDeps,
  type ApplicationsService,
  LOAN_LIMIT_REFRESH_SECONDS,
  type OfferRow,
  payDatesValue,
} from './application-model';

export function createApplicationsService(deps: ApplicationsDeps): ApplicationsService {
  const ctx = createApplicationsContext(deps);
  const decision = createApplicationDecision(ctx);
  return {
    ...createApplicationReads(ctx).service,
    ...decision.service,
    ...createApplicationCreateUpdate(ctx, decision).service,
    ...createApplicationQuotes(ctx).service,
    ...createApplicationOffers(ctx, decision).service,
    ...createApplicationSigning(ctx).service,
  };
}
