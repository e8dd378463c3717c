import type { PaymentReference } from '@lender/contracts';
import { and, desc, eq, gt } from '@lender/db/orm';
import { paymentReferences } from '@lender/db/schema';
import { openLoanId } from '../loans/loan-context';
import type { Providers } from '../providers/index';
import type { PaymentsContext } from './payment-context';
import { referenceView } from './payment-model';
import { receivedOnReferences, withTransferCap } from './spei-transfer-cap';

/**
 * `GET` the open loan's payment references still payable (issue 47): unpaid and unexpired, newest
 * first, apart from the payments; `no_active_loan` when the client has no open loan. A SPEI one split
 * into transfers under the cap (issue 52) stays listed, with what is still to transfer, until the
 * transfers received add up to its amount.
 */
export async function livePaymentReferences(
  ctx: Pick<PaymentsContext, 'db' | 'clock'> & { providers: Pick<Providers, 'udis'> },
  { actorId: clientId }: { readonly actorId: number },
): Promise<{ references: PaymentReference[] }> {
  return { references: await liveReferencesOf(ctx, await openLoanId(ctx, clientId)) };
}

/**
 * The live references of the loan `loanId`, as `livePaymentReferences` answers them: for a caller
 * that already read the client's open loan (`client.myLoan`).
 */
export async function liveReferencesOf(
  ctx: Pick<PaymentsContext, 'db' | 'clock'> & { providers: Pick<Providers, 'udis'> },
  loanId: number,
): Promise<PaymentReference[]> {
  const { db, clock } = ctx;
  const rows = await db
    .select()
    .from(paymentReferences)
    .where(and(eq(paymentReferences.loanId, loanId), gt(paymentReferences.expiresAt, clock.now())))
    .orderBy(desc(paymentReferences.id));
  const paidSpei = rows.filter((row) => row.paymentId !== null && row.channel === 'clabe');
  const received = await receivedOnReferences(
    db,
    paidSpei.map((row) => row.reference),
  );
  const live = rows.filter(
    (row) =>
      row.paymentId === null || (row.channel === 'clabe' && (received.get(row.reference) ?? 0) < row.amount),
  );
  return Promise.all(
    live.map((row) => withTransferCap(ctx, referenceView(row), received.get(row.reference))),
  );
}
