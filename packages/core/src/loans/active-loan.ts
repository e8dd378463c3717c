import type { Loan } from '@lender/contracts';
import { openLoanId } from './loan-context';
import { type LoanViewContext, loanViewOn } from './loan-view';

/** `client.activeLoan` (`GET loan/active`): the caller's open loan (see {@link activeLoanOf}). */
export function activeLoan(ctx: LoanViewContext, { actorId }: { readonly actorId: number }): Promise<Loan> {
  return activeLoanOf(ctx, actorId);
}

/**
 * The client's open loan (draft, active or on hold) on the client's business date, brought up to
 * that day first (late fees, on hold); `no_active_loan` when there is none.
 */
export async function activeLoanOf(ctx: LoanViewContext, clientId: number): Promise<Loan> {
  const loanId = await openLoanId(ctx, clientId);
  return (await loanViewOn(ctx, loanId, await ctx.loanAccount.todayOf(clientId))).loan;
}
