import { type ApprovalRequest, type PricingChange, PricingChangeSchema } from '@lender/contracts';
import { PRODUCT_SETTING_KEY } from '../../catalog/product';
import { requestApproval } from '../approvals';
import type { SettingsContext } from './settings-context';
import { asInputError } from './settings-executors';

/** A pricing change waits for a second admin (a `settings.pricing` request). */
export function requestPricing(
  ctx: Pick<SettingsContext, 'db' | 'clock' | 'audit'>,
  makerId: number,
  input: { pricing: PricingChange; reason: string },
): Promise<ApprovalRequest> {
  // Refused now, not when a second admin approves: a change the product cannot take.
  const pricing = PricingChangeSchema.safeParse(input.pricing);
  if (!pricing.success) asInputError(pricing.error, 'pricing');
  return requestApproval(ctx, makerId, {
    kind: 'settings.pricing',
    entity: 'settings',
    entityId: PRODUCT_SETTING_KEY,
    payload: { pricing: input.pricing },
    reason: input.reason,
  });
}
