import { perPayCycle } from '@lender/calculator';
import * as z from 'zod';
import { PesosSchema } from '../money.js';
import { PayCycleSchema } from '../statuses.js';

/** A minimum and maximum amount in pesos. */
export const AmountRangeSchema = z
  .object({ minAmount: PesosSchema, maxAmount: PesosSchema })
  .meta({ id: 'AmountRange' });
export type AmountRange = z.infer<typeof AmountRangeSchema>;

/**
 * Amount limits from the product config: main and additional-loan minimums, the maximum
 * (`amountTo`), the slider interval, and the range for first and repeated loans.
 */
export const AmountLimitsSchema = z
  .object({
    minMainLoan: PesosSchema,
    minAdditionLoan: PesosSchema,
    amountTo: PesosSchema,
    interval: PesosSchema,
    first: AmountRangeSchema,
    repeated: AmountRangeSchema,
  })
  .meta({ id: 'AmountLimits' });
export type AmountLimits = z.infer<typeof AmountLimitsSchema>;

/** The calculator's starting point for a tab. */
export const CalculatorInitialStateSchema = z
  .object({ amount: PesosSchema, payCycle: PayCycleSchema })
  .meta({ id: 'CalculatorInitialState' });
export type CalculatorInitialState = z.infer<typeof CalculatorInitialStateSchema>;

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A valid pay date of a cycle (`offerablePayDates` of `@lender/calculator`): `value` is what the
 * offer and the application take as `payDates`; `label` is an i18n key with its params.
 */
export const OfferablePayDateSchema = z
  .object({
    value: z.string(),
    dates: z.tuple([IsoDay, IsoDay]),
    label: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
    /** The loan's due date on this option. */
    dueDate: IsoDay,
    /** Days from `today` to `dueDate`, within `terms`. */
    term: z.number().int().positive(),
  })
  .meta({ id: 'OfferablePayDate' });
export type OfferablePayDate = z.infer<typeof OfferablePayDateSchema>;

/** The valid pay dates of one cycle. */
const OfferablePayDatesSchema = z.array(OfferablePayDateSchema);

/** `GET /web/public/config/calculator`. */
export const CalculatorConfigSchema = z
  .object({
    amountLimits: AmountLimitsSchema,
    initialStates: z.object({ first: CalculatorInitialStateSchema, repeated: CalculatorInitialStateSchema }),
    payCycles: z.array(PayCycleSchema),
    /** Term limits in days of the product: a loan's due date falls within them. */
    terms: z.object({ minDays: z.number().int().positive(), maxDays: z.number().int().positive() }),
    /** Each pay cycle's valid pay dates on `today`, from `@lender/calculator` (no re-deriving). */
    payDates: z.object(perPayCycle(() => OfferablePayDatesSchema)),
    /** The day (Mexico City) the pay dates are for. */
    today: IsoDay,
  })
  .meta({ id: 'CalculatorConfig' });
export type CalculatorConfig = z.infer<typeof CalculatorConfigSchema>;
