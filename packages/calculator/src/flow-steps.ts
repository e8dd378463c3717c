/**
 * Every step the server can report from `GET /web/private/client/flow`.
 * The one list: `@lender/contracts` builds its `FlowStepSchema` from it and `@lender/flow` routes
 * it, so the server and the apps cannot disagree on a step.
 *
 * @example
 * ```ts
 * import { FLOW_STEPS } from '@lender/calculator/platform';
 *
 * FLOW_STEPS.includes('work_info'); //=> true
 * ```
 */
export const FLOW_STEPS = [
  'work_info',
  'new_client_created',
  'facebook',
  'id_document_upload',
  'payroll_upload',
  'bank_statement_upload',
  'offer_increase',
  'offer_decrease',
  'otp_agreement',
  'direct_debit_information',
  'address',
  'belvo',
  'relative_info',
  'verification',
  'no_loan_page',
  'loan_page',
  'manual_page',
  'reject_page',
  'tmc_page',
  'pre_approval_page',
] as const;

/** A step of the client's journey. */
export type FlowStep = (typeof FLOW_STEPS)[number];

/**
 * The flow statuses: `active` while the client has something to do, `completed` when
 * the server is deciding and the client waits on the loading page.
 */
export const FLOW_STATUSES = ['active', 'completed'] as const;

/** `active` or `completed`. */
export type FlowStatus = (typeof FLOW_STATUSES)[number];
