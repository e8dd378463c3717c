import { defineEndpoints } from '../endpoint.js';
import { ApprovalRequestSchema } from './approvals.js';
import {
  CreditPolicyListSchema,
  CreditPolicySchema,
  PolicyDraftRequestSchema,
  PolicyDraftUpdateSchema,
  PolicyPublicationRequestSchema,
  PolicyReplayQuerySchema,
  PolicyReplaySchema,
  PolicyVersionParamsSchema,
} from './credit-policies.js';

const POLICIES = '/web/private/back-office/credit-policies';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/**
 * The credit policy as versioned data: read the versions, copy one into a draft,
 * edit its cut-offs, replay it over stored applications, ask a second admin to publish it (approved
 * through `approve`, kind `policy.publish`).
 */
export const backOfficeCreditPolicyEndpoints = defineEndpoints('backOffice', {
  creditPolicies: {
    ...common,
    permission: 'settings.read',
    method: 'get',
    path: POLICIES,
    summary: 'Every credit policy version, newest first, with its cut-offs and pending publication',
    request: {},
    response: CreditPolicyListSchema,
  },
  createPolicyDraft: {
    ...common,
    permission: 'settings.edit',
    method: 'post',
    path: POLICIES,
    summary: 'A new draft policy, a copy of a version (it decides nothing until published)',
    request: { body: PolicyDraftRequestSchema },
    response: CreditPolicySchema,
    successStatus: 201,
    errors: ['not_found', 'conflict'],
  },
  updatePolicyDraft: {
    ...common,
    permission: 'settings.edit',
    method: 'put',
    path: `${POLICIES}/:version`,
    summary: "Change a draft's cut-offs at the revision read (checked field by field)",
    request: { params: PolicyVersionParamsSchema, body: PolicyDraftUpdateSchema },
    response: CreditPolicySchema,
    errors: ['not_found', 'invalid_transition', 'stale_version', 'invalid_value'],
  },
  requestPolicyPublication: {
    ...common,
    permission: 'settings.edit',
    method: 'post',
    path: `${POLICIES}/:version/publication`,
    summary: 'Ask a second admin to publish a draft (approval kind policy.publish)',
    request: { params: PolicyVersionParamsSchema, body: PolicyPublicationRequestSchema },
    response: ApprovalRequestSchema,
    successStatus: 201,
    errors: ['not_found', 'invalid_transition', 'stale_version', 'required', 'conflict'],
  },
  replayPolicy: {
    ...common,
    permission: 'settings.read',
    method: 'get',
    path: `${POLICIES}/:version/replay`,
    summary:
      'Replay a policy version over the stored applications of a period against the one in force, by segment (writes nothing)',
    request: { params: PolicyVersionParamsSchema, query: PolicyReplayQuerySchema },
    response: PolicyReplaySchema,
    errors: ['not_found', 'invalid_value'],
  },
});
