import type { PaymentReference } from '@lender/contracts';
import { and, desc, eq, gt, isNull } from '@lender/db/orm';
import { paymentReferences } from '@lender/db/schema';
import { openLoanId } from '../loans/loan-context';
import type { PaymentsContext } from './payment-context';
import { referenceView } from './payment-model';

/**
 * `GET` the open loan's payment references still payable (issue 47): unpaid and unexpired, newest
 * first, apart from the payments; `no_active_loan` when the client has no open loan.
 */
export async function livePaymentReferences(
  ctx: Pick<PaymentsContext, 'db' | 'clock'>,
  clientId: number,
): Promise<PaymentReference[]> {
  const { db, clock } = ctx;
  const loanId = await openLoanId(ctx, clientId);
  const rows = await db
    .select()
    .from(paymentReferences)
    .where(
      and(
        eq(paymentReferences.loanId, loanId),
        isNull(paymentReferences.paymentId),
        gt(paymentReferences.expiresAt, clock.now()),
      ),
    )
    .orderBy(desc(paymentReferences.id));
  return rows.map(referenceView);
}
