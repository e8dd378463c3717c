import type { ApprovalRequest } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import { openAlert, settleAmlAlert } from '../../pld/settle-aml-alert';
import type { ApprovalsContext } from '../approval-rows';
import { type ApprovalExecutor, requestApproval } from '../approvals';

/**
 * `backOffice.decideAmlAlert` (issue 50): the PLD officer asks to report an alert to the authority
 * or to dismiss it, with a written reason (`required` without one); another officer approves the
 * request (`compliance.decide`) and {@link approvedAmlAlertDecision} settles the alert. One pending
 * decision per alert (`conflict`). A relevant operation is never dismissed (`invalid_transition`).
 */
export async function decideAmlAlert(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    params: { id: alertId },
    body: input,
  }: { actorId: number; params: { id: number }; body: { decision: 'report' | 'dismiss'; reason: string } },
): Promise<ApprovalRequest> {
  if (input.reason.trim().length === 0) throw new CoreError('required', { field: ['reason'] });
  await openAlert(ctx, alertId, input.decision === 'report');
  return requestApproval(ctx, makerId, {
    kind: 'compliance.alert',
    entity: 'aml_alert',
    entityId: alertId,
    payload: { report: input.decision === 'report' },
    reason: input.reason,
  });
}

/** The action of an approved `compliance.alert` request: the alert reported or dismissed. */
export const approvedAmlAlertDecision =
  (ctx: Pick<ApprovalsContext, 'db' | 'clock' | 'audit'>): ApprovalExecutor =>
  async (request, checkerId) => {
    const report = (request.payload as { report?: boolean }).report === true;
    await settleAmlAlert(ctx, {
      alertId: Number(request.entityId),
      report,
      reason: request.reason,
      checkerId,
    });
    return { report };
  };
