import { eq } from '@lender/db/orm';
import { mandateCharges, payments } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { objectionWindowEnd } from '../mandates/mandate-gate';
import type { ObjectionRefunds } from '../mandates/mandate-model';
import { type MandateChargeContext, stopMandate } from './charge-under-mandate';

/** What became of an objection. */
export interface DebitObjectionResult {
  readonly chargeId: number;
  /** The last day the payer could object (60 days after the end of the month charged). */
  readonly windowEnds: string;
  readonly inWindow: boolean;
  /** The refund case opened (a `payment.reversal` approval), null when none was. */
  readonly refundCaseId: number | null;
}

/**
 * The clearing house reports that the payer objected to a debit (issue 66, ADR 325), on business
 * date `objectedOn`. The attempt becomes `objected` and collection under its mandate stops at once.
 * Inside the legal window (until 60 days after the end of the month charged, that day included) a
 * debit whose money had arrived opens a refund case (`objectionRefunds`); outside it the objection is
 * recorded and nothing is refunded automatically. A debit not yet settled simply fails. Reported
 * twice, it answers as the first time.
 */
export async function recordDebitObjection(
  ctx: Pick<MandateChargeContext, 'db' | 'clock' | 'audit'> & { objectionRefunds?: ObjectionRefunds },
  input: { requestId: string; objectedOn: string },
): Promise<DebitObjectionResult> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ charge: mandateCharges, payment: payments })
      .from(mandateCharges)
      .innerJoin(payments, eq(payments.id, mandateCharges.paymentId))
      .where(eq(mandateCharges.requestId, input.requestId))
      .for('update', { of: mandateCharges });
    if (!found) throw new CoreError('not_found');
    const { charge, payment } = found;
    const windowEnds = objectionWindowEnd(charge.chargeOn);
    const objectedOn = charge.objectedOn ?? input.objectedOn;
    const inWindow = objectedOn <= windowEnds;
    if (charge.status === 'objected') {
      return { chargeId: charge.id, windowEnds, inWindow, refundCaseId: charge.refundApprovalId };
    }
    if (charge.status !== 'accepted') {
      throw new CoreError('invalid_transition', { params: { from: charge.status, to: 'objected' } });
    }
    if (payment.status === 'pending') {
      await tx
        .update(payments)
        .set({ status: 'failed', completedAt: ctx.clock.now() })
        .where(eq(payments.id, payment.id));
    }
    const refundCaseId =
      inWindow && payment.status === 'completed' && ctx.objectionRefunds
        ? await ctx.objectionRefunds.objected(tx, {
            loanId: charge.loanId,
            paymentId: payment.id,
            amount: payment.paidAmount ?? payment.amount,
            chargeOn: charge.chargeOn,
          })
        : null;
    await tx
      .update(mandateCharges)
      .set({ status: 'objected', objectedOn, refundApprovalId: refundCaseId })
      .where(eq(mandateCharges.id, charge.id));
    await stopMandate(ctx, tx, charge.mandateId, payment.clientId);
    return { chargeId: charge.id, windowEnds, inWindow, refundCaseId };
  });
}
