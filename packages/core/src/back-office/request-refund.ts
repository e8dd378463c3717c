import type { ApprovalRequest } from '@lender/contracts';
import type { Database } from '@lender/db';
import { CoreError } from '../errors/core-error';
import { balanceOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import type { ApprovalsContext } from './approval-rows';
import { requestApproval } from './approvals';
import { loanRowOf } from './loan';

/** What the borrower is owed back: the overpayment suspense balance (a credit, stored negative). */
async function refundable(db: Database, loanId: number): Promise<number> {
  return Math.max(0, -balanceOf(await loanBalances(db, loanId), 'overpayment_suspense'));
}

/**
 * `backOffice.requestRefund` (issue 16): asks to pay back `amount` centavos of the overpayment held
 * in suspense (`nothing_to_refund`, `too_big` past it); a second admin approves it and the refund is
 * booked and paid out (`refund-payouts.ts`).
 */
export async function requestRefund(
  ctx: ApprovalsContext,
  makerId: number,
  loanId: number,
  amount: number,
  reason: string,
): Promise<ApprovalRequest> {
  await loanRowOf(ctx.db, loanId);
  const owed = await refundable(ctx.db, loanId);
  if (owed === 0) throw new CoreError('nothing_to_refund');
  if (amount > owed) {
    throw new CoreError('too_big', {
      field: ['amountCentavos'],
      message: `At most ${owed} centavos can be refunded.`,
    });
  }
  return requestApproval(ctx, makerId, {
    kind: 'payment.refund',
    entity: 'loan',
    entityId: loanId,
    payload: { loanId, amountCentavos: amount },
    reason,
  });
}
