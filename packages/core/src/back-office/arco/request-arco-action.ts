import type { ApprovalRequest, RequestArcoAction } from '@lender/contracts';
import { arcoRowOf } from '../../arco/arco-model';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import { requestApproval } from '../approvals';

/**
 * `backOffice.requestArcoAction` (issue 51): an officer asks to act on a granted ARCO request (409
 * `invalid_transition` unless it is answered and granted) — send the access archive, apply the
 * corrections, block the data, record the opposition. Another officer approves the request
 * (`reviewArcoAction`, `privacy.decide`) and `arco-act.ts` acts. One pending request per ARCO
 * request (`conflict`).
 */
export async function requestArcoAction(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    params: { id },
    body: input,
  }: { actorId: number; params: { id: number }; body: RequestArcoAction },
): Promise<ApprovalRequest> {
  const row = await arcoRowOf(ctx.db, id);
  if (row.status !== 'answered')
    throw new CoreError('invalid_transition', { params: { from: row.status, to: 'completed' } });
  return requestApproval(ctx, makerId, {
    kind: 'privacy.arco_act',
    entity: 'arco_request',
    entityId: id,
    payload: {
      folio: row.folio,
      right: row.right as 'access',
      purpose: (row.purpose as 'marketing' | null) ?? undefined,
    },
    reason: input.reason,
  });
}
