// Pay cycles and the pay dates a borrower may pick. Every date is a calendar
// day of the America/Mexico_City business clock, computed from the `today` argument alone.

import {
  addMonthsClamped,
  type CivilDate,
  daysInMonth,
  formatDate,
  fromDayNumber,
  isoWeekday,
  parseDate,
  readDate,
  toDayNumber,
} from './internal/calendar';
import { exhaustiveList } from './internal/exhaustive';
import { PAY_CYCLE_TABLE, PAY_CYCLES, type PayCycle } from './pay-cycles';

export { PAY_CYCLES, type PayCycle, PERIODS_PER_YEAR } from './pay-cycles';

/**
 * The semi-monthly pay-day pairs, each day clamped to the month's last day.
 *
 * @example
 * ```ts
 * import { SEMI_MONTHLY_PAY_DAYS } from '@lender/calculator';
 *
 * SEMI_MONTHLY_PAY_DAYS[0]; // [5, 20]
 * ```
 */
export const SEMI_MONTHLY_PAY_DAYS = [
  [5, 20],
  [10, 25],
  [13, 28],
  [14, 29],
  [15, 30],
] as const;

/**
 * ISO weekday names, an i18n key segment (`calculator.weekday.monday`).
 *
 * @example
 * ```ts
 * const key = `calculator.weekday.${'monday' satisfies Weekday}`;
 * ```
 */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** The {@link Weekday}s from Monday (ISO weekday 1) to Sunday. */
export const WEEKDAYS = exhaustiveList<Weekday>()([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);

/**
 * The label of a pay-date option: an i18n key and its parameters, never a sentence.
 *
 * @example
 * ```ts
 * const { key, params }: PayDateLabel = payDateOptions('monthly', '2025-03-01')[0].label;
 * ```
 */
export type PayDateLabel =
  | {
      readonly key: 'calculator.payDate.weekly';
      readonly params: { readonly date: string; readonly weekday: Weekday };
    }
  | {
      readonly key: 'calculator.payDate.biweekly';
      readonly params: { readonly date: string; readonly weekday: Weekday };
    }
  | {
      readonly key: 'calculator.payDate.semiMonthly';
      readonly params: { readonly first: number; readonly second: number };
    }
  | {
      readonly key: 'calculator.payDate.monthly';
      readonly params: { readonly day: number; readonly date: string };
    };

/**
 * One entry of the pay-date select.
 *
 * @example
 * ```ts
 * const options: PayDateOption[] = payDateOptions('biweekly', '2025-03-01');
 * ```
 */
export interface PayDateOption {
  /** The API value: the first and the second repayment date, `'YYYY-MM-DD,YYYY-MM-DD'`. */
  readonly value: string;
  /** The same two dates, first < second. */
  readonly dates: readonly [string, string];
  readonly label: PayDateLabel;
}

/**
 * What the pay defaults know about a client.
 *
 * @example
 * ```ts
 * const client: PayDefaultsClient = { salaryCycle: 'weekly', nextPayDate: '2025-03-07' };
 * ```
 */
export interface PayDefaultsClient {
  /** The saved salary cycle, if any. */
  readonly salaryCycle?: PayCycle | null;
  /** The next pay date (`financialSecurity.salaryCycle.next`), `YYYY-MM-DD`, if known. */
  readonly nextPayDate?: string | null;
  /** The two days of the month a semi-monthly salary is paid. */
  readonly semiMonthlyPayDates?: readonly [number, number] | null;
  /** The day of the month a monthly salary is paid. */
  readonly dateOfMonth?: number | null;
}

function option(first: CivilDate, second: CivilDate, label: PayDateLabel): PayDateOption {
  const dates = [formatDate(first), formatDate(second)] as const;
  return { value: `${dates[0]},${dates[1]}`, dates, label };
}

/** The label keys of the cycles whose options are every day of a period (`everyDays`). */
type EveryDayKey = Extract<PayDateLabel, { readonly params: { readonly weekday: Weekday } }>['key'];

function everyDay(todayNumber: number, count: number, key: EveryDayKey): PayDateOption[] {
  const options: PayDateOption[] = [];
  for (let offset = 1; offset <= count; offset++) {
    const day = todayNumber + offset;
    const first = fromDayNumber(day);
    const weekday = WEEKDAYS[isoWeekday(day) - 1] ?? 'monday';
    options.push(
      option(first, fromDayNumber(day + count), { key, params: { date: formatDate(first), weekday } }),
    );
  }
  return options;
}

function semiMonthly(today: CivilDate): PayDateOption[] {
  const todayNumber = toDayNumber(today);
  return SEMI_MONTHLY_PAY_DAYS.map(([a, b]) => {
    const next: CivilDate[] = [];
    for (let months = 0; next.length < 2; months++) {
      const { year, month } = addMonthsClamped({ ...today, day: 1 }, months);
      const last = daysInMonth(year, month);
      for (const day of [Math.min(a, last), Math.min(b, last)]) {
        const candidate = { year, month, day };
        if (next.length < 2 && toDayNumber(candidate) > todayNumber) next.push(candidate);
      }
    }
    const [first, second] = next as [CivilDate, CivilDate];
    return option(first, second, { key: 'calculator.payDate.semiMonthly', params: { first: a, second: b } });
  });
}

/** The semi-monthly option values of the last day asked for (one business day is asked for all day). */
let semiMonthlyValues: { readonly day: number; readonly values: ReadonlySet<string> } | undefined;

function semiMonthlyValuesOn(dayNumber: number, today: CivilDate): ReadonlySet<string> {
  if (semiMonthlyValues?.day !== dayNumber) {
    semiMonthlyValues = { day: dayNumber, values: new Set(semiMonthly(today).map((option) => option.value)) };
  }
  return semiMonthlyValues.values;
}

function monthly(today: CivilDate): PayDateOption[] {
  // The days after today to the end of the month, then the next month from its first day up to
  // the same day a month on (clamped): every day of the coming month once, in order.
  const start = toDayNumber(today);
  const end = toDayNumber(addMonthsClamped(today, 1));
  const options: PayDateOption[] = [];
  for (let day = start + 1; day <= end; day++) {
    const first = fromDayNumber(day);
    options.push(
      option(first, addMonthsClamped(first, 1), {
        key: 'calculator.payDate.monthly',
        params: { day: first.day, date: formatDate(first) },
      }),
    );
  }
  return options;
}

/**
 * The pay-date options of a cycle, in the order the select shows them:
 * - `weekly`: each of the next 7 days from tomorrow, dates `[D, D + 7]`;
 * - `biweekly`: each of the next 14 days from tomorrow, dates `[D, D + 14]`;
 * - `semi_monthly`: the pairs of `SEMI_MONTHLY_PAY_DAYS`, dates the next two pay days of the pair
 *   strictly after today (days clamped to month ends);
 * - `monthly`: every day from tomorrow to the same day next month, labelled by day of month, dates
 *   `[D, D + 1 month]` clamped to month ends.
 *
 * @param cycle - the pay cycle.
 * @param today - today's calendar date in America/Mexico_City, `YYYY-MM-DD` (from a `Clock`).
 * @throws {InvalidDateError} when `today` is not a calendar date.
 * @throws {RangeError} when `cycle` is not a `PayCycle`.
 * @example
 * ```ts
 * import { payDateOptions } from '@lender/calculator';
 *
 * const [first] = payDateOptions('weekly', '2025-01-31');
 * first.value; // '2025-02-01,2025-02-08'
 * first.label; // { key: 'calculator.payDate.weekly', params: { date: '2025-02-01', weekday: 'saturday' } }
 * ```
 */
export function payDateOptions(cycle: PayCycle, today: string): PayDateOption[] {
  const date = parseDate(today);
  const row = Object.hasOwn(PAY_CYCLE_TABLE, cycle) ? PAY_CYCLE_TABLE[cycle] : undefined;
  switch (row?.schedule.kind) {
    case 'everyDays':
      return everyDay(toDayNumber(date), row.schedule.days, row.payDateKey as EveryDayKey);
    case 'dayPairs':
      return semiMonthly(date);
    case 'monthDays':
      return monthly(date);
    default:
      throw new RangeError(`Unknown pay cycle ${JSON.stringify(cycle)}`);
  }
}

/**
 * The two dates of `value` when it is one of `payDateOptions(cycle, today)`, else `undefined`.
 * Same answer as searching the options, without building them (computeOffer's hot path).
 * Not exported from the package.
 *
 * @example
 * ```ts
 * matchPayDateOption('weekly', '2025-03-01', '2025-03-02,2025-03-09'); // ['2025-03-02', '2025-03-09']
 * ```
 */
export function matchPayDateOption(
  cycle: PayCycle,
  today: string,
  value: string,
): readonly [string, string] | undefined {
  const date = parseDate(today);
  const [firstText, secondText, extra] = value.split(',');
  const first = readDate(firstText);
  const second = readDate(secondText);
  if (!first || !second || extra !== undefined) return undefined;
  const start = toDayNumber(date);
  const a = toDayNumber(first);
  const b = toDayNumber(second);
  let offered: boolean;
  const schedule = PAY_CYCLE_TABLE[cycle].schedule;
  switch (schedule.kind) {
    case 'everyDays': {
      const gap = schedule.days;
      offered = a > start && a <= start + gap && b === a + gap;
      break;
    }
    case 'monthDays':
      offered =
        a > start &&
        a <= toDayNumber(addMonthsClamped(date, 1)) &&
        b === toDayNumber(addMonthsClamped(first, 1));
      break;
    default:
      offered = semiMonthlyValuesOn(start, date).has(value);
  }
  return offered ? [formatDate(first), formatDate(second)] : undefined;
}

/**
 * The cycle the select starts with: the client's saved salary cycle, else the first option.
 *
 * @param client - the signed-in client, or `null` for a guest.
 * @param cycles - the cycles offered. @default PAY_CYCLES
 * @example
 * ```ts
 * import { defaultPayCycle } from '@lender/calculator';
 *
 * defaultPayCycle({ salaryCycle: 'biweekly' }); // 'biweekly'
 * defaultPayCycle(null); // 'weekly'
 * ```
 */
export function defaultPayCycle(
  client: PayDefaultsClient | null | undefined,
  cycles: readonly PayCycle[] = PAY_CYCLES,
): PayCycle {
  const saved = client?.salaryCycle;
  if (saved && cycles.includes(saved)) return saved;
  return cycles[0] ?? PAY_CYCLES[0];
}

/**
 * The pay-date option selected when a cycle is chosen: the option on the
 * client's own pay days when they are known (the semi-monthly pair, the monthly day: the loan falls
 * due when the salary arrives), else the option whose first date is the client's next pay date, else
 * the second option when the client has a saved salary cycle, else the first. `null` only when
 * there are no options.
 *
 * @param options - the options of the chosen cycle (`payDateOptions`).
 * @param client - the signed-in client, or `null` for a guest.
 * @returns the option's `value`.
 * @example
 * ```ts
 * import { defaultPayDate, payDateOptions } from '@lender/calculator';
 *
 * const options = payDateOptions('weekly', '2025-01-31');
 * defaultPayDate(options, { salaryCycle: 'weekly', nextPayDate: '2025-02-04' }); // '2025-02-04,2025-02-11'
 * defaultPayDate(options, { salaryCycle: 'weekly' }); // '2025-02-02,2025-02-09'
 * defaultPayDate(options, null); // '2025-02-01,2025-02-08'
 * defaultPayDate(payDateOptions('semi_monthly', '2025-01-31'), { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [15, 30] });
 * // '2025-02-15,2025-02-28'
 * ```
 */
export function defaultPayDate(
  options: readonly PayDateOption[],
  client: PayDefaultsClient | null | undefined,
): string | null {
  const payDay = options.find((candidate) => onClientPayDays(candidate, client));
  if (payDay) return payDay.value;
  const next = client?.nextPayDate;
  const known = next ? options.find((candidate) => candidate.dates[0] === next) : undefined;
  if (known) return known.value;
  const fallback = client?.salaryCycle ? (options[1] ?? options[0]) : options[0];
  return fallback?.value ?? null;
}

/**
 * Whether the dates of a pay-date option of `cycle` fall on the pay days the client declared for
 * that cycle: the semi-monthly pair (a day past the month's end is its last day) or the monthly
 * day, so the loan falls due when the salary arrives. Other cycles, and a client who declared no
 * days for this one, keep every option.
 *
 * @example
 * ```ts
 * import { onDeclaredPayDays } from '@lender/calculator';
 *
 * const client = { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [15, 30] } as const;
 * onDeclaredPayDays('semi_monthly', ['2025-02-15', '2025-02-28'], client); // true
 * onDeclaredPayDays('semi_monthly', ['2025-02-05', '2025-02-20'], client); // false
 * onDeclaredPayDays('weekly', ['2025-02-04', '2025-02-11'], client); // true
 * ```
 */
export function onDeclaredPayDays(
  cycle: PayCycle,
  dates: readonly string[],
  client: PayDefaultsClient | null | undefined,
): boolean {
  if (!client || client.salaryCycle !== cycle) return true;
  const paidOn = (date: string, day: number) => {
    const parsed = readDate(date);
    return parsed !== null && parsed.day === Math.min(day, daysInMonth(parsed.year, parsed.month));
  };
  const { input } = PAY_CYCLE_TABLE[cycle];
  const pair = client.semiMonthlyPayDates;
  if (input === 'dayPair' && pair) return dates.every((date) => pair.some((day) => paidOn(date, day)));
  const day = client.dateOfMonth;
  if (input === 'dayOfMonth' && day) return dates[0] !== undefined && paidOn(dates[0], day);
  return true;
}

/**
 * The options a client is offered: those on the pay days they declared ({@link onDeclaredPayDays}),
 * or all of them when none falls there.
 *
 * @example
 * ```ts
 * import { declaredPayDateOptions, payDateOptions } from '@lender/calculator';
 *
 * declaredPayDateOptions(payDateOptions('semi_monthly', '2025-01-31'), {
 *   salaryCycle: 'semi_monthly',
 *   semiMonthlyPayDates: [15, 30],
 * }).map((option) => option.value); // ['2025-02-15,2025-02-28']
 * ```
 */
export function declaredPayDateOptions(
  options: readonly PayDateOption[],
  client: PayDefaultsClient | null | undefined,
): PayDateOption[] {
  const cycle = client?.salaryCycle;
  const on = cycle ? options.filter((option) => onDeclaredPayDays(cycle, option.dates, client)) : [];
  return on.length > 0 ? on : [...options];
}

/** True when `option` falls on the client's semi-monthly pair or monthly day of pay. */
function onClientPayDays(option: PayDateOption, client: PayDefaultsClient | null | undefined): boolean {
  const { label } = option;
  if (label.key === 'calculator.payDate.semiMonthly') {
    const pair = client?.semiMonthlyPayDates;
    return Boolean(pair && label.params.first === pair[0] && label.params.second === pair[1]);
  }
  if (label.key === 'calculator.payDate.monthly') {
    const day = client?.dateOfMonth;
    return typeof day === 'number' && label.params.day === day;
  }
  return false;
}
