import { isRolloverAvailable, LOAN_STATUS } from '@lender/calculator/platform';
import type { Loan, Rollover } from '@lender/contracts';

// The loans' use cases are plain functions `(ctx, input)` over `LoansContext` (issue 49), one file
// each: the borrower's (`active-loan.ts`, `payment-schedule.ts`, `agreement-sms-code.ts`,
// `sign-agreement.ts`, `choose-rollover.ts`, `rollover-application.ts`, `rollover-document.ts`),
// payouts (`loan-payouts.ts`), the nightly overdue run (`run-overdue.ts`), the loan view
// (`loan-view.ts`) and write-offs (`write-off-loan.ts`). A loan's lock, accrual, postings and
// closing are its loan account's (`ledger/loan-account.ts`). The jobs and the back office call them
// by name (`confirmPendingPayouts`, `runOverdue`, `loanView`, `loanSchedule`, `writeOffLoan`,
// `quoteEarlyPayoff`). Types and constants: `loan-model.ts`.
export type { LoansContext } from './loan-context';
export {
  DEFAULT_LATE_POLICY,
  type EarlyPayoffQuote,
  type LatePolicy,
  OPEN_LOAN_STATUSES,
  type SignInput,
} from './loan-model';

/** Whether an extension can be chosen now (spec §4, `isRolloverAvailable`) on an open loan. */
export function rolloverAvailable(loan: Loan, rollover: Rollover): boolean {
  return (
    (loan.status === LOAN_STATUS.active || loan.status === LOAN_STATUS.onHold) &&
    isRolloverAvailable({ status: rollover.status, type: rollover.type, invoices: rollover.invoices })
  );
}
