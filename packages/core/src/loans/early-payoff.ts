import { daysBetween } from './bank-calendar';

/**
 * Early full repayment ("liquidación anticipada", ADR 022): the interest of the whole term is posted at
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

/** `numerator / denominator` rounded half up (non-negative integers). */
const roundHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The rebate of an early full payoff on `today`; zero when the payment is not before the due date. */
export function earlyPayoffRebate(input: EarlyPayoffInput): EarlyPayoffRebate {
  const termDays = daysBetween(input.startDate, input.dueDate);
  const remainingDays = Math.min(Math.max(daysBetween(input.today, input.dueDate), 0), Math.max(termDays, 0));
  if (termDays <= 0 || remainingDays <= 0 || input.interest <= 0) {
    return { remainingDays: Math.max(remainingDays, 0), termDays, interest: 0, vat: 0 };
  }
  const interest = roundHalfUp(input.interest * remainingDays, termDays);
  const vat = Math.min(roundHalfUp(interest * input.vatPercent, 100), input.interestVat);
  return { remainingDays, termDays, interest, vat };
}
