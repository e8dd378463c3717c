import {
  amountLimits,
  computeOffer,
  demoProduct,
  type Offer,
  OfferRequestError,
  type PayCycle,
  type PayDateOption,
  type ProductConfig,
  payDateOptions,
  type SequenceType,
  toApiAmount,
} from '@lender/calculator';
import { type MoneyView, moneyView } from '@lender/calculator/kernel';
import { GenerationalCache } from '../cache/generational-cache';
import type { Database } from '../db/database';
import { CoreError } from '../errors/core-error';
import { enabledPayCycles, readProductConfig } from './product';

/**
 * The guest's offer (spec §7 `GET /web/public/arithmetic/offer/stl/{sequence_type}/{amount}/
 * {payCycle}/{payDates}?promoName`): the request checked field by field, priced by
 * `computeOffer` of `@lender/calculator`, and returned in pesos.
 */

/** A field of the offer request, as the public calculator's path names it. */
export type OfferField = 'sequence_type' | 'amount' | 'payCycle' | 'payDates';

/**
 * Where each {@link OfferField} sits in the request at hand, for the violations' paths: the
 * application body names the amount `['loanAmount', 'amount']` and the cycle `['salaryCycle']`.
 * A field not named keeps its own name (`['amount']`).
 */
export type OfferFieldPaths = Partial<Record<OfferField, readonly string[]>>;

/** Why a field of the offer request is refused; codes are those of the API's error catalogue. */
interface OfferViolation {
  readonly field: OfferField;
  readonly code: 'invalid_value' | 'invalid_format' | 'too_small' | 'too_big';
  /** English developer text. */
  readonly message: string;
}

/** The request cannot be priced: `validation_failed` with one violation per refused field. */
function offerRefused(violations: readonly OfferViolation[], fields: OfferFieldPaths): CoreError {
  return new CoreError('validation_failed', {
    violations: violations.map((violation) => ({
      field: fields[violation.field] ?? [violation.field],
      code: violation.code,
      message: violation.message,
    })),
  });
}

export interface PublicOfferRequest {
  readonly sequenceType: string;
  /** Integer centavos (the API converts the pesos of the request). */
  readonly amount: number;
  readonly payCycle: string;
  /**
   * Two dates `YYYY-MM-DD,YYYY-MM-DD` (a pay-date option's value), or the first of them alone, or
   * days of the month (`15,30` for quincenal, `15` for monthly).
   */
  readonly payDates: string;
  readonly promoName?: string | undefined;
}

/** Money as the API shows it: the kernel's view. */
export type { MoneyView };

/** The offer in pesos, field for field as spec §3 Offer (and `@lender/contracts` `OfferSchema`). */
export interface OfferView {
  readonly principal: MoneyView;
  readonly interest: MoneyView;
  readonly serviceFee: MoneyView;
  readonly withdrawalFee: MoneyView;
  readonly invoicingFee: MoneyView;
  readonly processingFee: MoneyView;
  readonly total: MoneyView;
  readonly apr: number;
  readonly cat: number;
  readonly term: { readonly value: number; readonly unit: 'day' };
  readonly endDate: string;
  readonly agreementTermEndDate: string;
  readonly discount: { readonly interest: MoneyView; readonly serviceFee: MoneyView };
  readonly discountPercent: number;
  readonly extensions: Array<{
    readonly type: 'cheap' | 'expensive';
    readonly days: number;
    readonly amount: MoneyView;
    readonly amount_without_vat: MoneyView;
  }>;
  readonly total_without_discount: MoneyView;
  readonly serviceFee_without_discount: MoneyView;
  readonly apr_without_discount: number;
  readonly interest_without_discount: MoneyView;
  readonly processing_fee_without_discount: MoneyView;
  readonly promoCode: string | null;
}

/** The calculator's offer (centavos) in the API's pesos. */
export function offerView(offer: Offer): OfferView {
  return {
    principal: moneyView(offer.principal),
    interest: moneyView(offer.interest.amount),
    serviceFee: moneyView(offer.serviceFee.amount),
    withdrawalFee: moneyView(offer.withdrawalFee.amount),
    invoicingFee: moneyView(offer.invoicingFee.amount),
    processingFee: moneyView(offer.processingFee.amount),
    total: moneyView(offer.total),
    apr: offer.apr,
    cat: offer.cat,
    term: { value: offer.term, unit: 'day' },
    endDate: offer.endDate,
    agreementTermEndDate: offer.agreementTermEndDate,
    discount: {
      interest: moneyView(offer.discount.interest),
      serviceFee: moneyView(offer.discount.serviceFee),
    },
    discountPercent: offer.discountPercent.interest,
    extensions: offer.extensions.map((extension) => ({
      type: extension.type,
      days: extension.days,
      amount: moneyView(extension.amount),
      amount_without_vat: moneyView(extension.amount_without_vat),
    })),
    total_without_discount: moneyView(offer.total_without_discount),
    serviceFee_without_discount: moneyView(offer.serviceFee_without_discount.amount),
    apr_without_discount: offer.apr_without_discount,
    interest_without_discount: moneyView(offer.interest_without_discount.amount),
    processing_fee_without_discount: moneyView(offer.processing_fee_without_discount.amount),
    promoCode: offer.promoCode,
  };
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
type PayDatesResolution = { readonly option: PayDateOption } | { readonly violation: OfferViolation };

/**
 * {@link findPayDates} remembered per cycle, business date and text as sent (issue 17): a day's
 * callers name the same few options (`15,30`, a date pair), and resolving one (splitting, checking,
 * searching the options) was a tenth of a computed public offer. The answer depends on nothing
 * else, so it is never stale; at most {@link RESOLVED_PAY_DATES_KEPT} are kept, in two
 * generations, so made-up texts neither grow memory nor push out the texts in use. Answers are
 * frozen: callers share them.
 */
const resolvedPayDates = new GenerationalCache<PayDatesResolution>(RESOLVED_PAY_DATES_KEPT);

function resolvePayDates(payDates: string, cycle: PayCycle, today: string): PayDatesResolution {
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
    if (candidate.label.key === 'calculator.payDate.semiMonthly') {
      const { first, second } = candidate.label.params;
      return wanted.length === 2 && wanted[0] === first && wanted[1] === second;
    }
    if (candidate.label.key === 'calculator.payDate.monthly') {
      return wanted.length === 1 && candidate.label.params.day === wanted[0];
    }
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

/** A priced offer: the calculator's figures (centavos) and the view the API sends. */
export interface PricedOffer {
  readonly offer: Offer;
  readonly view: OfferView;
}

/**
 * Prices a guest's offer. `today` is the business date (`YYYY-MM-DD`, America/Mexico_City).
 * Amounts are checked against the tab's limits (first loan: first-loan minimum to maximum;
 * repeated: returning-client minimum to `amountTo`) and the slider interval. An unknown promo
 * code is ignored (the answer's `promoCode` is then `null`), as the calculator types it freely.
 * @throws {CoreError} `validation_failed` with every violation found, at the paths `fields` names.
 */
export async function quotePublicOffer(
  db: Database,
  today: string,
  request: PublicOfferRequest,
  base: ProductConfig = demoProduct,
  fields: OfferFieldPaths = {},
): Promise<OfferView> {
  return priceOffer(await readProductConfig(db, base), today, request, fields).view;
}

/**
 * {@link quotePublicOffer} on a product already read (`core.config.product()`): no database.
 * @throws {CoreError} `validation_failed` with every violation found, at the paths `fields` names.
 */
export function quoteOffer(
  product: ProductConfig,
  today: string,
  request: PublicOfferRequest,
  fields: OfferFieldPaths = {},
): OfferView {
  return priceOffer(product, today, request, fields).view;
}

/**
 * {@link quoteOffer} with the calculator's figures beside the view, for the use cases that store
 * the offer (its principal and total in centavos).
 * @throws {CoreError} `validation_failed` with every violation found, at the paths `fields` names.
 */
export function priceOffer(
  product: ProductConfig,
  today: string,
  request: PublicOfferRequest,
  fields: OfferFieldPaths = {},
): PricedOffer {
  const violations: OfferViolation[] = [];

  const sequenceType = request.sequenceType as SequenceType;
  if (sequenceType !== 'first' && sequenceType !== 'repeated') {
    violations.push({
      field: 'sequence_type',
      code: 'invalid_value',
      message: 'Sequence type must be first or repeated',
    });
  }

  let amount: number | undefined;
  if (Number.isSafeInteger(request.amount)) {
    amount = request.amount;
  } else {
    violations.push({
      field: 'amount',
      code: 'invalid_format',
      message: 'Amount must be pesos with at most two decimals',
    });
  }
  if (amount !== undefined && violations.length === 0) {
    const limits = amountLimits({
      product,
      tab: sequenceType === 'first' ? 0 : 1,
      firstLoanTab: sequenceType === 'first',
    });
    if (amount < limits.min) {
      violations.push({
        field: 'amount',
        code: 'too_small',
        message: `Amount must be at least ${toApiAmount(limits.min)}`,
      });
    } else if (amount > limits.max) {
      violations.push({
        field: 'amount',
        code: 'too_big',
        message: `Amount must be at most ${toApiAmount(limits.max)}`,
      });
    } else if (amount % limits.interval !== 0) {
      violations.push({
        field: 'amount',
        code: 'invalid_value',
        message: `Amount must be a multiple of ${toApiAmount(limits.interval)}`,
      });
    }
  }

  const payCycle = request.payCycle as PayCycle;
  let option: PayDateOption | undefined;
  const offered = enabledPayCycles(product);
  if (!offered.includes(payCycle)) {
    // Not a cycle at all, or one the operator turned off (`settings` `product.payCycles`).
    violations.push({
      field: 'payCycle',
      code: 'invalid_value',
      message: `Pay cycle must be one of ${offered.join(', ')}`,
    });
  } else {
    const resolved = resolvePayDates(request.payDates, payCycle, today);
    if ('violation' in resolved) violations.push(resolved.violation);
    else option = resolved.option;
  }

  if (violations.length > 0 || amount === undefined || !option) throw offerRefused(violations, fields);
  try {
    const offer = computeOffer(
      product,
      { amount, payCycle, payDates: option.value, sequenceType, promoCode: request.promoName ?? null },
      today,
    );
    return { offer, view: offerView(offer) };
  } catch (error) {
    if (error instanceof OfferRequestError) {
      const field =
        error.code === 'amount_out_of_range'
          ? 'amount'
          : error.code === 'pay_cycle_invalid'
            ? 'payCycle'
            : 'payDates';
      throw offerRefused([{ field, code: 'invalid_value', message: error.message }], fields);
    }
    throw error;
  }
}
