// `@lender/calculator/scenarios`: "what if…?" for a single-repayment loan — paying some days late
// (late fees day by day, the day the loan goes on hold, the credit-bureau cut it would appear at),
// extending it (the fee, the new due date, the new total) and paying it off early (the rebate of the
// interest not yet earned). A separate entry, so the main one keeps its budget.
import { bankHolidays, lastDayToPay } from './holidays';
import { addDays, daysBetween, roundHalfUp, vatOn } from './kernel';
import { type DailyLateFee, dailyLateFee, lateFeeDaysOn } from './late-fee';
import type { Offer } from './offer';
import type { ExtensionPrice, LateFeePolicy } from './product';

export {
  bankHolidays,
  easterSunday,
  isBankBusinessDay,
  isBankHoliday,
  isLftRestDay,
  lastDayToPay,
  lftRestDays,
} from './holidays';
export {
  type DailyLateFee,
  dailyLateFee,
  type LateDays,
  lateFeeDays,
  lateFeeDaysOn,
} from './late-fee';

/**
 * The Mexican bank holidays of 2026–2028 (`YYYY-MM-DD`), by rule: the list this entry kept before
 * the calendar was computed for any year.
 *
 * @deprecated Use `bankHolidays(year)` or `isBankHoliday(date)` (`@lender/calculator/kernel`, also
 * here), which cover every year; the functions of this entry use them when no list is given.
 * @example
 * ```ts
 * import { MEXICAN_BANK_HOLIDAYS } from '@lender/calculator/scenarios';
 *
 * MEXICAN_BANK_HOLIDAYS.includes('2026-09-16'); // true
 * ```
 */
export const MEXICAN_BANK_HOLIDAYS: readonly string[] = [2026, 2027, 2028].flatMap(bankHolidays);

/** The last day of the month of `date`. */
function monthEnd(date: string): string {
  const next = addDays(`${date.slice(0, 8)}28`, 4);
  return addDays(next, -Number(next.slice(8, 10)));
}

/**
 * What a scenario reads of a single-repayment loan, money in centavos.
 *
 * @example
 * ```ts
 * const loan: ScenarioLoan = { principal: 3_000_00, interest: 31_185, startDate: '2026-03-01', dueDate: '2026-03-16', owed: 3_580_99 };
 * ```
 */
export interface ScenarioLoan {
  readonly principal: number;
  /** The term's interest after discounts, before IVA. */
  readonly interest: number;
  /** The IVA charged on `interest`. @default its IVA at the scenario's rate, rounded half up */
  readonly interestVat?: number;
  /** The day the money was (or will be) paid out. */
  readonly startDate: string;
  readonly dueDate: string;
  /** What is owed on the due date, IVA included, without late fees. */
  readonly owed: number;
}

/**
 * The loan of an offer signed on `today`, for the scenarios.
 *
 * @example
 * ```ts
 * import { computeOffer, demoProduct, payDateOptions } from '@lender/calculator';
 * import { scenarioLoanOf } from '@lender/calculator/scenarios';
 *
 * const [option] = payDateOptions('monthly', '2026-03-02');
 * const offer = computeOffer(demoProduct, { amount: 3_000_00, payCycle: 'monthly', payDates: option.value, sequenceType: 'first' }, '2026-03-02');
 * scenarioLoanOf(offer, '2026-03-02').owed === offer.total; // true
 * ```
 */
export function scenarioLoanOf(
  offer: Pick<Offer, 'principal' | 'interest' | 'endDate' | 'total'>,
  today: string,
): ScenarioLoan {
  return {
    principal: offer.principal,
    interest: offer.interest.amount_without_vat,
    interestVat: offer.interest.vat,
    startDate: today,
    dueDate: offer.endDate,
    owed: offer.total,
  };
}

/** One day of a late payment: what that day adds and what is owed by its end. */
export interface LateDay {
  /** Days after the due date. */
  readonly day: number;
  readonly date: string;
  /** Late fees (IVA included) this day adds: none up to the last day to pay, one daily fee a day after it. */
  readonly lateFee: number;
  /** What paying everything on `date` costs. */
  readonly owed: number;
}

/** Paying a loan `days` days after its due date. */
export interface LatePaymentScenario {
  readonly days: number;
  readonly payOn: string;
  /** The last day the payment is on time (a weekend or a bank holiday moves it). */
  readonly lastDayToPay: string;
  readonly dailyFee: DailyLateFee;
  /** Days of late fees charged: every day since `lastDayToPay` (none up to it), at most the policy's maximum. */
  readonly feeDays: number;
  /** Late fees in all: `feeDays` × the daily fee (without IVA, IVA, total). */
  readonly lateFees: DailyLateFee;
  /** The interest does not grow after the due date: the term's interest only. */
  readonly interest: number;
  /** What paying everything on `payOn` costs. */
  readonly total: number;
  readonly byDay: readonly LateDay[];
  /** The first day the loan is past due: the day after `lastDayToPay`, its first day late. */
  readonly pastDueOn: string;
  /** The day an unpaid loan is put on hold (collections): `onHoldAfterDays` days after `lastDayToPay`. */
  readonly onHoldOn: string;
  /** The monthly credit-bureau cut (a month end) at which an unpaid loan is reported past due. */
  readonly bureauReportOn: string;
  /** Whether paying on `payOn` is too late to stay off that report. */
  readonly reportedToBureau: boolean;
}

/**
 * Paying `days` days after the due date: once the last day to pay is over, one late fee for each
 * day since that last day to pay (at most `policy.maxDays`), the daily fee being {@link dailyLateFee} of the
 * principal; the interest does not grow (the ledger's rule, {@link lateFeeDaysOn}). A loan still unpaid at
 * the month end after its first past-due day is reported past due to the credit bureau as of that
 * month end. `holidays`, when given, replaces the bank calendar by rule.
 *
 * @example
 * ```ts
 * import { demoProduct } from '@lender/calculator';
 * import { latePaymentScenario } from '@lender/calculator/scenarios';
 *
 * const loan = { principal: 3_000_00, interest: 31_185, startDate: '2026-03-01', dueDate: '2026-03-16', owed: 3_580_99 };
 * const late = latePaymentScenario(loan, demoProduct.lateFee, 16, 7);
 * late.lateFees.total; // 10_440: six days of 17.40 (the 16th is a holiday, the 17th the last day to pay)
 * late.bureauReportOn; // '2026-03-31'
 * ```
 */
export function latePaymentScenario(
  loan: Pick<ScenarioLoan, 'principal' | 'interest' | 'dueDate' | 'owed'>,
  policy: LateFeePolicy,
  vatPercent: number,
  days: number,
  holidays?: readonly string[],
): LatePaymentScenario {
  // The ledger's own rule, day by day: what a loan owes on a day is what it would be charged.
  const feesOn = (date: string) => lateFeeDaysOn(loan.dueDate, date, policy, holidays).feeDays;
  const lastDay = lastDayToPay(loan.dueDate, holidays);
  const dailyFee = dailyLateFee(loan.principal, policy, vatPercent);
  const byDay: LateDay[] = [];
  let before = 0;
  for (let day = 1; day <= days; day += 1) {
    const date = addDays(loan.dueDate, day);
    const count = feesOn(date);
    byDay.push({
      day,
      date,
      lateFee: (count - before) * dailyFee.total,
      owed: loan.owed + count * dailyFee.total,
    });
    before = count;
  }
  const payOn = addDays(loan.dueDate, days);
  const feeDays = feesOn(payOn);
  const pastDueOn = addDays(lastDay, 1);
  const bureauReportOn = monthEnd(pastDueOn);
  return {
    days,
    payOn,
    lastDayToPay: lastDay,
    dailyFee,
    feeDays,
    lateFees: {
      withoutVat: feeDays * dailyFee.withoutVat,
      vat: feeDays * dailyFee.vat,
      total: feeDays * dailyFee.total,
    },
    interest: loan.interest,
    total: loan.owed + feeDays * dailyFee.total,
    byDay,
    pastDueOn,
    // On hold counts its days from the same day as the fees (`lateFeeDaysOn`), and never before the first day late.
    onHoldOn: addDays(lastDay, Math.max(1, policy.onHoldAfterDays)),
    bureauReportOn,
    reportedToBureau: payOn > bureauReportOn,
  };
}

/** Extending a loan: its fee is paid now and the whole loan moves to a later due date. */
export interface ExtensionScenario {
  readonly type: ExtensionPrice['type'];
  readonly days: number;
  /** The fee: `bps` of the principal, plus IVA (without IVA, IVA, total). */
  readonly fee: DailyLateFee;
  readonly newDueDate: string;
  /** What is owed on `newDueDate`: the loan as it is; the fee does not reduce it. */
  readonly owedOnNewDate: number;
  /** What the loan costs in all with the extension: the fee plus `owedOnNewDate`. */
  readonly total: number;
}

/**
 * Extending the loan with `extension`: the fee is `extension.bps` of the principal (rounded half up)
 * plus its IVA, paid now; the due date moves by `extension.days`; what is owed does not change.
 *
 * @example
 * ```ts
 * import { extensionScenario } from '@lender/calculator/scenarios';
 *
 * const loan = { principal: 3_000_00, dueDate: '2026-03-16', owed: 3_580_99 };
 * const cheap = extensionScenario(loan, { type: 'cheap', days: 7, bps: 650 }, 16);
 * cheap.fee.total; // 22_620
 * cheap.newDueDate; // '2026-03-23'
 * ```
 */
export function extensionScenario(
  loan: Pick<ScenarioLoan, 'principal' | 'dueDate' | 'owed'>,
  extension: ExtensionPrice,
  vatPercent: number,
): ExtensionScenario {
  const withoutVat = roundHalfUp(loan.principal * extension.bps, 10_000);
  const vat = vatOn(withoutVat, vatPercent);
  return {
    type: extension.type,
    days: extension.days,
    fee: { withoutVat, vat, total: withoutVat + vat },
    newDueDate: addDays(loan.dueDate, extension.days),
    owedOnNewDate: loan.owed,
    total: loan.owed + withoutVat + vat,
  };
}

/** Paying the whole loan off on `payOn`, before its due date. */
export interface EarlyPayoffScenario {
  readonly payOn: string;
  /** Days from `payOn` to the due date (0 when not early). */
  readonly remainingDays: number;
  readonly termDays: number;
  /** The interest not yet earned and its IVA, given back (without IVA, IVA, total). */
  readonly rebate: DailyLateFee;
  /** What pays the loan off on `payOn`. */
  readonly payoff: number;
}

/**
 * Paying everything on `payOn`: the interest of the days not yet run is given back,
 * `interest × remaining days / term days` rounded half up, with the IVA on it (the IVA charged less
 * the IVA on the interest earned, rounded half up). None on or after the due date.
 *
 * @example
 * ```ts
 * import { earlyPayoffScenario } from '@lender/calculator/scenarios';
 *
 * const loan = { principal: 3_000_00, interest: 31_185, startDate: '2026-03-01', dueDate: '2026-03-16', owed: 3_580_99 };
 * const today = earlyPayoffScenario(loan, 16, '2026-03-09');
 * today.rebate.withoutVat; // 14_553: 7/15 of the term's interest
 * ```
 */
export function earlyPayoffScenario(
  loan: Pick<ScenarioLoan, 'interest' | 'interestVat' | 'startDate' | 'dueDate' | 'owed'>,
  vatPercent: number,
  payOn: string,
): EarlyPayoffScenario {
  const termDays = daysBetween(loan.startDate, loan.dueDate);
  const remainingDays = Math.max(0, Math.min(daysBetween(payOn, loan.dueDate), termDays));
  const interestVat = loan.interestVat ?? vatOn(loan.interest, vatPercent);
  let withoutVat = 0;
  let vat = 0;
  if (termDays > 0 && remainingDays > 0 && loan.interest > 0) {
    withoutVat = roundHalfUp(loan.interest * remainingDays, termDays);
    vat = Math.max(0, interestVat - Math.min(vatOn(loan.interest - withoutVat, vatPercent), interestVat));
  }
  const total = withoutVat + vat;
  return {
    payOn,
    remainingDays,
    termDays,
    rebate: { withoutVat, vat, total },
    payoff: Math.max(0, loan.owed - total),
  };
}
