import type { ApprovalRequest } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { approval } from './approval';
import { assertMayDecide, loadPending, recordDecision, settleRequest } from './approval-decisions';
import type { ApprovalsContext } from './approval-rows';

/** Another admin rejects a pending request (the maker: `maker_cannot_approve`; they cancel instead). */
export async function reject(
  ctx: ApprovalsContext,
  {
    actorId: checkerId,
    params: { id },
    body: input,
  }: { actorId: number; params: { id: number }; body: { version: number; reason?: string | undefined } },
): Promise<ApprovalRequest> {
  const pending = await loadPending(ctx.db, id, input.version);
  if (pending.makerId === checkerId) throw new CoreError('maker_cannot_approve');
  await assertMayDecide(ctx.db, checkerId, pending);
  await ctx.db.transaction(async (tx) => {
    const after = await settleRequest(ctx, tx, id, input.version, {
      status: 'rejected',
      checkerId,
      decisionReason: input.reason ?? null,
    });
    await recordDecision(ctx, tx, checkerId, 'approval.reject', pending, after, input.reason);
  });
  return approval(ctx, { params: { id } });
}
