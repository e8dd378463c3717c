// GENERATED FILE, do not edit: the `zod/mini` forms of the classic schemas a browser needs to
// read the public calculator's answers, printed from their `_zod.def` by
// src/codegen/mini-codegen.ts. The classic schemas are the source: change them, then run
// `pnpm --filter @lender/contracts run gen:mini` (mini.gen.test.ts fails while this file is stale).
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { EndpointCall } from './endpoint.js';
import { hasAtMostTwoDecimals, isIsoDate } from './internal/refinements.js';
import { PAY_CYCLES, perPayCycle } from '@lender/calculator';

// Classic zod installs its English messages on first use; `zod/mini` leaves them out. The same
// messages keep the SDK's `MalformedResponseError` the same whichever form parsed (a locale set
// before stays).
if (z.config().localeError === undefined) z.config(en());

/** A server-side validation failure (`ViolationSchema` of `envelope.ts`). */
export const ViolationSchema = z.object({
  propertyPath: z.string(),
  code: z.string(),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

const shared1 = z.optional(z.record(z.string(), z.union([z.string(), z.number()])));

const shared2 = z.optional(z.array(ViolationSchema));

/** The body of every failed response (`ErrorEnvelopeSchema` of `envelope.ts`). */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  message: z.string(),
  code: z.string(),
  params: shared1,
  errors: shared2,
});

/** A refusal as a client reads it (`RefusalEnvelopeSchema` of `response-envelope.ts`). */
export const RefusalEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.optional(z.null()),
  message: z.optional(z.string()),
  code: z.optional(z.string()),
  params: shared1,
  errors: shared2,
});

/** The wrapper of every `/web` response around `data` (`EnvelopeSchema` of `envelope.ts`). */
export function EnvelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.optional(z.string()),
    code: z.optional(z.string()),
    errors: z.optional(z.array(ViolationSchema)),
    Authorization: z.optional(z.string()),
    data,
  });
}

/** The wrapper of a response that issues a token: `Authorization` required (`responseEnvelopeSchema`). */
export function TokenEnvelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.optional(z.string()),
    code: z.optional(z.string()),
    errors: z.optional(z.array(ViolationSchema)),
    Authorization: z.string(),
    data,
  });
}

/** The schema with OpenAPI id `Pesos`. */
export const PesosSchema = z.number().check(
  z.gte(0),
  z.refine(Number.isFinite, { error: 'Must be a finite number' }),
  z.refine(hasAtMostTwoDecimals, { error: 'At most two decimals' }),
);

/** The schema with OpenAPI id `AmountRange`. */
export const AmountRangeSchema = z.object({ minAmount: PesosSchema, maxAmount: PesosSchema });

/** The schema with OpenAPI id `AmountLimits`. */
export const AmountLimitsSchema = z.object({
  minMainLoan: PesosSchema,
  minAdditionLoan: PesosSchema,
  amountTo: PesosSchema,
  interval: PesosSchema,
  first: AmountRangeSchema,
  repeated: AmountRangeSchema,
});

/** The schema with OpenAPI id `PayCycle`. */
export const PayCycleSchema = z.enum(PAY_CYCLES);

/** The schema with OpenAPI id `CalculatorInitialState`. */
export const CalculatorInitialStateSchema = z.object({ amount: PesosSchema, payCycle: PayCycleSchema });

const shared3 = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The schema with OpenAPI id `OfferablePayDate`. */
export const OfferablePayDateSchema = z.object({
  value: z.string(),
  dates: z.tuple([shared3, shared3]),
  label: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
  dueDate: shared3,
  term: z.number().check(z.int(), z.gt(0)),
});

const shared4 = z.array(OfferablePayDateSchema);

/** `GET /web/public/config/calculator` (`CalculatorConfigSchema` of `public/calculator.ts`). */
export const CalculatorConfigSchema = z.object({
  amountLimits: AmountLimitsSchema,
  initialStates: z.object({ first: CalculatorInitialStateSchema, repeated: CalculatorInitialStateSchema }),
  payCycles: z.array(PayCycleSchema),
  terms: z.object({
    minDays: z.number().check(z.int(), z.gt(0)),
    maxDays: z.number().check(z.int(), z.gt(0)),
  }),
  payDates: z.object(perPayCycle(() => shared4)),
  today: shared3,
});

/** The schema with OpenAPI id `Currency`. */
export const CurrencySchema = z.literal('MXN');

/** The schema with OpenAPI id `Money`. */
export const MoneySchema = z.object({ amount: PesosSchema, currency: CurrencySchema });

/** The schema with OpenAPI id `Percent`. */
export const PercentSchema = z.number().check(z.gte(0));

/** The schema with OpenAPI id `TermUnit`. */
export const TermUnitSchema = z.enum(['day']);

/** The schema with OpenAPI id `Term`. */
export const TermSchema = z.object({ value: z.number().check(z.int(), z.gt(0)), unit: TermUnitSchema });

/** The schema with OpenAPI id `IsoDate`. */
export const IsoDateSchema = z.string().check(
  z.refine(isIsoDate, { error: 'Must be a calendar date YYYY-MM-DD', params: { code: 'invalid_format' } }),
);

/** The schema with OpenAPI id `RolloverType`. */
export const RolloverTypeSchema = z.enum(['cheap', 'expensive']);

/** The schema with OpenAPI id `OfferExtension`. */
export const OfferExtensionSchema = z.object({
  type: RolloverTypeSchema,
  days: z.number().check(z.int(), z.gt(0)),
  amount: MoneySchema,
  amount_without_vat: MoneySchema,
});

/** The schema with OpenAPI id `PromoCode`. */
export const PromoCodeSchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(64));

/** An offer (`OfferSchema` of `offer.ts`). */
export const OfferSchema = z.object({
  principal: MoneySchema,
  interest: MoneySchema,
  serviceFee: MoneySchema,
  withdrawalFee: MoneySchema,
  invoicingFee: MoneySchema,
  processingFee: MoneySchema,
  total: MoneySchema,
  apr: PercentSchema,
  cat: PercentSchema,
  term: TermSchema,
  endDate: IsoDateSchema,
  agreementTermEndDate: IsoDateSchema,
  discount: z.object({ interest: MoneySchema, serviceFee: MoneySchema }),
  discountPercent: z.number().check(z.gte(0)),
  extensions: z.array(OfferExtensionSchema),
  total_without_discount: MoneySchema,
  serviceFee_without_discount: MoneySchema,
  apr_without_discount: PercentSchema,
  interest_without_discount: MoneySchema,
  processing_fee_without_discount: MoneySchema,
  promoCode: z.union([PromoCodeSchema, z.null()]),
});

/**
 * The public calculator's two calls (`publicCalculatorEndpoints`) as a client calls them: what the SDK
 * needs of each, with the answers' `zod/mini` schemas.
 */
export const publicCalculatorCalls = {
  calculatorConfig: {
    id: 'public.calculatorConfig',
    method: 'get',
    path: '/web/public/config/calculator',
    request: {},
    response: CalculatorConfigSchema,
    responseContentType: 'application/json',
    issuesToken: false,
    idempotent: false,
  },
  arithmeticOffer: {
    id: 'public.arithmeticOffer',
    method: 'get',
    path: '/web/public/arithmetic/offer/stl/:sequence_type/:amount/:payCycle/:payDates',
    request: {},
    response: OfferSchema,
    responseContentType: 'application/json',
    issuesToken: false,
    idempotent: false,
  },
} satisfies Record<string, EndpointCall>;
