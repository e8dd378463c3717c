import { type PayCycle, type PayDateOption, payDateOptions } from '@lender/calculator';
import { GenerationalCache } from '../cache/generational-cache';

// The pay-date option an offer request names, found and remembered per cycle and business date
// (split from public-offer.ts).

/** A field of the offer request, as the public calculator's path names it. */
export type OfferField = 'sequence_type' | 'amount' | 'payCycle' | 'payDates';

/** Why a field of the offer request is refused; codes are those of the API's error catalogue. */
export interface OfferViolation {
  readonly field: OfferField;
  readonly code: 'invalid_value' | 'invalid_format' | 'too_small' | 'too_big';
  /** English developer text. */
  readonly message: string;
}

/**
 * `payDateOptions(cycle, today)` remembered per cycle and business date (issue 17): the options
 * change only with the date, and building them was a noticeable part of a computed public offer.
 * A handful of keys are alive at once (four cycles, one or two dates around midnight).
 */
const payDateOptionsByDay = new GenerationalCache<readonly PayDateOption[]>(16);

function payDateOptionsOn(cycle: PayCycle, today: string): readonly PayDateOption[] {
  const key = `${cycle}|${today}`;
  let options = payDateOptionsByDay.get(key);
  if (options === undefined) {
    options = payDateOptions(cycle, today);
    payDateOptionsByDay.set(key, options);
  }
  return options;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = /^\d{1,2}$/;

/** How many pay-dates resolutions {@link resolvePayDates} keeps. */
export const RESOLVED_PAY_DATES_KEPT = 512;

/** What {@link resolvePayDates} finds: the option `payDates` names, or why there is none. */
export type PayDatesResolution = { readonly option: PayDateOption } | { readonly violation: OfferViolation };

/**
 * {@link findPayDates} remembered per cycle, business date and text as sent (issue 17): a day's
 * callers name the same few options (`15,30`, a date pair), and resolving one (splitting, checking,
 * searching the options) was a tenth of a computed public offer. The answer depends on nothing
 * else, so it is never stale; at most {@link RESOLVED_PAY_DATES_KEPT} are kept, in two
 * generations, so made-up texts neither grow memory nor push out the texts in use. Answers are
 * frozen: callers share them.
 */
const resolvedPayDates = new GenerationalCache<PayDatesResolution>(RESOLVED_PAY_DATES_KEPT);

export function resolvePayDates(payDates: string, cycle: PayCycle, today: string): PayDatesResolution {
  const key = `${cycle}|${today}|${payDates}`;
  let resolved = resolvedPayDates.get(key);
  if (resolved === undefined) {
    const found = findPayDates(payDates, cycle, today);
    resolved = Object.freeze('option' in found ? found : { violation: Object.freeze(found.violation) });
    resolvedPayDates.set(key, resolved);
  }
  return resolved;
}

/**
 * Finds the pay-date option `payDates` names: the option's value, its first date alone, or its
 * days of the month. Returns a violation when there is none.
 */
function findPayDates(
  payDates: string,
  cycle: PayCycle,
  today: string,
): { option: PayDateOption } | { violation: OfferViolation } {
  const tokens = payDates.split(',').map((token) => token.trim());
  const dates = tokens.every((token) => ISO_DATE.test(token));
  const days = tokens.every((token) => DAY.test(token) && Number(token) >= 1 && Number(token) <= 31);
  if (tokens.length > 2 || (!dates && !days)) {
    return {
      violation: {
        field: 'payDates',
        code: 'invalid_format',
        message: 'Pay dates must be one or two dates YYYY-MM-DD, or days of the month, separated by a comma',
      },
    };
  }
  if (dates) {
    const past = tokens.find((date) => date <= today);
    if (past) {
      return {
        violation: {
          field: 'payDates',
          code: 'too_small',
          message: `Pay date ${past} is not after today (${today})`,
        },
      };
    }
  }
  const options = payDateOptionsOn(cycle, today);
  const option = options.find((candidate) => {
    if (dates)
      return tokens.length === 2 ? candidate.value === tokens.join(',') : candidate.dates[0] === tokens[0];
    const wanted = tokens.map(Number);
    // Days of the month: a pair of pay days or one day, read from the option's label (the cycle's
    // kind of pay day in @lender/calculator's table), never from the cycle's name.
    const { params } = candidate.label;
    if ('first' in params)
      return wanted.length === 2 && wanted[0] === params.first && wanted[1] === params.second;
    if ('day' in params) return wanted.length === 1 && params.day === wanted[0];
    return false;
  });
  if (!option) {
    return {
      violation: {
        field: 'payDates',
        code: 'invalid_value',
        message: `${payDates} is not a ${cycle} pay-date option on ${today}; options: ${options
          .map((candidate) => candidate.value)
          .join(' ')}`,
      },
    };
  }
  return { option };
}
