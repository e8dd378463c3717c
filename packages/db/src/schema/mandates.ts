import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { approvalRequests } from './back-office';
import { clients } from './clients';
import { fakeFlag, instant, nullableReferences, references } from './columns';
import { loans } from './loans';
import { paymentCards, payments } from './payments';

export const MANDATE_METHODS = ['clabe', 'card'] as const;
export const MANDATE_STATUSES = ['active', 'revoked'] as const;
export const MANDATE_CHARGE_STATUSES = [
  'sent',
  'accepted',
  'insufficient_funds',
  'account_closed',
  'objected',
] as const;

/**
 * A direct-debit mandate (issue 66, ADR 325): what the borrower authorised the lender to charge on
 * one loan by one method — at most `maxAmount` centavos a charge, on business dates `coversFrom` to
 * `coversTo`, each announced `preNoticeDays` business days before. Made at signing from the
 * borrower's direct-debit consent, with the version and SHA-256 of the text they accepted (kept in
 * the NOM-151 evidence). The account is referenced, never copied: a card by its `payment_cards` row,
 * a CLABE by the client's look-up hash (`clients.clabe_hash`); only the last four digits are shown.
 */
export const mandates = pgTable(
  'mandates',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    loanId: references(() => loans.id),
    method: text({ enum: MANDATE_METHODS }).notNull(),
    cardId: nullableReferences(() => paymentCards.id),
    /** The CLABE's keyed look-up hash as `clients.clabe_hash` held it at signing (never the number). */
    accountHash: text(),
    last4: text().notNull(),
    /** Centavos: the most one charge may take. */
    maxAmount: integer().notNull(),
    coversFrom: date({ mode: 'string' }).notNull(),
    coversTo: date({ mode: 'string' }).notNull(),
    preNoticeDays: integer().notNull(),
    status: text({ enum: MANDATE_STATUSES }).notNull().default('active'),
    /** Why it stopped: the borrower revoked it, or objected to a charge under it. */
    revokedReason: text({ enum: ['borrower', 'objection'] }),
    acceptedAt: instant().notNull(),
    revokedAt: instant(),
    textVersion: text().notNull(),
    textSha256: text().notNull(),
    /** The borrower chose to be charged on payday in parts of at most MXN 1,000 (issue 66 point 2). */
    splitInParts: boolean().notNull().default(false),
    fake: fakeFlag(),
  },
  (t) => [
    index('mandates_client_idx').on(t.clientId),
    uniqueIndex('mandates_loan_method_uq').on(t.loanId, t.method),
    check('mandates_max_amount_positive', sql`${t.maxAmount} > 0`),
    check('mandates_pre_notice_min', sql`${t.preNoticeDays} >= 2`),
    check('mandates_coverage_order', sql`${t.coversFrom} <= ${t.coversTo}`),
  ],
);

/**
 * Each charge sent under a mandate and the clearing house's answer: `sent` until it answers, then
 * `accepted` (its payment settles later like the others) or a decline with its reason code; an
 * accepted charge the payer later objects to becomes `objected` (`objectedOn`), and inside the legal
 * window the platform's refund case (a `payment.reversal` request) is `refundApprovalId`.
 */
export const mandateCharges = pgTable(
  'mandate_charges',
  {
    id: serial().primaryKey(),
    mandateId: references(() => mandates.id),
    loanId: references(() => loans.id),
    paymentId: references(() => payments.id),
    /** Centavos. */
    amount: integer().notNull(),
    chargeOn: date({ mode: 'string' }).notNull(),
    /** 1 for the first charge of the loan under this mandate, 2 for the next… */
    attempt: integer().notNull(),
    status: text({ enum: MANDATE_CHARGE_STATUSES }).notNull().default('sent'),
    /** The clearing house's id of the request, its reason code and the date it settles. */
    requestId: text(),
    reasonCode: text(),
    settlementDate: date({ mode: 'string' }),
    objectedOn: date({ mode: 'string' }),
    refundApprovalId: nullableReferences(() => approvalRequests.id),
    createdAt: instant().notNull(),
  },
  (t) => [
    index('mandate_charges_mandate_idx').on(t.mandateId),
    uniqueIndex('mandate_charges_request_uq').on(t.requestId).where(sql`request_id is not null`),
    uniqueIndex('mandate_charges_payment_uq').on(t.paymentId),
  ],
);

export const SCHEDULED_CHARGE_STATUSES = [
  'planned',
  'noticed',
  'sending',
  'cancelled',
  'accepted',
  'declined',
  'refused',
] as const;
export const DECLINE_KINDS = ['insufficient_funds', 'account_closed', 'objected'] as const;

/**
 * The charges planned under a mandate on the borrower's paydays (issue 66 point 2, ADR 329), one row
 * per attempt of an instalment's part: `planned`, then `noticed` once its pre-notice is queued, `sending`
 * while the clearing house is asked, then `accepted` or `declined` (`declineKind`) by the clearing house (`mandateChargeId`), or `cancelled`
 * by the borrower's "no me cobren", or `refused` by the gate before any bank saw it (`refusalCode`).
 * (loan, instalment, part, attempt) is unique: a job run twice plans and charges once.
 */
export const scheduledCharges = pgTable(
  'scheduled_charges',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    loanId: references(() => loans.id),
    mandateId: references(() => mandates.id),
    method: text({ enum: MANDATE_METHODS }).notNull(),
    /** 1 for the loan's repayment (a single-payment loan has one instalment). */
    instalment: integer().notNull().default(1),
    /** 1, or the part of a payday split into parts of at most MXN 1,000. */
    part: integer().notNull().default(1),
    attempt: integer().notNull(),
    /** Centavos: the amount the pre-notice announces; the charge never takes more. */
    amount: integer().notNull(),
    chargeOn: date({ mode: 'string' }).notNull(),
    status: text({ enum: SCHEDULED_CHARGE_STATUSES }).notNull().default('planned'),
    declineKind: text({ enum: DECLINE_KINDS }),
    refusalCode: text(),
    noticedAt: instant(),
    mandateChargeId: nullableReferences(() => mandateCharges.id),
    cancelledAt: instant(),
    createdAt: instant().notNull(),
    fake: fakeFlag(),
  },
  (t) => [
    uniqueIndex('scheduled_charges_attempt_uq').on(t.loanId, t.instalment, t.part, t.attempt),
    index('scheduled_charges_due_idx').on(t.status, t.chargeOn),
    index('scheduled_charges_client_idx').on(t.clientId),
    check('scheduled_charges_amount_positive', sql`${t.amount} > 0`),
  ],
);
