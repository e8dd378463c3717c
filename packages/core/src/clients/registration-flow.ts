import type { FlowState } from '@lender/contracts';
import { FLOW_TOTAL_STEPS } from '@lender/contracts';

/** Spec §9: the registration progress starts at 30 of 100. */
export const INITIAL_REGISTRATION_PROGRESS = 30;

/**
 * The journey state after the registration steps of issue 4 (two: employment, three: address,
 * four: reference). The full journey (documents, application, loan) is computed by the flow
 * service of a later issue; this covers the steps this API stores.
 */
export function registrationFlow(completedSteps: readonly number[]): FlowState {
  const done = new Set(completedSteps);
  const base = {
    status: 'active' as const,
    errors: [],
    totalSteps: FLOW_TOTAL_STEPS as typeof FLOW_TOTAL_STEPS,
  };
  if (!done.has(2)) return { ...base, step: 'work_info', percent: INITIAL_REGISTRATION_PROGRESS };
  if (!done.has(3)) return { ...base, step: 'address', percent: 50 };
  if (!done.has(4)) return { ...base, step: 'relative_info', percent: 70 };
  return { ...base, step: 'new_client_created', percent: 90 };
}
