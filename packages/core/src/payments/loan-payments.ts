import type { Payment } from '@lender/contracts';
import { asc, eq } from '@lender/db/orm';
import { payments } from '@lender/db/schema';
import type { PaymentsContext } from './payment-context';
import { paymentView } from './payment-model';

/** A loan's payments, oldest first (every state: pending, completed, failed, reversed). */
export async function loanPayments(ctx: Pick<PaymentsContext, 'db'>, loanId: number): Promise<Payment[]> {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.loanId, loanId))
    .orderBy(asc(payments.id));
  return rows.map(paymentView);
}
