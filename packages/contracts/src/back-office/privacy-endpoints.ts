import { ArcoRequestIdParamsSchema } from '../client/privacy.js';
import { BinaryFileSchema, defineEndpoints } from '../endpoint.js';
import { ApprovalIdParamsSchema, ApprovalRequestSchema } from './approvals.js';
import {
  AnswerArcoRequestSchema,
  ArcoCaseIdParamsSchema,
  ArcoCaseListSchema,
  ArcoCaseSchema,
  ArcoQuerySchema,
  LogArcoRequestSchema,
  RequestArcoActionSchema,
  ReviewArcoActionSchema,
  VerifyArcoIdentitySchema,
} from './privacy.js';

const BACK_OFFICE = '/web/private/back-office';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/** The privacy officer's ARCO requests: the work list, one request, and working it. */
export const backOfficePrivacyEndpoints = defineEndpoints('backOffice', {
  arcoRequests: {
    ...common,
    permission: 'privacy.read',
    method: 'get',
    path: `${BACK_OFFICE}/privacy/arco-requests`,
    summary: 'ARCO requests, the nearest deadline first: by status, right, overdue, open',
    request: { query: ArcoQuerySchema },
    response: ArcoCaseListSchema,
    paginated: true,
  },
  arcoRequest: {
    ...common,
    permission: 'privacy.read',
    method: 'get',
    path: `${BACK_OFFICE}/privacy/arco-requests/:id`,
    summary: 'One ARCO request with its clocks, identity check, answer and act',
    request: { params: ArcoCaseIdParamsSchema },
    response: ArcoCaseSchema,
    errors: ['not_found'],
  },
  logArcoRequest: {
    ...common,
    permission: 'privacy.work',
    method: 'post',
    path: `${BACK_OFFICE}/privacy/arco-requests`,
    summary:
      'Enter an ARCO request received by e-mail or letter: its folio, and its answer due in 20 business days',
    request: { body: LogArcoRequestSchema },
    response: ArcoCaseSchema,
    successStatus: 201,
    errors: ['validation_failed', 'required', 'invalid_value', 'arco_request_open', 'not_found'],
  },
  verifyArcoIdentity: {
    ...common,
    permission: 'privacy.work',
    method: 'post',
    path: `${BACK_OFFICE}/privacy/arco-requests/:id/identity`,
    summary: "Record that the requester's official ID was checked",
    request: { params: ArcoCaseIdParamsSchema, body: VerifyArcoIdentitySchema },
    response: ArcoCaseSchema,
    errors: ['not_found', 'invalid_transition', 'validation_failed'],
  },
  answerArcoRequest: {
    ...common,
    permission: 'privacy.work',
    method: 'post',
    path: `${BACK_OFFICE}/privacy/arco-requests/:id/answer`,
    summary:
      'Answer a request (once): granted, its act then due in 15 business days, or denied with a reason',
    request: { params: ArcoCaseIdParamsSchema, body: AnswerArcoRequestSchema },
    response: ArcoCaseSchema,
    errors: ['not_found', 'invalid_transition', 'identity_not_verified', 'required', 'validation_failed'],
  },
  requestArcoAction: {
    ...common,
    permission: 'privacy.work',
    method: 'post',
    path: `${BACK_OFFICE}/privacy/arco-requests/:id/action`,
    summary: 'Ask to act on a granted request; another officer approves it (maker-checker)',
    request: { params: ArcoCaseIdParamsSchema, body: RequestArcoActionSchema },
    response: ApprovalRequestSchema,
    successStatus: 201,
    errors: ['not_found', 'invalid_transition', 'conflict', 'validation_failed'],
  },
  reviewArcoAction: {
    ...common,
    permission: 'privacy.decide',
    method: 'post',
    path: `${BACK_OFFICE}/privacy/actions/:id/review`,
    summary: "Approve (the request is acted on) or reject another officer's request to act",
    request: { params: ApprovalIdParamsSchema, body: ReviewArcoActionSchema },
    response: ApprovalRequestSchema,
    errors: [
      'not_found',
      'maker_cannot_approve',
      'forbidden',
      'stale_version',
      'invalid_transition',
      'not_unique',
      'service_unavailable',
    ],
  },
  arcoAccessArchive: {
    ...common,
    permission: 'privacy.work',
    method: 'get',
    path: `${BACK_OFFICE}/privacy/arco-requests/:id/archive`,
    summary: 'The access archive (ZIP) of a completed access request, to send by e-mail or letter',
    request: { params: ArcoRequestIdParamsSchema },
    response: BinaryFileSchema,
    responseContentType: 'application/zip',
    errors: ['not_found', 'invalid_transition', 'service_unavailable'],
  },
});
