// The applications' use cases are plain functions `(ctx, input)` over `ApplicationsContext` (issue
// 49), one file each: `create-application.ts`, `update-application.ts`, `actual-application.ts`,
// `actual-application-status.ts`, `application-payment-method.ts`, `actual-offer.ts`,
// `arithmetic-offer.ts`, `promo-code.ts`, `yhat-limit.ts`, `approve-special-offer.ts`,
// `approve-decrease.ts`, `approve-increase.ts` (over `approveCounterOffer`, `application-offers.ts`),
// `finish.ts`, `complete-back-office-client.ts` and `withdraw-application.ts`, over what they share
// (`application-context.ts`: the view, the state machine `transition`). What the loans, the back
// office and the jobs call are plain functions too: `decideApplication` (`application-decision.ts`),
// `applicationForSigning` / `markApplicationSigning` / `markApplicationCompleted`
// (`application-signing.ts`), `expireOffers` (`application-offers.ts`). Types and constants live in
// `application-model.ts`.
export type { ApplicationsContext } from './application-context';
export {
  type ApplicationForSigning,
  type ApplicationRow,
  LOAN_LIMIT_REFRESH_SECONDS,
  type OfferRow,
  payDatesValue,
} from './application-model';
