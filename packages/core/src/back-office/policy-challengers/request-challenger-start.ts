import type { ApprovalRequest, ChallengerStartRequest } from '@lender/contracts';
import { publishedPolicy } from '../../decision/published-policy';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import { requestApproval } from '../approvals';
import { authorize } from '../authorize';
import { draftAt } from '../credit-policy/policy-rows';

/**
 * `backOffice.requestChallengerStart` (ADR 332): an admin asks to run a draft policy, at the
 * revision read, as the challenger of the version in force: in `shadow` (it decides nothing) or
 * on `sharePercent` of new applications (`split`). It files a `policy.challenger` request (one
 * pending start at a time, else `conflict`); another admin's approval starts it.
 */
export async function requestChallengerStart(
  ctx: ApprovalsContext,
  { actorId: makerId, body }: { actorId: number; body: ChallengerStartRequest },
): Promise<ApprovalRequest> {
  await authorize(ctx, makerId, 'settings.edit');
  const reason = body.reason.trim();
  if (reason.length === 0) throw new CoreError('required', { field: ['reason'] });
  const shareBps = body.sharePercent === undefined ? null : Math.round(body.sharePercent * 100);
  if (body.mode === 'split' && (shareBps === null || shareBps < 1 || shareBps > 9_999)) {
    throw new CoreError('invalid_value', {
      field: ['sharePercent'],
      message: 'A split names the challenger’s share: more than 0 % and less than 100 %.',
    });
  }
  if (body.mode === 'shadow' && shareBps !== null) {
    throw new CoreError('invalid_value', {
      field: ['sharePercent'],
      message: 'A shadow challenger decides nothing: it has no share.',
    });
  }
  const draft = await draftAt(ctx.db, body.policyVersion, body.revision);
  const champion = await publishedPolicy(ctx.db);
  if (champion.version === draft.version) throw new CoreError('invalid_transition');
  return requestApproval(ctx, makerId, {
    kind: 'policy.challenger',
    entity: 'policy_challenger',
    entityId: 'start',
    payload: {
      policyVersion: draft.version,
      revision: draft.revision,
      policySha256: draft.sha256,
      championVersion: champion.version,
      shadow: body.mode === 'shadow',
      ...(shareBps !== null && { sharePercent: shareBps / 100 }),
    },
    reason,
  });
}
