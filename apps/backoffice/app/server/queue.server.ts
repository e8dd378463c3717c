import type { ManualDecisionRequest } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
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
