import type { ApprovalRequest } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { approvalRequests } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { type ApprovalsContext, approvalView, selectApprovals } from './approval-rows';

/** One maker-checker request with its maker, checker and result (`not_found` without it). */
export async function approval(ctx: Pick<ApprovalsContext, 'db'>, id: number): Promise<ApprovalRequest> {
  const [row] = await selectApprovals(ctx.db).where(eq(approvalRequests.id, id));
  if (!row) throw new CoreError('not_found');
  return approvalView(row);
}
