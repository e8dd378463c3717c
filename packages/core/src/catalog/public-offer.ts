import {
  amountLimits,
  computeOffer,
  demoProduct,
  fromApiAmount,
  InvalidAmountError,
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
import type { Database } from '../db/database';
import { enabledPayCycles, readProductConfig } from './product';

/**
 * The guest's offer (spec §7 `GET /web/public/arithmetic/offer/stl/{sequence_type}/{amount}/
 * {payCycle}/{payDates}?promoName`): the request checked field by field, priced by
 * `computeOffer` of `@lender/calculator`, and returned in pesos.
 */

/** Why a field of the offer request is refused; codes are those of the API's error catalogue. */
export interface OfferViolation {
  readonly field: 'sequence_type' | 'amount' | 'payCycle' | 'payDates';
  readonly code: 'invalid_value' | 'invalid_format' | 'too_small' | 'too_big';
  /** English developer text. */
  readonly message: string;
}

/** The request cannot be priced; `violations` say which fields and why. */
export class OfferQuoteError extends Error {
  override readonly name = 'OfferQuoteError';
  constructor(readonly violations: readonly OfferViolation[]) {
    super(violations.map((violation) => `${violation.field}: ${violation.message}`).join('; '));
  }
}

export interface PublicOfferRequest {
  readonly sequenceType: string;
  /** Pesos, at most two decimals. */
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = /^\d{1,2}$/;

/**
 * Finds the pay-date option `payDates` names: the option's value, its first date alone, or its
 * days of the month. Returns a violation when there is none.
 */
function resolvePayDates(
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
  const options = payDateOptions(cycle, today);
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

/**
 * Prices a guest's offer. `today` is the business date (`YYYY-MM-DD`, America/Mexico_City).
 * Amounts are checked against the tab's limits (first loan: first-loan minimum to maximum;
 * repeated: returning-client minimum to `amountTo`) and the slider interval. An unknown promo
 * code is ignored (the answer's `promoCode` is then `null`), as the calculator types it freely.
 * @throws {OfferQuoteError} with every violation found.
 */
export async function quotePublicOffer(
  db: Database,
  today: string,
  request: PublicOfferRequest,
  base: ProductConfig = demoProduct,
): Promise<OfferView> {
  return quoteOffer(await readProductConfig(db, base), today, request);
}

/**
 * {@link quotePublicOffer} on a product already read (`core.config.product()`): no database.
 * @throws {OfferQuoteError} with every violation found.
 */
export function quoteOffer(product: ProductConfig, today: string, request: PublicOfferRequest): OfferView {
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
  try {
    amount = fromApiAmount(request.amount);
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) throw error;
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

  if (violations.length > 0 || amount === undefined || !option) throw new OfferQuoteError(violations);
  try {
    const offer = computeOffer(
      product,
      { amount, payCycle, payDates: option.value, sequenceType, promoCode: request.promoName ?? null },
      today,
    );
    return offerView(offer);
  } catch (error) {
    if (error instanceof OfferRequestError) {
      const field =
        error.code === 'amount_out_of_range'
          ? 'amount'
          : error.code === 'pay_cycle_invalid'
            ? 'payCycle'
            : 'payDates';
      throw new OfferQuoteError([{ field, code: 'invalid_value', message: error.message }]);
    }
    throw error;
  }
}
