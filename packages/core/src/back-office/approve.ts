import type { ApprovalRequest } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { approval } from './approval';
import { assertMayDecide, loadPending, recordDecision, settleRequest } from './approval-decisions';
import { type ApprovalExecutorsContext, approvalExecutors } from './approval-executors';
import type { ApprovalsContext } from './approval-rows';

/**
 * Another admin approves a pending request at the version read (the maker: `maker_cannot_approve`):
 * its action runs (`approvalExecutors`, `approval-executors.ts`; ADR 056), then the request is `approved` with what the
 * action did, audited.
 */
export async function approve(
  ctx: ApprovalsContext & ApprovalExecutorsContext,
  {
    actorId: checkerId,
    params: { id },
    body: input,
  }: { actorId: number; params: { id: number }; body: { version: number; reason?: string | undefined } },
): Promise<ApprovalRequest> {
  const pending = await loadPending(ctx.db, id, input.version);
  if (pending.makerId === checkerId) throw new CoreError('maker_cannot_approve');
  await assertMayDecide(ctx.db, checkerId, pending);
  const result = await approvalExecutors(ctx)[pending.kind](pending, checkerId);
  await ctx.db.transaction(async (tx) => {
    const after = await settleRequest(ctx, tx, id, input.version, {
      status: 'approved',
      checkerId,
      decisionReason: input.reason ?? null,
      result,
    });
    await recordDecision(ctx, tx, checkerId, 'approval.approve', pending, after, input.reason);
  });
  return approval(ctx, { params: { id } });
}
