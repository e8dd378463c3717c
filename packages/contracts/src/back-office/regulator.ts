import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { CentavosSchema, CsvFileSchema } from './lists.js';
import { IsoMonthSchema } from './risk-reports.js';

/** The credit bureaus a monthly file can be written for: one adapter each. */
export const CREDIT_BUREAUS = ['lender-csv'] as const;
export const CreditBureauSchema = z.enum(CREDIT_BUREAUS).meta({ id: 'CreditBureau' });
export type CreditBureau = z.infer<typeof CreditBureauSchema>;

/** The loan products of the registries (RECA, CONDUSEF): today one, the short-term personal loan. */
export const LOAN_PRODUCTS = ['short_term_personal'] as const;
export const LoanProductSchema = z.enum(LOAN_PRODUCTS).meta({ id: 'LoanProduct' });

/** Query of the regulator screen and its exports: a month (default the last closed month). */
export const RegulatorQuerySchema = z.object({ month: IsoMonthSchema.optional() });
export const CreditBureauExportQuerySchema = RegulatorQuerySchema.extend({
  bureau: CreditBureauSchema.default('lender-csv'),
});

/** What CONDUSEF's registries ask of a month, by product. */
export const RegulatorSummarySchema = z
  .object({
    month: IsoMonthSchema,
    /** The last day the figures are of (the month end, or today in the running month). */
    asOf: IsoDateSchema,
    products: z.array(
      z.object({
        product: LoanProductSchema,
        /** Contracts signed in the month. */
        contractsSigned: z.number().int().nonnegative(),
        /** Contracts in force (open loans) at the month end. */
        contractsInForce: z.number().int().nonnegative(),
        principalCentavos: CentavosSchema,
        balanceCentavos: CentavosSchema,
      }),
    ),
    /** Loans the monthly credit-bureau file reports (every loan open at some time in the month). */
    bureauLoans: z.number().int().nonnegative(),
    bureaus: z.array(CreditBureauSchema),
  })
  .meta({ id: 'RegulatorSummary' });
export type RegulatorSummary = z.infer<typeof RegulatorSummarySchema>;

export const backOfficeRegulatorEndpoints = defineEndpoints('backOffice', {
  regulatorSummary: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: 'reports.read',
    method: 'get',
    path: '/web/private/back-office/reports/regulator',
    summary: "CONDUSEF registry counts by product for a month, and the credit-bureau file's loans",
    request: { query: RegulatorQuerySchema },
    response: RegulatorSummarySchema,
    errors: ['invalid_value'],
  },
  exportCondusef: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: ['reports.read', 'lists.export'],
    method: 'get',
    path: '/web/private/back-office/exports/condusef',
    summary: 'The CONDUSEF registry counts of a month as CSV',
    request: { query: RegulatorQuerySchema },
    response: CsvFileSchema,
    responseContentType: 'text/csv',
    errors: ['invalid_value'],
  },
  exportCreditBureau: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: ['reports.read', 'lists.export'],
    method: 'get',
    path: '/web/private/back-office/exports/credit-bureau',
    summary: "The credit-bureau file of a month in the chosen bureau's layout (docs/credit-bureau-file.md)",
    request: { query: CreditBureauExportQuerySchema },
    response: CsvFileSchema,
    responseContentType: 'text/csv',
    errors: ['invalid_value'],
  },
});
