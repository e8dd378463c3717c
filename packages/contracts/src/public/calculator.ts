import { z } from 'zod';
import { PesosSchema } from '../money.js';
import { PayCycleSchema } from '../statuses.js';

/** A minimum and maximum amount in pesos. */
export const AmountRangeSchema = z
  .object({ minAmount: PesosSchema, maxAmount: PesosSchema })
  .meta({ id: 'AmountRange' });
export type AmountRange = z.infer<typeof AmountRangeSchema>;

/**
 * Amount limits from the product config (spec §9): main and additional-loan minimums, the maximum
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

/** `GET /web/public/config/calculator` (spec §7). */
export const CalculatorConfigSchema = z
  .object({
    amountLimits: AmountLimitsSchema,
    initialStates: z.object({ first: CalculatorInitialStateSchema, repeated: CalculatorInitialStateSchema }),
    payCycles: z.array(PayCycleSchema),
  })
  .meta({ id: 'CalculatorConfig' });
export type CalculatorConfig = z.infer<typeof CalculatorConfigSchema>;
