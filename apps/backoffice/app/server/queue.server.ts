import type { Application, BulkApproveResult, ManualDecisionRequest } from '@lender/contracts';
import { errorMessageKey, formatPesos, type MessageKey, type Translate } from '@lender/i18n';
import { createIdempotencyKey } from '@lender/sdk';
import { readReason } from './actions.server';
import type { SignedInAdmin } from './auth.server';

/** A decision read from the form, or the fields to fix (nothing is sent then). */
export function parseDecision(
  form: FormData,
): { ok: true; decision: ManualDecisionRequest } | { ok: false; fields: Record<string, MessageKey> } {
  const fields: Record<string, MessageKey> = {};
  const reason = readReason(form);
  if (!reason) fields.reason = 'backoffice:client.reasonRequired';
  const kind = String(form.get('decision') ?? '');
  if (kind === 'approve_decrease') {
    const amount = Number(String(form.get('amount') ?? '').replace(',', '.'));
    if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) {
      fields.amount = 'backoffice:queue.amountRequired';
    }
    if (Object.keys(fields).length > 0 || !reason) return { ok: false, fields };
    return {
      ok: true,
      decision: { decision: 'approve_decrease', amount: { amount, currency: 'MXN' }, reason },
    };
  }
  if (kind !== 'approve' && kind !== 'reject') fields.decision = 'backoffice:queue.decisionRequired';
  if (Object.keys(fields).length > 0 || !reason || (kind !== 'approve' && kind !== 'reject'))
    return { ok: false, fields };
  return { ok: true, decision: { decision: kind, reason } };
}

/** Decides one manual case (an idempotent money call: one key per submit). */
export function decideApplication(admin: SignedInAdmin, id: number, decision: ManualDecisionRequest) {
  return admin.api.backOffice.decideApplication({
    params: { id },
    body: decision,
    idempotencyKey: createIdempotencyKey(),
  });
}

/** What a flash notice says: its words and their parameters (`redirectWithNotice`). */
export interface Notice {
  key: MessageKey;
  params: Record<string, string | number>;
  tone?: 'warning';
}

/**
 * What the API did with a decided case, from its answer (issue 36): approved at what amount, a
 * lower amount offered to the client, or rejected; any other status in its words.
 */
export function decisionNotice(application: Application): Notice {
  const params = { id: application.id, amount: formatPesos(application.principalAmount.amount) };
  switch (application.status) {
    case 3:
      return { key: 'backoffice:queue.approvedAs', params };
    case 17:
      return { key: 'backoffice:queue.decreasedAs', params };
    case 6:
      return { key: 'backoffice:queue.rejectedAs', params };
    default:
      return {
        key: 'backoffice:queue.decidedAs',
        params: { ...params, status: `backoffice:status.application.${application.status}` },
      };
  }
}

/**
 * What a bulk approval did, case by case (issue 36): how many were approved, and each case the API
 * skipped with why, in the admin's words; partly done is a warning.
 */
export function bulkApproveNotice(t: Translate, result: BulkApproveResult): Notice {
  const approved = result.filter((item) => item.approved);
  const skipped = result.filter((item) => !item.approved);
  const amount = approved.reduce(
    (sum, item) => sum + Math.round((item.application?.principalAmount.amount ?? 0) * 100),
    0,
  );
  if (skipped.length === 0) {
    return {
      key: 'backoffice:queue.bulkDoneAs',
      params: { count: approved.length, amount: formatPesos(amount / 100) },
    };
  }
  const why = skipped
    .map((item) =>
      t('backoffice:queue.bulkSkipped', {
        id: item.applicationId,
        // An amount outside the product's limits can still be decided alone, at a lower amount.
        why: t(
          item.code === 'validation_failed'
            ? 'backoffice:queue.bulkOutOfLimits'
            : errorMessageKey(item.code ?? 'unknown', 'admin'),
        ).replace(/\.$/, ''),
      }),
    )
    .join('; ');
  return {
    key: 'backoffice:queue.bulkPartialAs',
    params: { approved: approved.length, skipped: skipped.length, why },
    tone: 'warning',
  };
}
