import { PAY_CYCLE_TABLE, PAY_CYCLES, type PayCycle } from '@lender/calculator';
import { addDays } from '@lender/calculator/kernel';
import { lastDayToPay } from '../calendar/bank-calendar';
import { proofTrustedOn } from '../decision/proof-confidence';

// The borrower's paydays (issue 66 point 2, ADR 329): the cycle they declared at registration
// (`clients.salary_cycle`, `clients.pay_date`) sets the days a direct debit is attempted, each moved
// to the next bank business day when it falls on a weekend or a bank holiday (the money is in the
// account by then, and the mandate covers dates from the due date on). A borrower's newest proof
// of income from payroll CFDIs (ADR 333) takes the declared cycle's place when it can (ADR 340,
// `payInForce`).

/** What the borrower declared about their pay, as the client row keeps it. */
export interface DeclaredPay {
  readonly cycle: PayCycle | null;
  /** A past or next pay date of a weekly or biweekly cycle. */
  readonly referenceDate: string | null;
  /** The two days of the month of a semi-monthly cycle (30 is the month's last day). */
  readonly semiMonthlyPayDates: readonly number[] | null;
  /** The day of the month of a monthly cycle (clamped to the month's last day). */
  readonly dateOfMonth: number | null;
}

/** The newest proof of income as the paydays read it (a `proven_incomes` row, ADR 333). */
export interface ProvenPay {
  /** `weekly`, `biweekly`, `semi_monthly`, `monthly`, or null when SAT's periodicity has none of ours. */
  readonly payCycle: string | null;
  /** The newest pay date: a weekly or biweekly cycle's reference date. */
  readonly newestPaidOn: string;
  /** Days of the month paid on (31 = the month's last day). */
  readonly payDays: readonly number[];
  /** The confidence stored at upload; whether it is stale is read on the day of use (`confidenceOn`). */
  readonly confidence: 'high' | 'medium' | 'low';
}

const isCycle = (value: string | null): value is PayCycle =>
  (PAY_CYCLES as readonly string[]).includes(value ?? '');

/** A client's and their application's pay as the rows keep them (`clients.pay_date` is jsonb). */
export interface PayRows {
  readonly clientCycle: string | null;
  readonly payDate: Partial<
    Pick<DeclaredPay, 'referenceDate' | 'semiMonthlyPayDates' | 'dateOfMonth'>
  > | null;
  readonly applicationCycle: string | null;
}

/**
 * What the borrower declared: the client's cycle and pay days, else the cycle of the application
 * the loan came from (its chosen repayment date standing in for the pay date, so no pay days).
 */
export function declaredPayFrom(rows: PayRows): DeclaredPay {
  const declared = isCycle(rows.clientCycle);
  return {
    cycle: declared ? rows.clientCycle : isCycle(rows.applicationCycle) ? rows.applicationCycle : null,
    referenceDate: declared ? (rows.payDate?.referenceDate ?? null) : null,
    semiMonthlyPayDates: declared ? (rows.payDate?.semiMonthlyPayDates ?? null) : null,
    dateOfMonth: declared ? (rows.payDate?.dateOfMonth ?? null) : null,
  };
}

/**
 * A proof's pay calendar in the shape of a declared pay: its cycle, and the newest pay date, the
 * quincena's two days or the month's day as that cycle reads them (no cycle: all null).
 */
export function provenPayOf(proof: Pick<ProvenPay, 'payCycle' | 'newestPaidOn' | 'payDays'>): DeclaredPay {
  const cycle = isCycle(proof.payCycle) ? proof.payCycle : null;
  const input = cycle ? PAY_CYCLE_TABLE[cycle].input : null;
  return {
    cycle,
    referenceDate: input === 'date' ? proof.newestPaidOn : null,
    semiMonthlyPayDates: input === 'dayPair' ? [...proof.payDays] : null,
    dateOfMonth: input === 'dayOfMonth' ? (proof.payDays[0] ?? null) : null,
  };
}

/**
 * The pay a direct debit is scheduled on (ADR 340), first that applies:
 * 1. the borrower's own newest proof of income, when its cycle is one of ours and it is not stale on
 *    business date `on` (`proofTrustedOn`: `high` or `medium` that day, the proof the scorecard also
 *    trusts): its cycle and pay dates;
 * 2. what the borrower declared (the client's cycle and pay days, else the application's cycle),
 *    as before proofs existed.
 * Only the newest proof counts: an older one never stands in for a stale or cycle-less newest.
 */
export function payInForce(
  declared: DeclaredPay,
  proof: ProvenPay | null,
  on: string,
): { pay: DeclaredPay; source: 'proven' | 'declared' } {
  if (proof && proofTrustedOn(proof, on) && isCycle(proof.payCycle))
    return { pay: provenPayOf(proof), source: 'proven' };
  return { pay: declared, source: 'declared' };
}

/** The quincena's pay days when the borrower named none: the 15th and the month's last day. */
export const QUINCENA_DAYS = [15, 30] as const;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The month's day `day` of a semi-monthly pay: 30 and 31 are the month's last day, others clamped. */
function semiMonthlyDay(year: number, month: number, day: number): number {
  const last = lastDayOf(year, month);
  return day >= 30 ? last : Math.min(day, last);
}

/**
 * The declared paydays from `from` to `until` (both `YYYY-MM-DD`, inclusive), in order, as the
 * calendar has them (not yet moved to a business day). `anchor` (the loan's due date) stands in for
 * what was not declared: the reference date of a weekly or biweekly cycle, the day of a monthly one;
 * a borrower with no cycle is paid on the quincena.
 */
export function paydaysBetween(pay: DeclaredPay, anchor: string, from: string, until: string): string[] {
  const days: string[] = [];
  // The cycle's row of the calculator's table says how it pays: every N days, two days a month, or one.
  const schedule = pay.cycle ? PAY_CYCLE_TABLE[pay.cycle].schedule : ({ kind: 'dayPairs' } as const);
  if (schedule.kind === 'everyDays') {
    const period = schedule.days;
    const reference = pay.referenceDate ?? anchor;
    const steps = Math.ceil((dayNumber(from) - dayNumber(reference)) / period);
    for (let day = addDays(reference, steps * period); day <= until; day = addDays(day, period)) {
      days.push(day);
    }
    return days;
  }
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  for (let index = 0; ; index += 1) {
    const year = fromYear + Math.floor((fromMonth - 1 + index) / 12);
    const month = ((fromMonth - 1 + index) % 12) + 1;
    if (iso(year, month, 1) > until) break;
    const monthDays =
      schedule.kind === 'monthDays'
        ? [Math.min(pay.dateOfMonth ?? Number(anchor.slice(8)), lastDayOf(year, month))]
        : (pay.semiMonthlyPayDates ?? QUINCENA_DAYS).map((day) => semiMonthlyDay(year, month, day));
    for (const day of [...new Set(monthDays)].sort((a, b) => a - b)) {
      const date = iso(year, month, day);
      if (date >= from && date <= until) days.push(date);
    }
  }
  return days;
}

/**
 * The debit days after `after` (exclusive) up to `until`: each declared payday moved to the next bank
 * business day (`lastDayToPay`, the bank holiday calendar by rule), in order, without repeats. A
 * payday on a Sunday before `after`'s Monday holiday still lands after it, so the paydays are read
 * from a week earlier.
 */
export function debitDaysAfter(pay: DeclaredPay, anchor: string, after: string, until: string): string[] {
  const moved = paydaysBetween(pay, anchor, addDays(after, -7), until).map((day) => lastDayToPay(day));
  return [...new Set(moved)].filter((day) => day > after && day <= until);
}

/**
 * The first debit day of a loan due on `dueDate`: the first payday, moved to a bank business day,
 * on or after the due date (a due date chosen on a declared payday is that day, or the next business
 * day when it is a holiday), at most `until` (the mandate's last covered date); null when none fits.
 */
export function firstDebitDay(pay: DeclaredPay, dueDate: string, until: string): string | null {
  return debitDaysAfter(pay, dueDate, addDays(dueDate, -1), until)[0] ?? null;
}

/** The next debit day after an attempt on `after`, at most `until`; null when none fits. */
export function nextDebitDay(pay: DeclaredPay, anchor: string, after: string, until: string): string | null {
  return debitDaysAfter(pay, anchor, after, until)[0] ?? null;
}
