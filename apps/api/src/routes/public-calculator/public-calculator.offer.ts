import { EnvelopeSchema, OfferSchema, type PayCycle, type SequenceType } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { compiledJsonWriter } from '../../http/contract-json';
import { centavosIn } from '../../http/money';
import {
  businessDateAt,
  type CachedAnswer,
  cachedAnswer,
  publicCaches,
  publicOfferCacheControl,
  sendAnswer,
} from '../../http/public-cache';
import { ok } from '../../http/responses';

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
  const { answer, cacheable } = await offerAnswer(core, now, input);
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

/** The success envelope of an offer, written by the writer compiled from its contract (ADR 176). */
const writeOfferAnswer = compiledJsonWriter(EnvelopeSchema(OfferSchema));

/** What pricing a public offer reads of the core: the product in force (`Core` has it). */
export type OfferContext = Parameters<typeof useCases.public.arithmeticOffer>[0];

/**
 * The serialized answer of a public offer priced by `useCases.public.arithmeticOffer` on the
 * business date of `now`. Rejects with core's `validation_failed` when the product refuses the
 * inputs (an amount out of range, a pay date that gives no term): the route's error handler
 * answers it.
 */
export async function offerAnswer(ctx: OfferContext, now: Date, input: OfferInput): Promise<PricedOffer> {
  const offer = await useCases.public.arithmeticOffer(ctx, {
    sequenceType: input.sequence_type,
    amount: centavosIn(input.amount, ['amount']),
    payCycle: input.payCycle,
    payDates: input.payDates,
    promoName: input.promoName,
    today: businessDateAt(now),
  });
  return {
    answer: cachedAnswer(writeOfferAnswer(ok(offer))),
    cacheable: input.promoName === undefined || offer.promoCode !== null,
  };
}
