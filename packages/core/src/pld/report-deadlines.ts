import { addDays } from '@lender/calculator/kernel';
import { addBusinessDays } from '../calendar/business-days';
import { businessDate } from '../clock';
import { dayEnd } from './report-period';

// What the PLD officer owes and by when (ADR 378), on the Mexico City clock and the
// CNBV's bank business days. Both periods are our reading of the DCG of art. 95 Bis LGOAAC for SOFOM
// E.N.R. (not yet in the regulation reference): counsel confirms them.

/**
 * The relevant operations of a calendar quarter are filed within the first ten business days of the
 * month after it (January, April, July, October).
 */
export const RELEVANT_FILE_BUSINESS_DAYS = 10;
/** The committee judges an unusual or internal operation within 60 calendar days of its alert. */
export const COMMITTEE_CALENDAR_DAYS = 60;

/** The calendar quarter of a day (`YYYY-MM-DD`): its first and last days. */
export function quarterOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const first = Math.floor((Number(day.slice(5, 7)) - 1) / 3) * 3 + 1;
  const from = `${year}-${String(first).padStart(2, '0')}-01`;
  const next = first === 10 ? `${year + 1}-01-01` : `${year}-${String(first + 3).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** When the relevant-operations file of `paidOn`'s quarter is due: the end of the 10th business day after. */
export const relevantFileDue = (paidOn: string): Date =>
  dayEnd(addBusinessDays(quarterOf(paidOn).to, RELEVANT_FILE_BUSINESS_DAYS));

/** When the committee must have judged an alert raised at `raisedAt`: the end of its 60th calendar day. */
export const committeeDue = (raisedAt: Date): Date =>
  dayEnd(addDays(businessDate(raisedAt), COMMITTEE_CALENDAR_DAYS));

/**
 * What an alert is due by at its stage: a relevant operation (never judged) by its quarter's file; an
 * unusual or internal one still open by the committee's deadline; one decided, or a blocked-list hit,
 * by the report's own (`dueAt` kept: three business days after the decision, 24 hours).
 */
export function alertDueAt(
  alert: { kind: string; status: string; dueAt: Date | null; createdAt: Date },
  paidOn: string | null,
): Date | null {
  if (alert.kind === 'relevant') return relevantFileDue(paidOn ?? businessDate(alert.createdAt));
  if (alert.status === 'open' && (alert.kind === 'unusual' || alert.kind === 'internal')) {
    return alert.dueAt ?? committeeDue(alert.createdAt);
  }
  return alert.dueAt;
}
