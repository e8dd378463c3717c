import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { LoanStatusSchema } from '../statuses.js';
import { CentavosSchema, OverdueBucketSchema, PAYMENT_CHANNELS } from './lists.js';

/** Query of the dashboard: a period of Mexico City business dates (default the last 30 days). */
export const DashboardQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  /** Buckets of the over-time series. */
  granularity: z.enum(['day', 'week', 'month']).default('day'),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const Amount = z.object({ count: z.number().int().nonnegative(), centavos: CentavosSchema });

/** `GET back-office/dashboard` (issue 16): money in centavos, dates in Mexico City. */
export const DashboardSchema = z
  .object({
    period: z.object({ from: IsoDateSchema, to: IsoDateSchema, today: IsoDateSchema }),
    disbursedToday: Amount,
    disbursedThisMonth: Amount,
    disbursedInPeriod: Amount,
    /** Principal still owed on open loans (active and on hold), from the ledger. */
    outstandingPrincipalCentavos: CentavosSchema,
    loansByStatus: z.array(
      z.object({ status: LoanStatusSchema, count: z.number().int(), principalCentavos: CentavosSchema }),
    ),
    /** Open loans past due, by days overdue, with what they still owe. */
    overdue: z.array(
      z.object({ bucket: OverdueBucketSchema, count: z.number().int(), outstandingCentavos: CentavosSchema }),
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

export const backOfficeDashboardEndpoints = defineEndpoints({
  backOfficeDashboard: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: 'dashboard.read',
    method: 'get',
    path: '/web/private/back-office/dashboard',
    summary:
      'Disbursements, outstanding principal, loans by status, overdue, funnel, approval rate, payments',
    request: { query: DashboardQuerySchema },
    response: DashboardSchema,
    errors: ['invalid_value'],
  },
});
