import type { Payment } from '@lender/contracts';
import { asc, eq } from '@lender/db/orm';
import { payments } from '@lender/db/schema';
import { cepFormatsOf, cepProofs } from './cep-proof';
import type { PaymentsContext } from './payment-context';
import { paymentView } from './payment-model';

/** A loan's payments, oldest first (every state: pending, completed, failed, reversed). */
export async function loanPayments(ctx: Pick<PaymentsContext, 'db'>, loanId: number): Promise<Payment[]> {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.loanId, loanId))
    .orderBy(asc(payments.id));
  const proofs = await cepProofs(
    ctx.db,
    rows.filter((row) => row.paymentType === 'clabe').map((row) => row.id),
  );
  return rows.map((row) => paymentView(row, cepFormatsOf(proofs.get(row.id))));
}
