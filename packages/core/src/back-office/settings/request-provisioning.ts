import {
  type ApprovalRequest,
  type ProvisioningRates,
  ProvisioningRatesChangeSchema,
} from '@lender/contracts';
import { requestApproval } from '../approvals';
import { PROVISIONING_SETTING, provisioningRates } from '../reports/provisioning';
import { changesBetween, checkedRules, provisioningFields, refuseUnchanged } from './rules-settings';
import type { SettingsContext } from './settings-context';
import { assertSettingVersion } from './settings-version';

/**
 * The provisioning reserve rates (ADR 145, 170): the whole set at the version read, checked now,
 * applied when a second admin approves; a request that changes nothing is refused.
 */
export async function requestProvisioning(
  ctx: Pick<SettingsContext, 'db' | 'clock' | 'audit'>,
  {
    actorId: makerId,
    body: input,
  }: { actorId: number; body: { version: number; rates: ProvisioningRates; reason: string } },
): Promise<ApprovalRequest> {
  await assertSettingVersion(ctx.db, PROVISIONING_SETTING, input.version);
  const rates = checkedRules(ProvisioningRatesChangeSchema, input.rates, 'rates');
  const changes = changesBetween(
    provisioningFields(await provisioningRates(ctx.db)),
    provisioningFields(rates),
  );
  refuseUnchanged(changes, 'rates');
  return requestApproval(ctx, makerId, {
    kind: 'settings.provisioning',
    entity: 'settings',
    entityId: PROVISIONING_SETTING,
    payload: { version: input.version, rates, changes },
    reason: input.reason,
  });
}
