import { moneyView } from '@lender/calculator/kernel';
import type { Invoice, PaymentSchedule } from '@lender/contracts';
import { openLoanId } from './loan-context';
import { type LoanViewContext, loanViewOn } from './loan-view';

/**
 * `GET loan/active/payment-schedule`: the open loan's invoices on the client's business date. The
 * schedule is the sum of its invoices: the loan's and each extension's (issue 11).
 */
export async function paymentSchedule(
  ctx: LoanViewContext,
  { actorId: clientId }: { readonly actorId: number },
): Promise<PaymentSchedule> {
  const loanId = await openLoanId(ctx, clientId);
  const { loan, invoices } = await loanViewOn(ctx, loanId, await ctx.loanAccount.todayOf(clientId));
  const sum = (pick: (invoice: Invoice) => number) =>
    moneyView(invoices.reduce((acc, invoice) => acc + Math.round(pick(invoice) * 100), 0));
  return {
    loanId: loan.id,
    invoices,
    total: sum((invoice) => invoice.total.amount),
    outstanding: sum((invoice) => invoice.outstanding.amount),
  };
}
