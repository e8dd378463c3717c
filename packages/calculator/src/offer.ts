// Offer arithmetic in integer centavos. The due-date and rounding
// rules are recorded in docs/decisions/003-offer-due-date-and-rounding.md.
import { cat } from './cat';
import { assertFeesInForce, productOn } from './fee-registration';
import { addDays, daysBetween } from './internal/calendar';
import { productDivHalfUp } from './internal/rounding';
import { OfferRequestError } from './offer-request-error';
import {
  matchPayDateOption,
  PAY_CYCLES,
  type PayCycle,
  type PayDateOption,
  payDateOptions,
} from './pay-dates';
import type { ExtensionType, FeeConfig, ProductConfig, PromoCodeConfig, SequenceType } from './product';

/**
 * What the calculator asks an offer for.
 *
 * @example
 * ```ts
 * const request: OfferRequest = { amount: 3_000_00, payCycle: 'weekly', payDates: '2025-03-02,2025-03-09', sequenceType: 'first' };
 * ```
 */
export interface OfferRequest {
  /** The principal in centavos. */
  readonly amount: number;
  readonly payCycle: PayCycle;
  /** The API value of a pay-date option: `'YYYY-MM-DD,YYYY-MM-DD'`. */
  readonly payDates: string;
  readonly sequenceType: SequenceType;
  readonly promoCode?: string | null;
}

/**
 * A priced component: `amount` = `amount_without_vat` + `vat`, all centavos.
 *
 * @example
 * ```ts
 * const { amount, amount_without_vat, vat }: OfferCharge = offer.interest;
 * ```
 */
export interface OfferCharge {
  readonly amount: number;
  readonly amount_without_vat: number;
  readonly vat: number;
}

/**
 * The price of one rollover offered with the loan (IVA included in `amount`).
 *
 * @example
 * ```ts
 * const cheap: OfferExtension | undefined = offer.extensions.find((extension) => extension.type === 'cheap');
 * ```
 */
export interface OfferExtension {
  readonly type: ExtensionType;
  readonly days: number;
  readonly amount: number;
  readonly amount_without_vat: number;
}

/**
 * Every field of an offer, money in integer centavos. Charges are after discounts;
 * the `_without_discount` variants are the undiscounted prices (`processingFee` is never
 * discounted, so its variant equals it).
 *
 * @example
 * ```ts
 * const offer: Offer = computeOffer(demoProduct, request, '2025-03-01');
 * ```
 */
export interface Offer {
  readonly principal: number;
  /** Days from `today` to `endDate`. */
  readonly term: number;
  /** The due date, `YYYY-MM-DD`: one of the two pay dates. */
  readonly endDate: string;
  /** The last day of the agreement: `endDate` + the product's `agreementExtraDays`. */
  readonly agreementTermEndDate: string;
  readonly interest: OfferCharge;
  readonly serviceFee: OfferCharge;
  readonly withdrawalFee: OfferCharge;
  readonly invoicingFee: OfferCharge;
  readonly processingFee: OfferCharge;
  /** All IVA of the offer. */
  readonly vat: number;
  /** What the borrower repays on `endDate`: principal + every charge with IVA. */
  readonly total: number;
  /** Nominal annual interest rate in percent (daily rate × day-count basis), two decimals, after discount. */
  readonly apr: number;
  /** Banxico CAT in percent, one decimal, IVA excluded, after discount. */
  readonly cat: number;
  /** Discounts in centavos, before IVA. */
  readonly discount: { readonly interest: number; readonly serviceFee: number };
  /** Discounts applied, in whole percent of the undiscounted component. */
  readonly discountPercent: { readonly interest: number; readonly serviceFee: number };
  /** The promo code that was applied, normalised, or `null`. */
  readonly promoCode: string | null;
  /** Rollover prices, in the product's order (cheap, expensive). */
  readonly extensions: readonly OfferExtension[];
  readonly total_without_discount: number;
  readonly serviceFee_without_discount: OfferCharge;
  readonly apr_without_discount: number;
  readonly interest_without_discount: OfferCharge;
  readonly processing_fee_without_discount: OfferCharge;
}

const BPS = 10_000;

function feeAmount(fee: FeeConfig, principal: number): number {
  return fee.kind === 'fixed' ? fee.amount : productDivHalfUp([principal, fee.bps], BPS);
}

function charge(withoutVat: number, vatPercent: number): OfferCharge {
  const vat = productDivHalfUp([withoutVat, vatPercent], 100);
  return { amount: withoutVat + vat, amount_without_vat: withoutVat, vat };
}

/** Promo codes are typed by people: compare trimmed and upper-cased. */
function findPromoCode(
  product: ProductConfig,
  code: string | null | undefined,
  sequenceType: SequenceType,
  today: string,
): PromoCodeConfig | undefined {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return undefined;
  return product.promoCodes.find(
    (promo) =>
      promo.code.trim().toUpperCase() === wanted &&
      promo.sequenceTypes.includes(sequenceType) &&
      (promo.validUntil === null || today <= promo.validUntil),
  );
}

const percent = (value: number): number => Math.min(100, Math.max(0, value));

/**
 * The due date a pay-date option gives: the first of its dates whose term from `today`
 * is within `minDays`–`maxDays`, else the second; `null` when neither is (the option cannot be
 * priced). The rule {@link computeOffer} applies.
 *
 * @example
 * ```ts
 * import { demoProduct, dueDateWithinTerms } from '@lender/calculator';
 *
 * dueDateWithinTerms(demoProduct.terms, '2025-03-01', ['2025-03-02', '2025-04-02']); // '2025-04-02'
 * ```
 */
export function dueDateWithinTerms(
  terms: Pick<ProductConfig['terms'], 'minDays' | 'maxDays'>,
  today: string,
  dates: readonly string[],
): string | null {
  return (
    dates.find((date) => {
      const days = daysBetween(today, date);
      return days >= terms.minDays && days <= terms.maxDays;
    }) ?? null
  );
}

/** A pay-date option a loan can be priced on, with the due date and term it gives. */
export interface OfferablePayDate extends PayDateOption {
  /** The due date of a loan on this option (see {@link dueDateWithinTerms}). */
  readonly dueDate: string;
  /** Days from `today` to `dueDate`. */
  readonly term: number;
}

/**
 * The valid pay dates of a cycle on `today`: the options of {@link payDateOptions} whose due date
 * falls within the product's terms, i.e. exactly those {@link computeOffer} accepts. A site lists
 * these instead of re-deriving the rules.
 *
 * @example
 * ```ts
 * import { demoProduct, offerablePayDates } from '@lender/calculator';
 *
 * const options = offerablePayDates(demoProduct, 'biweekly', '2025-03-01');
 * options[0]; // { value: '2025-03-02,2025-03-16', dates, label, dueDate: '2025-03-16', term: 15 }
 * ```
 */
export function offerablePayDates(
  product: ProductConfig,
  cycle: PayCycle,
  today: string,
): OfferablePayDate[] {
  const offerable: OfferablePayDate[] = [];
  for (const option of payDateOptions(cycle, today)) {
    const dueDate = dueDateWithinTerms(product.terms, today, option.dates);
    if (dueDate) offerable.push({ ...option, dueDate, term: daysBetween(today, dueDate) });
  }
  return offerable;
}

/**
 * Prices a loan: every field of the offer in integer centavos.
 * - Due date: the first of the two pay dates whose term is within the product's
 *   `minDays`–`maxDays`, else the second; neither → `term_out_of_range`.
 * - Interest = principal × daily rate × days; fees fixed or a share of the principal; the
 *   first-loan discount and a promo code's discount do not add up: each component takes the
 *   larger. IVA (`vatPercent`) on interest and on every fee. Each of these is rounded to the
 *   centavo once, half up.
 * - `cat` from the principal received today and the total without IVA repaid on `endDate`.
 *
 * @param product - the product (`demoProduct` or the lender's).
 * @param request - amount in centavos, cycle, the pay-date option's value, sequence, promo code.
 * @param today - today's calendar date in America/Mexico_City, `YYYY-MM-DD` (the signing day).
 * @throws {OfferRequestError} when the request cannot be priced (see its `code`).
 * @throws {InvalidDateError} when `today` is not a calendar date.
 * @throws {FeeRegistrationError} when a fee it charges has no CONDUSEF registration in force today.
 * @example
 * ```ts
 * import { computeOffer, demoProduct, payDateOptions } from '@lender/calculator';
 *
 * const today = '2025-03-01';
 * const [option] = payDateOptions('monthly', today);
 * const offer = computeOffer(demoProduct, { amount: 3_000_00, payCycle: 'monthly', payDates: option.value, sequenceType: 'first' }, today);
 * offer.endDate; // '2025-04-02': the first date is 1 day away, below the 7-day minimum
 * offer.total; // centavos to repay on endDate
 * ```
 */
export function computeOffer(configured: ProductConfig, request: OfferRequest, today: string): Offer {
  // Only the fees in force today: a scheduled change from its day, each fee's registration checked.
  const product = productOn(configured, today);
  const { amounts, terms } = product;
  const principal = request.amount;
  const lowest = Math.min(
    amounts.minMainLoan,
    amounts.minAdditionLoan,
    amounts.first.minAmount,
    amounts.repeated.minAmount,
  );
  if (
    !Number.isSafeInteger(principal) ||
    principal <= 0 ||
    principal < lowest ||
    principal > amounts.amountTo
  ) {
    throw new OfferRequestError(
      'amount_out_of_range',
      `Amount must be whole centavos between ${lowest} and ${amounts.amountTo}`,
    );
  }
  if (!PAY_CYCLES.includes(request.payCycle)) {
    throw new OfferRequestError('pay_cycle_invalid', `Unknown pay cycle ${JSON.stringify(request.payCycle)}`);
  }
  const dates = matchPayDateOption(request.payCycle, today, request.payDates);
  if (!dates) {
    throw new OfferRequestError(
      'pay_dates_invalid',
      `${JSON.stringify(request.payDates)} is not a ${request.payCycle} option on ${today}`,
    );
  }
  const endDate = dueDateWithinTerms(terms, today, dates);
  if (!endDate) {
    throw new OfferRequestError(
      'term_out_of_range',
      `Neither pay date gives a term of ${terms.minDays}–${terms.maxDays} days`,
    );
  }
  const term = daysBetween(today, endDate);
  assertFeesInForce(product, today);

  const promo = findPromoCode(product, request.promoCode, request.sequenceType, today);
  const firstLoan = request.sequenceType === 'first' ? product.firstLoanDiscount : undefined;
  const discountPercent = {
    interest: percent(Math.max(firstLoan?.interestPercent ?? 0, promo?.interestPercent ?? 0)),
    serviceFee: percent(Math.max(firstLoan?.serviceFeePercent ?? 0, promo?.serviceFeePercent ?? 0)),
  };

  const dailyBps = product.dailyInterestBps[request.sequenceType];
  const fullInterest = productDivHalfUp([principal, dailyBps, term], BPS);
  const fullServiceFee = feeAmount(product.fees.serviceFee, principal);
  const discount = {
    interest: productDivHalfUp([fullInterest, discountPercent.interest], 100),
    serviceFee: productDivHalfUp([fullServiceFee, discountPercent.serviceFee], 100),
  };

  const vatPercent = product.vatPercent;
  const interest = charge(fullInterest - discount.interest, vatPercent);
  const serviceFee = charge(fullServiceFee - discount.serviceFee, vatPercent);
  const withdrawalFee = charge(feeAmount(product.fees.withdrawalFee, principal), vatPercent);
  const invoicingFee = charge(feeAmount(product.fees.invoicingFee, principal), vatPercent);
  const processingFee = charge(feeAmount(product.fees.processingFee, principal), vatPercent);
  const interestWithoutDiscount = charge(fullInterest, vatPercent);
  const serviceFeeWithoutDiscount = charge(fullServiceFee, vatPercent);

  const charges = [interest, serviceFee, withdrawalFee, invoicingFee, processingFee];
  const vat = charges.reduce((sum, item) => sum + item.vat, 0);
  const withoutVat = charges.reduce((sum, item) => sum + item.amount_without_vat, 0);
  const total = principal + withoutVat + vat;
  const total_without_discount =
    principal +
    interestWithoutDiscount.amount +
    serviceFeeWithoutDiscount.amount +
    withdrawalFee.amount +
    invoicingFee.amount +
    processingFee.amount;

  const basis = terms.dayCountBasis;
  // dailyBps × basis is hundredths of a percent a year; the discount scales it.
  const apr_without_discount = (dailyBps * basis) / 100;
  const apr = productDivHalfUp([dailyBps, basis, 100 - discountPercent.interest], 100) / 100;

  return {
    principal,
    term,
    endDate,
    agreementTermEndDate: addDays(endDate, terms.agreementExtraDays),
    interest,
    serviceFee,
    withdrawalFee,
    invoicingFee,
    processingFee,
    vat,
    total,
    apr,
    cat: cat([
      { amount: principal, years: 0 },
      { amount: -(principal + withoutVat), years: term / basis },
    ]),
    discount,
    discountPercent,
    promoCode: promo ? promo.code.trim().toUpperCase() : null,
    extensions: product.extensions.map((extension) => {
      const price = charge(productDivHalfUp([principal, extension.bps], BPS), vatPercent);
      return {
        type: extension.type,
        days: extension.days,
        amount: price.amount,
        amount_without_vat: price.amount_without_vat,
      };
    }),
    total_without_discount,
    serviceFee_without_discount: serviceFeeWithoutDiscount,
    apr_without_discount,
    interest_without_discount: interestWithoutDiscount,
    processing_fee_without_discount: processingFee,
  };
}

/**
 * The `-N%` first-loan discount flag: an i18n key and its parameters.
 *
 * @example
 * ```ts
 * const flag: DiscountFlag | null = firstLoanDiscountFlag(demoProduct); // t(flag.key, flag.params)
 * ```
 */
export interface DiscountFlag {
  readonly key: 'calculator.firstLoanDiscount';
  readonly params: { readonly percent: number };
}

/**
 * The first-loan discount flag: `-N%` with N the first-loan interest discount, shown
 * only when N > 0 (else `null`).
 *
 * @example
 * ```ts
 * import { demoProduct, firstLoanDiscountFlag } from '@lender/calculator';
 *
 * firstLoanDiscountFlag(demoProduct); // { key: 'calculator.firstLoanDiscount', params: { percent: 30 } }
 * ```
 */
export function firstLoanDiscountFlag(product: ProductConfig): DiscountFlag | null {
  const percentOff = product.firstLoanDiscount.interestPercent;
  return percentOff > 0 ? { key: 'calculator.firstLoanDiscount', params: { percent: percentOff } } : null;
}
