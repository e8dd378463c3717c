import type { Loan } from '@lender/contracts';
import { openLoanId } from './loan-context';
import { type LoanViewContext, loanViewOn } from './loan-view';

/**
 * `GET loan/active`: the client's open loan (draft, active or on hold) on the client's business date,
 * brought up to that day first (late fees, on hold); `no_active_loan` when there is none.
 */
export async function activeLoan(ctx: LoanViewContext, clientId: number): Promise<Loan> {
  const loanId = await openLoanId(ctx, clientId);
  return (await loanViewOn(ctx, loanId, await ctx.loanAccount.todayOf(clientId))).loan;
}
