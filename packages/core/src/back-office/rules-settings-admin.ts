import {
  type ApprovalRequest,
  type BackOfficeSettings,
  CONTACT_WINDOW_DAYS,
  type CollectionRulesChange,
  CollectionRulesChangeSchema,
  type CollectionRulesView,
  PROVISION_BUCKETS,
  type ProvisioningRates,
  ProvisioningRatesChangeSchema,
  type RuleChange,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { settings } from '@lender/db/schema';
import type { z } from 'zod';
import type { AuditService } from '../audit/audit';
import { settingsChanged } from '../catalog/settings';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { ApprovalExecutor, ApprovalsService } from './approvals';
import { DEFAULT_PROVISIONING_RATES, PROVISIONING_SETTING, provisioningRates } from './reports/provisioning';
import { assertSettingVersion, bumpSetting, settingRow } from './settings-version';

/**
 * Business rules an admin changes by maker-checker (ADR 170): the provisioning reserve rates
 * (ADR 145) and the collection rules (ADR 132, 137, 138). A request names the version of its
 * `settings` row it read and carries the whole set; it is checked when asked, applied when a second
 * admin approves (at that version still, else `stale_version`), audited field by field.
 */
/** The collection rules, as a port (collections sits above back-office; wired in `core.ts`). */
export interface CollectionRulesSetting {
  /** The `settings` key of the rules. */
  readonly key: string;
  readonly defaults: CollectionRulesView;
  /** The rules in force: the defaults under the stored override. */
  read(db: Database): Promise<CollectionRulesView>;
  /** The stored override of a whole set (what differs from the defaults). */
  overrideOf(rules: CollectionRulesView): unknown;
}

export interface RulesSettingsService {
  read(): Promise<Pick<BackOfficeSettings, 'provisioning' | 'collections'>>;
  requestProvisioning(
    makerId: number,
    input: { version: number; rates: ProvisioningRates; reason: string },
  ): Promise<ApprovalRequest>;
  requestCollectionRules(
    makerId: number,
    input: { version: number; rules: CollectionRulesChange; reason: string },
  ): Promise<ApprovalRequest>;
  readonly executors: { provisioning: ApprovalExecutor; collectionRules: ApprovalExecutor };
}

/** The rates field by field: `provisioning.<bucket>` → share. */
export function provisioningFields(rates: ProvisioningRates): Record<string, unknown> {
  return Object.fromEntries(PROVISION_BUCKETS.map((bucket) => [`provisioning.${bucket}`, rates[bucket]]));
}

/** The collection rules field by field: `window.<day>` → hours or null, the counts, the promise bounds. */
export function collectionFields(rules: CollectionRulesView): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      CONTACT_WINDOW_DAYS.map((day) => {
        const hours = rules.window[day];
        return [`window.${day}`, hours ? { from: hours.from, to: hours.to } : null];
      }),
    ),
    contactsPerDay: rules.contactsPerDay,
    contactsPerWeek: rules.contactsPerWeek,
    'promise.maxDaysAhead': rules.promise.maxDaysAhead,
    'promise.minAmountCentavos': rules.promise.minAmountCentavos,
  };
}

/** The fields whose value differs, each with its value before and after. */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): RuleChange[] {
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** Input a schema refuses: 400 `invalid_value` with one violation per field (`rates.current`). */
function checked<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new CoreError('invalid_value', {
    message: 'The rules are out of bounds.',
    violations: parsed.error.issues.map((issue) => ({
      field: [field, ...issue.path.map(String)],
      code: 'invalid_value',
      message: issue.message,
    })),
  });
}

/** A request that changes nothing is refused (nothing to approve). */
function refuseUnchanged(changes: RuleChange[], field: string): void {
  if (changes.length === 0)
    throw new CoreError('invalid_value', { field: [field], message: 'Nothing would change.' });
}

export function createRulesSettingsService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  approvals: ApprovalsService;
  collectionRules: CollectionRulesSetting;
}): RulesSettingsService {
  const { db, clock, audit, collectionRules } = deps;
  const readCollectionRules = collectionRules.read;

  /** Applies `stored` to the row `key` at `version`, audited as `action` with its changes. */
  const apply = async (
    key: string,
    action: 'settings.provisioning' | 'settings.collection_rules',
    version: number,
    stored: unknown,
    changesOf: (tx: Database) => Promise<RuleChange[]>,
    checkerId: number,
    reason: string,
  ) => {
    let applied = 0;
    await db.transaction(async (tx) => {
      const changes = await changesOf(tx);
      await bumpSetting(tx, clock, key, version, stored);
      await tx.update(settings).set({ value: stored }).where(eq(settings.key, key));
      await audit.record(tx, {
        actor: { type: 'user', id: checkerId },
        action,
        entity: 'settings',
        entityId: key,
        before: Object.fromEntries(changes.map((change) => [change.field, change.before])),
        after: Object.fromEntries(changes.map((change) => [change.field, change.after])),
        reason,
      });
      applied = version + 1;
    });
    settingsChanged(db);
    return { version: applied };
  };

  const provisioningExecutor: ApprovalExecutor = (request, checkerId) => {
    const { version, rates } = request.payload as { version: number; rates: ProvisioningRates };
    return apply(
      PROVISIONING_SETTING,
      'settings.provisioning',
      version,
      rates,
      async (tx) =>
        changesBetween(provisioningFields(await provisioningRates(tx)), provisioningFields(rates)),
      checkerId,
      request.reason,
    );
  };

  const collectionRulesExecutor: ApprovalExecutor = (request, checkerId) => {
    const { version, rules } = request.payload as { version: number; rules: CollectionRulesChange };
    return apply(
      collectionRules.key,
      'settings.collection_rules',
      version,
      collectionRules.overrideOf(rules),
      async (tx) => changesBetween(collectionFields(await readCollectionRules(tx)), collectionFields(rules)),
      checkerId,
      request.reason,
    );
  };

  return {
    async read() {
      const provisioning = await settingRow(db, PROVISIONING_SETTING);
      const collections = await settingRow(db, collectionRules.key);
      return {
        provisioning: {
          version: provisioning?.version ?? 0,
          updatedAt: provisioning?.updatedAt.toISOString() ?? null,
          rates: await provisioningRates(db),
          defaults: DEFAULT_PROVISIONING_RATES,
        },
        collections: {
          version: collections?.version ?? 0,
          updatedAt: collections?.updatedAt.toISOString() ?? null,
          rules: await readCollectionRules(db),
          defaults: collectionRules.defaults,
        },
      };
    },

    executors: { provisioning: provisioningExecutor, collectionRules: collectionRulesExecutor },

    async requestProvisioning(makerId, input) {
      await assertSettingVersion(db, PROVISIONING_SETTING, input.version);
      const rates = checked(ProvisioningRatesChangeSchema, input.rates, 'rates');
      const changes = changesBetween(
        provisioningFields(await provisioningRates(db)),
        provisioningFields(rates),
      );
      refuseUnchanged(changes, 'rates');
      return deps.approvals.request(makerId, {
        kind: 'settings.provisioning',
        entity: 'settings',
        entityId: PROVISIONING_SETTING,
        payload: { version: input.version, rates, changes },
        reason: input.reason,
      });
    },

    async requestCollectionRules(makerId, input) {
      await assertSettingVersion(db, collectionRules.key, input.version);
      const rules = checked(CollectionRulesChangeSchema, input.rules, 'rules');
      const changes = changesBetween(
        collectionFields(await readCollectionRules(db)),
        collectionFields(rules),
      );
      refuseUnchanged(changes, 'rules');
      return deps.approvals.request(makerId, {
        kind: 'settings.collection_rules',
        entity: 'settings',
        entityId: collectionRules.key,
        payload: { version: input.version, rules, changes },
        reason: input.reason,
      });
    },
  };
}
