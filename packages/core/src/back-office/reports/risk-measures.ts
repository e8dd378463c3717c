import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { RiskReport, RollState } from '@lender/contracts';
import { lastDayToPay } from '../../calendar/bank-calendar';
import { bucketOf } from '../portfolio';
import { balancesOn, type LoanHistory, loanOn, monthEnd, monthsBetween } from './loan-history';

// The measures of the risk reports that follow loans from one date to another (ADR 144): roll
// rates, vintages and the cure of extensions. Each reads a loan's standing through `loanOn` and the
// portfolio's own buckets, so a bucket here is the dashboard's bucket.

/** More than this many days past due is a default (the 90+ bucket), as is a write-off. */
export const DEFAULT_FROM_DAYS = 91;

/** Where a loan stands at the end of `date`, or null when it was not lent yet. */
export function rollStateOn(loan: LoanHistory, date: string): RollState | null {
  const on = loanOn(loan, date);
  if (!on) return null;
  if (on.status !== LOAN_STATUS.active) {
    return loan.status === LOAN_STATUS.writeOff || loan.status === LOAN_STATUS.soldDebt
      ? 'written_off'
      : 'paid';
  }
  return bucketOf(on.status, on.overdueDays) ?? 'current';
}

/** Month to month: from each open state at the previous month end to each state at this one. */
export function rollRates(
  loans: readonly LoanHistory[],
  months: readonly string[],
  asOf: (month: string) => string,
  previousEnd: (month: string) => string,
): RiskReport['rollRates'] {
  const rows: RiskReport['rollRates'] = [];
  for (const month of months) {
    const before = previousEnd(month);
    const cells = new Map<string, { from: RollState; to: RollState; count: number; principal: number }>();
    const fromTotals = new Map<RollState, number>();
    for (const loan of loans) {
      const from = rollStateOn(loan, before);
      if (from === null || from === 'paid' || from === 'written_off') continue;
      const to = rollStateOn(loan, asOf(month)) as RollState;
      const principal = balancesOn(loan, before).principal;
      const key = `${from}>${to}`;
      const cell = cells.get(key) ?? { from, to, count: 0, principal: 0 };
      cell.count += 1;
      cell.principal += principal;
      cells.set(key, cell);
      fromTotals.set(from, (fromTotals.get(from) ?? 0) + principal);
    }
    for (const cell of cells.values()) {
      const total = fromTotals.get(cell.from) ?? 0;
      rows.push({
        month,
        from: cell.from,
        to: cell.to,
        count: cell.count,
        principalCentavos: cell.principal,
        share: total > 0 ? cell.principal / total : null,
      });
    }
  }
  const order = (state: RollState) =>
    ['current', '1-7', '8-30', '31-60', '61-90', '90+', 'paid', 'written_off'].indexOf(state);
  return rows.sort(
    (a, b) => a.month.localeCompare(b.month) || order(a.from) - order(b.from) || order(a.to) - order(b.to),
  );
}

/**
 * The first business date the loan defaulted: the day it first stood more than 90 days past due
 * while open (under the due date then in force), or the day it was written off; null if never.
 */
export function defaultDateOf(loan: LoanHistory): string | null {
  const periods = [
    { from: loan.startDate, due: loan.firstDueDate },
    ...loan.extensions.map((extension) => ({ from: extension.paidOn, due: extension.newDueDate })),
  ];
  for (const [index, period] of periods.entries()) {
    const until = periods[index + 1]?.from ?? null;
    const day = addDays(period.due, DEFAULT_FROM_DAYS);
    if (day <= lastDayToPay(period.due) || day < period.from) continue;
    if (until !== null && day >= until) continue;
    if (loan.closedOn !== null && day >= loan.closedOn) continue;
    return day;
  }
  return loan.status === LOAN_STATUS.writeOff || loan.status === LOAN_STATUS.soldDebt ? loan.closedOn : null;
}

/** By disbursement month: cumulative default and loss at each month end since (ADR 144). */
export function vintages(
  loans: readonly LoanHistory[],
  months: readonly string[],
  asOf: (month: string) => string,
): RiskReport['vintages'] {
  const last = months.at(-1);
  if (!last) return [];
  return months.map((vintage) => {
    const cohort = loans.filter((loan) => loan.startDate.slice(0, 7) === vintage);
    const disbursed = cohort.reduce((sum, loan) => sum + loan.principal, 0);
    const defaults = cohort.map((loan) => ({ loan, on: defaultDateOf(loan) }));
    const points = monthsBetween(vintage, last).map((month, monthsOnBook) => {
      const date = asOf(month);
      const defaulted = defaults
        .filter(({ on }) => on !== null && on <= date)
        .reduce((sum, { loan }) => sum + loan.principal, 0);
      const loss = cohort.reduce((sum, loan) => sum + balancesOn(loan, date).writtenOffPrincipal, 0);
      return {
        monthsOnBook,
        month,
        defaultedCentavos: defaulted,
        lossCentavos: loss,
        defaultRate: disbursed > 0 ? defaulted / disbursed : null,
        lossRate: disbursed > 0 ? loss / disbursed : null,
      };
    });
    return { vintage, loans: cohort.length, disbursedCentavos: disbursed, points };
  });
}

/**
 * Extensions paid each month and what became of them (ADR 144): cured when the loan was paid by
 * the last day to pay of the new due date; relapsed when that day passed with the loan still owing
 * (overdue again, written off, or paid late); pending while that day has not passed, or when
 * another extension was paid in time (that one is judged instead).
 */
export function extensionCure(
  loans: readonly LoanHistory[],
  months: readonly string[],
  today: string,
): RiskReport['extensionCure'] {
  return months.map((month) => {
    let extended = 0;
    let cured = 0;
    let relapsed = 0;
    for (const loan of loans) {
      for (const [index, extension] of loan.extensions.entries()) {
        if (extension.paidOn.slice(0, 7) !== month) continue;
        extended += 1;
        const deadline = lastDayToPay(extension.newDueDate);
        const next = loan.extensions[index + 1];
        const paidInTime =
          loan.status === LOAN_STATUS.paid && loan.closedOn !== null && loan.closedOn <= deadline;
        if (paidInTime) cured += 1;
        else if (next && next.paidOn <= deadline) continue;
        else if (today > deadline || (loan.closedOn !== null && loan.closedOn <= deadline)) relapsed += 1;
      }
    }
    const decided = cured + relapsed;
    return {
      month,
      extended,
      cured,
      relapsed,
      pending: extended - decided,
      rate: decided > 0 ? cured / decided : null,
    };
  });
}

/** The month end of `month`, or `today` in the running month. */
export const asOfFor = (today: string) => (month: string) => {
  const end = monthEnd(month);
  return end < today ? end : today;
};
