import { isRolloverAvailable, LOAN_STATUS } from '@lender/calculator/platform';
import type { Loan, Rollover } from '@lender/contracts';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { type LoansContext, openLoanId } from './loan-context';
import type { LoansService } from './loan-model';
import { confirmPendingPayouts } from './loan-payouts';
import { loanSchedule, loanView } from './loan-view';
import { runOverdue } from './run-overdue';
import { writeOffLoan } from './write-off-loan';

// The loans' use cases are plain functions `(ctx, input)` over `LoansContext` (issue 49), one file
// each: the borrower's (`active-loan.ts`, `payment-schedule.ts`, `agreement-sms-code.ts`,
// `sign-agreement.ts`, `choose-rollover.ts`, `rollover-application.ts`, `rollover-document.ts`),
// payouts (`loan-payouts.ts`), the nightly overdue run (`run-overdue.ts`), the loan view
// (`loan-view.ts`) and write-offs (`write-off-loan.ts`). A loan's lock, accrual, postings and
// closing are its loan account's (`ledger/loan-account.ts`). The service below keeps what other
// services and the jobs still reach through their `deps`. Types and constants: `loan-model.ts`.
export type { LoansContext } from './loan-context';
export {
  DEFAULT_LATE_POLICY,
  type EarlyPayoffQuote,
  type LatePolicy,
  type LoansService,
  OPEN_LOAN_STATUSES,
  type SignInput,
} from './loan-model';

export function createLoansService(deps: LoansContext): LoansService {
  return {
    confirmPending: () => confirmPendingPayouts(deps),
    openLoanId: (clientId) => openLoanId(deps, clientId),
    loanView: (loanId, today) => loanView(deps, loanId, today),
    loanSchedule: (loanId) => loanSchedule(deps, loanId),
    runOverdue: (asOf) => runOverdue(deps, asOf),
    writeOff: (loanId, actor, reason) => writeOffLoan(deps, { loanId, actor, reason }),
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
