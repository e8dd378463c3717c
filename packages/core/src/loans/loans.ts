import { isRolloverAvailable, LOAN_STATUS } from '@lender/calculator/platform';
import type { Loan, Rollover } from '@lender/contracts';
import { createLoanClosing } from './loan-closing';
import { createLoansContext } from './loan-context';
import type { LoansDeps, LoansService } from './loan-model';
import { createLoanOverdue } from './loan-overdue';
import { createLoanPayouts } from './loan-payouts';
import { createLoanSigning } from './loan-signing';
import { createLoanView } from './loan-view';

// The loans service is put together from one file per use case (issue 19): signing
// (`loan-signing.ts`), payouts (`loan-payouts.ts`), late fees and early payoff (`loan-overdue.ts`),
// the loan view (`loan-view.ts`) and closing (`loan-closing.ts`), over what they share
// (`loan-context.ts`). The types and constants live in `loan-model.ts`.
export {
  DEFAULT_LATE_POLICY,
  type EarlyPayoffQuote,
  type LatePolicy,
  type LoansDeps,
  type LoansService,
  OPEN_LOAN_STATUSES,
  type SignInput,
} from './loan-model';

export function createLoansService(deps: LoansDeps): LoansService {
  const ctx = createLoansContext(deps);
  const overdue = createLoanOverdue(ctx);
  const payouts = createLoanPayouts(ctx);
  const view = createLoanView(ctx, overdue);
  return {
    ...createLoanSigning(ctx, payouts).service,
    ...payouts.service,
    ...view.service,
    ...overdue.service,
    ...createLoanClosing(ctx, overdue).service,
  };
}

/** Whether an extension can be chosen now (spec §4, `isRolloverAvailable`) on an open loan. */
export function rolloverAvailable(loan: Loan, rollover: Rollover): boolean {
  return (
    (loan.status === LOAN_STATUS.active || loan.status === LOAN_STATUS.onHold) &&
    isRolloverAvailable({ status: rollover.status, type: rollover.type, invoices: rollover.invoices })
  );
}
