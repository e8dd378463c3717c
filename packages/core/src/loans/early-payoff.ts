import { daysBetween, roundHalfUp, vatOn } from '@lender/calculator/kernel';

/**
 * Early full repayment ("liquidación anticipada", ADR 215): the interest of the whole term is posted at
 * disbursement, so paying everything before the due date gives back the interest not yet earned and its
 * IVA. The unearned interest is `interest × remaining days / term days`, rounded half up to the centavo
 * once; its IVA is `vatPercent` of that, rounded half up once (the calculator's rounding, ADR 003).
 */
export interface EarlyPayoffInput {
  /** Interest charged for the term after discount, before IVA (centavos). */
  interest: number;
  /** IVA charged on that interest (centavos); the rebated IVA never exceeds it. */
  interestVat: number;
  /** Disbursement date (business date, `YYYY-MM-DD`). */
  startDate: string;
  /** Due date the interest was charged to. */
  dueDate: string;
  /** The payment's business date (the client's, a sandbox may shift it). */
  today: string;
  vatPercent: number;
}

export interface EarlyPayoffRebate {
  /** Days from `today` to the due date (0 when not early). */
  remainingDays: number;
  termDays: number;
  /** Unearned interest given back (centavos). */
  interest: number;
  /** IVA on the unearned interest (centavos). */
  vat: number;
}

/** The remaining days of the term on `today` (0 on or after the due date, the whole term before the start). */
function remainingDaysOf(startDate: string, dueDate: string, today: string): number {
  const termDays = daysBetween(startDate, dueDate);
  return Math.min(Math.max(daysBetween(today, dueDate), 0), Math.max(termDays, 0));
}

/**
 * The interest earned from the start to `today` (centavos): the term's interest less the unearned
 * part, `interest - round_half_up(interest × remaining days / term days)`. All of it on or after the
 * due date, none on the disbursement day.
 */
export function accruedInterest(
  input: Pick<EarlyPayoffInput, 'interest' | 'startDate' | 'dueDate' | 'today'>,
): number {
  const termDays = daysBetween(input.startDate, input.dueDate);
  const remainingDays = remainingDaysOf(input.startDate, input.dueDate, input.today);
  if (termDays <= 0 || remainingDays <= 0 || input.interest <= 0) return Math.max(input.interest, 0);
  return input.interest - roundHalfUp(input.interest * remainingDays, termDays);
}

/**
 * The rebate of an early full payoff on `today`; zero when the payment is not before the due date.
 * What the borrower keeps paying is the accrued interest and the IVA on it, rounded half up once
 * (`round_half_up(accrued × vat%)`, the calculator's rounding), so the IVA given back is the charged
 * IVA less that; it never exceeds the charged IVA.
 */
export function earlyPayoffRebate(input: EarlyPayoffInput): EarlyPayoffRebate {
  const termDays = daysBetween(input.startDate, input.dueDate);
  const remainingDays = remainingDaysOf(input.startDate, input.dueDate, input.today);
  if (termDays <= 0 || remainingDays <= 0 || input.interest <= 0) {
    return { remainingDays: Math.max(remainingDays, 0), termDays, interest: 0, vat: 0 };
  }
  const accrued = accruedInterest(input);
  const interest = input.interest - accrued;
  const vatKept = Math.min(vatOn(accrued, input.vatPercent), input.interestVat);
  const vat = Math.max(0, input.interestVat - vatKept);
  return { remainingDays, termDays, interest, vat };
}
