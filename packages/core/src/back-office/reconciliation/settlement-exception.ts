import type { ApprovalRequest, ReconciliationAction } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import { requestApproval } from '../approvals';
import { ACTIONS_OF_OUTCOME, openLine, paymentOf, unpaidReferenceOf } from './settlement-exceptions';

/**
 * `backOffice.settlementException` (issue 39, ADR 142): finance asks to post, reverse, correct or set
 * aside an exception line, as its outcome allows (`invalid_transition` otherwise); another user with
 * `approvals.decide` approves it and {@link approvedSettlementException} works the line.
 */
export async function settlementException(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    params: { lineId },
    body: input,
  }: {
    actorId: number;
    params: { lineId: number };
    body: { action: ReconciliationAction; loanId?: number | undefined; reason: string };
  },
): Promise<ApprovalRequest> {
  const line = await openLine(ctx.db, lineId);
  const allowed = ACTIONS_OF_OUTCOME[line.outcome ?? ''] ?? [];
  if (!allowed.includes(input.action)) {
    throw new CoreError('invalid_transition', {
      params: { from: line.outcome ?? 'unmatched', to: input.action },
    });
  }
  const payment = await paymentOf(ctx.db, line.paymentId);
  const reference = input.action === 'post_payment' ? await unpaidReferenceOf(ctx.db, line) : undefined;
  if (input.action === 'post_payment' && payment?.status !== 'pending' && !reference && !input.loanId) {
    throw new CoreError('validation_failed', { field: ['loanId'] });
  }
  if ((input.action === 'reverse_duplicate' || input.action === 'correct_amount') && !payment) {
    throw new CoreError('not_found');
  }
  return requestApproval(ctx, makerId, {
    kind: 'reconciliation.exception',
    entity: 'settlement_line',
    entityId: line.id,
    payload: {
      lineId: line.id,
      action: input.action,
      amountCentavos: line.amount,
      ...(payment && { paymentId: payment.id, loanId: payment.loanId }),
      ...(reference && { referenceId: reference.id, loanId: reference.loanId }),
      ...(input.loanId !== undefined && { loanId: input.loanId }),
    },
    reason: input.reason,
  });
}
