import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, references, sharedKey } from './columns';

/**
 * The borrower notices of issue 38 (ADR 133): one row per event, template and channel, queued with
 * the instant it may go out (the contact window's next opening) and sent by the `notices.deliver`
 * job through the messaging ports (whose sandbox adapters write the `outbox`). The unique index on
 * (event, template, channel) is what makes a notice go out once however often its event fires.
 */
export const borrowerNotices = pgTable(
  'borrower_notices',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id, 'cascade'),
    /** What happened, e.g. `application:12:received`, `payment:7`, `invoice:3:after:7`. */
    eventId: text().notNull(),
    /** `NOTICE_TEMPLATES` of `@lender/core` (the i18n key under `notices:`). */
    template: text().notNull(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    applicationId: integer(),
    loanId: integer(),
    /** The words, rendered when the event happened (its figures are the ones of that moment). */
    subject: text(),
    body: text().notNull(),
    /** Not before this instant (the contact window's next opening when it was queued outside it). */
    notBefore: instant().notNull(),
    status: text({ enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('borrower_notices_once_uq').on(t.eventId, t.template, t.channel),
    index('borrower_notices_due_idx').on(t.status, t.notBefore),
    index('borrower_notices_client_idx').on(t.clientId, t.id),
  ],
);

/**
 * The borrower's notice preferences (issue 38): the channel of service notices (they cannot be
 * switched off) and the marketing opt-in, kept apart. No row: both channels, no marketing.
 */
export const noticePreferences = pgTable('notice_preferences', {
  clientId: sharedKey(() => clients.id, 'cascade'),
  channel: text({ enum: ['sms', 'email', 'both'] })
    .notNull()
    .default('both'),
  marketingOptIn: boolean().notNull().default(false),
  marketingChangedAt: instant(),
  updatedAt: instantNow(),
});
