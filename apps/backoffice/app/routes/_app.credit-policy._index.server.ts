import { type CreditPolicy, fieldNameFromPropertyPath } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { data } from '@remix-run/node';
import { parseCutOffs } from '../components/policy-words';
import {
  formFieldOf,
  isShapeRefusal,
  parseScorecardEdit,
  scorecardFieldWords,
} from '../components/scorecard-form';
import { invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';

// The credit policy editor (issue 67, ADR 330): every version, the one chosen with its rules and
// cut-offs, and what the signed-in admin may do with it — create a draft, save its cut-offs (and its
// scorecard's cut-off, bands, probabilities and points), ask for its publication, or approve another
// admin's request. An agent reaches none of it.

const PAGE = '/credit-policy';

/** The version to show: the one asked for, else the newest draft, else the one in force. */
export function chosenVersion(policies: readonly CreditPolicy[], asked: number | undefined) {
  return (
    policies.find((policy) => policy.version === asked) ??
    policies.find((policy) => policy.status === 'draft') ??
    policies.find((policy) => policy.status === 'published')
  );
}

export async function creditPolicyLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'settings.read');
  const asked = Number(new URL(request.url).searchParams.get('version'));
  const list = await readable(admin.api.backOffice.creditPolicies());
  if (!list.success) throw failureResponse(list);
  const chosen = chosenVersion(list.data, Number.isInteger(asked) && asked > 0 ? asked : undefined);
  const inForce = list.data.find((policy) => policy.status === 'published');
  return data(
    {
      policies: list.data,
      chosen: chosen ?? null,
      inForce: inForce ?? null,
      userId: admin.user.id,
      canEdit: admin.can('settings.edit'),
      canApprove: admin.can('settings.approve') && admin.can('approvals.decide'),
    },
    { headers: admin.headers },
  );
}

const positive = (text: FormDataEntryValue | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** `create`, `save`, `ask` (an editor) and `approve` (another admin): back to the version, or why not. */
export async function creditPolicyAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const version = positive(form.get('version'));
  const { backOffice } = admin.api;
  if (intent === 'approve') {
    requirePermission(admin, 'settings.approve');
    const id = positive(form.get('approvalId'));
    const approvalVersion = Number(form.get('approvalVersion'));
    if (!id || !version || !Number.isInteger(approvalVersion)) return invalid(intent, {});
    const result = await backOffice.approve({ params: { id }, body: { version: approvalVersion } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, `${PAGE}?version=${version}`, 'backoffice:creditPolicy.approved', {
      version,
    });
  }
  requirePermission(admin, 'settings.edit');
  if (intent === 'create') {
    const basedOn = positive(form.get('basedOn'));
    if (!basedOn) return invalid(intent, {});
    const result = await backOffice.createPolicyDraft({ body: { basedOn } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(
      admin,
      `${PAGE}?version=${result.data.version}`,
      'backoffice:creditPolicy.created',
      {
        version: result.data.version,
      },
    );
  }
  const revision = positive(form.get('revision'));
  if (!version || !revision) return invalid(intent, {});
  if (intent === 'save') {
    const parsed = parseCutOffs(form);
    const scored = parseScorecardEdit(form);
    if (!parsed.ok || !scored.ok)
      return invalid(intent, { ...(!parsed.ok && parsed.fields), ...(!scored.ok && scored.fields) }, form);
    const result = await backOffice.updatePolicyDraft({
      params: { version },
      body: { revision, cutOffs: parsed.cutOffs, ...(scored.scorecard && { scorecard: scored.scorecard }) },
    });
    if (!result.success) {
      const apiFields = (result.violations ?? []).map((v) => fieldNameFromPropertyPath(v.propertyPath));
      // The draft's scorecard is not the one the form was written from: read the page again.
      if (isShapeRefusal(apiFields))
        return refused(request, admin, intent, { ...result, status: 409 }, { form });
      return refused(request, admin, intent, result, {
        form,
        fieldOf: (field) => formFieldOf(form, field),
        fieldWords: scorecardFieldWords,
      });
    }
    return redirectWithNotice(admin, `${PAGE}?version=${version}`, 'backoffice:creditPolicy.saved', {
      version,
    });
  }
  if (intent === 'ask') {
    const reason = readReason(form);
    if (!reason)
      return invalid(intent, { reason: 'backoffice:creditPolicy.reasonLength' as MessageKey }, form);
    const result = await backOffice.requestPolicyPublication({
      params: { version },
      body: { revision, reason },
    });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, `${PAGE}?version=${version}`, 'backoffice:creditPolicy.asked', {
      version,
      id: result.data.id,
    });
  }
  return invalid(intent, {});
}
