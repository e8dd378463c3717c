import type { ProductConfig } from '@lender/calculator';
import {
  PAY_CYCLES,
  type PayCycle,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  parsePayDates,
  SEQUENCE_TYPES,
  type SequenceType,
} from '@lender/contracts';
import { type OfferView, quoteOffer } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { centavosIn } from '../../http/money';
import {
  businessDateAt,
  type CachedAnswer,
  cachedAnswer,
  publicCaches,
  publicOfferCacheControl,
  sendAnswer,
} from '../../http/public-cache';

/** The public offer's parameters as its schemas give them (`PublicOfferParamsSchema`, `OfferQuerySchema`). */
export interface OfferInput {
  readonly sequence_type: SequenceType;
  readonly amount: number;
  readonly payCycle: PayCycle;
  readonly payDates: string;
  readonly promoName?: string | undefined;
}

/**
 * Prices a public offer that is not in the answer cache, keeps its answer under `key` when it is
 * {@link PricedOffer.cacheable} (only a priced offer is kept: a refusal is core's
 * `validation_failed`, thrown to the error handler) and sends it. Only a few thousand distinct
 * offers exist per business day: the answer is kept by its inputs, the business date and the
 * configuration version (issue 17), and a CDN may keep it until Mexico City's midnight.
 */
export async function priceOfferAnswer(
  c: Context<AppEnv>,
  input: OfferInput,
  { key, now }: { key: string; now: Date },
): Promise<Response> {
  const core = c.get('core');
  const { answer, cacheable } = offerAnswer(await core.config.product(), now, input);
  if (cacheable) publicCaches(core).offers.set(key, answer);
  return sendAnswer(c, answer, publicOfferCacheControl(now));
}

/** A priced public offer: its serialized answer, and whether the answer cache keeps it. */
export interface PricedOffer {
  readonly answer: CachedAnswer;
  /**
   * False when a promo code was asked for and gave nothing (unknown, expired, or not for this
   * sequence type; `promoCode` null): such keys are as many as the strings callers type, so their
   * answers are priced at each request and not kept. Kept, a stream of them would only push the
   * real offers out and leave the garbage collector a few megabytes of old answers at every turn
   * of the cache (a third of a priced offer's cost, issue 17; ADR 103).
   */
  readonly cacheable: boolean;
}

/**
 * The serialized answer of a public offer priced with `product` on the business date of `now`.
 * Throws core's `validation_failed` when the product refuses the inputs (an amount out of range, a
 * pay date that gives no term): the route's error handler answers it.
 */
export function offerAnswer(product: ProductConfig, now: Date, input: OfferInput): PricedOffer {
  const offer = quoteOffer(product, businessDateAt(now), {
    sequenceType: input.sequence_type,
    amount: centavosIn(input.amount, ['amount']),
    payCycle: input.payCycle,
    payDates: input.payDates,
    promoName: input.promoName,
  });
  return {
    answer: cachedAnswer(offerAnswerJson(offer)),
    cacheable: input.promoName === undefined || offer.promoCode !== null,
  };
}

/** A number as `JSON.stringify` writes it (`null` for a non-finite one). */
function jsonNumber(value: number): string {
  return Number.isFinite(value) ? `${value}` : 'null';
}

/** Printable ASCII but `"` and `\`: a string of these is its own JSON between quotes. */
const PLAIN_JSON_STRING = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * A string as `JSON.stringify` writes it: a plain one (a currency, a date, a code) quoted as it is,
 * any other through `JSON.stringify` (a call costs about as much as the rest of a money's text).
 */
function jsonString(value: string): string {
  return PLAIN_JSON_STRING.test(value) ? `"${value}"` : JSON.stringify(value);
}

/** The last currency {@link jsonMoney} wrote, and its JSON: an offer's 17 amounts share one. */
let lastCurrency = { text: '', json: '""' };

/** A `MoneyView` as `JSON.stringify` writes it. */
function jsonMoney(money: OfferView['principal']): string {
  if (money.currency !== lastCurrency.text) {
    lastCurrency = { text: money.currency, json: jsonString(money.currency) };
  }
  return `{"amount":${jsonNumber(money.amount)},"currency":${lastCurrency.json}}`;
}

/**
 * `JSON.stringify(ok(view))`, byte for byte, written field by field: the generic serializer walked
 * the answer's 19 nested objects in ~6 µs, a third of a computed offer's own work (issue 17).
 * Numbers and strings are written as `JSON.stringify` writes them ({@link jsonNumber},
 * {@link jsonString}). The fields are the `OfferView`'s, in its order; a test compares the two
 * serializations over every kind of offer, so a field added to the view and not here fails it.
 */
export function offerAnswerJson(view: OfferView): string {
  const extensions = view.extensions
    .map(
      (extension) =>
        `{"type":${jsonString(extension.type)},"days":${jsonNumber(extension.days)},"amount":${jsonMoney(extension.amount)},"amount_without_vat":${jsonMoney(extension.amount_without_vat)}}`,
    )
    .join(',');
  return (
    `{"success":true,"data":{"principal":${jsonMoney(view.principal)},"interest":${jsonMoney(view.interest)},` +
    `"serviceFee":${jsonMoney(view.serviceFee)},"withdrawalFee":${jsonMoney(view.withdrawalFee)},` +
    `"invoicingFee":${jsonMoney(view.invoicingFee)},"processingFee":${jsonMoney(view.processingFee)},` +
    `"total":${jsonMoney(view.total)},"apr":${jsonNumber(view.apr)},"cat":${jsonNumber(view.cat)},` +
    `"term":{"value":${jsonNumber(view.term.value)},"unit":${jsonString(view.term.unit)}},` +
    `"endDate":${jsonString(view.endDate)},"agreementTermEndDate":${jsonString(view.agreementTermEndDate)},` +
    `"discount":{"interest":${jsonMoney(view.discount.interest)},"serviceFee":${jsonMoney(view.discount.serviceFee)}},` +
    `"discountPercent":${jsonNumber(view.discountPercent)},"extensions":[${extensions}],` +
    `"total_without_discount":${jsonMoney(view.total_without_discount)},` +
    `"serviceFee_without_discount":${jsonMoney(view.serviceFee_without_discount)},` +
    `"apr_without_discount":${jsonNumber(view.apr_without_discount)},` +
    `"interest_without_discount":${jsonMoney(view.interest_without_discount)},` +
    `"processing_fee_without_discount":${jsonMoney(view.processing_fee_without_discount)},` +
    `"promoCode":${view.promoCode === null ? 'null' : jsonString(view.promoCode)}}}`
  );
}

const SEQUENCE_TYPE_SET: ReadonlySet<string> = new Set(SEQUENCE_TYPES);
const PAY_CYCLE_SET: ReadonlySet<string> = new Set(PAY_CYCLES);
/** Whole pesos, 1 to 999,999,999: what `z.coerce.number().int().positive()` accepts, as the same number. */
const PLAIN_AMOUNT = /^[1-9][0-9]{0,8}$/;
/** A query of one promo code with no escapes: `?promoName=REGRESA20`. */
const PLAIN_PROMO_QUERY = /^promoName=([A-Za-z0-9]+)$/;

/**
 * The offer's parameters when they are plainly valid, as the route's schemas would give them, or
 * `undefined` for the schemas to decide (ADR 258). Plainly valid: a sequence type and a pay cycle
 * of their enumerations, an amount of plain digits, pay dates `parsePayDates` (the schema's own
 * check) accepts, and no query or one `promoName` of letters and digits that `PromoCodeSchema`
 * accepts. Every such input passes the schemas unchanged, so it is priced without running them;
 * anything else (every invalid input, and valid but unusual ones: `0100`, `+100`, an escaped or
 * repeated query) goes through the schemas and gets exactly their answer, errors included.
 */
export function plainOfferInput(
  params: Readonly<Record<string, string>>,
  pathAndQuery: string,
): OfferInput | undefined {
  const { sequence_type, amount, payCycle, payDates } = params;
  if (sequence_type === undefined || !SEQUENCE_TYPE_SET.has(sequence_type)) return undefined;
  if (payCycle === undefined || !PAY_CYCLE_SET.has(payCycle)) return undefined;
  if (amount === undefined || !PLAIN_AMOUNT.test(amount)) return undefined;
  if (payDates === undefined || parsePayDates(payDates) === undefined) return undefined;
  const queryAt = pathAndQuery.indexOf('?');
  let promoName: string | undefined;
  if (queryAt !== -1) {
    const promo = PLAIN_PROMO_QUERY.exec(pathAndQuery.slice(queryAt + 1))?.[1];
    if (promo === undefined) return undefined;
    // What `PromoCodeSchema` accepts of letters and digits (nothing to trim): its length bounds.
    if (promo.length < PROMO_CODE_MIN_LENGTH || promo.length > PROMO_CODE_MAX_LENGTH) return undefined;
    promoName = promo;
  }
  return {
    sequence_type: sequence_type as SequenceType,
    amount: Number(amount),
    payCycle: payCycle as PayCycle,
    payDates,
    promoName,
  };
}
