import type { ChallengerComparison, CreditPolicy } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { data } from '@remix-run/node';
import { invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';

// The champion and challenger page (issue 67 point 3, ADR 332): the challengers that ran, and the
// chosen one's arms compared (the one asked for, else the running one, else the newest). An editor
// (`settings.edit`) also asks to start a draft as challenger or to end the running one; another
// admin approves either request (kind `policy.challenger`), so the page shows it waiting.

const PAGE = '/credit-policy/challengers';
const C = 'backoffice:creditMonitoring.challengers' as const;
/** The page's bounds of a split's share, in whole percent (the API takes any share under 100 %). */
export const SHARE_PERCENT = { min: 1, max: 50 } as const;

export async function challengersLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'settings.read');
  const canEdit = admin.can('settings.edit');
  const [list, policies, pending] = await Promise.all([
    readable(admin.api.backOffice.policyChallengers()),
    canEdit ? readable(admin.api.backOffice.creditPolicies()) : undefined,
    canEdit && admin.can('approvals.read')
      ? admin.api.backOffice.approvals({
          query: { status: 'pending', kind: 'policy.challenger', page: 1, perPage: 50 },
        })
      : undefined,
  ]);
  if (!list.success) throw failureResponse(list);
  if (policies && !policies.success) throw failureResponse(policies);
  const asked = Number(new URL(request.url).searchParams.get('id'));
  const chosen =
    list.data.find((challenger) => challenger.id === asked) ??
    list.data.find((challenger) => challenger.status === 'running') ??
    [...list.data].sort((a, b) => b.id - a.id)[0];
  let comparison: ChallengerComparison | null = null;
  if (chosen) {
    const result = await readable(admin.api.backOffice.challengerComparison({ params: { id: chosen.id } }));
    if (!result.success) throw failureResponse(result);
    comparison = result.data;
  }
  const start = pending?.success ? pending.data.find((request) => request.entity.id === 'start') : undefined;
  return data(
    {
      challengers: list.data.map((challenger) => ({
        id: challenger.id,
        policyVersion: challenger.policyVersion,
        mode: challenger.mode,
        sharePercent: challenger.sharePercent,
        status: challenger.status,
        startedAt: challenger.startedAt,
        endedAt: challenger.endedAt,
        pendingEnd: challenger.pendingEnd,
      })),
      chosenId: chosen?.id ?? null,
      comparison,
      canEdit,
      /** The drafts an editor may run as challenger (the version in force never is one). */
      drafts: (policies?.success ? policies.data : [])
        .filter((policy: CreditPolicy) => policy.status === 'draft')
        .map((policy) => ({ version: policy.version, revision: policy.revision })),
      pendingStart: start
        ? { id: start.id, policyVersion: Number(start.payload.policyVersion) || null }
        : null,
    },
    { headers: admin.headers },
  );
}

const positive = (text: FormDataEntryValue | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** A whole percent within the page's bounds (`20`, not `20.5` nor `0` nor `51`), else undefined. */
export function readShare(text: FormDataEntryValue | null): number | undefined {
  const typed = String(text ?? '').trim();
  if (!/^\d{1,3}$/.test(typed)) return undefined;
  const value = Number(typed);
  return value >= SHARE_PERCENT.min && value <= SHARE_PERCENT.max ? value : undefined;
}

/** The API's field of a start refusal as the form names it. */
const fieldOf = (field: string) => (field === 'policyVersion' || field === 'revision' ? 'version' : field);

/** `start` (ask to run a draft as challenger) and `end` (ask to end one): an editor's requests. */
export async function challengersAction(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'settings.edit');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const { backOffice } = admin.api;
  const reason = readReason(form);
  if (intent === 'start') {
    const fields: Record<string, MessageKey> = {};
    // `version` carries the draft and the revision read: `2:5`.
    const [versionText, revisionText] = String(form.get('version') ?? '').split(':');
    const policyVersion = positive(versionText ?? null);
    const revision = positive(revisionText ?? null);
    if (!policyVersion || !revision) fields.version = `${C}.form.noVersion`;
    const mode = String(form.get('mode') ?? '');
    if (mode !== 'shadow' && mode !== 'split') fields.mode = `${C}.form.noMode`;
    const sharePercent = mode === 'split' ? readShare(form.get('sharePercent')) : undefined;
    if (mode === 'split' && sharePercent === undefined) fields.sharePercent = `${C}.form.shareRange`;
    if (!reason) fields.reason = `${C}.form.reasonLength`;
    if (Object.keys(fields).length > 0 || !policyVersion || !revision || !reason) {
      return invalid(intent, fields, form);
    }
    const result = await backOffice.requestChallengerStart({
      body: {
        policyVersion,
        revision,
        mode: mode as 'shadow' | 'split',
        ...(sharePercent !== undefined && { sharePercent }),
        reason,
      },
    });
    if (!result.success) return refused(request, admin, intent, result, { form, fieldOf });
    return redirectWithNotice(admin, PAGE, `${C}.form.startAsked`, {
      version: policyVersion,
      id: result.data.id,
    });
  }
  if (intent === 'end') {
    const id = positive(form.get('challengerId'));
    if (!id) return invalid(intent, {});
    if (!reason) return invalid(intent, { reason: `${C}.form.reasonLength` }, form);
    const result = await backOffice.requestChallengerEnd({ params: { id }, body: { reason } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, `${PAGE}?id=${id}`, `${C}.form.endAsked`, { id: result.data.id });
  }
  return invalid(intent, {});
}
