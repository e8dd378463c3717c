import {
  type FeeKey,
  type FeeRegistration,
  type PricingPatch,
  productOn,
  withPricing,
} from '@lender/calculator';
import { type ApprovalRequest, type PricingChange, PricingChangeSchema } from '@lender/contracts';
import { PRODUCT_SETTING_KEY, readProductConfig } from '../../catalog/product';
import { today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { requestApproval } from '../approvals';
import { assertInForceOn, latestInForce, registrationsFor } from './pricing-registrations';
import type { SettingsContext } from './settings-context';
import { asInputError } from './settings-executors';

/** A pricing change as asked: the fees' RECO folios and the day it should apply. */
export interface PricingRequestInput {
  pricing: PricingChange;
  registrations?: Partial<Record<FeeKey, { folio: string; registeredOn: string }>>;
  effectiveOn?: string;
  reason: string;
}

/**
 * A pricing change waits for a second admin (a `settings.pricing` request). Every fee it makes
 * new, higher or lower carries its CONDUSEF (RECO) registration (issue 50, LTOSF art. 6): without
 * one the request is refused (`fee_not_registered`), and it cannot apply before the fees are in
 * force — 30 calendar days after registration, 2 for a cut (`fee_not_in_force`). Once approved it
 * applies on `effectiveOn` by itself (the product is read on its day: `productOn`).
 */
export async function requestPricing(
  ctx: Pick<SettingsContext, 'db' | 'clock' | 'audit'>,
  { actorId: makerId, body: input }: { actorId: number; body: PricingRequestInput },
): Promise<ApprovalRequest> {
  // Refused now, not when a second admin approves: a change the product cannot take.
  const pricing = PricingChangeSchema.safeParse(input.pricing);
  if (!pricing.success) asInputError(pricing.error, 'pricing');
  const scheduled = await schedulePricing(ctx, input);
  return requestApproval(ctx, makerId, {
    kind: 'settings.pricing',
    entity: 'settings',
    entityId: PRODUCT_SETTING_KEY,
    payload: {
      pricing: input.pricing,
      registrations: scheduled.registrations,
      effectiveOn: scheduled.effectiveOn,
    },
    reason: input.reason,
  });
}

/**
 * The registrations of the fees a change moves, each with its day in force, and the day it
 * applies; refuses a moved fee without a registration and a day before a fee is in force.
 */
export async function schedulePricing(
  ctx: Pick<SettingsContext, 'db' | 'clock'>,
  input: Omit<PricingRequestInput, 'reason'>,
): Promise<{ registrations: Partial<Record<FeeKey, FeeRegistration>>; effectiveOn: string }> {
  const now = today(ctx.clock);
  if (input.effectiveOn !== undefined && input.effectiveOn < now) {
    throw new CoreError('invalid_value', { field: ['effectiveOn'], message: 'effectiveOn is in the past' });
  }
  const configured = await readProductConfig(ctx.db);
  // Judged against the product of the day it applies. Not asked, that day is the last day its fees
  // are in force, which depends on what they change then: from today, moved to that day until it
  // holds (a change scheduled in between may turn a cut into a raise). Each move is later and none
  // goes past 30 days after today (no registration is later than today): it ends.
  let on = input.effectiveOn ?? now;
  let registrations: Partial<Record<FeeKey, FeeRegistration>> = {};
  for (;;) {
    const before = productOn(configured, on);
    registrations = registrationsFor(
      before,
      withPricing(before, input.pricing as PricingPatch),
      input.registrations,
      now,
    );
    const latest = latestInForce(registrations, now);
    if (input.effectiveOn !== undefined || latest <= on) break;
    on = latest;
  }
  const effectiveOn = on;
  assertInForceOn(registrations, effectiveOn);
  return { registrations, effectiveOn };
}
