import {
  demoProduct,
  type FeeRegistrations,
  type PricingPatch,
  productOn,
  withPricing,
} from '@lender/calculator';
import type { PricingChange } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { ZodError } from 'zod';
import {
  BANKS_ENABLED_SETTING_KEY,
  readEnabledBankCodes,
  UnknownBankCodeError,
  writeEnabledBankCodes,
} from '../../catalog/banks';
import {
  applyProductOverride,
  IncoherentProductError,
  PRODUCT_SETTING_KEY,
  type ProductOverride,
  writeProductOverride,
} from '../../catalog/product';
import { settingsChanged } from '../../catalog/settings';
import { today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import type { ApprovalExecutor } from '../approvals';
import { type AmountLimits, flatten, mergeAmounts } from './amount-limits';
import { assertInForceOn, registrationsFor } from './pricing-registrations';
import { rulesExecutors } from './rules-settings';
import type { SettingsContext } from './settings-context';
import { bumpSetting, settingRow } from './settings-version';

// What an approved settings request does (issue 16, ADR 059, 170): each executor applies the
// change at the version the maker read, audited field by field, and reloads this process's caches.

/** A refused product override or bank list is the caller's input: 400 `invalid_value`. */
export function asInputError(error: unknown, field: string): never {
  if (
    error instanceof IncoherentProductError ||
    error instanceof ZodError ||
    error instanceof UnknownBankCodeError
  ) {
    throw new CoreError('invalid_value', { field: [field], message: error.message });
  }
  throw error;
}

/** The stored product override (what differs from the product's defaults). */
export async function productOverride(tx: Executor): Promise<ProductOverride> {
  return ((await settingRow(tx, PRODUCT_SETTING_KEY))?.value ?? {}) as ProductOverride;
}

/** The executors of approved settings requests: pricing, amount limits, banks, provisioning, collection rules. */
export function settingsExecutors(ctx: Pick<SettingsContext, 'db' | 'clock' | 'audit' | 'collectionRules'>) {
  const { db, clock, audit } = ctx;

  const pricing: ApprovalExecutor = async (request, checkerId) => {
    const change = request.payload.pricing as PricingChange;
    const asked = (request.payload.registrations ?? {}) as FeeRegistrations;
    const now = today(clock);
    const askedOn = (request.payload.effectiveOn as string | undefined) ?? now;
    // Every change is kept as scheduled and the product read on a day applies it (`productOn`), with
    // no job to run (issue 50). One approved after its day applies from the day approved: an offer
    // priced before keeps the fees it showed, and a change of today is applied after every earlier
    // one already in force (written into the override, one scheduled before it would hide it).
    const effectiveOn = [askedOn, now].sort().at(-1) ?? now;
    await db.transaction(async (tx) => {
      const product = await settingRow(tx, PRODUCT_SETTING_KEY);
      const before = (product?.value ?? {}) as ProductOverride;
      // Checked again against the product it changes on its day (issue 50): what was a cut when it
      // was asked may be a raise now (a change applied since, a day moved to today).
      const inForce = productOn(applyProductOverride(demoProduct, before), effectiveOn);
      const registrations = registrationsFor(
        inForce,
        withPricing(inForce, change as PricingPatch),
        asked,
        now,
      );
      assertInForceOn(registrations, effectiveOn);
      await bumpSetting(tx, clock, PRODUCT_SETTING_KEY, product?.version ?? 0, {});
      const scheduled = { effectiveOn, pricing: change, registrations, approvalId: request.id };
      await writeProductOverride(tx, {
        ...before,
        feeSchedule: [...(before.feeSchedule ?? []), scheduled],
      }).catch((error: unknown) => asInputError(error, 'pricing'));
      // The values in force on its day before it, field by field as the change names them.
      const changed = Object.keys(change) as (keyof PricingChange)[];
      await audit.record(tx, {
        actor: { type: 'user', id: checkerId },
        action: 'settings.pricing',
        entity: 'settings',
        entityId: PRODUCT_SETTING_KEY,
        before: Object.fromEntries(changed.map((key) => [key, inForce[key] ?? null])),
        after: { ...change, registrations, effectiveOn },
        reason: request.reason,
      });
    });
    // The caches of this process (offers, calculator) reload at once, not within `maxStaleMs`:
    // `writeSetting` only told the transaction's executor.
    settingsChanged(db);
    return effectiveOn > now ? { applied: [], effectiveOn } : { applied: Object.keys(change) };
  };

  const amountLimits: ApprovalExecutor = async (request, checkerId) => {
    const { version, amounts: asked } = request.payload as { version: number; amounts: AmountLimits };
    let applied: AmountLimits = {};
    await db.transaction(async (tx) => {
      const before = await productOverride(tx);
      // At the version the maker read: a change made since makes the request stale (409).
      await bumpSetting(tx, clock, PRODUCT_SETTING_KEY, version, {});
      applied = mergeAmounts(before.amounts, asked);
      await writeProductOverride(tx, { ...before, amounts: applied }).catch((error: unknown) =>
        asInputError(error, 'amounts'),
      );
      await audit.record(tx, {
        actor: { type: 'user', id: checkerId },
        action: 'settings.amount_limits',
        entity: 'settings',
        entityId: PRODUCT_SETTING_KEY,
        before: flatten(before.amounts ?? {}),
        after: flatten(applied),
        reason: request.reason,
      });
    });
    settingsChanged(db);
    return { applied: flatten(applied) };
  };

  const banks: ApprovalExecutor = async (request, checkerId) => {
    const { version, enabled } = request.payload as { version: number; enabled: string[] };
    let added: string[] = [];
    let removed: string[] = [];
    await db.transaction(async (tx) => {
      const before = await readEnabledBankCodes(tx);
      await bumpSetting(tx, clock, BANKS_ENABLED_SETTING_KEY, version, []);
      await writeEnabledBankCodes(tx, enabled).catch((error: unknown) => asInputError(error, 'enabled'));
      const after = await readEnabledBankCodes(tx);
      added = after.filter((code) => !before.includes(code));
      removed = before.filter((code) => !after.includes(code));
      await audit.record(tx, {
        actor: { type: 'user', id: checkerId },
        action: 'settings.banks',
        entity: 'settings',
        entityId: BANKS_ENABLED_SETTING_KEY,
        before: { added: [], removed },
        after: { added, removed: [] },
        reason: request.reason,
      });
    });
    settingsChanged(db);
    return { added, removed };
  };

  return { pricing, amountLimits, banks, ...rulesExecutors(ctx) };
}
