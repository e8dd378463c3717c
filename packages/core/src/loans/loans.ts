import { isRolloverAvailable, LOAN_STATUS } from '@lender/calculator/platform';
import type { Loan, Rollover } from '@lender/contracts';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { createLoansContext } from './loan-context';
import type { LoansDeps, LoansService } from './loan-model';
import { createLoanPayouts } from './loan-payouts';
import { createLoanSigning } from './loan-signing';
import { createLoanView } from './loan-view';
import { runOverdue } from './run-overdue';
import { writeOffLoan } from './write-off-loan';

// The loans service is put together from one file per use case (issue 19): signing
// (`loan-signing.ts`), payouts (`loan-payouts.ts`), the nightly overdue run (`run-overdue.ts`), the
// loan view (`loan-view.ts`) and write-offs (`write-off-loan.ts`), over what they share
// (`loan-context.ts`). A loan's lock, accrual, postings and closing are its loan account's
// (`ledger/loan-account.ts`). The types and constants live in `loan-model.ts`.
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
  const payouts = createLoanPayouts(ctx);
  return {
    ...createLoanSigning(ctx, payouts).service,
    ...payouts.service,
    ...createLoanView(ctx).service,
    runOverdue: (asOf) => runOverdue(ctx, asOf),
    writeOff: (loanId, actor, reason) => writeOffLoan(ctx, { loanId, actor, reason }),
    earlyPayoff: (tx, loanId, today) => quoteEarlyPayoff(deps.loanAccount, tx, loanId, today),
  };
}

/** Whether an extension can be chosen now (spec §4, `isRolloverAvailable`) on an open loan. */
export function rolloverAvailable(loan: Loan, rollover: Rollover): boolean {
  return (
    (loan.status === LOAN_STATUS.active || loan.status === LOAN_STATUS.onHold) &&
    isRolloverAvailable({ status: rollover.status, type: rollover.type, invoices: rollover.invoices })
  );
}
