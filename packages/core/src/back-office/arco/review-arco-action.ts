import type { ApprovalRequest, ReviewArcoAction } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { approvalRequests } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { approve } from '../approve';
import { reject } from '../reject';

/**
 * `backOffice.reviewArcoAction` (issue 51): the checker of an officer's request to act on an ARCO
 * request (kind `privacy.arco_act` only; any other request is `not_found` here) approves it, and
 * the request is acted on and completed, or rejects it, and it stays granted and waiting. The maker
 * cannot (`maker_cannot_approve`); the checker needs `privacy.decide` (the approvals' own endpoints
 * need `approvals.decide`, a money permission the privacy officer does not hold).
 */
export async function reviewArcoAction(
  ctx: Parameters<typeof approve>[0],
  {
    actorId: checkerId,
    params: { id: approvalId },
    body: input,
  }: { actorId: number; params: { id: number }; body: ReviewArcoAction },
): Promise<ApprovalRequest> {
  const [request] = await ctx.db
    .select({ kind: approvalRequests.kind })
    .from(approvalRequests)
    .where(eq(approvalRequests.id, approvalId));
  if (request?.kind !== 'privacy.arco_act') throw new CoreError('not_found');
  const decision = { version: input.version, reason: input.reason };
  return input.approve
    ? approve(ctx, { actorId: checkerId, params: { id: approvalId }, body: decision })
    : reject(ctx, { actorId: checkerId, params: { id: approvalId }, body: decision });
}
