/**
 * Every step the server can report from `GET /web/private/client/flow` (spec §4 "Flow steps").
 *
 * @example
 * ```ts
 * import { FLOW_STEPS } from '@lender/flow';
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

/** A step of the client's journey (spec §4 "Flow steps"). */
export type FlowStep = (typeof FLOW_STEPS)[number];

/**
 * The flow statuses of spec §4: `active` while the client has something to do, `completed` when
 * the server is deciding and the client waits on the loading page.
 */
export const FLOW_STATUSES = ['active', 'completed'] as const;

/** `active` or `completed` (spec §4). */
export type FlowStatus = (typeof FLOW_STATUSES)[number];

/**
 * The client's flow as `GET /web/private/client/flow` returns it (spec §7: step, status, errors).
 *
 * @example
 * ```ts
 * const flow: FlowState = { step: 'work_info', status: 'active', errors: [] };
 * ```
 */
export interface FlowState {
  /** The step the server computed from the client's data, application and loan. */
  readonly step: FlowStep;
  /** `completed` sends the client to the loading page (spec §4). */
  readonly status: FlowStatus;
  /** Whatever errors the server attached; the flow rules do not read them. */
  readonly errors?: unknown;
}

const STEP_SET: ReadonlySet<string> = new Set(FLOW_STEPS);

/**
 * Whether a string from the server is a step this version knows. A newer server may report a step
 * an older client does not know; the flow then leaves the client where it is.
 *
 * @example
 * ```ts
 * isFlowStep('belvo'); //=> true
 * isFlowStep('teleport'); //=> false
 * ```
 */
export function isFlowStep(value: unknown): value is FlowStep {
  return typeof value === 'string' && STEP_SET.has(value);
}
