import { APPROVAL_KINDS } from '@lender/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { instant, nullableReferences, references, sharedKey } from './columns';
import { backOfficeUsers } from './identity';

/**
 * Who is working on a manual-verification case (issue 16): one claim per application; the claim
 * goes when the application is decided (the row is deleted with the decision) or is taken over.
 */
export const manualClaims = pgTable('manual_claims', {
  applicationId: sharedKey(() => applications.id, 'cascade'),
  userId: references(() => backOfficeUsers.id),
  claimedAt: instant().notNull(),
});

/** What a maker-checker request asks for (ADR 056; issue 36 adds reversals, limits and banks). */
export { APPROVAL_KINDS, type ApprovalKind } from '@lender/contracts';
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * Maker-checker requests (issue 16, ADR 056): a risky money or pricing action is stored here by
 * its maker and runs only when another admin approves it. At most one pending request per
 * kind and entity; the database refuses a checker equal to the maker.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial().primaryKey(),
    kind: text({ enum: APPROVAL_KINDS }).notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    /** What will be done (amounts in centavos). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: APPROVAL_STATUSES }).notNull().default('pending'),
    makerId: references(() => backOfficeUsers.id),
    checkerId: nullableReferences(() => backOfficeUsers.id),
    reason: text().notNull(),
    decisionReason: text(),
    /** What the approved action did (e.g. the amount written off, in centavos). */
    result: jsonb().$type<Record<string, unknown>>(),
    version: integer().notNull().default(1),
    createdAt: instant().notNull(),
    decidedAt: instant(),
  },
  (t) => [
    index('approval_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('approval_requests_one_pending_uq')
      .on(t.kind, t.entity, t.entityId)
      .where(sql`status = 'pending'`),
    check(
      'approval_requests_checker_not_maker',
      sql`${t.checkerId} IS NULL OR ${t.checkerId} <> ${t.makerId} OR ${t.status} = 'cancelled'`,
    ),
  ],
);

/**
 * Payment-provider callbacks whose reference matched no payment (issue 16): kept for the back
 * office to reconcile by hand. The provider's event id makes a redelivery one row.
 */
export const unmatchedCallbacks = pgTable(
  'unmatched_callbacks',
  {
    id: serial().primaryKey(),
    eventId: text().notNull().unique(),
    reference: text().notNull(),
    /** Centavos. */
    amount: integer().notNull(),
    status: text().notNull(),
    receivedAt: instant().notNull(),
  },
  (t) => [index('unmatched_callbacks_received_idx').on(t.receivedAt)],
);
