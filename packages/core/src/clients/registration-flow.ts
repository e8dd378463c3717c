import type { FlowState } from '@lender/contracts';
import { FLOW_TOTAL_STEPS } from '@lender/contracts';
import { journeyPercent } from '../journey/journey-progress';

/**
 * The journey state after the registration steps of issue 4 (two: employment, three: address,
 * four: reference), as their endpoints answer it. `GET flow` computes the full journey (documents,
 * application, loan); this covers the steps this API stores, and its `percent` is the same rule's
 * (issue 47) for a borrower who has sent nothing else yet.
 */
export function registrationFlow(
  completedSteps: readonly number[],
  known: { employmentStatus: string | null; closedLoans: number },
): FlowState {
  const done = new Set(completedSteps);
  const percent = journeyPercent({
    forcedStep: null,
    completedSteps,
    employmentStatus: known.employmentStatus,
    availableLoanAmount: 0,
    closedLoans: known.closedLoans,
    loanStatus: null,
    application: null,
    lastClosedApplication: null,
    documents: { idDocument: 'missing', payroll: 'missing', bankStatement: 'missing' },
    bankLink: 'missing',
    identity: 'missing',
    directDebit: 'missing',
    clabeSaved: false,
  });
  const base = {
    status: 'active' as const,
    errors: [],
    percent,
    totalSteps: FLOW_TOTAL_STEPS as typeof FLOW_TOTAL_STEPS,
  };
  if (!done.has(2)) return { ...base, step: 'work_info' };
  if (!done.has(3)) return { ...base, step: 'address' };
  if (!done.has(4)) return { ...base, step: 'relative_info' };
  return { ...base, step: 'new_client_created' };
}
