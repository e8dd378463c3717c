import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq, inArray } from '@lender/db/orm';
import { loanInvoices, loans } from '@lender/db/schema';
import { daysPastDue } from '../calendar/bank-calendar';
import { today as businessToday } from '../clock';
import type { Core } from '../core';
import { DEFAULT_REMINDER_DAYS_AFTER } from '../notices/notice-model';

/**
 * Days before an invoice's due date on which the borrower is reminded (issue 6 Background jobs; the
 * spec sets no number). Configurable per runner (`reminderDaysBefore`) and in the API with
 * `REMINDER_DAYS_BEFORE`.
 */
export const DEFAULT_REMINDER_DAYS_BEFORE: readonly number[] = [3, 1];

/** The longest look-ahead accepted for a reminder, in days. */
export const MAX_REMINDER_DAYS_BEFORE = 30;

/** Days after a due date on which a borrower whose payment is late is reminded (issue 38). */
export { DEFAULT_REMINDER_DAYS_AFTER } from '../notices/notice-model';

/** What one reminder run did. */
export interface ReminderRunResult {
  /** The Mexico City business day of the run. */
  date: string;
  /** Notices queued by this run (one per invoice, reminder day and channel). */
  queued: number;
  /** Invoices whose reminder for that day was already queued (an earlier or concurrent run). */
  skipped: number;
  /** Messages handed to the SMS and e-mail providers by this run (none outside the contact window). */
  sent: number;
}

/**
 * A due date that falls on a weekend or a bank holiday may be paid on the next bank business day
 * without charge (the contract; ADR 211), so the days a payment is late, and the reminders after
 * it, count from that last day to pay: at most this many calendar days after the due date.
 */
const LONGEST_GRACE_DAYS = 14;

/**
 * The payment reminders due today (issue 38): for every unpaid repayment invoice of an open loan
 * whose due date (moved by paid extensions) is `daysBefore` days away, or whose last day to pay was
 * `daysAfter` days ago (`daysPastDue`: a Sunday due date is not late on the Monday), the borrower's
 * notice is queued (`core.notices`, ADR 133) and the queue delivered. Idempotent: a notice is unique
 * per invoice, due date, reminder day and channel, so a retried or duplicated run sends nothing
 * twice; a run outside the contact window queues them for its next opening.
 */
export async function sendPaymentReminders(
  core: Core,
  options: { daysBefore?: readonly number[]; daysAfter?: readonly number[]; today?: string } = {},
): Promise<ReminderRunResult> {
  const date = options.today ?? businessToday(core.clock);
  const before = normaliseDaysBefore(options.daysBefore ?? DEFAULT_REMINDER_DAYS_BEFORE);
  const after = new Set(
    normaliseDaysBefore(options.daysAfter ?? DEFAULT_REMINDER_DAYS_AFTER).filter((days) => days > 0),
  );
  // Due date → offset before it; due dates late by a reminder day → minus the days late.
  const offsets = new Map<string, number>(before.map((days) => [addDays(date, days), days] as const));
  for (const days of after) {
    for (let grace = 0; grace <= LONGEST_GRACE_DAYS; grace += 1) {
      const dueDate = addDays(date, -days - grace);
      if (daysPastDue(dueDate, date) === days && !offsets.has(dueDate)) offsets.set(dueDate, -days);
    }
  }
  const result: ReminderRunResult = { date, queued: 0, skipped: 0, sent: 0 };
  if (offsets.size > 0) {
    const due = await core.db
      .select({ invoiceId: loanInvoices.id, dueDate: loanInvoices.dueDate, status: loans.status })
      .from(loanInvoices)
      .innerJoin(loans, eq(loans.id, loanInvoices.loanId))
      .where(
        and(
          eq(loanInvoices.kind, 'repayment'),
          eq(loanInvoices.status, 'unpaid'),
          inArray(loans.status, [LOAN_STATUS.active, LOAN_STATUS.onHold]),
          inArray(loanInvoices.dueDate, [...offsets.keys()]),
        ),
      )
      .orderBy(loanInvoices.id);
    for (const invoice of due) {
      const offset = offsets.get(invoice.dueDate) as number;
      // Before the due date only an active loan is reminded (an on-hold loan is already late).
      if (offset >= 0 && invoice.status !== LOAN_STATUS.active) continue;
      const queued = await core.notices.notify(core.db, {
        kind: 'reminder',
        invoiceId: invoice.invoiceId,
        offset,
      });
      if (queued === 0) result.skipped += 1;
      result.queued += queued;
    }
  }
  result.sent = (await core.notices.deliverDue()).sent;
  return result;
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
