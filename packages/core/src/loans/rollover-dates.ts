import { addDays } from '@lender/calculator/kernel';
import { lastDayToPay } from '../calendar/bank-calendar';

/** What the due-date helpers read of an extension. */
export interface RolloverDates {
  status: string;
  days: number;
  /** Stored when the fee is paid: the due date the loan moved to. */
  newDueDate: string | null;
  /** Stored when the fee is paid: the due date it replaced. */
  previousDueDate?: string | null;
}

/**
 * The due date an extension moves the loan to (issue 11: one source for every view, the document and
 * the move itself). Once paid it is the date stored with the extension when the loan moved; before,
 * the extension's days from the loan's due date in force when paid (`on`) by its last day to pay, or
 * from `on` itself when paid later (ADR 368): a late loan's extension gives its days from the day
 * paid, never a due date already past.
 */
export function rolloverNewDueDate(loanDueDate: string, rollover: RolloverDates, on?: string): string {
  if (rollover.status === 'paid' && rollover.newDueDate) return rollover.newDueDate;
  const from = on !== undefined && on > lastDayToPay(loanDueDate) ? on : loanDueDate;
  return addDays(from, rollover.days);
}

/**
 * The due date an extension replaces: the loan's in force, or for a paid one the date it replaced when
 * paid (for one paid late, a day already past; its new date runs from the day paid: ADR 368).
 */
export function rolloverPreviousDueDate(loanDueDate: string, rollover: RolloverDates): string {
  if (rollover.status !== 'paid') return loanDueDate;
  if (rollover.previousDueDate) return rollover.previousDueDate;
  return rollover.newDueDate ? addDays(rollover.newDueDate, -rollover.days) : loanDueDate;
}
