import type { Payment } from '@lender/contracts';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { payments } from '@lender/db/schema';
import { openLoanId } from '../loans/loan-context';
import { cepFormatsOf, cepProofs } from './cep-proof';
import { paymentView } from './payment-model';

/**
 * `client.activeLoanPayments`: the open loan's payments, newest first, each with the formats of the
 * CEP kept of it; `no_active_loan` without one.
 */
export async function activeLoanPayments(
  ctx: { db: Database },
  { actorId: clientId }: { readonly actorId: number },
): Promise<{ payments: Payment[] }> {
  return { payments: await loanPayments(ctx, await openLoanId(ctx, clientId)) };
}

/**
 * The payments of the loan `loanId`, newest first, as `client.activeLoanPayments` answers them:
 * for a caller that already read the client's open loan (`client.myLoan`).
 */
export async function loanPayments(ctx: { db: Database }, loanId: number): Promise<Payment[]> {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.loanId, loanId))
    .orderBy(desc(payments.id));
  const proofs = await cepProofs(
    ctx.db,
    rows.filter((row) => row.paymentType === 'clabe').map((row) => row.id),
  );
  return rows.map((row) => paymentView(row, cepFormatsOf(proofs.get(row.id))));
}
