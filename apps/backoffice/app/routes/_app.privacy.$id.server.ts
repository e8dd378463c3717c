import { ARCO_DENIAL_REASONS, ARCO_OUTCOMES } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { data } from '@remix-run/node';
import { type ActionFailure, changedFirst, invalid, readReason, refused } from '../server/actions.server';
import { redirectWithNotice } from '../server/auth.server';
import { caseLoader, oneOf } from '../server/case-register.server';
import { readRecordAction } from '../server/record-tabs.server';

// The loader and action of an ARCO request (`_app.privacy.$id.tsx`, issue 51): its facts and
// clocks, the identity check of one received by e-mail or letter, the answer (once), and the act:
// one officer asks for it, another approves or rejects it (maker-checker).

/** The request, whether the role may work it or approve its act, and who is signed in. */
export function privacyCaseLoader(request: Request, params: { id?: string }) {
  return caseLoader(request, params, {
    permission: 'privacy.read',
    fetch: (admin, id) => admin.api.backOffice.arcoRequest({ params: { id } }),
    extra: (admin) => ({
      canWork: admin.can('privacy.work'),
      canDecide: admin.can('privacy.decide'),
      userId: admin.user.id,
    }),
  });
}

/** A refusal of the API in the officer's words, its codes of this screen first. */
function words(intent: string, code: string | undefined, params?: Record<string, string | number>) {
  const known: Partial<Record<string, MessageKey>> = {
    identity_not_verified: 'backoffice:privacy.answer.needsIdentity',
    // The errors' words speak to the borrower ("Tienes…"); the officer reads about the titular.
    personal_data_in_use: 'backoffice:privacy.act.dataInUse',
    service_unavailable: 'errors:code.service_unavailable',
    not_unique: 'errors:code.not_unique',
  };
  const key = code ? known[code] : undefined;
  return key ? data<ActionFailure>({ intent, key, ...(params && { params }) }, { status: 409 }) : null;
}

/** Records the identity check, answers, asks to act, or approves or rejects the act asked. */
export async function privacyCaseAction(request: Request, params: { id?: string }) {
  const { admin, id, form, intent, back } = await readRecordAction(request, params);
  const value = (name: string) => String(form.get(name) ?? '').trim();
  if (intent === 'identity') {
    if (value('note').length < 3) return invalid(intent, { note: 'errors:code.required' }, form);
    const result = await admin.api.backOffice.verifyArcoIdentity({
      params: { id },
      body: { note: value('note') },
    });
    if (result.success) return redirectWithNotice(admin, back, 'backoffice:privacy.done.identity');
    return refused(request, admin, intent, result, { form });
  }
  if (intent === 'answer') {
    const outcome = oneOf(ARCO_OUTCOMES, value('outcome'));
    const denialReason = oneOf(ARCO_DENIAL_REASONS, value('denialReason'));
    const fields: Record<string, MessageKey> = {};
    if (!outcome) fields.outcome = 'errors:code.required';
    if (outcome === 'denied' && !denialReason) fields.denialReason = 'errors:code.required';
    if (value('text').length < 10)
      fields.text = value('text') ? 'errors:code.too_short' : 'errors:code.required';
    if (Object.keys(fields).length > 0) return invalid(intent, fields, form);
    const result = await admin.api.backOffice.answerArcoRequest({
      params: { id },
      body: {
        outcome: outcome as (typeof ARCO_OUTCOMES)[number],
        text: value('text'),
        ...(outcome === 'denied' && denialReason ? { denialReason } : {}),
      },
    });
    if (result.success) return redirectWithNotice(admin, back, 'backoffice:privacy.done.answer');
    return words(intent, result.code) ?? refused(request, admin, intent, result, { form });
  }
  if (intent === 'action') {
    const reason = readReason(form);
    if (!reason) return invalid(intent, { reason: 'errors:code.too_short' }, form);
    const result = await admin.api.backOffice.requestArcoAction({ params: { id }, body: { reason } });
    if (result.success) return redirectWithNotice(admin, back, 'backoffice:privacy.done.action');
    if (result.code === 'conflict') return changedFirst(intent, 'backoffice:privacy.act.alreadyAsked');
    return refused(request, admin, intent, result, { form });
  }
  if (intent === 'approve' || intent === 'reject') {
    const approvalId = Number(value('approvalId'));
    const version = Number(value('version'));
    if (!Number.isSafeInteger(approvalId) || !Number.isSafeInteger(version)) return invalid(intent, {});
    const result = await admin.api.backOffice.reviewArcoAction({
      params: { id: approvalId },
      body: {
        approve: intent === 'approve',
        version,
        ...(value('reason') ? { reason: value('reason') } : {}),
      },
    });
    if (result.success) {
      return redirectWithNotice(
        admin,
        back,
        intent === 'approve' ? 'backoffice:privacy.done.approved' : 'backoffice:privacy.done.rejected',
      );
    }
    return (
      words(intent, result.code, result.params ? { ...result.params } : undefined) ??
      refused(request, admin, intent, result)
    );
  }
  return invalid(intent, {});
}
