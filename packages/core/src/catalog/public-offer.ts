import {
  amountLimits,
  computeOffer,
  demoProduct,
  FeeRegistrationError,
  type Offer,
  OfferRequestError,
  type PayCycle,
  type PayDateOption,
  type ProductConfig,
  type SequenceType,
  toApiAmount,
} from '@lender/calculator';
import { type MoneyView, moneyView } from '@lender/calculator/kernel';
import type { Database } from '@lender/db';
import { formatDate } from '@lender/i18n';
import { CoreError } from '../errors/core-error';
import { type OfferField, type OfferViolation, resolvePayDates } from './offer-pay-dates';
import { enabledPayCycles, readProductConfig } from './product';

export type { OfferField } from './offer-pay-dates';

/**
 * The guest's offer (spec §7 `GET /web/public/arithmetic/offer/stl/{sequence_type}/{amount}/
 * {payCycle}/{payDates}?promoName`): the request checked field by field, priced by
 * `computeOffer` of `@lender/calculator`, and returned in pesos.
 */

/**
 * Where each {@link OfferField} sits in the request at hand, for the violations' paths: the
 * application body names the amount `['loanAmount', 'amount']` and the cycle `['salaryCycle']`.
 * A field not named keeps its own name (`['amount']`).
 */
export type OfferFieldPaths = Partial<Record<OfferField, readonly string[]>>;

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
    // A fee without its CONDUSEF registration in force today is never charged (issue 50).
    if (error instanceof FeeRegistrationError) {
      throw new CoreError(error.code, {
        message: error.message,
        ...(error.inForceFrom && { params: { inForceFrom: formatDate(error.inForceFrom) } }),
      });
    }
    throw error;
  }
}
