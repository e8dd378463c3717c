import {
  type ApprovalRequest,
  type CollectionRulesChange,
  CollectionRulesChangeSchema,
} from '@lender/contracts';
import { requestApproval } from '../approvals';
import { changesBetween, checkedRules, collectionFields, refuseUnchanged } from './rules-settings';
import type { SettingsContext } from './settings-context';
import { assertSettingVersion } from './settings-version';

/**
 * The collection rules (ADR 132, 137, 138, 170): contact window, contacts per day and week, promise
 * bounds; the whole set at the version read, checked now, applied when a second admin approves.
 */
export async function requestCollectionRules(
  ctx: SettingsContext,
  {
    actorId: makerId,
    body: input,
  }: { actorId: number; body: { version: number; rules: CollectionRulesChange; reason: string } },
): Promise<ApprovalRequest> {
  const { db, collectionRules } = ctx;
  await assertSettingVersion(db, collectionRules.key, input.version);
  const rules = checkedRules(CollectionRulesChangeSchema, input.rules, 'rules');
  // Hours wider than the law allows are refused now, not when the checker approves.
  collectionRules.overrideOf(rules);
  const changes = changesBetween(collectionFields(await collectionRules.read(db)), collectionFields(rules));
  refuseUnchanged(changes, 'rules');
  return requestApproval(ctx, makerId, {
    kind: 'settings.collection_rules',
    entity: 'settings',
    entityId: collectionRules.key,
    payload: { version: input.version, rules, changes },
    reason: input.reason,
  });
}
