import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, nullableReferences, references, sharedKey } from './columns';
import { backOfficeUsers } from './identity';
import { payouts } from './loans';
import { payments } from './payments';

// Anti-money-laundering (PLD, issue 50; ADR in docs/decisions "aml-…"): the watch lists in force and
// their versions, each client's screening matches, state and risk grade, the payouts held, the
// alerts the officer works and the reports filed. Alerts and reports are kept 10 years: a trigger
// (migration "aml-screening") refuses to delete them, whatever asks.

/** The lists screened: the UIF's blocked persons, sanctions, politically exposed persons, our own. */
export const WATCHLIST_KINDS = ['uif_blocked', 'sanctions', 'pep', 'own'] as const;
export type WatchlistKind = (typeof WATCHLIST_KINDS)[number];

/**
 * One loaded version of a list: `active` (in force; one per list), `superseded`, or
 * `awaiting_confirmation` (it would clear every earlier match: a second user confirms it).
 */
export const watchlistVersions = pgTable(
  'watchlist_versions',
  {
    id: serial().primaryKey(),
    list: text({ enum: WATCHLIST_KINDS }).notNull(),
    /** The file's name as the adapter gave it. */
    source: text().notNull(),
    /** SHA-256 of the file's text: the same file twice is one version. */
    sha256: text().notNull(),
    entries: integer().notNull(),
    status: text({ enum: ['active', 'superseded', 'awaiting_confirmation'] }).notNull(),
    loadedBy: nullableReferences(() => backOfficeUsers.id),
    loadedAt: instantNow(),
    /**
     * A version the system loaded (the watch-list port: `loadedBy` null) that clears a match needs two
     * compliance users: the first who accepts it, then a second who confirms it.
     */
    acceptedBy: nullableReferences(() => backOfficeUsers.id),
    confirmedBy: nullableReferences(() => backOfficeUsers.id),
    confirmedAt: instant(),
  },
  (t) => [
    uniqueIndex('watchlist_versions_active_uq').on(t.list).where(sql`status = 'active'`),
    check(
      'watchlist_versions_status_check',
      sql`${t.status} in ('active', 'superseded', 'awaiting_confirmation')`,
    ),
  ],
);

/** One person of a list version (names normalised for matching; CURP, RFC, birth date when given). */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    id: serial().primaryKey(),
    versionId: references(() => watchlistVersions.id, 'cascade'),
    list: text({ enum: WATCHLIST_KINDS }).notNull(),
    /** The list's own id of the person (stable across versions): what a cleared match remembers. */
    externalId: text().notNull(),
    fullName: text().notNull(),
    curp: text(),
    rfc: text(),
    birthDate: date({ mode: 'string' }),
    line: integer().notNull(),
  },
  (t) => [index('watchlist_entries_version_idx').on(t.versionId)],
);

/**
 * A client found on a list: `open` (the officer looks), `confirmed` (a true match), `cleared` (a
 * false positive, remembered with who cleared it and why: the same person of the same list never
 * raises it again for this client), `delisted` (the person left the list; back on it, it reopens).
 */
export const amlMatches = pgTable(
  'aml_matches',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    list: text({ enum: WATCHLIST_KINDS }).notNull(),
    externalId: text().notNull(),
    entryName: text().notNull(),
    versionId: references(() => watchlistVersions.id),
    /** 0–100. */
    score: integer().notNull(),
    /** What agreed: `name`, `curp`, `rfc`, `birth_date`. */
    reasons: jsonb().$type<string[]>().notNull(),
    status: text({ enum: ['open', 'confirmed', 'cleared', 'delisted'] })
      .notNull()
      .default('open'),
    clearedBy: nullableReferences(() => backOfficeUsers.id),
    clearedReason: text(),
    clearedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('aml_matches_client_entry_uq').on(t.clientId, t.list, t.externalId),
    index('aml_matches_status_idx').on(t.status),
  ],
);

/**
 * Each screened client's state (`clear`, `enhanced_review`, `suspended`) and risk grade with its
 * reasons; `eddAt` is when enhanced due diligence was completed (needed before a high-risk payout).
 */
export const amlClients = pgTable('aml_clients', {
  clientId: sharedKey(() => clients.id),
  state: text({ enum: ['clear', 'enhanced_review', 'suspended'] }).notNull(),
  riskGrade: text({ enum: ['low', 'medium', 'high'] })
    .notNull()
    .default('low'),
  riskReasons: jsonb().$type<string[]>().notNull().default([]),
  riskAt: instant(),
  eddBy: nullableReferences(() => backOfficeUsers.id),
  eddAt: instant(),
  screenedAt: instant().notNull(),
});

/** A payout that must not leave while its client is suspended or under review. */
export const amlPayoutHolds = pgTable('aml_payout_holds', {
  payoutId: sharedKey(() => payouts.id),
  clientId: references(() => clients.id),
  reason: text().notNull(),
  heldAt: instantNow(),
  releasedAt: instant(),
  releasedBy: nullableReferences(() => backOfficeUsers.id),
});

export const AML_ALERT_KINDS = ['blocked_list', 'relevant', 'unusual', 'internal'] as const;
export type AmlAlertKind = (typeof AML_ALERT_KINDS)[number];
export const AML_ALERT_STATUSES = ['open', 'reported', 'dismissed'] as const;

/** Where the check of a payout's beneficiary against its CEP stands (issue 66, ADR 327). */
export const PAYOUT_BENEFICIARY_STATUSES = ['pending', 'matched', 'mismatch', 'missing'] as const;

/**
 * A SPEI payout's CEP read back (issue 66, ADR 327): `pending` until Banxico has it (retried at
 * `nextCheckAt`), then `matched` (the beneficiary's name and RFC are the client's), `mismatch` (the
 * money reached another person's account) or `missing` (no CEP long after the money left). A
 * `mismatch` or `missing` row not yet released holds every further payout of the client; two
 * compliance officers release it (the one who asks, `releaseRequestedBy`, and another).
 */
export const payoutBeneficiaryChecks = pgTable(
  'payout_beneficiary_checks',
  {
    payoutId: sharedKey(() => payouts.id),
    clientId: references(() => clients.id),
    status: text({ enum: PAYOUT_BENEFICIARY_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextCheckAt: instant().notNull(),
    /** 0–100: how well the CEP's beneficiary name agrees with the client's (null until read). */
    nameScore: integer(),
    /** `same`, `differs`, or `absent` (one side has no RFC, or the generic one). */
    rfc: text({ enum: ['same', 'differs', 'absent'] }),
    checkedAt: instant(),
    alertId: nullableReferences(() => amlAlerts.id),
    releaseRequestedBy: nullableReferences(() => backOfficeUsers.id),
    releaseReason: text(),
    releaseRequestedAt: instant(),
    releasedBy: nullableReferences(() => backOfficeUsers.id),
    releasedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('payout_beneficiary_checks_client_idx').on(t.clientId),
    index('payout_beneficiary_checks_due_idx').on(t.nextCheckAt).where(sql`status = 'pending'`),
    check(
      'payout_beneficiary_checks_status_check',
      sql`${t.status} in ('pending', 'matched', 'mismatch', 'missing')`,
    ),
  ],
);

/**
 * An operation to report: `blocked_list` (24-hour report), `relevant` (cash at or above the USD
 * threshold), `unusual` (a rule fired), `internal` (raised by staff). The officer reports or
 * dismisses it with a written reason, under maker-checker (approval kind `compliance.alert`).
 * `dedupeKey` makes a rule fire once per thing it saw.
 */
export const amlAlerts = pgTable(
  'aml_alerts',
  {
    id: serial().primaryKey(),
    kind: text({ enum: AML_ALERT_KINDS }).notNull(),
    /** The unusual rule that fired, or the list for a blocked-list hit. */
    rule: text(),
    clientId: nullableReferences(() => clients.id),
    paymentId: nullableReferences(() => payments.id),
    dedupeKey: text().notNull(),
    /** Facts for the officer and the report (centavos, dates, counts; never CURP, CLABE or phone). */
    details: jsonb().$type<Record<string, string | number>>().notNull(),
    description: text(),
    status: text({ enum: AML_ALERT_STATUSES }).notNull().default('open'),
    /** When the report is due (24 hours for a blocked-list hit). */
    dueAt: instant(),
    raisedBy: nullableReferences(() => backOfficeUsers.id),
    decisionReason: text(),
    decidedBy: nullableReferences(() => backOfficeUsers.id),
    decidedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('aml_alerts_dedupe_uq').on(t.dedupeKey),
    index('aml_alerts_status_idx').on(t.status, t.id),
    check('aml_alerts_kind_check', sql`${t.kind} in ('blocked_list', 'relevant', 'unusual', 'internal')`),
    check('aml_alerts_status_check', sql`${t.status} in ('open', 'reported', 'dismissed')`),
  ],
);

/** A report file produced (periodic or a 24-hour one), kept with its text and SHA-256. */
export const amlReports = pgTable('aml_reports', {
  id: serial().primaryKey(),
  kind: text({ enum: ['periodic', 'blocked_list'] }).notNull(),
  periodFrom: date({ mode: 'string' }).notNull(),
  periodTo: date({ mode: 'string' }).notNull(),
  layout: text().notNull(),
  fileName: text().notNull(),
  content: text().notNull(),
  sha256: text().notNull(),
  alerts: integer().notNull(),
  createdBy: nullableReferences(() => backOfficeUsers.id),
  createdAt: instantNow(),
});
