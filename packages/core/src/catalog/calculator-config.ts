import {
  demoProduct,
  type OfferablePayDate,
  offerablePayDates,
  PAY_CYCLES,
  type PayCycle,
  type ProductConfig,
  toApiAmount,
} from '@lender/calculator';
import type { CalculatorConfig } from '@lender/contracts';
import type { Database } from '@lender/db';
import { businessDate, systemClock } from '../clock';
import { enabledPayCycles, readProductConfig, startingStates } from './product';

/** Pesos, as the API shows money (architecture decision 4). */
export type Pesos = number;

/** `GET /web/public/config/calculator`, in pesos. */
export interface CalculatorConfigView {
  readonly amountLimits: {
    readonly minMainLoan: Pesos;
    readonly minAdditionLoan: Pesos;
    readonly amountTo: Pesos;
    readonly interval: Pesos;
    readonly first: { readonly minAmount: Pesos; readonly maxAmount: Pesos };
    readonly repeated: { readonly minAmount: Pesos; readonly maxAmount: Pesos };
  };
  readonly initialStates: {
    readonly first: { readonly amount: Pesos; readonly payCycle: PayCycle };
    readonly repeated: { readonly amount: Pesos; readonly payCycle: PayCycle };
  };
  readonly payCycles: PayCycle[];
  /** The product's term limits in days: a due date must fall within them (ADR 003). */
  readonly terms: { readonly minDays: number; readonly maxDays: number };
  /**
   * Each pay cycle's valid pay dates on `today`: `offerablePayDates` of `@lender/calculator`, the
   * options an offer can be priced on, with the due date and term each gives.
   */
  readonly payDates: Readonly<Record<PayCycle, readonly OfferablePayDate[]>>;
  /** The day `payDates` are for (Mexico City). */
  readonly today: string;
}

/**
 * The guest calculator's configuration: the product's amount limits (spec §9), the enabled pay
 * cycles (only they get pay dates) and each tab's starting state (the `settings` row `calculator_initial_states` or the defaults), every starting
 * amount clamped into its tab's limits.
 */
export async function readCalculatorConfig(
  db: Database,
  base: ProductConfig = demoProduct,
  today: string = businessDate(systemClock.now()),
): Promise<CalculatorConfigView> {
  const product = await readProductConfig(db, base);
  const { amounts } = product;
  const start = await startingStates(db, product);
  const enabled = enabledPayCycles(product);
  return {
    amountLimits: {
      minMainLoan: toApiAmount(amounts.minMainLoan),
      minAdditionLoan: toApiAmount(amounts.minAdditionLoan),
      amountTo: toApiAmount(amounts.amountTo),
      interval: toApiAmount(amounts.interval),
      first: {
        minAmount: toApiAmount(amounts.first.minAmount),
        maxAmount: toApiAmount(amounts.first.maxAmount),
      },
      repeated: {
        minAmount: toApiAmount(amounts.repeated.minAmount),
        maxAmount: toApiAmount(amounts.amountTo),
      },
    },
    initialStates: {
      first: { amount: toApiAmount(start.first.amount), payCycle: start.first.payCycle },
      repeated: { amount: toApiAmount(start.repeated.amount), payCycle: start.repeated.payCycle },
    },
    payCycles: [...enabled],
    terms: { minDays: product.terms.minDays, maxDays: product.terms.maxDays },
    payDates: Object.fromEntries(
      // A cycle the operator turned off offers no dates.
      PAY_CYCLES.map((cycle) => [
        cycle,
        enabled.includes(cycle) ? offerablePayDates(product, cycle, today) : [],
      ]),
    ) as Record<PayCycle, OfferablePayDate[]>,
    today,
  };
}

/**
 * Where {@link calculatorConfig} reads the view of a day: core's configuration cache
 * (`ConfigCache.calculator` of `config-cache.ts`, which holds what {@link readCalculatorConfig}
 * read, once per configuration version). Declared here, below the cache that fills it.
 */
export interface CalculatorConfigSource {
  /** The calculator's configuration on the business date `today`. */
  calculator(today: string): Promise<CalculatorConfigView>;
}

/**
 * `public.calculatorConfig` (`GET /web/public/config/calculator`): the guest calculator's
 * configuration on the business date `today`, read from memory once per configuration version
 * (`ConfigCache.calculator`, which reads it with {@link readCalculatorConfig}; issue 17, ADR 061).
 */
export async function calculatorConfig(
  ctx: { readonly config: CalculatorConfigSource },
  today: string,
): Promise<CalculatorConfig> {
  const config = await ctx.config.calculator(today);
  // The cached view is shared: the answer gets copies of its lists, in the cycles' table order.
  const payDates = {} as CalculatorConfig['payDates'];
  for (const cycle of PAY_CYCLES) {
    payDates[cycle] = config.payDates[cycle].map((o) => ({
      ...o,
      dates: [...o.dates] as [string, string],
      label: { ...o.label },
    }));
  }
  return { ...config, payDates };
}
