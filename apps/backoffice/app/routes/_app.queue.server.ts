import type { Application, BulkApproveResult, ManualDecisionRequest } from '@lender/contracts';
import { errorMessageKey, formatPesos, type MessageKey, type Translate } from '@lender/i18n';
import { createIdempotencyKey } from '@lender/sdk';
import { data, redirect } from '@remix-run/node';
import { translator } from '../i18n';
import { invalidRowsAt } from '../invalid';
import { typedCentavos } from '../money-form';
import {
  type ActionFailure,
  changedFirst,
  errorWords,
  invalid,
  readReason,
  refused,
} from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
  type SignedInAdmin,
} from '../server/auth.server';
import { pageOf } from '../server/list-query.server';
import { revealContact } from '../server/record-tabs.server';

// The loader and action of the manual-review queue (`_app.queue.tsx`), and how they read a
// decision from the form and word what the API did with it.

/** A page of the queue: each case with its client, amount, reasons, wait and claim; the open case's evidence. */
export async function queueLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'applications.queue');
  const url = new URL(request.url);
  const canDecide = admin.can('applications.decide');
  const openId = Number(url.searchParams.get('open'));
  // Issue 48: the open case's evidence, read beside the page (the panel is the deciders').
  const [result, evidence] = await Promise.all([
    readable(admin.api.backOffice.manualQueue({ query: { page: pageOf(url), perPage: 50 } })),
    canDecide && Number.isSafeInteger(openId) && openId > 0
      ? readable(admin.api.backOffice.manualCaseEvidence({ params: { id: openId } }))
      : null,
  ]);
  if (!result.success) throw failureResponse(result);
  return data(
    {
      items: result.data.map((item) => ({
        id: item.application.id,
        clientId: item.client.id,
        clientName: item.client.fullName || `#${item.client.id}`,
        amount: item.application.principalAmount,
        reasons: item.reasons,
        waitingSince: item.waitingSince,
        claim: item.claim ? { userId: item.claim.userId, name: item.claim.name } : null,
      })),
      me: admin.user.id,
      pagination: result.pagination,
      // Issue 36: a case the API sent broken is marked in its place (and was reported).
      invalidRows: invalidRowsAt(result.invalid),
      canDecide,
      canClaim: admin.can('applications.claim'),
      canContact: admin.can('clients.contact'),
      // What could not be read is said in words; the case can still be decided.
      evidence: evidence?.success
        ? { ok: true as const, evidence: evidence.data }
        : evidence
          ? { ok: false as const, key: errorWords(evidence.code) }
          : null,
    },
    { headers: admin.headers },
  );
}

/** Claims, releases, decides, approves in bulk or reveals a client's contact, by the form's `intent`. */
export async function queueAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const url = new URL(request.url);
  url.searchParams.delete('open');
  const back = `/queue${url.search}`;
  // The open case's client's full phone and CURP: an audited read, for the roles that may.
  if (intent === 'contact') return revealContact(request, admin, Number(form.get('clientId')));
  if (intent === 'claim' || intent === 'take-over') {
    const id = Number(form.get('applicationId'));
    const result = await admin.api.backOffice.claimApplication({
      params: { id },
      body: { takeOver: intent === 'take-over' },
    });
    if (!result.success) {
      if (result.code === 'already_claimed') {
        return changedFirst(intent, 'backoffice:queue.claimedElsewhere');
      }
      return refused(request, admin, intent, result);
    }
    url.searchParams.set('open', String(id));
    return redirect(`/queue?${url.searchParams}`);
  }
  if (intent === 'release') {
    const id = Number(form.get('applicationId'));
    const result = await admin.api.backOffice.releaseApplication({ params: { id } });
    if (!result.success) return refused(request, admin, intent, result);
    return redirect(back);
  }
  if (intent === 'bulk-approve') {
    const ids = form
      .getAll('id')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    if (ids.length === 0)
      return data<ActionFailure>({ intent, key: 'backoffice:queue.bulkNone' }, { status: 400 });
    const reason = readReason(form);
    if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
    const result = await admin.api.backOffice.bulkApprove({ body: { applicationIds: ids, reason } });
    if (!result.success) return refused(request, admin, intent, result);
    // What the API did with each case, in the admin's words (a skipped case says why).
    const notice = bulkApproveNotice(translator(admin.user.language), result.data);
    return redirectWithNotice(admin, back, notice.key, notice.params, notice.tone);
  }
  if (intent !== 'decide') return invalid(intent, {});
  const id = Number(form.get('applicationId'));
  const parsed = parseDecision(form);
  if (!parsed.ok) return invalid(intent, parsed.fields, form);
  const result = await decideApplication(admin, id, parsed.decision);
  if (!result.success) {
    // Someone else decided it, or works on it: say so; the loaders show the queue as it is now.
    if (result.code === 'invalid_transition' || result.code === 'not_found') {
      return changedFirst('conflict', 'backoffice:queue.gone');
    }
    if (result.code === 'already_claimed') {
      return changedFirst('conflict', 'backoffice:queue.claimedElsewhere');
    }
    return refused(request, admin, intent, result);
  }
  const notice = decisionNotice(result.data);
  return redirectWithNotice(admin, back, notice.key, notice.params);
}

/** A decision read from the form, or the fields to fix (nothing is sent then). */
export function parseDecision(
  form: FormData,
): { ok: true; decision: ManualDecisionRequest } | { ok: false; fields: Record<string, MessageKey> } {
  const fields: Record<string, MessageKey> = {};
  const reason = readReason(form);
  if (!reason) fields.reason = 'backoffice:client.reasonRequired';
  const kind = String(form.get('decision') ?? '');
  if (kind === 'approve_decrease') {
    const typed = typedCentavos(String(form.get('amount') ?? ''), 'backoffice:queue.amountRequired');
    if ('error' in typed) fields.amount = typed.error;
    if ('error' in typed || !reason) return { ok: false, fields };
    return {
      ok: true,
      decision: {
        decision: 'approve_decrease',
        amount: { amount: typed.centavos / 100, currency: 'MXN' },
        reason,
      },
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
