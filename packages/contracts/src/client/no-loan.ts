import * as z from 'zod';
import { CalculatorConfigSchema } from '../public/calculator.js';
import { FlowStateSchema } from './journey.js';
import { ClosedLoanSchema } from './records.js';

// The borrower's no-loan page in one read: the history of closed loans, the calculator to apply
// again with, and the journey's step the site's guard decides on, in one answer instead of three.

/** `GET no-loan`: what `/profile/no-loan` shows. */
export const NoLoanSchema = z
  .object({
    /** The borrower's closed loans, newest first, each with its payments (`client.closedLoans`). */
    loans: z.array(ClosedLoanSchema),
    /** The calculator's limits and pay dates on today's business date (`public.calculatorConfig`). */
    calculator: CalculatorConfigSchema,
    /** The journey's step (`client.flow`), read with the page instead of before it. */
    flow: FlowStateSchema,
  })
  .meta({ id: 'NoLoan' });
export type NoLoan = z.infer<typeof NoLoanSchema>;
