import { AuthTokenSchema, EmptySchema } from '../auth.js';
import { ApplicationIdParamsSchema, ApplicationSchema } from '../client/application.js';
import { LoanSchema } from '../client/loan.js';
import { PaymentSchema } from '../client/payments.js';
import { SandboxStateSchema } from '../client/sandbox.js';
import { defineEndpoints } from '../endpoint.js';
import { OfferSchema } from '../offer.js';
import { PageQuerySchema } from '../pagination.js';
import { ClientListQuerySchema, ClientListSchema, OutboxListQuerySchema } from './lists.js';
import {
  AuditLogSchema,
  AuditQuerySchema,
  BackOfficeOfferQuerySchema,
  ClientDetailSchema,
  ClientIdParamsSchema,
  ClientStatusChangeRequestSchema,
  ClientSummarySchema,
  LoanIdParamsSchema,
  ManualDecisionRequestSchema,
  ManualPaymentRequestSchema,
  ManualQueueSchema,
  OutboxMessageListSchema,
  WriteOffRequestSchema,
} from './operations.js';
import {
  BackOfficeLanguageChangeRequestSchema,
  BackOfficeUserParamsSchema,
  BackOfficeUserSchema,
} from './user.js';

const BACK_OFFICE = '/web/private/back-office';

/** The back-office endpoints (auth and the client offer look-up). */
export const backOfficeAuthEndpoints = defineEndpoints('backOffice', {
  user: {
    permission: 'signed-in',
    method: 'get',
    path: `${BACK_OFFICE}/user/:id`,
    access: 'user',
    tag: 'Back-office',
    summary: 'A back-office user',
    request: { params: BackOfficeUserParamsSchema },
    response: BackOfficeUserSchema,
    errors: ['not_found'],
  },
  tokenRefresh: {
    permission: 'signed-in',
    method: 'get',
    path: `${BACK_OFFICE}/token/refresh`,
    access: 'user',
    tag: 'Back-office',
    summary: 'A fresh back-office token',
    request: {},
    response: AuthTokenSchema,
    issuesToken: true,
    errors: ['user_blocked', 'session_revoked'],
  },
  logout: {
    permission: 'signed-in',
    method: 'post',
    path: '/web/private/user/logout',
    access: 'user',
    tag: 'Back-office',
    summary: 'Revoke the back-office session',
    request: {},
    response: EmptySchema,
  },
  clientOffer: {
    permission: 'clients.offer',
    method: 'get',
    path: `${BACK_OFFICE}/client/:id/arithmetic/offer`,
    access: 'user',
    tag: 'Back-office',
    summary: "The offer a client would get (the client's own amount and dates unless given)",
    request: { params: ClientIdParamsSchema, query: BackOfficeOfferQuerySchema },
    response: OfferSchema,
    errors: ['not_found'],
  },
});

/** The back-office operations, beyond the spec (admin token after TOTP). */
export const backOfficeOperationsEndpoints = defineEndpoints('backOffice', {
  clients: {
    permission: 'clients.read',
    method: 'get',
    path: `${BACK_OFFICE}/clients`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Clients: search by name, e-mail, phone, CURP or id; filters, sorting',
    request: { query: ClientListQuerySchema },
    response: ClientListSchema,
    paginated: true,
    // A cursor of another sort, or damaged.
    errors: ['invalid_value'],
  },
  client: {
    permission: 'clients.read',
    method: 'get',
    path: `${BACK_OFFICE}/clients/:id`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Everything about a client',
    request: { params: ClientIdParamsSchema },
    response: ClientDetailSchema,
    errors: ['not_found'],
  },
  blockClient: {
    permission: 'clients.block',
    method: 'put',
    path: `${BACK_OFFICE}/clients/:id/block`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Block a client (logs them out at once)',
    request: { params: ClientIdParamsSchema, body: ClientStatusChangeRequestSchema },
    response: ClientSummarySchema,
    errors: ['not_found', 'invalid_transition', 'forbidden'],
  },
  unblockClient: {
    permission: 'clients.unblock',
    method: 'put',
    path: `${BACK_OFFICE}/clients/:id/unblock`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary:
      'Unblock a client (a blocked-persons list suspension is compliance_hold: only clearing its match lifts it)',
    request: { params: ClientIdParamsSchema, body: ClientStatusChangeRequestSchema },
    response: ClientSummarySchema,
    errors: ['not_found', 'invalid_transition', 'forbidden', 'compliance_hold'],
  },
  blacklistClient: {
    permission: 'clients.blacklist',
    method: 'put',
    path: `${BACK_OFFICE}/clients/:id/blacklist`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Blacklist a client',
    request: { params: ClientIdParamsSchema, body: ClientStatusChangeRequestSchema },
    response: ClientSummarySchema,
    errors: ['not_found', 'invalid_transition', 'forbidden', 'compliance_hold'],
  },
  startSandbox: {
    permission: 'clients.sandbox',
    method: 'post',
    path: `${BACK_OFFICE}/clients/:id/sandbox`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Start sandbox mode for a client',
    request: { params: ClientIdParamsSchema },
    response: SandboxStateSchema,
    errors: ['not_found', 'forbidden', 'sandbox_not_allowed'],
  },
  manualQueue: {
    permission: 'applications.queue',
    method: 'get',
    path: `${BACK_OFFICE}/applications/manual-verification`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Applications waiting for manual verification',
    request: { query: PageQuerySchema },
    response: ManualQueueSchema,
    paginated: true,
  },
  decideApplication: {
    permission: 'applications.decide',
    method: 'put',
    path: `${BACK_OFFICE}/applications/:id/decision`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Approve, approve with decrease, or reject a manual case',
    request: { params: ApplicationIdParamsSchema, body: ManualDecisionRequestSchema },
    response: ApplicationSchema,
    idempotent: true,
    errors: [
      'not_found',
      'invalid_transition',
      'forbidden',
      'too_big',
      'idempotency_key_reused',
      'already_claimed',
    ],
  },
  recordPayment: {
    permission: 'loans.record_payment',
    method: 'post',
    path: `${BACK_OFFICE}/loans/:id/payments`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Record a payment received outside the providers',
    request: { params: LoanIdParamsSchema, body: ManualPaymentRequestSchema },
    response: PaymentSchema,
    successStatus: 201,
    idempotent: true,
    errors: ['not_found', 'invalid_transition', 'forbidden', 'idempotency_key_reused'],
  },
  writeOff: {
    permission: 'loans.write_off',
    method: 'put',
    path: `${BACK_OFFICE}/loans/:id/write-off`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Write off a loan',
    request: { params: LoanIdParamsSchema, body: WriteOffRequestSchema },
    response: LoanSchema,
    idempotent: true,
    errors: ['not_found', 'invalid_transition', 'forbidden'],
  },
  outbox: {
    permission: 'outbox.read',
    method: 'get',
    path: `${BACK_OFFICE}/outbox`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'Every SMS and e-mail the sandbox adapters sent',
    request: { query: OutboxListQuerySchema },
    response: OutboxMessageListSchema,
    paginated: true,
    // An unknown `clientId`.
    errors: ['not_found'],
  },
  auditLog: {
    permission: 'audit.read',
    method: 'get',
    path: `${BACK_OFFICE}/audit-log`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: 'The append-only audit log',
    request: { query: AuditQuerySchema },
    response: AuditLogSchema,
    paginated: true,
    errors: ['forbidden'],
  },
  setLanguage: {
    permission: 'signed-in',
    method: 'put',
    path: `${BACK_OFFICE}/profile/language`,
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    summary: "Set the signed-in user's back-office language (es-MX or en)",
    request: { body: BackOfficeLanguageChangeRequestSchema },
    response: BackOfficeUserSchema,
  },
});

export { backOfficeAccountEndpoints } from './admin-endpoints.js';
export { backOfficeApprovalEndpoints } from './approval-endpoints.js';
export { backOfficeCepClaimEndpoints } from './cep-claims.js';
export { backOfficeCfdiEndpoints } from './cfdi-endpoints.js';
export { backOfficeClientPageEndpoints } from './client-page-endpoints.js';
export { backOfficeCollectionsEndpoints } from './collections-endpoints.js';
export { backOfficeComplaintEndpoints } from './complaints-endpoints.js';
export { backOfficeComplianceEndpoints } from './compliance-endpoints.js';
export { backOfficeContactTemplateEndpoints } from './contact-templates.js';
export { backOfficeCreditPolicyEndpoints } from './credit-policy-endpoints.js';
export { backOfficeDashboardEndpoints } from './dashboard.js';
export { backOfficeDisasterZoneEndpoints } from './disaster-zones.js';
export { backOfficeFeaturesEndpoints } from './features-endpoints.js';
export { backOfficeListEndpoints } from './list-endpoints.js';
export { backOfficePaymentOversightEndpoints } from './payment-oversight-endpoints.js';
export { backOfficePaymentPlanEndpoints } from './payment-plan-endpoints.js';
export { backOfficePlatformClockEndpoints } from './platform-clock.js';
export { backOfficePolicyChallengerEndpoints } from './policy-challenger-endpoints.js';
export { backOfficePrivacyEndpoints } from './privacy-endpoints.js';
export { backOfficeQueueEndpoints } from './queue-endpoints.js';
export { backOfficeReconciliationEndpoints } from './reconciliation-endpoints.js';
export { backOfficeRegulatorEndpoints } from './regulator.js';
export { backOfficeReportEndpoints } from './reports.js';
export { backOfficeRiskReportEndpoints } from './risk-reports.js';
export { backOfficeSummaryEndpoints } from './summary-tables.js';
