import { randomUUID } from 'node:crypto';
import { toApiAmount } from '@lender/calculator';
import type { PaymentReference } from '@lender/contracts';
import { and, desc, eq, gt, isNull } from '@lender/db/orm';
import { paymentReferences } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { openLoanId } from '../loans/loan-context';
import type { Providers } from '../providers/index';
import { lockedTarget, type PaymentsContext } from './payment-context';
import { PAYMENT_REFERENCE_TTL_HOURS, type PaymentReferenceInput, referenceView } from './payment-model';
import { withTransferCap } from './spei-transfer-cap';

/**
 * `POST openPay/getBarcode`: a barcode (cash at a store) or a CLABE reference (SPEI) for a repayment
 * or the chosen extension of the client's open loan. It is not a payment (issue 47): the provider's
 * callback for it makes the payment (`payment-provider-callback.ts`). The live one of the same loan,
 * kind, channel and amount is given again. A SPEI one carries the day's per-transfer cap and, above
 * it, the transfers to split it into under the same reference (`transferCap`, issue 52).
 */
export async function paymentReference(
  ctx: Pick<PaymentsContext, 'db' | 'clock' | 'loanAccount' | 'paymentProvider'> & {
    providers: Pick<Providers, 'udis'>;
  },
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: PaymentReferenceInput },
): Promise<PaymentReference> {
  const { db, clock } = ctx;
  const wanted = input.amount?.amount;
  const now = clock.now();
  // Under the loan lock (issue 10): a request for a reference the loan already has live (same
  // kind, channel and amount, unpaid, not expired) gets that one back, so showing the
  // instructions again never makes a second payable reference; nor is a reference made for more
  // than closes the loan.
  const loanId = await openLoanId(ctx, clientId);
  const view = await db.transaction(async (tx) => {
    const target = await lockedTarget(ctx, tx, loanId, input.kind, wanted);
    if (input.kind === 'repayment' && target.amount > target.payoff) {
      // On the amount field, naming the payoff (centavos, for the words' money formatter).
      throw new CoreError('payment_exceeds_balance', {
        field: ['amount'],
        params: { owed: toApiAmount(target.payoff), payoff: target.payoff },
      });
    }
    const [live] = await tx
      .select()
      .from(paymentReferences)
      .where(
        and(
          eq(paymentReferences.loanId, loanId),
          eq(paymentReferences.kind, input.kind),
          eq(paymentReferences.channel, input.channel),
          target.rolloverId === null
            ? isNull(paymentReferences.rolloverId)
            : eq(paymentReferences.rolloverId, target.rolloverId),
          eq(paymentReferences.amount, target.amount),
          isNull(paymentReferences.paymentId),
          gt(paymentReferences.expiresAt, now),
        ),
      )
      .orderBy(desc(paymentReferences.id))
      .limit(1);
    if (live) return referenceView(live);
    const expiresAt = new Date(now.getTime() + PAYMENT_REFERENCE_TTL_HOURS * 3_600_000);
    const reference = `${input.channel === 'cash' ? 'OXXO' : 'SPEI'}-${randomUUID().slice(0, 13).toUpperCase()}`;
    const [row] = await tx
      .insert(paymentReferences)
      .values({
        loanId: target.loan.id,
        clientId,
        kind: input.kind,
        channel: input.channel,
        rolloverId: target.rolloverId,
        amount: target.amount,
        reference,
        createdAt: now,
        expiresAt,
        fake: target.loan.fake,
      })
      .returning();
    if (!row) throw new Error('payment reference insert returned nothing');
    const made = await ctx.paymentProvider.createReference({
      channel: input.channel,
      amount: target.amount,
      reference,
      sequence: row.id,
      fake: target.loan.fake,
    });
    const [stored] = await tx
      .update(paymentReferences)
      .set({ barcode: made.barcode, clabe: made.clabe })
      .where(eq(paymentReferences.id, row.id))
      .returning();
    return referenceView(stored ?? row);
  });
  // A live reference given again is unpaid, so all of it is still to transfer.
  return withTransferCap(ctx, view);
}
