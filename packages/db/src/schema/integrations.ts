import { REFERRAL_STATUSES, VERIFF_STATUSES } from '@lender/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { clients } from './clients';
import { instant, instantNow, nullableReferences, references, sharedKey, timestamps } from './columns';

/**
 * Provider integrations of issue 6 (ADR 025): identity verification (Veriff), bank link (Belvo),
 * referrals, and the device/fraud signals stored with an application.
 */

/** Identity-verification session states: the contract's `VeriffStatus` values, one list for both. */
export const VERIFF_SESSION_STATUSES = VERIFF_STATUSES;

/**
 * One identity-verification session per attempt. `id` is the provider's session id. At most one
 * open (created or submitted) session per client, enforced by a partial unique index so two
 * concurrent `POST veriff/session` cannot open two.
 */
export const veriffSessions = pgTable(
  'veriff_sessions',
  {
    id: text().primaryKey(),
    clientId: references(() => clients.id, 'cascade'),
    provider: text().notNull(),
    url: text().notNull(),
    status: text({ enum: VERIFF_SESSION_STATUSES }).notNull().default('created'),
    /** Provider decision code (Veriff: 9001 approved, 9102 declined, 9103 resubmission, 9104 expired). */
    decisionCode: integer(),
    /** Provider reason text of a decline or resubmission (no personal data). */
    reason: text(),
    reasonCode: integer(),
    /** How the decision arrived: `webhook` (signed callback) or `poll`. */
    decidedVia: text({ enum: ['webhook', 'poll', 'expiry'] }),
    decidedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('veriff_sessions_client_idx').on(t.clientId, t.createdAt),
    uniqueIndex('veriff_sessions_open_uq').on(t.clientId).where(sql`status in ('created', 'submitted')`),
    index('veriff_sessions_pending_idx').on(t.status).where(sql`status in ('created', 'submitted')`),
  ],
);

/**
 * The sandbox identity provider's own memory (what Veriff keeps on its side): the outcome a tester
 * chose on the sandbox page, or the one the applicant's name asks for. Real adapters never use it.
 */
export const sandboxVeriffSessions = pgTable('sandbox_veriff_sessions', {
  id: text().primaryKey(),
  /** Outcome the name pattern asks for (decided on the first poll), or null: wait for the page. */
  presetOutcome: text({ enum: ['approved', 'declined', 'resubmission_requested'] }),
  /** Outcome chosen on the sandbox page. */
  chosenOutcome: text({ enum: ['approved', 'declined', 'resubmission_requested'] }),
  createdAt: instantNow(),
  decidedAt: instant(),
});

/** One account of a bank link's summary (balances in centavos). */
export interface BankLinkAccount {
  id: string;
  name: string;
  category: 'CHECKING_ACCOUNT' | 'SAVINGS_ACCOUNT' | 'CREDIT_CARD';
  currency: 'MXN';
  balanceCurrent: number;
}

/** What the bank link fetched: accounts and an income summary (centavos). */
export interface BankLinkSummary {
  accounts: BankLinkAccount[];
  /** Average monthly income over the last months the provider saw. */
  monthlyIncome: number;
  /** How many months of income the average covers. */
  incomeMonths: number;
  /** Regularity of income, 0–1 (the provider's confidence). */
  incomeRegularity: number;
}

/**
 * Bank links (Belvo) and skips. A `linked` row carries the provider's link id (unique across all
 * clients: a link belongs to one client) and the fetched summary; a `skipped` row records that the
 * client chose to go on without a link (one per client).
 */
export const bankLinks = pgTable(
  'bank_links',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id, 'cascade'),
    provider: text().notNull(),
    status: text({ enum: ['linked', 'skipped'] }).notNull(),
    linkId: text(),
    institution: text(),
    summary: jsonb().$type<BankLinkSummary>(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('bank_links_link_uq').on(t.linkId),
    uniqueIndex('bank_links_skip_uq').on(t.clientId).where(sql`status = 'skipped'`),
    index('bank_links_client_idx').on(t.clientId),
  ],
);

/** Referral states: the contract's `ReferralStatus` values, one list for both. */
export const REFERRAL_STATUS_VALUES = REFERRAL_STATUSES;

/**
 * Invitations a client sent (ADR 224). The invitee's contact is stored encrypted with a keyed hash
 * for look-ups and a masked form for display. One live invitation per referrer and contact; a
 * client can be the referred client of one referral only.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial().primaryKey(),
    referrerClientId: references(() => clients.id, 'cascade'),
    channel: text({ enum: ['phone', 'email'] }).notNull(),
    contactEnc: text().notNull(),
    contactHash: text().notNull(),
    contactMasked: text().notNull(),
    status: text({ enum: REFERRAL_STATUS_VALUES }).notNull().default('invited'),
    referredClientId: nullableReferences(() => clients.id, 'set null'),
    /** The referred client's first loan (set at `loan_issued`). */
    referredLoanId: integer(),
    /** Reward in centavos, set when rewarded. */
    reward: integer(),
    sendCount: integer().notNull().default(1),
    lastSentAt: instantNow(),
    registeredAt: instant(),
    loanPaidAt: instant(),
    rewardedAt: instant(),
    cancelledAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerClientId, t.createdAt),
    index('referrals_contact_idx').on(t.contactHash),
    uniqueIndex('referrals_live_uq').on(t.referrerClientId, t.contactHash).where(sql`status <> 'cancelled'`),
    uniqueIndex('referrals_referred_uq').on(t.referredClientId),
  ],
);

/** A provider's assessment of a device or session: allow, review or deny. */
export type FraudVerdict = 'allow' | 'review' | 'deny';

/**
 * Device and fraud signals of an application (iovation blackbox, JuicyScore session, HelloSoda
 * result), one row per application, plus the providers' assessments once evaluated.
 */
export const fraudSignals = pgTable(
  'fraud_signals',
  {
    applicationId: sharedKey(() => applications.id, 'cascade'),
    clientId: references(() => clients.id, 'cascade'),
    /** The iovation device blackbox (`iovation.ioBB`), as the page collected it. */
    iovationBlackbox: text(),
    juicySessionId: text(),
    helloSoda: jsonb().$type<{ reference: string; score: number; decision: 'pass' | 'review' | 'fail' }>(),
    iovationResult: jsonb().$type<{ verdict: FraudVerdict; deviceId: string; reason: string }>(),
    juicyScoreResult: jsonb().$type<{ verdict: FraudVerdict; score: number }>(),
    evaluatedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [index('fraud_signals_client_idx').on(t.clientId)],
);
