import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, nullableReferences, references, sharedKey } from './columns';
import { backOfficeUsers } from './identity';
import { loans } from './loans';

/**
 * Who works an overdue loan (issue 38, ADR 136): one claim per loan, like the manual queue's
 * claims. A broken promise deletes the claim, so the case goes back to the queue.
 */
export const collectionClaims = pgTable('collection_claims', {
  loanId: sharedKey(() => loans.id, 'cascade'),
  userId: references(() => backOfficeUsers.id),
  claimedAt: instant().notNull(),
});

/**
 * The texts collections may send (issue 66, ADR 326): an outbound SMS, e-mail or WhatsApp names one,
 * never free text. A maker files it (checked by the rule list), another user approves it through
 * the `collections.template` approval request; only an approved one (`approvedAt`) may be sent.
 */
export const collectionTemplates = pgTable(
  'collection_templates',
  {
    id: serial().primaryKey(),
    /** What the borrower's contact log calls it. */
    name: text().notNull(),
    /** `sms`, `email`, `whatsapp`. */
    channel: text().notNull(),
    /** The text, with only the placeholders of the rule list (`{firstName}`, `{amount}` …). */
    body: text().notNull(),
    makerId: references(() => backOfficeUsers.id),
    checkerId: nullableReferences(() => backOfficeUsers.id),
    approvedAt: instant(),
    createdAt: instant().notNull(),
  },
  (t) => [
    check('collection_templates_channel_check', sql`${t.channel} in ('sms', 'email', 'whatsapp')`),
    check(
      'collection_templates_checker_not_maker',
      sql`${t.checkerId} IS NULL OR ${t.checkerId} <> ${t.makerId}`,
    ),
  ],
);

/**
 * Every collection contact (issue 38, ADR 137): who made it (a back-office user), when, how and
 * with what result, and what the loan owed then. Only the borrower's own phone or e-mail is ever
 * contacted (`address`: which of the two); the number itself is not copied here.
 */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    clientId: references(() => clients.id),
    userId: references(() => backOfficeUsers.id),
    /** `call`, `sms`, `email`, `whatsapp`. */
    channel: text().notNull(),
    /** `outbound` (we contacted the borrower) or `inbound` (the borrower contacted us). */
    direction: text().notNull(),
    /** `reached`, `no_answer`, `wrong_number`, `refused`, `promised`. */
    result: text().notNull(),
    /** `phone` or `email`: the borrower's own address the contact went to. */
    address: text().notNull(),
    note: text(),
    /** The loan's outstanding balance when the contact was made (centavos). */
    balance: integer().notNull(),
    /** The approved template an outbound SMS, e-mail or WhatsApp sent (issue 66, ADR 326); null for calls. */
    templateId: nullableReferences(() => collectionTemplates.id),
    contactedAt: instant().notNull(),
  },
  (t) => [
    index('collection_contacts_loan_idx').on(t.loanId, t.contactedAt),
    index('collection_contacts_client_idx').on(t.clientId, t.contactedAt),
    index('collection_contacts_at_idx').on(t.contactedAt),
    check('collection_contacts_channel_check', sql`${t.channel} in ('call', 'sms', 'email', 'whatsapp')`),
    check('collection_contacts_direction_check', sql`${t.direction} in ('outbound', 'inbound')`),
    check(
      'collection_contacts_result_check',
      sql`${t.result} in ('reached', 'no_answer', 'wrong_number', 'refused', 'promised')`,
    ),
    check('collection_contacts_address_check', sql`${t.address} in ('phone', 'email')`),
  ],
);

/**
 * Promises to pay (issue 38, ADR 138): made to a collector (with the contact) or by the borrower on
 * `/profile/my-loan`. The daily job decides `kept` or `broken` from the ledger the day after `promisedDate`.
 */
export const collectionPromises = pgTable(
  'collection_promises',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    clientId: references(() => clients.id),
    /** The collector who took it; null when the borrower made it on the site. */
    userId: nullableReferences(() => backOfficeUsers.id),
    contactId: nullableReferences(() => collectionContacts.id),
    /** The business date (Mexico City) the promise was made: payments count from this day. */
    madeOn: date({ mode: 'string' }).notNull(),
    promisedDate: date({ mode: 'string' }).notNull(),
    /** Centavos. */
    amount: integer().notNull(),
    /** `pending`, `kept`, `broken`, or `replaced` by a newer promise. */
    status: text().notNull().default('pending'),
    /** What the ledger showed paid from `madeOn` to `promisedDate` when it was decided (centavos). */
    paid: integer(),
    decidedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('collection_promises_loan_idx').on(t.loanId),
    index('collection_promises_pending_idx').on(t.promisedDate).where(sql`status = 'pending'`),
    check('collection_promises_status_check', sql`${t.status} in ('pending', 'kept', 'broken', 'replaced')`),
    check('collection_promises_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Free notes on an overdue loan's case (issue 38), kept with their author. */
export const collectionNotes = pgTable(
  'collection_notes',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    userId: references(() => backOfficeUsers.id),
    text: text().notNull(),
    createdAt: instantNow(),
  },
  (t) => [index('collection_notes_loan_idx').on(t.loanId)],
);
