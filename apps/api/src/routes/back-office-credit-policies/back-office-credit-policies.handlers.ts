import { backOfficeCreditPolicyEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 67 (ADR 330): the credit policy as versioned data — its versions, a draft's cut-offs, the
// request to publish it (approved through `approve`, kind `policy.publish`) and its replay over
// stored applications. Each endpoint answered by the use case of its name.
export const backOfficeCreditPoliciesRouter = useCaseRouter([
  useCaseRoute(e.creditPolicies, backOffice.creditPolicies),
  useCaseRoute(e.createPolicyDraft, backOffice.createPolicyDraft),
  useCaseRoute(e.updatePolicyDraft, backOffice.updatePolicyDraft),
  useCaseRoute(e.requestPolicyPublication, backOffice.requestPolicyPublication),
  useCaseRoute(e.replayPolicy, backOffice.replayPolicy),
]);
