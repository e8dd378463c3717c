import { LOAN_STATUS } from '@lender/calculator/platform';
import type { ApprovalRequest } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import type { LoanAccountContext } from '../ledger/loan-account';
import { OPEN_LOAN_STATUSES } from '../loans/loan-model';
import { writeOffLoan } from '../loans/write-off-loan';
import type { ApprovalsContext } from './approval-rows';
import { type ApprovalExecutor, requestApproval } from './approvals';
import { loanRowOf } from './loan';

/**
 * `backOffice.requestWriteOff` (issue 16, ADR 056): asks for a write-off of an open loan (409
 * `invalid_transition` otherwise); a second admin approves it and {@link approvedWriteOff} runs.
 */
export async function requestWriteOff(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    params: { id: loanId },
    body: { reason },
  }: { actorId: number; params: { id: number }; body: { reason: string } },
): Promise<ApprovalRequest> {
  const loan = await loanRowOf(ctx.db, loanId);
  if (!(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status)) {
    throw new CoreError('invalid_transition', {
      params: { from: loan.status, to: LOAN_STATUS.writeOff },
    });
  }
  return requestApproval(ctx, makerId, {
    kind: 'loan.write_off',
    entity: 'loan',
    entityId: loanId,
    payload: { loanId },
    reason,
  });
}

/**
 * The action of an approved `loan.write_off` request: the loan account moves every receivable to
 * expense and closes the loan as written off (409 when it is no longer open), audited `loan.write_off`.
 */
export const approvedWriteOff =
  (ctx: Pick<ApprovalsContext, 'db'> & { readonly loanAccount: LoanAccountContext }): ApprovalExecutor =>
  async (request, checkerId) => {
    const actor = { type: 'user' as const, id: checkerId };
    const { writtenOff } = await writeOffLoan(ctx, {
      loanId: Number(request.entityId),
      actor,
      reason: request.reason,
    });
    return { writtenOffCentavos: writtenOff };
  };
