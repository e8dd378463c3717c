import type { ApprovalRequest } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import { requestApproval } from '../approvals';
import { authorize } from '../authorize';
import { challengerRow } from './challenger-rows';

/**
 * `backOffice.requestChallengerEnd` (ADR 332): an admin asks to end the running challenger; it
 * keeps running (its decisions logged) until another admin approves the `policy.challenger`
 * request. An ended one is `invalid_transition`.
 */
export async function requestChallengerEnd(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    params: { id },
    body,
  }: { actorId: number; params: { id: number }; body: { reason: string } },
): Promise<ApprovalRequest> {
  await authorize(ctx, makerId, 'settings.edit');
  const reason = body.reason.trim();
  if (reason.length === 0) throw new CoreError('required', { field: ['reason'] });
  const row = await challengerRow(ctx.db, id);
  if (row.status !== 'running') {
    throw new CoreError('invalid_transition', { params: { from: row.status, to: 'ended' } });
  }
  return requestApproval(ctx, makerId, {
    kind: 'policy.challenger',
    entity: 'policy_challenger',
    entityId: id,
    payload: { challengerId: id, policyVersion: row.policyVersion },
    reason,
  });
}
