// The risk reports as they were computed before issue 54 (ADR 144): from every loan's history read
// out of the ledger (`readLoanHistories`), walked loan by loan in memory. Not a production path any
// more: the tests hold the stored figures (ADR 294) equal to it, loan by loan and to the centavo.
import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Portfolio, ProvisioningRates, RiskReport, RollState } from '@lender/contracts';
import type { Database } from '@lender/db';
import { bucketOf, portfolioOf } from '../src/back-office/portfolio';
import {
  balancesOn,
  type LoanHistory,
  type LoanOnDate,
  loanOn,
  monthsBetween,
  readLoanHistories,
  shiftMonth,
} from '../src/back-office/reports/loan-history';
import { provisioning } from '../src/back-office/reports/provisioning';
import { asOfFor, extensionCure } from '../src/back-office/reports/risk-measures';
import { lastDayToPay } from '../src/calendar/bank-calendar';

/** More than this many days past due is a default (the 90+ bucket), as is a write-off. */
export const DEFAULT_FROM_DAYS = 91;

/** The portfolio of `loans` at the end of `date`, by the one definition (ADR 111, 144). */
export function portfolioOn(loans: readonly LoanHistory[], date: string): Portfolio {
  const standing = loans
    .map((loan) => loanOn(loan, date))
    .filter((loan): loan is LoanOnDate => loan !== null);
  return portfolioOf(standing, date);
}

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

/** Interest and fees collected each month and their yield on the average principal outstanding. */
export function yieldOf(
  loans: readonly LoanHistory[],
  months: readonly string[],
  all: readonly Portfolio[],
): RiskReport['yield'] {
  return months.map((month, index) => {
    let interest = 0;
    let fees = 0;
    for (const loan of loans)
      for (const movement of loan.movements)
        if (movement.date.slice(0, 7) === month) {
          interest += movement.interestCollected;
          fees += movement.feesCollected;
        }
    const opening = all[index]?.total.principalCentavos ?? 0;
    const closing = all[index + 1]?.total.principalCentavos ?? 0;
    const average = Math.round((opening + closing) / 2);
    const rate = average > 0 ? (interest + fees) / average : null;
    return {
      month,
      interestCentavos: interest,
      feesCentavos: fees,
      averageOutstandingCentavos: average,
      rate,
      annualisedRate: rate === null ? null : rate * 12,
    };
  });
}

/** The ledger-computed parts of a risk report of `from`..`to` on `today` (what ADR 294 stores). */
export async function oracleRiskFigures(
  db: Database,
  query: { from: string; to: string; today: string; rates: ProvisioningRates },
) {
  const { from, to, today, rates } = query;
  const months = monthsBetween(from, to);
  const asOf = asOfFor(today);
  const loans = await readLoanHistories(db, asOf(to));
  const withPrevious = [shiftMonth(from, -1), ...months];
  const all = withPrevious.map((month) => ({ ...portfolioOn(loans, asOf(month)), month }));
  return {
    loans,
    snapshots: all.slice(1),
    rollRates: rollRates(loans, months, asOf, (month) => asOf(shiftMonth(month, -1))),
    vintages: vintages(loans, months, asOf),
    yield: yieldOf(loans, months, all),
    extensionCure: extensionCure(loans, months, today),
    provisioning: provisioning(all, rates),
  };
}
