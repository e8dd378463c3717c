import { amountLimits, type ProductConfig } from '@lender/calculator';
import { initialCalculatorState } from '@lender/calculator/platform';
import type { PayCycle } from '@lender/contracts';
import type { CalculatorClient } from '@lender/ui';

/** Where a cash payout can be picked up (the form's choice, checked again by the action). */
export const CASH_BRANDS = ['cebuana', 'bdo', 'm_lhuillier'] as const;

export interface CalculatorInitial {
  amount?: number;
  /** 1: the repeated tab (above the first-loan maximum, or a repeat client). */
  tab?: 0 | 1;
  payCycle?: PayCycle | null;
  payDates?: string | null;
}

/** What the apply form carries: whole pesos (the money field's digits) and the `cycle|dates` pay date. */
export interface ApplyDefaults {
  amountPesos: string;
  payCycle: PayCycle | null;
  payDate: string;
}

/** The apply form's values for a calculator state (amount in centavos, cycle, dates). */
export function applyValuesOf(state: {
  amount: { current: number };
  payCycle: PayCycle | null;
  payDates: string | null;
}): ApplyDefaults {
  return {
    amountPesos: state.amount.current > 0 ? String(Math.floor(state.amount.current / 100)) : '',
    payCycle: state.payCycle,
    payDate: state.payCycle && state.payDates ? `${state.payCycle}|${state.payDates}` : '',
  };
}

/**
 * The apply form's defaults: exactly the calculator's initial state on `/application/apply` (the
 * same limits and starting values as `SiteCalculator` gives `@lender/ui`'s Calculator), so the form
 * posts the amount and pay date the calculator shows even when no calculator cookie was saved.
 */
export function applyDefaults(input: {
  product: ProductConfig | null;
  today: string | null;
  client: CalculatorClient | null;
  initial?: CalculatorInitial;
}): ApplyDefaults | null {
  const { product, today, client, initial } = input;
  if (!product || !today) return null;
  // `amountLimits` reads only the client's available amount and active-loan flag.
  const limits = amountLimits({ product, client, increase: null, firstLoanTab: false });
  return applyValuesOf(initialCalculatorState({ limits, today, authorized: true, client, ...initial }));
}
