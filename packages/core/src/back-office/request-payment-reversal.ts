import type { ApprovalRequest } from '@lender/contracts';
import type { ApprovalsContext } from './approval-rows';
import { requestApproval } from './approvals';
import { reversiblePayment } from './payment-reversal';

/**
 * `backOffice.requestPaymentReversal` (issue 36, ADR 110): asks to reverse a wrongly posted payment
 * of the loan (a completed repayment: `not_found`, `invalid_transition` otherwise); another user with
 * `approvals.decide` approves it and {@link approvedPaymentReversal} runs.
 */
export async function requestPaymentReversal(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    params: { id: loanId, paymentId },
    body: { reason },
  }: { actorId: number; params: { id: number; paymentId: number }; body: { reason: string } },
): Promise<ApprovalRequest> {
  const payment = await reversiblePayment(ctx.db, loanId, paymentId);
  return requestApproval(ctx, makerId, {
    kind: 'payment.reversal',
    entity: 'payment',
    entityId: paymentId,
    payload: { loanId, paymentId, amountCentavos: payment.paidAmount ?? payment.amount },
    reason,
  });
}
