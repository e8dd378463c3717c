import * as z from 'zod';
import { IsoDateSchema } from './dates.js';
import { PromoCodeSchema } from './fields.js';
import { nullable } from './internal/nullable.js';
import { isPayDates, parsePayDates } from './internal/refinements.js';
import { MoneySchema } from './money.js';
import { PayCycleSchema, RolloverTypeSchema, SequenceTypeSchema, TermUnitSchema } from './statuses.js';

/** A loan term: a number of days. */
export const TermSchema = z
  .object({ value: z.number().int().positive(), unit: TermUnitSchema })
  .meta({ id: 'Term', example: { value: 15, unit: 'day' } });
export type Term = z.infer<typeof TermSchema>;

/** A percentage with up to two decimals, e.g. an APR or CAT of `560.25`. */
export const PercentSchema = z.number().nonnegative().meta({ id: 'Percent', example: 560.25 });

/** An extension (rollover) price option of an offer. */
export const OfferExtensionSchema = z
  .object({
    type: RolloverTypeSchema,
    days: z.number().int().positive(),
    amount: MoneySchema,
    amount_without_vat: MoneySchema,
  })
  .meta({ id: 'OfferExtension' });
export type OfferExtension = z.infer<typeof OfferExtensionSchema>;

/**
 * An offer: what a loan of `principal` costs. Fees are shown with IVA; the
 * `_without_discount` variants show the price before a promo or first-loan discount.
 */
export const OfferSchema = z
  .object({
    principal: MoneySchema,
    interest: MoneySchema,
    serviceFee: MoneySchema,
    withdrawalFee: MoneySchema,
    invoicingFee: MoneySchema,
    processingFee: MoneySchema,
    total: MoneySchema,
    /** Annual percentage rate. */
    apr: PercentSchema,
    /** CAT (costo anual total), without IVA, for information and comparison. */
    cat: PercentSchema,
    term: TermSchema,
    endDate: IsoDateSchema,
    agreementTermEndDate: IsoDateSchema,
    discount: z.object({ interest: MoneySchema, serviceFee: MoneySchema }),
    /** First-loan discount in percent; the calculator shows '-N%' only when above 0. */
    discountPercent: z.number().nonnegative(),
    extensions: z.array(OfferExtensionSchema),
    total_without_discount: MoneySchema,
    serviceFee_without_discount: MoneySchema,
    apr_without_discount: PercentSchema,
    interest_without_discount: MoneySchema,
    processing_fee_without_discount: MoneySchema,
    promoCode: nullable(PromoCodeSchema),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof OfferSchema>;

/** Parses the `{payDates}` path segment (the zod-free rule of `internal/refinements.ts`). */
export { parsePayDates };

/** The `{payDates}` path segment, e.g. `2026-11-27` or `15,30` (see {@link parsePayDates}). */
export const PayDatesParamSchema = z
  .string()
  .refine(isPayDates, { params: { code: 'invalid_format' } })
  .meta({ example: '2026-11-27,2026-12-11' });

/** A requested loan amount in whole pesos ("Loan amount: unsigned integer"). */
export const LoanAmountParamSchema = z.coerce.number().int().positive().meta({ example: 3000 });

/** Path of `GET /web/public/arithmetic/offer/stl/{sequence_type}/{amount}/{payCycle}/{payDates}`. */
export const PublicOfferParamsSchema = z.object({
  sequence_type: SequenceTypeSchema,
  amount: LoanAmountParamSchema,
  payCycle: PayCycleSchema,
  payDates: PayDatesParamSchema,
});
export type PublicOfferParams = z.infer<typeof PublicOfferParamsSchema>;

/** Query of the arithmetic offer calls: an optional promo code. */
export const OfferQuerySchema = z.object({ promoName: PromoCodeSchema.optional() });
export type OfferQuery = z.infer<typeof OfferQuerySchema>;

/** Path of `GET /web/private/client/arithmetic/offer/stl/{amount}/{payCycle}/{payDates}`. */
export const ClientOfferParamsSchema = z.object({
  amount: LoanAmountParamSchema,
  payCycle: PayCycleSchema,
  payDates: PayDatesParamSchema,
});
export type ClientOfferParams = z.infer<typeof ClientOfferParamsSchema>;
