import {
  CONTACT_WINDOW_DAYS,
  type CollectionRulesChange,
  type CollectionRulesView,
  PROVISION_BUCKETS,
  type ProvisioningRates,
  type RuleChange,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { settings } from '@lender/db/schema';
import type { z } from 'zod';
import { settingsChanged } from '../../catalog/settings';
import { CoreError } from '../../errors/core-error';
import type { ApprovalExecutor } from '../approvals';
import { PROVISIONING_SETTING, provisioningRates } from '../reports/provisioning';
import type { SettingsContext } from './settings-context';
import { bumpSetting } from './settings-version';

// Business rules an admin changes by maker-checker (ADR 170): the provisioning reserve rates
// (ADR 145) and the collection rules (ADR 132, 137, 138). A request names the version of its
// `settings` row it read and carries the whole set; it is checked when asked
// (`request-provisioning.ts`, `request-collection-rules.ts`), applied here when a second admin
// approves (at that version still, else `stale_version`), audited field by field.

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
export function checkedRules<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
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
export function refuseUnchanged(changes: RuleChange[], field: string): void {
  if (changes.length === 0)
    throw new CoreError('invalid_value', { field: [field], message: 'Nothing would change.' });
}

/** Applies `stored` to the row `key` at `version`, audited as `action` with its changes. */
async function applyRules(
  ctx: Pick<SettingsContext, 'db' | 'clock' | 'audit'>,
  key: string,
  action: 'settings.provisioning' | 'settings.collection_rules',
  version: number,
  stored: unknown,
  changesOf: (tx: Database) => Promise<RuleChange[]>,
  checkerId: number,
  reason: string,
) {
  const { db, clock, audit } = ctx;
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
}

/** The executors of approved `settings.provisioning` and `settings.collection_rules` requests. */
export function rulesExecutors(ctx: Pick<SettingsContext, 'db' | 'clock' | 'audit' | 'collectionRules'>): {
  provisioning: ApprovalExecutor;
  collectionRules: ApprovalExecutor;
} {
  const { collectionRules } = ctx;
  return {
    provisioning: (request, checkerId) => {
      const { version, rates } = request.payload as { version: number; rates: ProvisioningRates };
      return applyRules(
        ctx,
        PROVISIONING_SETTING,
        'settings.provisioning',
        version,
        rates,
        async (tx) =>
          changesBetween(provisioningFields(await provisioningRates(tx)), provisioningFields(rates)),
        checkerId,
        request.reason,
      );
    },
    collectionRules: (request, checkerId) => {
      const { version, rules } = request.payload as { version: number; rules: CollectionRulesChange };
      return applyRules(
        ctx,
        collectionRules.key,
        'settings.collection_rules',
        version,
        collectionRules.overrideOf(rules),
        async (tx) =>
          changesBetween(collectionFields(await collectionRules.read(tx)), collectionFields(rules)),
        checkerId,
        request.reason,
      );
    },
  };
}
