import type { ApprovalRequest } from '@lender/contracts';
import { PRODUCT_SETTING_KEY } from '../../catalog/product';
import { CoreError } from '../../errors/core-error';
import { requestApproval } from '../approvals';
import { type AmountLimits, checkAmountLimits, mergeAmounts } from './amount-limits';
import type { SettingsContext } from './settings-context';
import { productOverride } from './settings-executors';
import { settingRow } from './settings-version';

/**
 * Amount limits (issue 36): a request at the product's `version` (0 = never edited), checked now
 * field by field, applied when a second admin approves (at that version still); audited field by field.
 */
export async function requestAmountLimits(
  ctx: Pick<SettingsContext, 'db' | 'clock' | 'audit'>,
  {
    actorId: makerId,
    body: input,
  }: { actorId: number; body: { version: number; amounts: AmountLimits; reason: string } },
): Promise<ApprovalRequest> {
  const before = await productOverride(ctx.db);
  const product = await settingRow(ctx.db, PRODUCT_SETTING_KEY);
  if ((product?.version ?? 0) !== input.version) {
    throw new CoreError('stale_version', { params: { currentVersion: product?.version ?? 0 } });
  }
  // Refused now, field by field, not when a second admin approves.
  checkAmountLimits({ ...before, amounts: mergeAmounts(before.amounts, input.amounts) });
  return requestApproval(ctx, makerId, {
    kind: 'settings.amount_limits',
    entity: 'settings',
    entityId: PRODUCT_SETTING_KEY,
    payload: { version: input.version, amounts: input.amounts },
    reason: input.reason,
  });
}
