import type { ApprovalRequest } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { approval } from './approval';
import { loadPending, recordDecision, settleRequest } from './approval-decisions';
import type { ApprovalsContext } from './approval-rows';

/** The maker withdraws their own pending request (anyone else: `forbidden`). */
export async function cancelApproval(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    params: { id },
    body: input,
  }: { actorId: number; params: { id: number }; body: { version: number } },
): Promise<ApprovalRequest> {
  const pending = await loadPending(ctx.db, id, input.version);
  if (pending.makerId !== makerId) {
    throw new CoreError('forbidden', { message: 'Only the maker may cancel a request.' });
  }
  await ctx.db.transaction(async (tx) => {
    const after = await settleRequest(ctx, tx, id, input.version, { status: 'cancelled' });
    await recordDecision(ctx, tx, makerId, 'approval.cancel', pending, after);
  });
  return approval(ctx, { params: { id } });
}
