import type { CollectionRulesView } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { ApprovalsContext } from '../approval-rows';

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

/**
 * What the settings use cases need (issue 16, ADR 059, 170): a change waits for a second admin as
 * a maker-checker request; `core` is one.
 */
export interface SettingsContext extends ApprovalsContext {
  readonly collectionRules: CollectionRulesSetting;
}
