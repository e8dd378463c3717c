import {
  COMMON_PAY_CYCLE,
  clampAmount,
  demoProduct,
  PAY_CYCLES,
  type PayCycle,
  type ProductConfig,
  type ScheduledPricing,
} from '@lender/calculator';
import { type ProductOverride, ProductOverrideSchema } from '@lender/contracts';
import type { Database } from '@lender/db';
import { z } from 'zod';
import { readSetting, writeSetting } from './settings';

/**
 * The priced product and the calculator's configuration (spec §7 `config/calculator`, §9 amount
 * limits). The product is `demoProduct` of `@lender/calculator`, with an operator's overrides from
 * the `settings` row `product` merged over it (a partial product: `{"amounts": {"amountTo":
 * 2000000}}`). Money in settings is integer centavos, like everywhere inside the code.
 */
export const PRODUCT_SETTING_KEY = 'product';

/** The `settings` row with the calculator's starting amount and cycle per tab. */
export const CALCULATOR_INITIAL_STATES_SETTING_KEY = 'calculator_initial_states';

const centavos = z.number().int().nonnegative();

/** The override's shape is `ProductOverrideSchema` of `@lender/contracts` (one definition). */
export type { ProductOverride };

/**
 * The product in force: the calculator's product and the pay cycles a borrower may choose (the
 * operator's `payCycles`, every one of `PAY_CYCLES` by default).
 */
export interface ConfiguredProduct extends ProductConfig {
  readonly payCycles: readonly PayCycle[];
}

/** The pay cycles of `product`, all of them for a plain `ProductConfig`. */
export function enabledPayCycles(product: ProductConfig): readonly PayCycle[] {
  return (product as Partial<ConfiguredProduct>).payCycles ?? PAY_CYCLES;
}

/** Limits that must hold for a product to be usable; an override breaking them is ignored. */
function isCoherent(product: ProductConfig): boolean {
  const { amounts, terms } = product;
  const minimums = [
    amounts.minMainLoan,
    amounts.minAdditionLoan,
    amounts.first.minAmount,
    amounts.repeated.minAmount,
  ];
  return (
    minimums.every((min) => min > 0 && min <= amounts.amountTo && min % amounts.interval === 0) &&
    amounts.first.maxAmount >= amounts.first.minAmount &&
    amounts.first.maxAmount <= amounts.amountTo &&
    amounts.amountTo % amounts.interval === 0 &&
    terms.minDays <= terms.maxDays
  );
}

/** Merges an override over a product (nested objects field by field, lists replaced). */
export function applyProductOverride(base: ProductConfig, override: ProductOverride): ConfiguredProduct {
  return {
    ...base,
    payCycles: override.payCycles ?? enabledPayCycles(base),
    amounts: {
      ...base.amounts,
      ...override.amounts,
      first: { ...base.amounts.first, ...override.amounts?.first },
      repeated: { ...base.amounts.repeated, ...override.amounts?.repeated },
    },
    terms: { ...base.terms, ...override.terms },
    dailyInterestBps: { ...base.dailyInterestBps, ...override.dailyInterestBps },
    fees: { ...base.fees, ...override.fees },
    firstLoanDiscount: { ...base.firstLoanDiscount, ...override.firstLoanDiscount },
    promoCodes: override.promoCodes ?? base.promoCodes,
    extensions: override.extensions ?? base.extensions,
    vatPercent: override.vatPercent ?? base.vatPercent,
    lateFee: { ...base.lateFee, ...override.lateFee },
    // The fees' RECO registrations: each changed fee's over the defaults' (issue 50).
    registrations: { ...base.registrations, ...override.registrations },
    feeSchedule: [...(base.feeSchedule ?? []), ...((override.feeSchedule ?? []) as ScheduledPricing[])],
  };
}

/** The product in force: `base` (default `demoProduct`) with the `settings` override, when coherent. */
export async function readProductConfig(
  db: Database,
  base: ProductConfig = demoProduct,
): Promise<ConfiguredProduct> {
  const override = await readSetting(db, PRODUCT_SETTING_KEY, ProductOverrideSchema);
  const unchanged = applyProductOverride(base, {});
  if (!override) return unchanged;
  const merged = applyProductOverride(base, override);
  return isCoherent(merged) ? merged : unchanged;
}

/** Centavos in a peso. */
const PESO = 100;

/**
 * The first amount limit the borrower's slider cannot show, as its path under `amounts`, else
 * `null`. The step must be whole pesos above zero: the calculator and the public offer take whole
 * pesos (spec §5 "Loan amount: unsigned integer"). Every limit must be a multiple of the step: the
 * slider moves from its minimum in steps and an amount is rounded down to one (`clampAmount`), so a
 * maximum between two steps would be advertised and never reached.
 */
export function offStepAmountLimit(amounts: ProductConfig['amounts']): readonly string[] | null {
  const { interval } = amounts;
  if (!(interval > 0) || interval % PESO !== 0) return ['interval'];
  const limits: readonly (readonly [readonly string[], number])[] = [
    [['minMainLoan'], amounts.minMainLoan],
    [['amountTo'], amounts.amountTo],
    [['minAdditionLoan'], amounts.minAdditionLoan],
    [['first', 'minAmount'], amounts.first.minAmount],
    [['first', 'maxAmount'], amounts.first.maxAmount],
    [['repeated', 'minAmount'], amounts.repeated.minAmount],
  ];
  return limits.find(([, value]) => value % interval !== 0)?.[0] ?? null;
}

/** An override that would leave the product unusable (a minimum above the maximum…). */
export class IncoherentProductError extends Error {
  override readonly name = 'IncoherentProductError';
}

/**
 * The override parsed and checked against `base` (a request is refused before anyone approves it).
 * A limit off the slider's step is refused here, on the way in, and not by the read: a row stored
 * before this check keeps its product.
 */
export function checkProductOverride(
  override: ProductOverride,
  base: ProductConfig = demoProduct,
): ProductOverride {
  const valid = ProductOverrideSchema.parse(override);
  const merged = applyProductOverride(base, valid);
  if (!isCoherent(merged) || offStepAmountLimit(merged.amounts)) {
    throw new IncoherentProductError('The product override leaves incoherent amount limits or terms');
  }
  return valid;
}

/** Stores an override of the product (validated, and refused when the result is incoherent). */
export async function writeProductOverride(
  db: Database,
  override: ProductOverride,
  base: ProductConfig = demoProduct,
): Promise<void> {
  await writeSetting(db, PRODUCT_SETTING_KEY, ProductOverrideSchema, checkProductOverride(override, base));
}

/** Where the calculator starts on a tab: an amount (centavos) and a pay cycle. */
export interface CalculatorInitialState {
  readonly amount: number;
  readonly payCycle: PayCycle;
}

const InitialStateSchema = z.object({ amount: centavos, payCycle: z.enum(PAY_CYCLES) });
const InitialStatesSchema = z.object({ first: InitialStateSchema, repeated: InitialStateSchema }).partial();

/**
 * Default starting points: MXN 2,000 for a first loan and MXN 5,000 for a returning client, paid
 * quincenal (semi-monthly, the most common payroll cycle in Mexico).
 */
export const DEFAULT_CALCULATOR_INITIAL_STATES: {
  readonly first: CalculatorInitialState;
  readonly repeated: CalculatorInitialState;
} = {
  first: { amount: 2_000_00, payCycle: COMMON_PAY_CYCLE },
  repeated: { amount: 5_000_00, payCycle: COMMON_PAY_CYCLE },
};

/**
 * Each tab's starting state in centavos: the `settings` row `calculator_initial_states` or the
 * defaults, the amount clamped into the tab's limits, a cycle the operator turned off replaced by
 * the first enabled one.
 */
export async function startingStates(
  db: Database,
  product: ProductConfig,
): Promise<{ readonly first: CalculatorInitialState; readonly repeated: CalculatorInitialState }> {
  const { amounts } = product;
  const stored = await readSetting(db, CALCULATOR_INITIAL_STATES_SETTING_KEY, InitialStatesSchema);
  const first = stored?.first ?? DEFAULT_CALCULATOR_INITIAL_STATES.first;
  const repeated = stored?.repeated ?? DEFAULT_CALCULATOR_INITIAL_STATES.repeated;
  const firstBounds = {
    min: amounts.first.minAmount,
    max: amounts.first.maxAmount,
    interval: amounts.interval,
  };
  const enabled = enabledPayCycles(product);
  const cycleOf = (state: CalculatorInitialState): PayCycle =>
    enabled.includes(state.payCycle) ? state.payCycle : (enabled[0] ?? state.payCycle);
  const repeatedBounds = {
    min: amounts.repeated.minAmount,
    max: amounts.amountTo,
    interval: amounts.interval,
  };
  return {
    first: { amount: clampAmount(first.amount, firstBounds), payCycle: cycleOf(first) },
    repeated: { amount: clampAmount(repeated.amount, repeatedBounds), payCycle: cycleOf(repeated) },
  };
}
