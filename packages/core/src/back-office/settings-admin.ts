import type { PayCycle } from '@lender/calculator';
import {
  type ApprovalRequest,
  type BackOfficeSettings,
  type PricingChange,
  PricingChangeSchema,
} from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { ZodError } from 'zod';
import type { AuditService } from '../audit/audit';
import {
  BANKS_ENABLED_SETTING_KEY,
  checkBankCodes,
  readEnabledBankCodes,
  UnknownBankCodeError,
  writeEnabledBankCodes,
} from '../catalog/banks';
import {
  enabledPayCycles,
  IncoherentProductError,
  PRODUCT_SETTING_KEY,
  type ProductOverride,
  readProductConfig,
  writeProductOverride,
} from '../catalog/product';
import { settingsChanged } from '../catalog/settings';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import { type AmountLimits, checkAmountLimits, flatten, mergeAmounts } from './amount-limits';
import type { ApprovalExecutor, ApprovalsService } from './approvals';
import {
  type CollectionRulesSetting,
  createRulesSettingsService,
  type RulesSettingsService,
} from './rules-settings-admin';
import { bumpSetting, settingRow } from './settings-version';

/** Editable product configuration (issue 16, ADR 059). */
export interface SettingsAdminService
  extends Pick<RulesSettingsService, 'requestProvisioning' | 'requestCollectionRules'> {
  read(): Promise<BackOfficeSettings>;
  /**
   * Amount limits (issue 36): a request at the product's `version` (0 = never edited), checked now,
   * applied when a second admin approves (at that version still); audited field by field.
   */
  requestAmountLimits(
    makerId: number,
    input: { version: number; amounts: AmountLimits; reason: string },
  ): Promise<ApprovalRequest>;
  /** The pay cycles borrowers may choose: applied at once at the product's `version`; audited. */
  setPayCycles(
    actorId: number,
    input: { version: number; payCycles: PayCycle[]; reason: string },
  ): Promise<BackOfficeSettings>;
  /** Enabled payout banks (issue 36): a request at the banks' `version`, applied when a second admin approves. */
  requestBanks(
    makerId: number,
    input: { version: number; enabled: string[]; reason: string },
  ): Promise<ApprovalRequest>;
  /** A pricing change waits for a second admin (`settings.pricing` request). */
  requestPricing(
    makerId: number,
    input: { pricing: PricingChange; reason: string },
  ): Promise<ApprovalRequest>;
  /** Apply approved requests: pricing, amount limits, banks, provisioning, collection rules. */
  readonly executors: {
    pricing: ApprovalExecutor;
    amountLimits: ApprovalExecutor;
    banks: ApprovalExecutor;
  } & RulesSettingsService['executors'];
}

export function createSettingsAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  approvals: ApprovalsService;
  collectionRules: CollectionRulesSetting;
}): SettingsAdminService {
  const { db, clock, audit } = deps;

  const row = settingRow;
  const bump = (tx: Executor, key: string, expected: number, initial: unknown) =>
    bumpSetting(tx, clock, key, expected, initial);
  const rules = createRulesSettingsService(deps);

  /** A refused product override or bank list is the caller's input: 400 `invalid_value`. */
  const asInputError = (error: unknown, field: string): never => {
    if (
      error instanceof IncoherentProductError ||
      error instanceof ZodError ||
      error instanceof UnknownBankCodeError
    ) {
      throw new CoreError('invalid_value', { field: [field], message: error.message });
    }
    throw error;
  };

  const overrideOf = async (tx: Executor) =>
    ((await row(tx, PRODUCT_SETTING_KEY))?.value ?? {}) as ProductOverride;

  const read = async (): Promise<BackOfficeSettings> => {
    const product = await row(db, PRODUCT_SETTING_KEY);
    const banks = await row(db, BANKS_ENABLED_SETTING_KEY);
    const { payCycles, ...effective } = await readProductConfig(db);
    return {
      product: {
        version: product?.version ?? 0,
        updatedAt: product?.updatedAt.toISOString() ?? null,
        override: (product?.value ?? {}) as Record<string, unknown>,
        effective: effective as unknown as Record<string, unknown>,
        payCycles: [...payCycles],
      },
      banks: {
        version: banks?.version ?? 0,
        updatedAt: banks?.updatedAt.toISOString() ?? null,
        enabled: await readEnabledBankCodes(db),
      },
      ...(await rules.read()),
    };
  };

  const pricingExecutor: ApprovalExecutor = async (request, checkerId) => {
    const pricing = request.payload.pricing as PricingChange;
    await db.transaction(async (tx) => {
      const product = await row(tx, PRODUCT_SETTING_KEY);
      const before = (product?.value ?? {}) as ProductOverride;
      await bump(tx, PRODUCT_SETTING_KEY, product?.version ?? 0, {});
      // Nested objects field by field (a change of one fee keeps the others' earlier changes).
      const after: ProductOverride = {
        ...before,
        ...pricing,
        ...(pricing.fees && { fees: { ...before.fees, ...pricing.fees } }),
        ...(pricing.dailyInterestBps && {
          dailyInterestBps: { ...before.dailyInterestBps, ...pricing.dailyInterestBps },
        }),
        ...(pricing.firstLoanDiscount && {
          firstLoanDiscount: { ...before.firstLoanDiscount, ...pricing.firstLoanDiscount },
        }),
      };
      await writeProductOverride(tx, after).catch((error: unknown) => asInputError(error, 'pricing'));
      const changed = Object.keys(pricing) as (keyof ProductOverride)[];
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
    return { applied: Object.keys(pricing) };
  };

  const amountLimitsExecutor: ApprovalExecutor = async (request, checkerId) => {
    const { version, amounts: asked } = request.payload as { version: number; amounts: AmountLimits };
    let applied: AmountLimits = {};
    await db.transaction(async (tx) => {
      const before = await overrideOf(tx);
      // At the version the maker read: a change made since makes the request stale (409).
      await bump(tx, PRODUCT_SETTING_KEY, version, {});
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

  const banksExecutor: ApprovalExecutor = async (request, checkerId) => {
    const { version, enabled } = request.payload as { version: number; enabled: string[] };
    let added: string[] = [];
    let removed: string[] = [];
    await db.transaction(async (tx) => {
      const before = await readEnabledBankCodes(tx);
      await bump(tx, BANKS_ENABLED_SETTING_KEY, version, []);
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

  return {
    read,
    executors: {
      pricing: pricingExecutor,
      amountLimits: amountLimitsExecutor,
      banks: banksExecutor,
      ...rules.executors,
    },
    requestProvisioning: rules.requestProvisioning,
    requestCollectionRules: rules.requestCollectionRules,

    async setPayCycles(actorId, input) {
      await db.transaction(async (tx) => {
        const before = await overrideOf(tx);
        const previous = [...enabledPayCycles(await readProductConfig(tx))];
        await bump(tx, PRODUCT_SETTING_KEY, input.version, {});
        await writeProductOverride(tx, { ...before, payCycles: input.payCycles }).catch((error: unknown) =>
          asInputError(error, 'payCycles'),
        );
        await audit.record(tx, {
          actor: { type: 'user', id: actorId },
          action: 'settings.pay_cycles',
          entity: 'settings',
          entityId: PRODUCT_SETTING_KEY,
          before: { payCycles: previous },
          after: { payCycles: input.payCycles },
          reason: input.reason,
        });
      });
      settingsChanged(db);
      return read();
    },

    async requestAmountLimits(makerId, input) {
      const before = await overrideOf(db);
      const product = await row(db, PRODUCT_SETTING_KEY);
      if ((product?.version ?? 0) !== input.version) {
        throw new CoreError('stale_version', { params: { currentVersion: product?.version ?? 0 } });
      }
      // Refused now, field by field, not when a second admin approves.
      checkAmountLimits({ ...before, amounts: mergeAmounts(before.amounts, input.amounts) });
      return deps.approvals.request(makerId, {
        kind: 'settings.amount_limits',
        entity: 'settings',
        entityId: PRODUCT_SETTING_KEY,
        payload: { version: input.version, amounts: input.amounts },
        reason: input.reason,
      });
    },

    async requestBanks(makerId, input) {
      const banks = await row(db, BANKS_ENABLED_SETTING_KEY);
      if ((banks?.version ?? 0) !== input.version) {
        throw new CoreError('stale_version', { params: { currentVersion: banks?.version ?? 0 } });
      }
      try {
        checkBankCodes(input.enabled);
      } catch (error) {
        asInputError(error, 'enabled');
      }
      return deps.approvals.request(makerId, {
        kind: 'settings.banks',
        entity: 'settings',
        entityId: BANKS_ENABLED_SETTING_KEY,
        payload: { version: input.version, enabled: [...new Set(input.enabled)].sort() },
        reason: input.reason,
      });
    },

    requestPricing(makerId, input) {
      // Refused now, not when a second admin approves: a change the product cannot take.
      const pricing = PricingChangeSchema.safeParse(input.pricing);
      if (!pricing.success) asInputError(pricing.error, 'pricing');
      return deps.approvals.request(makerId, {
        kind: 'settings.pricing',
        entity: 'settings',
        entityId: PRODUCT_SETTING_KEY,
        payload: { pricing: input.pricing },
        reason: input.reason,
      });
    },
  };
}
