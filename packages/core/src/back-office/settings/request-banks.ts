import type { ApprovalRequest } from '@lender/contracts';
import { BANKS_ENABLED_SETTING_KEY, checkBankCodes } from '../../catalog/banks';
import { CoreError } from '../../errors/core-error';
import { requestApproval } from '../approvals';
import type { SettingsContext } from './settings-context';
import { asInputError } from './settings-executors';
import { settingRow } from './settings-version';

/** Enabled payout banks (issue 36): a request at the banks' `version`, applied when a second admin approves. */
export async function requestBanks(
  ctx: Pick<SettingsContext, 'db' | 'clock' | 'audit'>,
  {
    actorId: makerId,
    body: input,
  }: { actorId: number; body: { version: number; enabled: string[]; reason: string } },
): Promise<ApprovalRequest> {
  const banks = await settingRow(ctx.db, BANKS_ENABLED_SETTING_KEY);
  if ((banks?.version ?? 0) !== input.version) {
    throw new CoreError('stale_version', { params: { currentVersion: banks?.version ?? 0 } });
  }
  try {
    checkBankCodes(input.enabled);
  } catch (error) {
    asInputError(error, 'enabled');
  }
  return requestApproval(ctx, makerId, {
    kind: 'settings.banks',
    entity: 'settings',
    entityId: BANKS_ENABLED_SETTING_KEY,
    payload: { version: input.version, enabled: [...new Set(input.enabled)].sort() },
    reason: input.reason,
  });
}
