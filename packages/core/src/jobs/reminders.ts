import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq, inArray } from '@lender/db/orm';
import { clients, loanInvoices, loans, paymentReminders } from '@lender/db/schema';
import { formatRelativeDays } from '@lender/i18n';
import { today as businessToday } from '../clock';
import { emailOf } from '../contact/email';
import type { Core } from '../core';
import { t } from '../i18n';

/**
 * Days before an invoice's due date on which the borrower is reminded (issue 6 Background jobs; the
 * spec sets no number). Configurable per runner (`reminderDaysBefore`) and in the API with
 * `REMINDER_DAYS_BEFORE`.
 */
export const DEFAULT_REMINDER_DAYS_BEFORE: readonly number[] = [3, 1];

/** The longest look-ahead accepted for a reminder, in days. */
export const MAX_REMINDER_DAYS_BEFORE = 30;

/** What one reminder run did. */
export interface ReminderRunResult {
  /** The Mexico City business day of the run. */
  date: string;
  /** Messages handed to the SMS and e-mail providers by this run. */
  sent: number;
  /** Invoice/channel pairs already reminded today (an earlier or concurrent run). */
  skipped: number;
}

/**
 * Sends the payment reminders due today: for every unpaid repayment invoice of an active loan whose
 * due date (moved by paid extensions) is `daysBefore` days away, one SMS and one e-mail through
 * the providers (the sandbox adapters put them in the outbox). Idempotent: each invoice, day and channel is claimed in `payment_reminders`
 * (unique) before its message goes out, so a retried or duplicated run sends nothing twice; a claim
 * whose send failed is given back so the job's retry sends it.
 */
export async function sendPaymentReminders(
  core: Core,
  options: { daysBefore?: readonly number[]; today?: string } = {},
): Promise<ReminderRunResult> {
  const date = options.today ?? businessToday(core.clock);
  const daysBefore = normaliseDaysBefore(options.daysBefore ?? DEFAULT_REMINDER_DAYS_BEFORE);
  const byDueDate = new Map(daysBefore.map((days) => [addDays(date, days), days] as const));
  const result: ReminderRunResult = { date, sent: 0, skipped: 0 };
  if (byDueDate.size === 0) return result;

  const due = await core.db
    .select({
      invoiceId: loanInvoices.id,
      loanId: loanInvoices.loanId,
      dueDate: loanInvoices.dueDate,
      firstName: clients.firstName,
      emailEnc: clients.emailEnc,
      legacyEmail: clients.legacyEmail,
      phoneEnc: clients.phoneEnc,
    })
    .from(loanInvoices)
    .innerJoin(loans, eq(loans.id, loanInvoices.loanId))
    .innerJoin(clients, eq(clients.id, loans.clientId))
    .where(
      and(
        eq(loanInvoices.kind, 'repayment'),
        eq(loanInvoices.status, 'unpaid'),
        eq(loans.status, LOAN_STATUS.active),
        inArray(loanInvoices.dueDate, [...byDueDate.keys()]),
      ),
    )
    .orderBy(loanInvoices.id);

  for (const invoice of due) {
    const days = byDueDate.get(invoice.dueDate) as number;
    const text = reminderText(invoice.firstName, invoice.dueDate, days);
    const channels = [
      {
        channel: 'sms' as const,
        send: () =>
          core.providers.sms.send({
            to: core.pii.decrypt(invoice.phoneEnc),
            text,
            purpose: 'payment_reminder',
          }),
      },
      {
        channel: 'email' as const,
        send: () =>
          core.providers.email.send({
            to: emailOf(core.pii, invoice),
            subject: t('messages:reminder.subject'),
            text,
            purpose: 'payment_reminder',
          }),
      },
    ];
    for (const { channel, send } of channels) {
      const [claim] = await core.db
        .insert(paymentReminders)
        .values({
          invoiceId: invoice.invoiceId,
          loanId: invoice.loanId,
          reminderDate: date,
          dueDate: invoice.dueDate,
          daysBefore: days,
          channel,
        })
        .onConflictDoNothing()
        .returning({ id: paymentReminders.id });
      if (!claim) {
        result.skipped += 1;
        continue;
      }
      try {
        await send();
      } catch (error) {
        await core.db.delete(paymentReminders).where(eq(paymentReminders.id, claim.id));
        throw error;
      }
      result.sent += 1;
    }
  }
  return result;
}

/** The reminder's text, from `@lender/i18n` (spec §9: dates shown dd.mm.yyyy). */
function reminderText(firstName: string, dueDate: string, days: number): string {
  return t('messages:reminder.text', { firstName, dueDate, when: formatRelativeDays(days) });
}

/** Whole days in [0, MAX_REMINDER_DAYS_BEFORE], without duplicates. */
export function normaliseDaysBefore(days: readonly number[]): number[] {
  for (const day of days) {
    if (!Number.isInteger(day) || day < 0 || day > MAX_REMINDER_DAYS_BEFORE) {
      throw new RangeError(
        `Reminder days must be whole numbers from 0 to ${MAX_REMINDER_DAYS_BEFORE}; got ${day}.`,
      );
    }
  }
  return [...new Set(days)].sort((a, b) => a - b);
}
