// What the cost-and-scenarios section shows (issue 52 point 1): plain data the loader computes with
// `@lender/calculator/scenarios`, so the page's client code carries no calculator.

/** One line of the cost: its amount (centavos) and the figures its explanation reads. */
export interface CostLine {
  readonly id: 'principal' | 'interest' | 'fees' | 'vat' | 'total';
  readonly amount: number;
}

/** A day of the late scenario. */
export interface LateDayView {
  readonly day: number;
  readonly date: string;
  readonly added: number;
  readonly owed: number;
}

export interface CostView {
  readonly lines: readonly CostLine[];
  /** Days of the term the interest pays for. */
  readonly termDays: number;
  readonly vatPercent: number;
  readonly dueDate: string;
  /** CAT in percent, one decimal. */
  readonly cat: number;
  /** The scenarios; `null` when the loan is already past due (the page shows what it owes). */
  readonly whatIf: {
    /** Days late asked for (`?dias=`), and the most that may be asked. */
    readonly days: number;
    readonly maxDays: number;
    readonly late: {
      readonly dueDate: string;
      readonly payOn: string;
      readonly lastDayToPay: string;
      readonly perDay: number;
      readonly maxFeeDays: number;
      readonly fees: { readonly withoutVat: number; readonly vat: number; readonly total: number };
      readonly total: number;
      readonly byDay: readonly LateDayView[];
      readonly bureauReportOn: string;
      readonly reportedToBureau: boolean;
      /** The day it goes to collections, when within the days asked. */
      readonly onHoldOn: string | null;
    };
    readonly extensions: readonly {
      readonly type: 'cheap' | 'expensive';
      readonly days: number;
      readonly fee: { readonly withoutVat: number; readonly vat: number; readonly total: number };
      readonly newDueDate: string;
      readonly owed: number;
      readonly total: number;
    }[];
    readonly early: {
      readonly payOn: string;
      readonly remainingDays: number;
      readonly rebate: { readonly withoutVat: number; readonly vat: number; readonly total: number };
      readonly payoff: number;
    };
  } | null;
}

/** The query parameter of the days-late form. */
export const DAYS_PARAM = 'dias';
/** The days late a page shows until the borrower asks for others. */
export const DEFAULT_DAYS_LATE = 7;
/** The most days late that may be asked (the late fees stop growing before). */
export const MAX_DAYS_LATE = 90;
