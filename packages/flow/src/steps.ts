import { FLOW_STEPS, type FlowStatus, type FlowStep } from '@lender/calculator/platform';

// The steps and statuses have one owner, `@lender/calculator` (which `@lender/contracts` uses for
// the API's schema too); this package re-exports them.
export { FLOW_STATUSES, FLOW_STEPS, type FlowStatus, type FlowStep } from '@lender/calculator/platform';

/**
 * The client's flow as `GET /web/private/client/flow` returns it (step, status, errors).
 *
 * @example
 * ```ts
 * const flow: FlowState = { step: 'work_info', status: 'active', errors: [] };
 * ```
 */
export interface FlowState {
  /** The step the server computed from the client's data, application and loan. */
  readonly step: FlowStep;
  /** `completed` sends the client to the loading page. */
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
