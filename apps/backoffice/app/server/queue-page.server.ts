import { data, redirect } from '@remix-run/node';
import { translator } from '../i18n';
import { invalidRowsAt } from '../invalid';
import { type ActionFailure, errorWords, invalid, readReason, refused } from './actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from './auth.server';
import { revealContact } from './contact.server';
import { pageOf } from './list-query.server';
import { bulkApproveNotice, decideApplication, decisionNotice, parseDecision } from './queue.server';

// The loader and action of the manual-review queue (`routes/_app.queue.tsx`).

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
        return data<ActionFailure>(
          { intent, key: 'backoffice:queue.claimedElsewhere', conflict: true },
          { status: 409 },
        );
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
      return data<ActionFailure>(
        { intent: 'conflict', key: 'backoffice:queue.gone', conflict: true },
        { status: 409 },
      );
    }
    if (result.code === 'already_claimed') {
      return data<ActionFailure>(
        { intent: 'conflict', key: 'backoffice:queue.claimedElsewhere', conflict: true },
        { status: 409 },
      );
    }
    return refused(request, admin, intent, result);
  }
  const notice = decisionNotice(result.data);
  return redirectWithNotice(admin, back, notice.key, notice.params);
}
