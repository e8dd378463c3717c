// Instalment loans: a principal repaid in several payments on a borrower's pay days, by equal
// payments (French amortisation) or equal principal, with IVA on the interest, the first period
// fitted to the first pay date, and the CAT of the whole schedule by Banxico's method.
import { type CashFlow, cat } from './cat';
import { InstalmentInputError } from './instalment-input-error';
import {
  addMonthsClamped,
  type CivilDate,
  daysInMonth,
  formatDate,
  fromDayNumber,
  parseDate,
  toDayNumber,
} from './internal/calendar';
import { exhaustiveList } from './internal/exhaustive';
import { productDivHalfUp } from './internal/rounding';
import { vatOn } from './kernel';
import { PAY_CYCLE_TABLE, PAY_CYCLES, type PayCycle, PERIODS_PER_YEAR } from './pay-cycles';

/**
 * How the principal is repaid.
 * - `equal_payments`: every payment (principal + interest + IVA) is the same but the first, which
 *   carries the interest of a first period longer or shorter than a regular one, and the last,
 *   which absorbs the centavos of rounding (French amortisation, "pagos fijos").
 * - `equal_principal`: every payment repays the same principal; interest falls with the balance
 *   ("capital constante", German amortisation).
 *
 * @example
 * ```ts
 * const method: AmortizationMethod = 'equal_payments';
 * ```
 */
export type AmortizationMethod = 'equal_payments' | 'equal_principal';

/** The methods, checked against {@link AmortizationMethod} at compile time. */
export const AMORTIZATION_METHODS = exhaustiveList<AmortizationMethod>()([
  'equal_payments',
  'equal_principal',
]);

/** The most payments a schedule may have (ten years of weekly payments). */
export const MAX_INSTALMENTS = 520;

/**
 * What an instalment loan is priced from.
 *
 * @example
 * ```ts
 * const input: InstalmentScheduleInput = {
 *   principal: 6_000_00,
 *   annualRatePercent: 90,
 *   cycle: 'biweekly',
 *   payments: 6,
 *   method: 'equal_payments',
 *   startDate: '2026-12-01',
 * };
 * ```
 */
export interface InstalmentScheduleInput {
  /** Centavos lent (a positive safe integer). */
  readonly principal: number;
  /** The ordinary annual interest rate in percent, IVA excluded (`90` is 90 % a year). */
  readonly annualRatePercent: number;
  readonly cycle: PayCycle;
  /** How many payments, 1 to {@link MAX_INSTALMENTS}. */
  readonly payments: number;
  readonly method: AmortizationMethod;
  /** The disbursement date, `YYYY-MM-DD` (Mexico City calendar day). */
  readonly startDate: string;
  /**
   * The first pay date, `YYYY-MM-DD`, after `startDate`. The first period's interest is
   * prorated to its real length (see {@link instalmentSchedule}).
   * @default one regular period after `startDate` (semi-monthly: the first pay day at least 7 days after it)
   */
  readonly firstPaymentDate?: string;
  /**
   * The two pay days of a semi-monthly cycle, each clamped to the month's last day.
   * @default the pair the first payment date falls on (`[d, d + 15]` or `[d − 15, d]`); `[15, 30]` without one
   */
  readonly semiMonthlyDays?: readonly [number, number];
  /** IVA in whole percent, charged on interest and on the opening fee. @default 16 */
  readonly vatPercent?: number;
  /** An opening fee (comisión por apertura) paid at disbursement, centavos without IVA. @default 0 */
  readonly openingFee?: number;
}

/**
 * One payment of a schedule. Every amount is centavos; `payment` = `principal` + `interest` + `vat`.
 *
 * @example
 * ```ts
 * const first: Instalment = instalmentSchedule(input).instalments[0];
 * ```
 */
export interface Instalment {
  /** 1 for the first payment. */
  readonly number: number;
  /** The pay date, `YYYY-MM-DD`. */
  readonly date: string;
  /** Calendar days since the previous payment (or the disbursement). */
  readonly days: number;
  readonly principal: number;
  readonly interest: number;
  /** IVA on the interest. */
  readonly vat: number;
  readonly payment: number;
  /** The principal still owed after this payment. */
  readonly balance: number;
}

/**
 * A priced instalment loan.
 *
 * @example
 * ```ts
 * const { instalments, totals, cat } = instalmentSchedule(input);
 * ```
 */
export interface InstalmentSchedule {
  readonly method: AmortizationMethod;
  readonly cycle: PayCycle;
  readonly principal: number;
  readonly instalments: readonly Instalment[];
  readonly totals: {
    readonly principal: number;
    readonly interest: number;
    /** IVA on the interest and on the opening fee. */
    readonly vat: number;
    readonly openingFee: number;
    /** Everything the borrower pays: the payments, the opening fee and its IVA. */
    readonly total: number;
  };
  /**
   * The cash flows the CAT is computed from: the disbursement net of the opening fee at 0, then
   * each payment without its IVA, in years (see {@link instalmentSchedule}).
   */
  readonly cashFlows: readonly CashFlow[];
  /** Banxico's CAT of the whole schedule, percent with one decimal, IVA excluded. */
  readonly cat: number;
}

const DEFAULT_SEMI_MONTHLY_DAYS = [15, 30] as const;
const RATE_SCALE = 10_000;

/**
 * Prices an instalment loan: the dates, the split of each payment into principal, interest and
 * IVA, the totals and the CAT.
 *
 * - Interest of a regular period is the balance times the annual rate over the cycle's periods a
 *   year (`PERIODS_PER_YEAR`: 52, 26, 24, 12), rounded half up to the centavo once (exact integer
 *   arithmetic); IVA is `vatPercent` of that interest, rounded half up once.
 * - The first period runs from `startDate` to `firstPaymentDate`; its interest is a regular
 *   period's times `f = days / regular days`, the regular days being those of the period that
 *   ends on the first pay date (7, 14, the month before it, or the half month since the previous
 *   semi-monthly pay day). `f` is 1 when the first payment is one period after the disbursement;
 *   a loan signed close to a pay day pays less interest in its first payment, one signed far from
 *   it more.
 * - Equal payments: the level payment is the annuity `P = L·ρ / (1 − (1 + ρ)^−n)`, `ρ` being the
 *   periodic rate with its IVA, rounded up to the centavo. Each payment repays `P` less a regular
 *   period's interest and IVA; the first adds (or saves) the interest of its longer (or shorter)
 *   period, so the balance never grows (no interest on interest); the last repays what is left.
 * - Equal principal: `L / n` per payment, the first `L mod n` payments one centavo more.
 * - The CAT (Banxico, Circular 21/2009): the disbursement net of the opening fee against each
 *   payment without IVA, the k-th at `(f + k − 1) / periods a year` years, `f` being the first
 *   period's fraction of a regular one (1 on a regular schedule, Banxico's `k / m`).
 *
 * @throws {InstalmentInputError} when an input is out of range (its `code` says which).
 * @example
 * ```ts
 * import { instalmentSchedule } from '@lender/calculator';
 *
 * const schedule = instalmentSchedule({
 *   principal: 6_000_00,
 *   annualRatePercent: 90,
 *   cycle: 'biweekly',
 *   payments: 6,
 *   method: 'equal_payments',
 *   startDate: '2026-12-01',
 * });
 * schedule.instalments.length; // 6
 * schedule.instalments[0].date; // '2026-12-15'
 * schedule.totals.principal; // 600000
 * ```
 */
export function instalmentSchedule(input: InstalmentScheduleInput): InstalmentSchedule {
  const checked = check(input);
  const { principal, cycle, payments, method, vatPercent, openingFee } = checked;
  const periods = PERIODS_PER_YEAR[cycle];
  // The rate in ten-thousandths of a percent, so every interest is an exact integer division.
  const scaledRate = Math.round(checked.annualRatePercent * RATE_SCALE);
  const rate = scaledRate / RATE_SCALE / 100 / periods;
  const dates = payDates(checked);
  const start = toDayNumber(checked.start);
  const firstDate = parseDate(dates[0] as string);
  const firstDays = toDayNumber(firstDate) - start;
  // The first period against the regular period that ends on the first pay date: 1 on a regular
  // schedule, less for a loan signed close to its first pay day, more for one signed far from it.
  // Without a first date (but semi-monthly), the first payment is one regular period away by definition.
  const regularDays =
    checked.first === undefined && PAY_CYCLE_TABLE[cycle].schedule.kind !== 'dayPairs'
      ? firstDays
      : toDayNumber(firstDate) - toDayNumber(previousPayDay(firstDate, checked));
  const firstFraction = firstDays / regularDays;

  const rows = (level: number) =>
    buildRows({
      principal,
      payments,
      method,
      vatPercent,
      dates,
      start,
      level,
      scaledRate,
      periods,
      firstDays,
      regularDays,
    });
  let instalments = rows(0);
  if (method === 'equal_payments') {
    instalments = rows(levelPayment(principal, rate, vatPercent, payments));
  }

  const sum = (pick: (row: Instalment) => number) => instalments.reduce((total, row) => total + pick(row), 0);
  const openingFeeVat = vatOn(openingFee, vatPercent);
  const flows: CashFlow[] = [{ amount: principal - openingFee, years: 0 }];
  for (const row of instalments) {
    flows.push({
      amount: -(row.principal + row.interest),
      years: (firstFraction + row.number - 1) / periods,
    });
  }
  return {
    method,
    cycle,
    principal,
    instalments,
    totals: {
      principal: sum((row) => row.principal),
      interest: sum((row) => row.interest),
      vat: sum((row) => row.vat) + openingFeeVat,
      openingFee,
      total: sum((row) => row.payment) + openingFee + openingFeeVat,
    },
    cashFlows: flows,
    cat: cat(flows),
  };
}

interface RowsInput {
  readonly principal: number;
  readonly payments: number;
  readonly method: AmortizationMethod;
  readonly vatPercent: number;
  readonly dates: readonly string[];
  readonly start: number;
  /** The level payment (equal payments only). */
  readonly level: number;
  readonly scaledRate: number;
  readonly periods: number;
  readonly firstDays: number;
  readonly regularDays: number;
}

function buildRows(input: RowsInput): Instalment[] {
  const { principal, payments, method, vatPercent, dates, level, scaledRate, periods } = input;
  const instalments: Instalment[] = [];
  let balance = principal;
  let previous = input.start;
  for (let k = 1; k <= payments; k++) {
    const date = dates[k - 1] as string;
    const day = toDayNumber(parseDate(date));
    const interest =
      k === 1
        ? productDivHalfUp(
            [balance, scaledRate, input.firstDays],
            RATE_SCALE * 100 * periods * input.regularDays,
          )
        : productDivHalfUp([balance, scaledRate], RATE_SCALE * 100 * periods);
    const vat = vatOn(interest, vatPercent);
    let repaid: number;
    if (k === payments) repaid = balance;
    else if (method === 'equal_payments') {
      // The first payment repays what a regular first period would: its interest for a longer or
      // shorter period is on top, so the balance never grows (no interest on interest).
      const regular =
        k === 1 ? productDivHalfUp([balance, scaledRate], RATE_SCALE * 100 * periods) : interest;
      repaid = Math.min(balance, Math.max(0, level - regular - vatOn(regular, vatPercent)));
    } else repaid = Math.floor(principal / payments) + (k <= principal % payments ? 1 : 0);
    balance -= repaid;
    instalments.push({
      number: k,
      date,
      days: day - previous,
      principal: repaid,
      interest,
      vat,
      payment: repaid + interest + vat,
      balance,
    });
    previous = day;
  }
  return instalments;
}

/**
 * The pay dates of a schedule: `payments` dates from `firstPaymentDate` on, one regular period
 * apart (monthly: the first date's day each month, clamped; semi-monthly: the pair's days).
 *
 * @throws {InstalmentInputError} as {@link instalmentSchedule} does.
 * @example
 * ```ts
 * import { instalmentDates } from '@lender/calculator';
 *
 * instalmentDates({ cycle: 'semi_monthly', payments: 3, startDate: '2027-01-20', firstPaymentDate: '2027-01-30' });
 * // ['2027-01-30', '2027-02-15', '2027-02-28']
 * ```
 */
export function instalmentDates(
  input: Pick<
    InstalmentScheduleInput,
    'cycle' | 'payments' | 'startDate' | 'firstPaymentDate' | 'semiMonthlyDays'
  >,
): string[] {
  return payDates(checkDates(input));
}

interface CheckedDates {
  readonly cycle: PayCycle;
  readonly payments: number;
  readonly start: CivilDate;
  readonly first: CivilDate | undefined;
  readonly semiMonthlyDays: readonly [number, number] | undefined;
}

interface Checked extends CheckedDates {
  readonly principal: number;
  readonly annualRatePercent: number;
  readonly method: AmortizationMethod;
  readonly vatPercent: number;
  readonly openingFee: number;
}

function check(input: InstalmentScheduleInput): Checked {
  const { principal, annualRatePercent, method } = input;
  const vatPercent = input.vatPercent ?? 16;
  const openingFee = input.openingFee ?? 0;
  if (!Number.isSafeInteger(principal) || principal <= 0) {
    throw new InstalmentInputError('principal', 'principal must be a positive whole number of centavos');
  }
  if (
    !Number.isFinite(annualRatePercent) ||
    annualRatePercent < 0 ||
    annualRatePercent > 10_000 ||
    Math.abs(annualRatePercent * RATE_SCALE - Math.round(annualRatePercent * RATE_SCALE)) > 1e-6
  ) {
    throw new InstalmentInputError(
      'annual_rate',
      'annualRatePercent must be between 0 and 10000 with at most four decimals',
    );
  }
  if (!AMORTIZATION_METHODS.includes(method)) {
    throw new InstalmentInputError('method', `method must be one of ${AMORTIZATION_METHODS.join(', ')}`);
  }
  if (!Number.isInteger(vatPercent) || vatPercent < 0 || vatPercent > 100) {
    throw new InstalmentInputError('vat_percent', 'vatPercent must be a whole percent between 0 and 100');
  }
  if (!Number.isSafeInteger(openingFee) || openingFee < 0 || openingFee >= principal) {
    throw new InstalmentInputError(
      'opening_fee',
      'openingFee must be whole centavos, at least 0 and below the principal',
    );
  }
  return { ...checkDates(input), principal, annualRatePercent, method, vatPercent, openingFee };
}

function checkDates(
  input: Pick<
    InstalmentScheduleInput,
    'cycle' | 'payments' | 'startDate' | 'firstPaymentDate' | 'semiMonthlyDays'
  >,
): CheckedDates {
  const { cycle, payments } = input;
  if (!Object.hasOwn(PERIODS_PER_YEAR, cycle)) {
    throw new InstalmentInputError('cycle', `cycle must be one of ${PAY_CYCLES.join(', ')}`);
  }
  if (!Number.isInteger(payments) || payments < 1 || payments > MAX_INSTALMENTS) {
    throw new InstalmentInputError(
      'payments',
      `payments must be a whole number from 1 to ${MAX_INSTALMENTS}`,
    );
  }
  const start = parseDate(input.startDate);
  const first = input.firstPaymentDate === undefined ? undefined : parseDate(input.firstPaymentDate);
  if (first && toDayNumber(first) <= toDayNumber(start)) {
    throw new InstalmentInputError('first_payment_date', 'firstPaymentDate must be after startDate');
  }
  const days = input.semiMonthlyDays;
  if (days !== undefined) {
    const [a, b] = days;
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || b > 31 || b - a < 10) {
      throw new InstalmentInputError(
        'semi_monthly_days',
        'semiMonthlyDays must be two days of the month, 1 to 31, at least 10 days apart',
      );
    }
  }
  return { cycle, payments, start, first, semiMonthlyDays: days };
}

function payDates({ cycle, payments, start, first, semiMonthlyDays }: CheckedDates): string[] {
  const { schedule } = PAY_CYCLE_TABLE[cycle];
  if (schedule.kind === 'dayPairs') return semiMonthlyDates(start, first, semiMonthlyDays, payments);
  const firstDate = first ?? regularNext(start, cycle);
  const dates: string[] = [];
  for (let k = 0; k < payments; k++) {
    // Monthly: the same day each month, clamped (from the start's day when no first date is given,
    // so a loan of January 31 is paid on February 28 and March 31).
    if (schedule.kind === 'monthDays')
      dates.push(formatDate(first ? addMonthsClamped(first, k) : addMonthsClamped(start, k + 1)));
    else dates.push(formatDate(fromDayNumber(toDayNumber(firstDate) + k * schedule.days)));
  }
  return dates;
}

/** The pay day one regular period before `date` (semi-monthly: the pair's previous day). */
function previousPayDay(date: CivilDate, { cycle, semiMonthlyDays }: CheckedDates): CivilDate {
  const { schedule } = PAY_CYCLE_TABLE[cycle];
  if (schedule.kind === 'everyDays') return fromDayNumber(toDayNumber(date) - schedule.days);
  if (schedule.kind === 'monthDays') return addMonthsClamped(date, -1);
  const [a, b] = semiMonthlyDays ?? pairOf(date.day);
  const inMonth = (civil: CivilDate, day: number) => ({
    ...civil,
    day: Math.min(day, daysInMonth(civil.year, civil.month)),
  });
  // The first pay day of the pair in this month, if `date` is the second; else the second of last month.
  const first = inMonth(date, a);
  if (toDayNumber(first) < toDayNumber(date)) return first;
  return inMonth(addMonthsClamped({ ...date, day: 1 }, -1), b);
}

function regularNext(start: CivilDate, cycle: PayCycle): CivilDate {
  const { schedule } = PAY_CYCLE_TABLE[cycle];
  if (schedule.kind === 'everyDays') return fromDayNumber(toDayNumber(start) + schedule.days);
  return addMonthsClamped(start, 1);
}

function semiMonthlyDates(
  start: CivilDate,
  first: CivilDate | undefined,
  given: readonly [number, number] | undefined,
  payments: number,
): string[] {
  const pair = given ?? (first ? pairOf(first.day) : DEFAULT_SEMI_MONTHLY_DAYS);
  // Without a first date, the first pay day at least 7 days away (about half a period).
  const from = first ? toDayNumber(first) : toDayNumber(start) + 7;
  const dates: string[] = [];
  for (let months = 0; dates.length < payments; months++) {
    const { year, month } = addMonthsClamped({ ...start, day: 1 }, months);
    const last = daysInMonth(year, month);
    for (const day of pair) {
      const date = { year, month, day: Math.min(day, last) };
      if (dates.length < payments && toDayNumber(date) >= from) dates.push(formatDate(date));
    }
  }
  if (first && dates[0] !== formatDate(first)) {
    throw new InstalmentInputError(
      'first_payment_date',
      `firstPaymentDate must fall on one of the semi-monthly pay days ${pair[0]} and ${pair[1]}`,
    );
  }
  return dates;
}

/** The semi-monthly pair a pay day belongs to: `[d, d + 15]` up to the 15th, `[d − 15, d]` after. */
function pairOf(day: number): readonly [number, number] {
  if (day <= 15) return [day, day + 15];
  // The last days of a month (28–31) are the second pay day of the 15th.
  return day >= 28 ? [15, 30] : [day - 15, day];
}

/**
 * The level payment of equal payments over regular periods (the annuity `L·ρ / (1 − (1 + ρ)^−n)`,
 * `ρ` the periodic rate with its IVA), rounded up to the centavo so the balance always falls.
 */
function levelPayment(principal: number, rate: number, vatPercent: number, n: number): number {
  const withVat = rate * (1 + vatPercent / 100);
  if (withVat === 0) return Math.ceil(principal / n);
  return Math.round(roundFloat((principal * withVat) / (1 - (1 + withVat) ** -n)));
}

function roundFloat(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}
