import type { FeeRegistrations } from '@lender/calculator';
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
    const registrations = (request.payload.registrations ?? {}) as FeeRegistrations;
    const effectiveOn = (request.payload.effectiveOn as string | undefined) ?? today(clock);
    // A change for a later day is kept as scheduled: the product read on its day applies it
    // (`productOn`), with no job to run (issue 50).
    if (effectiveOn > today(clock)) {
      await db.transaction(async (tx) => {
        const product = await settingRow(tx, PRODUCT_SETTING_KEY);
        const before = (product?.value ?? {}) as ProductOverride;
        await bumpSetting(tx, clock, PRODUCT_SETTING_KEY, product?.version ?? 0, {});
        const scheduled = { effectiveOn, pricing: change, registrations, approvalId: request.id };
        await writeProductOverride(tx, {
          ...before,
          feeSchedule: [...(before.feeSchedule ?? []), scheduled],
        }).catch((error: unknown) => asInputError(error, 'pricing'));
        await audit.record(tx, {
          actor: { type: 'user', id: checkerId },
          action: 'settings.pricing',
          entity: 'settings',
          entityId: PRODUCT_SETTING_KEY,
          before: {},
          after: { ...change, registrations, effectiveOn },
          reason: request.reason,
        });
      });
      settingsChanged(db);
      return { applied: [], effectiveOn };
    }
    await db.transaction(async (tx) => {
      const product = await settingRow(tx, PRODUCT_SETTING_KEY);
      const before = (product?.value ?? {}) as ProductOverride;
      await bumpSetting(tx, clock, PRODUCT_SETTING_KEY, product?.version ?? 0, {});
      // Nested objects field by field (a change of one fee keeps the others' earlier changes).
      const after: ProductOverride = {
        ...before,
        ...change,
        ...(change.fees && { fees: { ...before.fees, ...change.fees } }),
        ...(change.dailyInterestBps && {
          dailyInterestBps: { ...before.dailyInterestBps, ...change.dailyInterestBps },
        }),
        ...(change.firstLoanDiscount && {
          firstLoanDiscount: { ...before.firstLoanDiscount, ...change.firstLoanDiscount },
        }),
        ...(change.lateFee && { lateFee: { ...before.lateFee, ...change.lateFee } }),
        registrations: { ...before.registrations, ...registrations },
      };
      await writeProductOverride(tx, after).catch((error: unknown) => asInputError(error, 'pricing'));
      const changed = Object.keys(change) as (keyof ProductOverride)[];
      await audit.record(tx, {
        actor: { type: 'user', id: checkerId },
        action: 'settings.pricing',
        entity: 'settings',
        entityId: PRODUCT_SETTING_KEY,
        before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
        after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
        reason: request.reason,
      });
    });
    // The caches of this process (offers, calculator) reload at once, not within `maxStaleMs`:
    // `writeSetting` only told the transaction's executor.
    settingsChanged(db);
    return { applied: Object.keys(change) };
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
