import { defineEndpoints } from '../endpoint.js';
import { ApprovalRequestSchema } from './approvals.js';
import {
  ChallengerComparisonSchema,
  ChallengerEndRequestSchema,
  ChallengerParamsSchema,
  ChallengerStartRequestSchema,
  PolicyChallengerListSchema,
  PolicyMonitoringQuerySchema,
  PolicyMonitoringSchema,
} from './policy-challengers.js';

const POLICIES = '/web/private/back-office/credit-policies';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/**
 * Champion and challenger, and credit monitoring: the
 * challengers, the requests to start and end one (approved through `approve`, kind
 * `policy.challenger`), the arms compared, and the month's PSI and approval rates by segment.
 */
export const backOfficePolicyChallengerEndpoints = defineEndpoints('backOffice', {
  policyChallengers: {
    ...common,
    permission: 'settings.read',
    method: 'get',
    path: `${POLICIES}/challengers`,
    summary: 'Every challenger policy, the running one first, with its mode, share and people',
    request: {},
    response: PolicyChallengerListSchema,
  },
  requestChallengerStart: {
    ...common,
    permission: 'settings.edit',
    method: 'post',
    path: `${POLICIES}/challengers`,
    summary: 'Ask a second admin to run a draft as challenger, in shadow or on a share of clients',
    request: { body: ChallengerStartRequestSchema },
    response: ApprovalRequestSchema,
    successStatus: 201,
    errors: ['not_found', 'invalid_transition', 'stale_version', 'invalid_value', 'required', 'conflict'],
  },
  requestChallengerEnd: {
    ...common,
    permission: 'settings.edit',
    method: 'post',
    path: `${POLICIES}/challengers/:id/end`,
    summary: 'Ask a second admin to end a running challenger',
    request: { params: ChallengerParamsSchema, body: ChallengerEndRequestSchema },
    response: ApprovalRequestSchema,
    successStatus: 201,
    errors: ['not_found', 'invalid_transition', 'required', 'conflict'],
  },
  challengerComparison: {
    ...common,
    permission: 'settings.read',
    method: 'get',
    path: `${POLICIES}/challengers/:id/comparison`,
    summary: "The champion's and the challenger's decisions, approval rates and default rates by vintage",
    request: { params: ChallengerParamsSchema },
    response: ChallengerComparisonSchema,
    errors: ['not_found'],
  },
  policyMonitoring: {
    ...common,
    permission: 'settings.read',
    method: 'get',
    path: `${POLICIES}/monitoring`,
    summary:
      "A month's population stability (PSI) against the reference month and approval rates by segment with four-fifths",
    request: { query: PolicyMonitoringQuerySchema },
    response: PolicyMonitoringSchema,
    errors: ['invalid_value'],
  },
});
