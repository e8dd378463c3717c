import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Portfolio, RiskReport, RollState } from '@lender/contracts';
import { lastDayToPay } from '../../calendar/bank-calendar';
import { type LoanHistory, monthEnd, monthsBetween, shiftMonth } from './loan-history';
import type { MonthAggregates } from './month-figures';

// The measures of the risk reports that follow loans from one date to another (ADR 144), from the
// months' stored figures (ADR 294): roll rates, vintages and yield are sums over each month's loans
// at its cut, grouped by where they stood; the cure of extensions reads the extensions themselves.

const ORDER: readonly RollState[] = [
  'current',
  '1-7',
  '8-30',
  '31-60',
  '61-90',
  '90+',
  'paid',
  'written_off',
];
const order = (state: RollState) => ORDER.indexOf(state);

/** Month to month: from each open state at the previous month end to each state at this one. */
export function rollRatesOf(
  rolls: MonthAggregates['rolls'],
  months: readonly string[],
): RiskReport['rollRates'] {
  const wanted = new Set(months);
  const rows: RiskReport['rollRates'] = [];
  const totals = new Map<string, number>();
  const cells = rolls.filter(
    (cell) => wanted.has(cell.month) && cell.from !== 'paid' && cell.from !== 'written_off',
  );
  for (const cell of cells) {
    const key = `${cell.month}:${cell.from}`;
    totals.set(key, (totals.get(key) ?? 0) + cell.prevPrincipal);
  }
  for (const cell of cells) {
    const total = totals.get(`${cell.month}:${cell.from}`) ?? 0;
    rows.push({
      month: cell.month,
      from: cell.from as RollState,
      to: cell.to as RollState,
      count: cell.count,
      principalCentavos: cell.prevPrincipal,
      share: total > 0 ? cell.prevPrincipal / total : null,
    });
  }
  return rows.sort(
    (a, b) => a.month.localeCompare(b.month) || order(a.from) - order(b.from) || order(a.to) - order(b.to),
  );
}

/**
 * By disbursement month: cumulative default and loss at each month end since (ADR 144). A loan is in
 * every month from the one it was lent in to the one it closed in, so what a vintage had defaulted
 * or lost by a month is that month's sum over its loans plus, for the loans that closed before,
 * their last month's.
 */
export function vintagesOf(
  groups: MonthAggregates['vintages'],
  months: readonly string[],
): RiskReport['vintages'] {
  const last = months.at(-1);
  if (!last) return [];
  const sum = (
    month: string,
    vintage: string,
    pick: (g: (typeof groups)[number]) => number,
    closed = false,
  ) =>
    groups
      .filter((g) => g.month === month && g.startMonth === vintage && (!closed || !g.open))
      .reduce((total, g) => total + pick(g), 0);
  return months.map((vintage) => {
    const loans = sum(vintage, vintage, (g) => g.lentCount);
    const disbursed = sum(vintage, vintage, (g) => g.lentPrincipal);
    let closedDefaulted = 0;
    let closedLoss = 0;
    const points = monthsBetween(vintage, last).map((month, monthsOnBook) => {
      const defaulted = closedDefaulted + sum(month, vintage, (g) => g.defaulted);
      const loss = closedLoss + sum(month, vintage, (g) => g.writtenOff);
      closedDefaulted += sum(month, vintage, (g) => g.defaulted, true);
      closedLoss += sum(month, vintage, (g) => g.writtenOff, true);
      return {
        monthsOnBook,
        month,
        defaultedCentavos: defaulted,
        lossCentavos: loss,
        defaultRate: disbursed > 0 ? defaulted / disbursed : null,
        lossRate: disbursed > 0 ? loss / disbursed : null,
      };
    });
    return { vintage, loans, disbursedCentavos: disbursed, points };
  });
}

/**
 * Interest and fees collected each month (a month's loans' sums at its cut less, for those open at
 * the cut before, their sums then) and their yield on the average principal outstanding. `all` is
 * the portfolio of the month before `months` and of each month.
 */
export function yieldOf(
  openness: MonthAggregates['openness'],
  months: readonly string[],
  all: readonly Portfolio[],
): RiskReport['yield'] {
  const sum = (month: string, pick: 'interest' | 'fees', openOnly: boolean) =>
    openness
      .filter((g) => g.month === month && (!openOnly || g.open))
      .reduce((total, g) => total + g[pick], 0);
  return months.map((month, index) => {
    const before = shiftMonth(month, -1);
    const interest = sum(month, 'interest', false) - sum(before, 'interest', true);
    const fees = sum(month, 'fees', false) - sum(before, 'fees', true);
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

/**
 * Extensions paid each month and what became of them (ADR 144): cured when the loan was paid by
 * the last day to pay of the new due date; relapsed when that day passed with the loan still owing
 * (overdue again, written off, or paid late); pending while that day has not passed, or when
 * another extension was paid in time (that one is judged instead).
 */
export function extensionCure(
  loans: ReadonlyArray<Pick<LoanHistory, 'status' | 'closedOn' | 'extensions'>>,
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
