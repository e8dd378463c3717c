import type { AmlSettingChange, AmlSettingsView } from '@lender/contracts';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { approvalRequests } from '@lender/db/schema';
import { AML_SETTINGS_KEY, DEFAULT_AML_SETTINGS, amlSettings as inForce } from '../../pld/aml-settings';
import { type ApprovalRow, type ApprovalsContext, selectApprovals } from '../approval-rows';
import { settingRow } from '../settings/settings-version';

/** What a request changed: what its approval applied, else what it asked. */
function changesOf(request: ApprovalRow): AmlSettingChange[] {
  const applied = request.result?.changes as AmlSettingChange[] | undefined;
  return applied ?? (request.payload.changes as AmlSettingChange[] | undefined) ?? [];
}

/**
 * `backOffice.amlSettings` (ADR 317): the anti-money-laundering thresholds in force (what screening
 * and monitoring read now) and their defaults, the version of the `aml` settings row a change must
 * name, a change waiting for its second officer, and the history: every approved change with its
 * folio (the approval's id), who asked, who approved, when it took effect, each field before and
 * after, and the reason; newest first. Only the roles that read the compliance register call it.
 */
export async function amlSettings(ctx: Pick<ApprovalsContext, 'db'>): Promise<AmlSettingsView> {
  const row = await settingRow(ctx.db, AML_SETTINGS_KEY);
  const requests = await selectApprovals(ctx.db)
    .where(
      and(
        eq(approvalRequests.kind, 'compliance.settings'),
        inArray(approvalRequests.status, ['pending', 'approved']),
      ),
    )
    .orderBy(desc(approvalRequests.decidedAt), desc(approvalRequests.id));
  const pending = requests.find(({ request }) => request.status === 'pending');
  return {
    settings: await inForce(ctx.db),
    defaults: DEFAULT_AML_SETTINGS,
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    pending: pending
      ? {
          approvalId: pending.request.id,
          version: pending.request.version,
          requestedBy: { id: pending.request.makerId, name: pending.makerName },
          requestedAt: pending.request.createdAt.toISOString(),
          changes: changesOf(pending.request),
          reason: pending.request.reason,
        }
      : null,
    history: requests
      .flatMap(({ request, makerName, checkerName }) =>
        request.status === 'approved' && request.checkerId !== null
          ? [{ request, makerName, checker: { id: request.checkerId, name: checkerName ?? '' } }]
          : [],
      )
      .map(({ request, makerName, checker }) => ({
        approvalId: request.id,
        requestedBy: { id: request.makerId, name: makerName },
        approvedBy: checker,
        requestedAt: request.createdAt.toISOString(),
        effectiveAt: (request.decidedAt ?? request.createdAt).toISOString(),
        changes: changesOf(request),
        reason: request.reason,
      })),
  };
}
