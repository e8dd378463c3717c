import * as z from 'zod';
import { CalculatorConfigSchema } from '../public/calculator.js';
import { ClientCfdisSchema } from './cfdis.js';
import { LoanDocumentSchema } from './documents.js';
import { FlowStateSchema } from './journey.js';
import { ClosedLoanSchema } from './records.js';

// The borrower's no-loan page in one read: the history of closed loans, the calculator to apply
// again with, and the journey's step the site's guard decides on, in one answer instead of three.
// A past loan keeps its papers (issue 61): its contract and other kept documents, and its CFDIs.

/** `GET no-loan`: what `/profile/no-loan` shows. */
export const NoLoanSchema = z
  .object({
    /** The borrower's closed loans, newest first, each with its payments (`client.closedLoans`). */
    loans: z.array(ClosedLoanSchema),
    /** The documents kept with the borrower's loans (`client.documentList`), newest first. */
    documents: z.array(LoanDocumentSchema),
    /** The borrower's CFDIs (`client.cfdis`), each with its loan. */
    cfdis: ClientCfdisSchema,
    /** The calculator's limits and pay dates on today's business date (`public.calculatorConfig`). */
    calculator: CalculatorConfigSchema,
    /** The journey's step (`client.flow`), read with the page instead of before it. */
    flow: FlowStateSchema,
  })
  .meta({ id: 'NoLoan' });
export type NoLoan = z.infer<typeof NoLoanSchema>;
