import type { ApprovalRequest } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { approvalRequests } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { approve } from '../approve';
import { reject } from '../reject';

/** The compliance requests a second officer reviews here. */
const REVIEWED_KINDS: readonly string[] = ['compliance.alert', 'compliance.match', 'compliance.settings'];

/**
 * `backOffice.reviewAmlDecision` (issues 50, 63): the checker of an officer's decision on an alert
 * (kind `compliance.alert`), of a blocked-persons list match's clearance (`compliance.match`) or of
 * a change of the thresholds (`compliance.settings`, ADR 317; any other request is `not_found` here)
 * approves it, and the alert is reported or dismissed, the match cleared and the suspension lifted,
 * or the thresholds changed, or rejects it, and the alert, match or thresholds stay as they were.
 * The maker cannot (`maker_cannot_approve`); the checker needs `compliance.decide`. The approvals' own endpoints need `approvals.decide`, a money
 * permission the PLD officer does not hold.
 */
export async function reviewAmlDecision(
  ctx: Parameters<typeof approve>[0],
  {
    actorId: checkerId,
    params: { id: approvalId },
    body: input,
  }: {
    actorId: number;
    params: { id: number };
    body: { approve: boolean; version: number; reason?: string | undefined };
  },
): Promise<ApprovalRequest> {
  const [request] = await ctx.db
    .select({ kind: approvalRequests.kind })
    .from(approvalRequests)
    .where(eq(approvalRequests.id, approvalId));
  if (!request || !REVIEWED_KINDS.includes(request.kind)) throw new CoreError('not_found');
  const decision = { version: input.version, reason: input.reason };
  return input.approve
    ? approve(ctx, { actorId: checkerId, params: { id: approvalId }, body: decision })
    : reject(ctx, { actorId: checkerId, params: { id: approvalId }, body: decision });
}
