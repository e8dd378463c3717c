// The one pay-cycle table: every fact a package needs about a cycle —
// how often it pays, how its pay-date options are built, what a borrower declares about it, and
// its words' keys. Contracts, the UI kit, the apps and core derive from it; a new cycle is a row
// here and its words in @lender/i18n (its name under `labelKey` and `shortLabelKey`).

/**
 * How the pay-date options of a cycle are built (`payDateOptions`):
 * - `everyDays`: each of the next `days` days from tomorrow, dates `[D, D + days]`;
 * - `dayPairs`: the pairs of `SEMI_MONTHLY_PAY_DAYS`, the next two pay days of a pair;
 * - `monthDays`: every day from tomorrow to the same day next month, dates `[D, D + 1 month]`.
 *
 * @example
 * ```ts
 * const schedule: PayCycleSchedule = { kind: 'everyDays', days: 7 };
 * ```
 */
export type PayCycleSchedule =
  | { readonly kind: 'everyDays'; readonly days: number }
  | { readonly kind: 'dayPairs' }
  | { readonly kind: 'monthDays' };

/**
 * What a borrower declares about the pay days of a cycle (the employment step):
 * - `date`: a past or next pay date (`payDate.referenceDate`);
 * - `dayPair`: the two days of the month (`payDate.semiMonthlyPayDates`);
 * - `dayOfMonth`: the day of the month (`payDate.dateOfMonth`).
 *
 * @example
 * ```ts
 * const input: PayDayInput = 'dayPair';
 * ```
 */
export type PayDayInput = 'date' | 'dayPair' | 'dayOfMonth';

/**
 * The field of the profile's `payDate` that each {@link PayDayInput} fills.
 *
 * @example
 * ```ts
 * import { PAY_DAY_FIELDS } from '@lender/calculator';
 *
 * PAY_DAY_FIELDS.dayPair; // 'semiMonthlyPayDates'
 * ```
 */
export const PAY_DAY_FIELDS = {
  date: 'referenceDate',
  dayPair: 'semiMonthlyPayDates',
  dayOfMonth: 'dateOfMonth',
} as const satisfies Record<PayDayInput, string>;

/**
 * One row of {@link PAY_CYCLE_TABLE}.
 *
 * @example
 * ```ts
 * import { PAY_CYCLE_TABLE, type PayCycleRow } from '@lender/calculator';
 *
 * const row: PayCycleRow = PAY_CYCLE_TABLE.monthly;
 * ```
 */
export interface PayCycleRow {
  /** Periods a year of a regular schedule, for CAT time bases (Banxico). */
  readonly periodsPerYear: number;
  /** How its pay-date options are built. */
  readonly schedule: PayCycleSchedule;
  /** What a borrower declares about their pay days on this cycle. */
  readonly input: PayDayInput;
  /** The i18n key of the cycle's name as a borrower reads it (`Dos veces al mes`, `calculator` namespace). */
  readonly labelKey: `calculator.payCycle.${string}`;
  /**
   * The i18n key of its short name (`Quincenal`, `catalog` namespace, es-MX and en): the back-office,
   * the CSVs and the classification `pay_cycles` write the cycle with it.
   */
  readonly shortLabelKey: `catalog.payCycle.${string}`;
  /** The i18n key of its pay-date options' labels (`calculator` namespace). */
  readonly payDateKey: `calculator.payDate.${string}`;
}

/**
 * The pay cycles, in the order the cycle select lists them, each with everything a package needs
 * to know of it. `PayCycle`, `PAY_CYCLES` and `PERIODS_PER_YEAR` are read from it.
 *
 * @example
 * ```ts
 * import { PAY_CYCLE_TABLE } from '@lender/calculator';
 *
 * PAY_CYCLE_TABLE.biweekly.periodsPerYear; // 26
 * PAY_CYCLE_TABLE.semi_monthly.input; // 'dayPair'
 * ```
 */
export const PAY_CYCLE_TABLE = {
  weekly: {
    periodsPerYear: 52,
    schedule: { kind: 'everyDays', days: 7 },
    input: 'date',
    labelKey: 'calculator.payCycle.weekly',
    shortLabelKey: 'catalog.payCycle.weekly',
    payDateKey: 'calculator.payDate.weekly',
  },
  biweekly: {
    periodsPerYear: 26,
    schedule: { kind: 'everyDays', days: 14 },
    input: 'date',
    labelKey: 'calculator.payCycle.biweekly',
    shortLabelKey: 'catalog.payCycle.biweekly',
    payDateKey: 'calculator.payDate.biweekly',
  },
  semi_monthly: {
    periodsPerYear: 24,
    schedule: { kind: 'dayPairs' },
    input: 'dayPair',
    labelKey: 'calculator.payCycle.semi_monthly',
    shortLabelKey: 'catalog.payCycle.semi_monthly',
    payDateKey: 'calculator.payDate.semiMonthly',
  },
  monthly: {
    periodsPerYear: 12,
    schedule: { kind: 'monthDays' },
    input: 'dayOfMonth',
    labelKey: 'calculator.payCycle.monthly',
    shortLabelKey: 'catalog.payCycle.monthly',
    payDateKey: 'calculator.payDate.monthly',
  },
} as const satisfies Record<string, PayCycleRow>;

/**
 * How often a borrower is paid: a key of {@link PAY_CYCLE_TABLE}.
 *
 * @example
 * ```ts
 * const cycle: PayCycle = 'semi_monthly';
 * ```
 */
export type PayCycle = keyof typeof PAY_CYCLE_TABLE;

/**
 * The pay cycles in the order the cycle select lists them (the table's order).
 *
 * @example
 * ```ts
 * import { PAY_CYCLE_TABLE, PAY_CYCLES } from '@lender/calculator';
 *
 * const items = PAY_CYCLES.map((cycle) => ({ value: cycle, label: PAY_CYCLE_TABLE[cycle].labelKey }));
 * ```
 */
export const PAY_CYCLES = Object.keys(PAY_CYCLE_TABLE) as unknown as readonly [PayCycle, ...PayCycle[]];

/**
 * The cycles whose borrowers declare a given kind of pay day.
 *
 * @example
 * ```ts
 * import { payCyclesDeclaring } from '@lender/calculator';
 *
 * payCyclesDeclaring('date'); // ['weekly', 'biweekly']
 * ```
 */
export function payCyclesDeclaring(input: PayDayInput): PayCycle[] {
  return PAY_CYCLES.filter((cycle) => PAY_CYCLE_TABLE[cycle].input === input);
}

/**
 * A record with one entry per pay cycle, in the table's order.
 *
 * @example
 * ```ts
 * import { perPayCycle } from '@lender/calculator';
 *
 * const offered = perPayCycle(() => true); // { weekly: true, biweekly: true, … }
 * ```
 */
export function perPayCycle<T>(value: (cycle: PayCycle) => T): Record<PayCycle, T> {
  return Object.fromEntries(PAY_CYCLES.map((cycle) => [cycle, value(cycle)])) as Record<PayCycle, T>;
}

/**
 * Periods a year of a regular schedule of each cycle, for CAT time bases (Banxico).
 *
 * @example
 * ```ts
 * import { PERIODS_PER_YEAR, cat } from '@lender/calculator';
 *
 * const years = (k: number) => k / PERIODS_PER_YEAR.monthly;
 * ```
 */
export const PERIODS_PER_YEAR: Readonly<Record<PayCycle, number>> = perPayCycle(
  (cycle) => PAY_CYCLE_TABLE[cycle].periodsPerYear,
);

/**
 * The cycle most Mexican payrolls use (quincenal): the calculator's starting cycle in a product's
 * configuration.
 *
 * @example
 * ```ts
 * import { COMMON_PAY_CYCLE } from '@lender/calculator';
 *
 * const initialState = { amount: 2_000_00, payCycle: COMMON_PAY_CYCLE };
 * ```
 */
export const COMMON_PAY_CYCLE: PayCycle = 'semi_monthly';
