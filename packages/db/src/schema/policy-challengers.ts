import type { CreditPolicyDocument } from '@lender/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, nullableReferences, references } from './columns';
import { creditPolicies } from './credit-policies';
import { backOfficeUsers } from './identity';

/**
 * A challenger credit policy beside the champion (issue 67 point 3, ADR 332). Started and ended
 * through the approval kind `policy.challenger` (maker-checker). `shadow` decides nothing and its
 * outcome is logged beside the champion's; `split` decides for the clients whose stable hash
 * (SHA-256 of `salt` + client id, mod 10,000) is below `share_bps`. The document is the draft's
 * copy at approval, so a later edit of the draft never changes a running experiment.
 */
export const policyChallengers = pgTable(
  'policy_challengers',
  {
    id: serial().primaryKey(),
    policyVersion: references(() => creditPolicies.version),
    document: jsonb().$type<CreditPolicyDocument>().notNull(),
    sha256: text().notNull(),
    /** `shadow` or `split`. */
    mode: text().notNull(),
    /** The challenger's share of new applications, in basis points (split only). */
    shareBps: integer(),
    /** The per-experiment salt of the client hash (random hex, never reused). */
    salt: text().notNull(),
    /** `running` or `ended`. */
    status: text().notNull(),
    makerId: nullableReferences(() => backOfficeUsers.id),
    checkerId: nullableReferences(() => backOfficeUsers.id),
    startedAt: instant().notNull(),
    endedAt: instant(),
    endedById: nullableReferences(() => backOfficeUsers.id),
  },
  (t) => [
    check('policy_challengers_mode_check', sql`${t.mode} in ('shadow', 'split')`),
    check('policy_challengers_status_check', sql`${t.status} in ('running', 'ended')`),
    check(
      'policy_challengers_share_check',
      sql`(${t.mode} = 'shadow' and ${t.shareBps} is null) or (${t.mode} = 'split' and ${t.shareBps} between 1 and 9999)`,
    ),
    uniqueIndex('policy_challengers_one_running').on(t.status).where(sql`${t.status} = 'running'`),
  ],
);

/**
 * Each new decision taken while a challenger runs: the arm that decided and both arms' outcomes
 * (the other arm's is computed and logged, never acted on).
 */
export const challengerDecisions = pgTable(
  'challenger_decisions',
  {
    id: serial().primaryKey(),
    challengerId: references(() => policyChallengers.id),
    decisionId: bigint({ mode: 'number' }).notNull(),
    applicationId: integer().notNull(),
    /** `champion` or `challenger`: whose outcome the borrower got. */
    decidingArm: text().notNull(),
    championOutcome: integer().notNull(),
    championOffered: integer(),
    challengerOutcome: integer().notNull(),
    challengerOffered: integer(),
    /** The decision's Mexico City business date. */
    businessDate: date({ mode: 'string' }).notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [
    check('challenger_decisions_arm_check', sql`${t.decidingArm} in ('champion', 'challenger')`),
    uniqueIndex('challenger_decisions_decision_uq').on(t.decisionId),
    index('challenger_decisions_challenger_idx').on(t.challengerId, t.decidingArm),
  ],
);

/**
 * What the daily credit monitoring found (ADR 332) for the risk team (`settings.read`): a
 * characteristic whose PSI is `act`, or a segment under four-fifths of the best approval rate.
 * One row per month, kind and subject, raised once.
 */
export const policyMonitoringAlerts = pgTable(
  'policy_monitoring_alerts',
  {
    id: serial().primaryKey(),
    /** `YYYY-MM`. */
    month: text().notNull(),
    /** `psi` or `four_fifths`. */
    kind: text().notNull(),
    /** The characteristic (`income_band`, …) or the segment (`sex:female`, …). */
    subject: text().notNull(),
    details: jsonb().$type<Record<string, number | string>>().notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [
    check('policy_monitoring_alerts_kind_check', sql`${t.kind} in ('psi', 'four_fifths')`),
    uniqueIndex('policy_monitoring_alerts_uq').on(t.month, t.kind, t.subject),
  ],
);
