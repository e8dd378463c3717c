import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instantNow, references } from './columns';
import { loanInvoices, loans } from './loans';

/**
 * Payment reminders sent by the background jobs (issue 6, ADR 227). One row per invoice, business
 * day and channel, claimed *before* the message goes out: the unique index is what makes "once per
 * invoice per day" hold across job retries, duplicate runs and several worker processes. The job
 * queue's own tables live in the `pgboss` schema, which pg-boss creates and migrates itself.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: serial().primaryKey(),
    invoiceId: references(() => loanInvoices.id),
    loanId: references(() => loans.id),
    /** The Mexico City business day the reminder belongs to. */
    reminderDate: date({ mode: 'string' }).notNull(),
    /** The invoice's due date when the reminder was sent. */
    dueDate: date({ mode: 'string' }).notNull(),
    daysBefore: integer().notNull(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('payment_reminders_once_uq').on(t.invoiceId, t.reminderDate, t.channel),
    index('payment_reminders_loan_idx').on(t.loanId),
  ],
);
