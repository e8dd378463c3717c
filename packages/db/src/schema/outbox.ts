import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant, instantNow } from './columns';

/**
 * Every message a provider adapter sends (architecture decision 9). The sandbox adapters only
 * write here, so a tester or the back-office can read an SMS code. The recipient is kept masked
 * plus a keyed hash for look-ups; the body is what the provider would deliver.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial().primaryKey(),
    channel: text({ enum: ['sms', 'email', 'hello_soda', 'captcha', 'error_report'] }).notNull(),
    provider: text().notNull(),
    recipientMasked: text(),
    recipientHash: text(),
    subject: text(),
    body: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>(),
    status: text({ enum: ['sent', 'failed'] })
      .notNull()
      .default('sent'),
    createdAt: instantNow(),
    /** A back-office retry: the failed message this one sends again. */
    retryOf: integer(),
    /** When a failed message was sent again (it is retried at most once). */
    retriedAt: instant(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipientHash),
    index('outbox_status_channel_idx').on(t.status, t.channel, t.id),
  ],
);
