import type { AmlSettingChange, ApprovalRequest } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { settings } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { AML_SETTINGS_KEY, type AmlSettings, amlSettings } from '../../pld/aml-settings';
import type { ApprovalsContext } from '../approval-rows';
import { type ApprovalExecutor, requestApproval } from '../approvals';
import { assertSettingVersion, bumpSetting, settingRow } from '../settings/settings-version';
import {
  type AskedAmlSettings,
  amlChanges,
  askedOf,
  checkAmlSettings,
  mergeAml,
  normalizedAsked,
} from './aml-settings-check';

/**
 * `backOffice.requestAmlSettings` (ADR 317): a compliance officer asks to change some
 * anti-money-laundering thresholds at the version of the `aml` settings row they read (0: never
 * changed; another version is `stale_version`, 409), checked now field by field
 * (`checkAmlSettings`), with a written reason. It files a `compliance.settings` request (one
 * pending at a time, else `conflict`) holding the version and each field's change; nothing
 * changes until a second compliance officer approves it ({@link approvedAmlSettings}).
 */
export async function requestAmlSettings(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    body: input,
  }: { actorId: number; body: { version: number; settings: AskedAmlSettings; reason: string } },
): Promise<ApprovalRequest> {
  const reason = input.reason.trim();
  if (reason.length === 0) throw new CoreError('required', { field: ['reason'] });
  await assertSettingVersion(ctx.db, AML_SETTINGS_KEY, input.version);
  const current = await amlSettings(ctx.db);
  const after = checkAmlSettings(current, normalizedAsked(input.settings));
  return requestApproval(ctx, makerId, {
    kind: 'compliance.settings',
    entity: 'settings',
    entityId: AML_SETTINGS_KEY,
    payload: { version: input.version, changes: amlChanges(current, after) },
    reason,
  });
}

/**
 * The action of an approved `compliance.settings` request: at the version the maker read (a change
 * made since is `stale_version` and the request stays pending for the checker to reject), the
 * fields asked are written over the `aml` row (the fields never changed keep following the
 * defaults), checked again, and audited as `aml.settings` with each field before and after.
 * Screening and monitoring read the row at every call (`amlSettings`): the new thresholds are in
 * force from the next screening or operation on.
 */
export const approvedAmlSettings =
  (ctx: Pick<ApprovalsContext, 'db' | 'clock' | 'audit'>): ApprovalExecutor =>
  async (request, checkerId) => {
    const { version, changes } = request.payload as { version: number; changes: AmlSettingChange[] };
    const asked = askedOf(changes);
    let applied: AmlSettingChange[] = [];
    await ctx.db.transaction(async (tx) => {
      const stored = ((await settingRow(tx, AML_SETTINGS_KEY))?.value ?? {}) as Partial<AmlSettings>;
      const before = await amlSettings(tx);
      await bumpSetting(tx, ctx.clock, AML_SETTINGS_KEY, version, {});
      checkAmlSettings(before, asked);
      await tx
        .update(settings)
        .set({ value: mergeAml(stored, asked) })
        .where(eq(settings.key, AML_SETTINGS_KEY));
      applied = amlChanges(before, await amlSettings(tx));
      await ctx.audit.record(tx, {
        actor: { type: 'user', id: checkerId },
        action: 'aml.settings',
        entity: 'settings',
        entityId: AML_SETTINGS_KEY,
        before: Object.fromEntries(applied.map((change) => [change.field, change.before])),
        after: Object.fromEntries(applied.map((change) => [change.field, change.after])),
        reason: request.reason,
      });
    });
    return { version: version + 1, changes: applied };
  };
