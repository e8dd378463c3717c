// Calculator amount rules. Amounts are integer centavos.
import type { ProductConfig } from './product';

/**
 * The bounds an amount is kept within: `interval` is the slider step.
 *
 * @example
 * ```ts
 * const bounds: AmountBounds = { min: 1_000_00, max: 15_000_00, interval: 100_00 };
 * ```
 */
export interface AmountBounds {
  readonly min: number;
  readonly max: number;
  readonly interval: number;
}

/**
 * Amount limits of the calculator: bounds plus `first`, the first-loan maximum.
 *
 * @example
 * ```ts
 * const limits: AmountLimits = amountLimits({ product: demoProduct });
 * ```
 */
export interface AmountLimits extends AmountBounds {
  readonly first: number;
}

/**
 * Calculator tabs: 0 new client, 1 repeated client.
 *
 * @example
 * ```ts
 * const tab: CalculatorTab = 1; // repeated client
 * ```
 */
export type CalculatorTab = 0 | 1;

/**
 * Clamps an amount between `min` and `max`, then rounds it down to a multiple of `interval`.
 * When `min` itself is not a multiple, the result never drops below `min`. A
 * non-finite value gives `min`; an `interval` ≤ 0 skips the rounding.
 *
 * @example
 * ```ts
 * import { clampAmount } from '@lender/calculator';
 *
 * clampAmount(2_345_67, { min: 1_000_00, max: 15_000_00, interval: 100_00 }); // 2_300_00
 * clampAmount(99_000_00, { min: 1_000_00, max: 15_000_00, interval: 100_00 }); // 15_000_00
 * ```
 */
export function clampAmount(value: number, { min, max, interval }: AmountBounds): number {
  if (!Number.isFinite(value)) return Math.min(min, max);
  const clamped = Math.min(Math.max(value, min), max);
  if (!(interval > 0)) return clamped;
  const floored = Math.floor(clamped / interval) * interval;
  return floored >= min ? floored : Math.min(min, max);
}

/**
 * The amount after the typed input loses focus: rounded to the nearest step (half up), then
 * clamped between `min` and `max`.
 *
 * @example
 * ```ts
 * import { roundAmountOnBlur } from '@lender/calculator';
 *
 * roundAmountOnBlur(2_350_00, { min: 1_000_00, max: 15_000_00, interval: 100_00 }); // 2_400_00
 * roundAmountOnBlur(50_00, { min: 1_000_00, max: 15_000_00, interval: 100_00 }); // 1_000_00
 * ```
 */
export function roundAmountOnBlur(value: number, { min, max, interval }: AmountBounds): number {
  if (!Number.isFinite(value)) return Math.min(min, max);
  const stepped = interval > 0 ? Math.round(value / interval) * interval : value;
  return Math.min(Math.max(stepped, min), max);
}

/**
 * Who the calculator serves, for `amountLimits`.
 *
 * @example
 * ```ts
 * const context: AmountLimitsContext = { product: demoProduct, increase: { principal: 5_000_00 } };
 * ```
 */
export interface AmountLimitsContext {
  readonly product: ProductConfig;
  /** The selected tab; a guest's minimum is the tab's configured minimum. @default 0 */
  readonly tab?: CalculatorTab;
  /** The signed-in client (amounts in centavos), or `null`/absent for a guest. */
  readonly client?: { readonly availableLoanAmount: number; readonly hasActiveLoan: boolean } | null;
  /** An increase offer: its application's principal becomes the minimum. */
  readonly increase?: { readonly principal: number } | null;
  /** The first-loan tab/limit (`limit: 'first'`): the maximum is capped at the first-loan maximum. */
  readonly firstLoanTab?: boolean;
}

/**
 * The amount limits:
 * - a guest: the tab's configured minimum (`first.minAmount` or `repeated.minAmount`) and `amountTo`;
 * - a signed-in client: max = available loan amount; min = `minAdditionLoan` with an active loan,
 *   else `minMainLoan`, and 0 when the available amount is below that minimum;
 * - an increase offer: min = the application's principal;
 * - the first-loan tab: max capped at the first-loan maximum.
 *
 * @example
 * ```ts
 * import { amountLimits, demoProduct } from '@lender/calculator';
 *
 * amountLimits({ product: demoProduct });
 * // { min: 1_000_00, max: 15_000_00, first: 4_000_00, interval: 100_00 }
 * amountLimits({ product: demoProduct, client: { availableLoanAmount: 300_00, hasActiveLoan: true } });
 * // { min: 0, max: 300_00, first: 4_000_00, interval: 100_00 }
 * ```
 */
export function amountLimits(context: AmountLimitsContext): AmountLimits {
  const { amounts } = context.product;
  const first = amounts.first.maxAmount;
  let min: number;
  let max: number;
  if (context.client) {
    const { availableLoanAmount, hasActiveLoan } = context.client;
    const floor = hasActiveLoan ? amounts.minAdditionLoan : amounts.minMainLoan;
    max = availableLoanAmount;
    min = availableLoanAmount < floor ? 0 : floor;
  } else {
    min = context.tab === 1 ? amounts.repeated.minAmount : amounts.first.minAmount;
    max = amounts.amountTo;
  }
  if (context.increase) min = context.increase.principal;
  if (context.firstLoanTab) max = Math.min(max, first);
  return { min, max, first, interval: amounts.interval };
}

/**
 * What the slider control needs.
 *
 * @example
 * ```ts
 * const { step, disabled }: SliderState = sliderState(limits);
 * ```
 */
export interface SliderState {
  readonly min: number;
  readonly max: number;
  /** The interval when it is a valid step (0 < step ≤ max − min), else `null` (no stepping). */
  readonly step: number | null;
  readonly disabled: boolean;
}

/**
 * The slider: the step is valid only between 0 and max − min with max ≥ min; the
 * slider is disabled when max < 0, min ≤ 0 or min = max.
 *
 * @example
 * ```ts
 * import { sliderState } from '@lender/calculator';
 *
 * sliderState({ min: 1_000_00, max: 15_000_00, interval: 100_00 }); // { min: 1_000_00, max: 15_000_00, step: 100_00, disabled: false }
 * sliderState({ min: 0, max: 300_00, interval: 100_00 }).disabled; // true
 * ```
 */
export function sliderState({ min, max, interval }: AmountBounds): SliderState {
  const stepValid = max >= min && interval > 0 && interval <= max - min;
  return { min, max, step: stepValid ? interval : null, disabled: max < 0 || min <= 0 || min === max };
}

/**
 * What decides whether the calculator is disabled.
 *
 * @example
 * ```ts
 * const context: CalculatorDisabledContext = { hasActualApplication: true, hasActiveRefinancing: false, editable: true };
 * ```
 */
export interface CalculatorDisabledContext {
  readonly hasActualApplication: boolean;
  readonly hasActiveRefinancing: boolean;
  /** The calculator was opened for editing. @default false */
  readonly editable?: boolean;
  /** An increase offer awaits the client's answer. @default false */
  readonly increasePending?: boolean;
}

/**
 * The calculator is disabled when the client has an actual application or an active
 * refinancing, unless it is editable or an increase is pending.
 *
 * @example
 * ```ts
 * import { isCalculatorDisabled } from '@lender/calculator/platform';
 *
 * isCalculatorDisabled({ hasActualApplication: true, hasActiveRefinancing: false }); // true
 * isCalculatorDisabled({ hasActualApplication: true, hasActiveRefinancing: false, increasePending: true }); // false
 * ```
 */
export function isCalculatorDisabled(context: CalculatorDisabledContext): boolean {
  const blocked = context.hasActualApplication || context.hasActiveRefinancing;
  return blocked && !(context.editable || context.increasePending);
}

/**
 * What decides whether the calculator is hidden.
 *
 * @example
 * ```ts
 * const context: CalculatorHiddenContext = { currentAmount: 3_000_00, repaymentInvoiceDueDays: 4 };
 * ```
 */
export interface CalculatorHiddenContext {
  /** The current amount in centavos; `null`/absent/0 when there is none. */
  readonly currentAmount?: number | null;
  /** `repaymentInvoice.dueDays` of the client's loan, when there is one. */
  readonly repaymentInvoiceDueDays?: number | null;
}

/**
 * The calculator hides when there is no current amount, or the client's repayment invoice is
 * due in one day or less.
 *
 * @example
 * ```ts
 * import { isCalculatorHidden } from '@lender/calculator/platform';
 *
 * isCalculatorHidden({ currentAmount: 3_000_00, repaymentInvoiceDueDays: 1 }); // true
 * isCalculatorHidden({ currentAmount: 3_000_00, repaymentInvoiceDueDays: 5 }); // false
 * ```
 */
export function isCalculatorHidden(context: CalculatorHiddenContext): boolean {
  const due = context.repaymentInvoiceDueDays;
  return !context.currentAmount || (typeof due === 'number' && due <= 1);
}
