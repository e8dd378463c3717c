import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { LoanStatusSchema } from '../statuses.js';
import { CentavosSchema, CsvFileSchema, OverdueBucketSchema, PAYMENT_CHANNELS } from './lists.js';

/** Query of the dashboard: a period of Mexico City business dates (default the last 30 days). */
export const DashboardQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  /** Buckets of the over-time series. */
  granularity: z.enum(['day', 'week', 'month']).default('day'),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const Amount = z.object({ count: z.number().int().nonnegative(), centavos: CentavosSchema });

/** A slice of the portfolio: how many open loans, the principal and the whole balance they owe. */
export const PortfolioSliceSchema = z
  .object({
    count: z.number().int().nonnegative(),
    principalCentavos: CentavosSchema,
    balanceCentavos: CentavosSchema,
  })
  .meta({ id: 'PortfolioSlice' });
export type PortfolioSlice = z.infer<typeof PortfolioSliceSchema>;

/**
 * The portfolio: the open loans (active and on hold) as `@lender/core` defines
 * them once for the dashboard, the loans list, the CSV and the reports. `current` and `overdue`
 * split the whole (an overdue loan is never current); the buckets split `overdue`; PAR1, PAR8 and
 * PAR30 are the shares of outstanding principal 1, 8 and more than 30 days past due; PAR60 and
 * PAR90 more than 60 and 90.
 */
export const PortfolioSchema = z
  .object({
    /** The Mexico City business date the figures are of. */
    asOf: IsoDateSchema,
    total: PortfolioSliceSchema,
    current: PortfolioSliceSchema,
    overdue: PortfolioSliceSchema,
    buckets: z.array(PortfolioSliceSchema.extend({ bucket: OverdueBucketSchema })),
    /** Shares of outstanding principal (0–1); null when nothing is outstanding. */
    par: z.object({
      par1: z.number().min(0).max(1).nullable(),
      par8: z.number().min(0).max(1).nullable(),
      par30: z.number().min(0).max(1).nullable(),
      /** More than 60 and more than 90 days past due. */
      par60: z.number().min(0).max(1).nullable(),
      par90: z.number().min(0).max(1).nullable(),
    }),
  })
  .meta({ id: 'Portfolio' });
export type Portfolio = z.infer<typeof PortfolioSchema>;

/** `GET back-office/dashboard`: money in centavos, dates in Mexico City. */
export const DashboardSchema = z
  .object({
    period: z.object({ from: IsoDateSchema, to: IsoDateSchema, today: IsoDateSchema }),
    disbursedToday: Amount,
    disbursedThisMonth: Amount,
    disbursedInPeriod: Amount,
    /** The open loans: outstanding principal and balance, current and overdue by bucket, PAR. */
    portfolio: PortfolioSchema,
    /** Every loan by its status, with the principal it was lent. */
    loansByStatus: z.array(
      z.object({ status: LoanStatusSchema, count: z.number().int(), principalCentavos: CentavosSchema }),
    ),
    /** Applications created in the period and how far they went. */
    funnel: z.object({
      created: z.number().int(),
      decided: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
      manualVerification: z.number().int(),
      signed: z.number().int(),
      disbursed: z.number().int(),
    }),
    /** Per bucket of the period: decisions approved and rejected, and the approval rate (null without decisions). */
    approvalRate: z.array(
      z.object({
        bucket: IsoDateSchema,
        applications: z.number().int(),
        approved: z.number().int(),
        rejected: z.number().int(),
        rate: z.number().min(0).max(1).nullable(),
      }),
    ),
    /** Completed payments in the period by channel. */
    paymentsByChannel: z.array(
      z.object({ channel: z.enum(PAYMENT_CHANNELS), count: z.number().int(), centavos: CentavosSchema }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;

export const backOfficeDashboardEndpoints = defineEndpoints('backOffice', {
  dashboard: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: 'dashboard.read',
    method: 'get',
    path: '/web/private/back-office/dashboard',
    summary:
      'Disbursements, the portfolio (current, overdue by bucket, PAR), loans by status, funnel, approval rate, payments',
    request: { query: DashboardQuerySchema },
    response: DashboardSchema,
    errors: ['invalid_value'],
  },
  exportPortfolio: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: ['dashboard.read', 'lists.export'],
    method: 'get',
    path: '/web/private/back-office/exports/portfolio',
    summary: 'The portfolio report as CSV: total, current, overdue and each bucket, with PAR',
    request: {},
    response: CsvFileSchema,
    responseContentType: 'text/csv',
  },
});
