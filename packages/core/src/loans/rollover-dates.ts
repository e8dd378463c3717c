import { addDays } from '@lender/calculator/kernel';

/** What the due-date helpers read of an extension. */
export interface RolloverDates {
  status: string;
  days: number;
  /** Stored when the fee is paid: the due date the loan moved to. */
  newDueDate: string | null;
}

/**
 * The due date an extension moves the loan to (issue 11: one source for every view, the document and
 * the move itself). Once paid it is the date stored with the extension when the loan moved; before,
 * the loan's due date in force plus the extension's days.
 */
export function rolloverNewDueDate(loanDueDate: string, rollover: RolloverDates): string {
  if (rollover.status === 'paid' && rollover.newDueDate) return rollover.newDueDate;
  return addDays(loanDueDate, rollover.days);
}

/** The due date an extension starts from: the loan's in force, or for a paid one the date it replaced. */
export function rolloverPreviousDueDate(loanDueDate: string, rollover: RolloverDates): string {
  if (rollover.status === 'paid' && rollover.newDueDate) return addDays(rollover.newDueDate, -rollover.days);
  return loanDueDate;
}
