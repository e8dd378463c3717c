import { backOfficePolicyChallengerEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 67 points 3 and 5 (ADR 332): the challenger policies, the requests to start and end one
// (approved through `approve`, kind `policy.challenger`), the arms compared, and the month's
// credit monitoring. Each endpoint answered by the use case of its name.
export const backOfficePolicyChallengersRouter = useCaseRouter([
  useCaseRoute(e.policyChallengers, backOffice.policyChallengers),
  useCaseRoute(e.requestChallengerStart, backOffice.requestChallengerStart),
  useCaseRoute(e.requestChallengerEnd, backOffice.requestChallengerEnd),
  useCaseRoute(e.challengerComparison, backOffice.challengerComparison),
  useCaseRoute(e.policyMonitoring, backOffice.policyMonitoring),
]);
