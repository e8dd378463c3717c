import type { ApprovalRequest } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { approvalRequests } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { hiddenApprovalKinds } from './approval-need-to-know';
import { type ApprovalsContext, approvalView, selectApprovals } from './approval-rows';
import { authorize } from './authorize';

/**
 * One maker-checker request with its maker, checker and result (`not_found` without it). Asked
 * for a caller (`callerId`, the endpoint), a kind their role has no need to know is `not_found` too.
 */
export async function approval(
  ctx: Pick<ApprovalsContext, 'db'>,
  { actorId: callerId, params: { id } }: { actorId?: number; params: { id: number } },
): Promise<ApprovalRequest> {
  const [row] = await selectApprovals(ctx.db).where(eq(approvalRequests.id, id));
  if (!row) throw new CoreError('not_found');
  if (callerId !== undefined) {
    const role = await authorize(ctx, callerId, 'approvals.read');
    if (hiddenApprovalKinds(role).includes(row.request.kind)) throw new CoreError('not_found');
  }
  return approvalView(row);
}
