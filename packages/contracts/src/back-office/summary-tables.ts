import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';

// Summary tables: a back-office report that is a table of figures over a date range.
// A new one is its endpoint and its declaration here, its use case in core (a function of the
// endpoint's name, `useCases.backOffice.<name>`) and its words in `@lender/i18n`; the back-office's
// one summaries screen lists, shows, filters and exports every declared table the reader's role
// may read, so neither the API nor the back-office app changes.

/** How a cell is written on the screen and in the CSV. */
export const SUMMARY_CELL_FORMATS = ['words', 'count', 'money'] as const;
export type SummaryCellFormat = (typeof SUMMARY_CELL_FORMATS)[number];

/** One column of a summary table. */
export interface SummaryColumn {
  /** The row's field. */
  readonly key: string;
  /** The column header's key in the `backoffice` words. */
  readonly labelKey: string;
  /** `words`: a code the screen writes as `<wordsKey>.<code>`; `count`: a whole number; `money`: centavos. */
  readonly format: SummaryCellFormat;
  /** For `words`: the key of the words the codes are read from. */
  readonly wordsKey?: string;
}

/** The rows and totals of a summary table over `from`–`to` (Mexico City days, both included). */
export const SummaryTableSchema = z
  .object({
    from: IsoDateSchema,
    to: IsoDateSchema,
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    /** The totals row (its first column's cell is left out), or null when a total means nothing. */
    totals: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
  })
  .meta({ id: 'SummaryTable' });
export type SummaryTable = z.infer<typeof SummaryTableSchema>;

/** A summary table's filter: a date range; without it, the current month up to today. */
export const SummaryTableQuerySchema = z
  .object({ from: IsoDateSchema.optional(), to: IsoDateSchema.optional() })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
    params: { code: 'invalid_value' },
  });
export type SummaryTableQuery = z.infer<typeof SummaryTableQuerySchema>;

const common = { access: 'user', origin: 'operations', tag: 'Back-office', method: 'get' } as const;
const summary = { request: { query: SummaryTableQuerySchema }, response: SummaryTableSchema } as const;

/** Every summary table's endpoint. */
export const backOfficeSummaryEndpoints = defineEndpoints('backOffice', {
  summaryPaymentsByChannel: {
    ...common,
    ...summary,
    permission: 'payments.read',
    path: '/web/private/back-office/summaries/payments-by-channel',
    summary: 'Completed payments by channel over a date range: how many, how much, the average',
  },
});

/** A summary table: its endpoint, its address on the back-office, its words and columns. */
export interface SummaryTableDeclaration {
  /** Its endpoint's key in `backOfficeSummaryEndpoints`: the SDK's method, `api.backOffice.<endpoint>`. */
  readonly endpoint: keyof typeof backOfficeSummaryEndpoints;
  /** Its address under the back-office's `/summaries/`. */
  readonly slug: string;
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly columns: readonly SummaryColumn[];
}

/** The declared summary tables, in the order the back-office lists them. */
export const SUMMARY_TABLES = [
  {
    endpoint: 'summaryPaymentsByChannel',
    slug: 'payments-by-channel',
    titleKey: 'summaries.paymentsByChannel.title',
    descriptionKey: 'summaries.paymentsByChannel.description',
    columns: [
      {
        key: 'channel',
        labelKey: 'summaries.paymentsByChannel.channel',
        format: 'words',
        wordsKey: 'payments.channels',
      },
      { key: 'payments', labelKey: 'summaries.paymentsByChannel.payments', format: 'count' },
      { key: 'amount', labelKey: 'summaries.paymentsByChannel.amount', format: 'money' },
      { key: 'average', labelKey: 'summaries.paymentsByChannel.average', format: 'money' },
    ],
  },
] as const satisfies readonly SummaryTableDeclaration[];
