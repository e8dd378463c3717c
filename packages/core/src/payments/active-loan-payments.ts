import type { Payment } from '@lender/contracts';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { payments } from '@lender/db/schema';
import { openLoanId } from '../loans/loan-context';
import { paymentView } from './payment-model';

/** `client.activeLoanPayments`: the open loan's payments, newest first; `no_active_loan` without one. */
export async function activeLoanPayments(ctx: { db: Database }, clientId: number): Promise<Payment[]> {
  const loanId = await openLoanId(ctx, clientId);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.loanId, loanId))
    .orderBy(desc(payments.id));
  return rows.map(paymentView);
}
