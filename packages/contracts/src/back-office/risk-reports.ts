import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { PortfolioSchema } from './dashboard.js';
import { CentavosSchema, CsvFileSchema, OverdueBucketSchema } from './lists.js';

/** A calendar month, `YYYY-MM`. */
export const IsoMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM.')
  .meta({ id: 'IsoMonth', example: '2026-11' });

/** Longest period of the risk reports, in months. */
export const RISK_REPORT_MAX_MONTHS = 24;

/** Query of the risk reports: a range of months (default the last six, this one included). */
export const RiskReportQuerySchema = z.object({
  from: IsoMonthSchema.optional(),
  to: IsoMonthSchema.optional(),
});
export type RiskReportQuery = z.infer<typeof RiskReportQuerySchema>;

/** Where a loan stands at a month end: current, an overdue bucket, or left the portfolio. */
export const ROLL_STATES = ['current', ...OverdueBucketSchema.options, 'paid', 'written_off'] as const;
export const RollStateSchema = z.enum(ROLL_STATES).meta({ id: 'RollState' });
export type RollState = z.infer<typeof RollStateSchema>;

/** The provisioning buckets: current and each overdue bucket. */
export const PROVISION_BUCKETS = ['current', ...OverdueBucketSchema.options] as const;
export const ProvisionBucketSchema = z.enum(PROVISION_BUCKETS);
export type ProvisionBucket = z.infer<typeof ProvisionBucketSchema>;

/** Reserve rates per bucket (0–1): the `provisioning` setting, else the documented defaults. */
export const ProvisioningRatesSchema = z
  .object(
    Object.fromEntries(PROVISION_BUCKETS.map((b) => [b, z.number().min(0).max(1)])) as {
      [K in ProvisionBucket]: z.ZodNumber;
    },
  )
  .meta({ id: 'ProvisioningRates' });
export type ProvisioningRates = z.infer<typeof ProvisioningRatesSchema>;

const Share = z.number().min(0).max(1).nullable();
const Count = z.number().int().nonnegative();

/** The risk reports of a range of months: money in centavos. */
export const RiskReportSchema = z
  .object({
    from: IsoMonthSchema,
    to: IsoMonthSchema,
    today: IsoDateSchema,
    /** The portfolio at each month end (today for this month), by the one definition. */
    snapshots: z.array(PortfolioSchema.extend({ month: IsoMonthSchema })),
    /** Loans and principal moving from each state at the previous month end to each state at this one. */
    rollRates: z.array(
      z.object({
        month: IsoMonthSchema,
        from: RollStateSchema,
        to: RollStateSchema,
        count: Count,
        principalCentavos: CentavosSchema,
        /** Share of the `from` state's principal at the previous month end. */
        share: Share,
      }),
    ),
    /** By disbursement month: cumulative default (90+ or written off) and loss (principal written off). */
    vintages: z.array(
      z.object({
        vintage: IsoMonthSchema,
        loans: Count,
        disbursedCentavos: CentavosSchema,
        points: z.array(
          z.object({
            monthsOnBook: Count,
            month: IsoMonthSchema,
            defaultedCentavos: CentavosSchema,
            lossCentavos: CentavosSchema,
            defaultRate: Share,
            lossRate: Share,
          }),
        ),
      }),
    ),
    /** Applications created each month and how far they went; approval rate = approved / decided. */
    funnel: z.array(
      z.object({
        month: IsoMonthSchema,
        created: Count,
        decided: Count,
        approved: Count,
        rejected: Count,
        signed: Count,
        disbursed: Count,
        approvalRate: Share,
      }),
    ),
    /** Interest and fees collected (without IVA) over the average outstanding principal of the month. */
    yield: z.array(
      z.object({
        month: IsoMonthSchema,
        interestCentavos: CentavosSchema,
        feesCentavos: CentavosSchema,
        averageOutstandingCentavos: CentavosSchema,
        /** Of the month (not annualised). */
        rate: z.number().nullable(),
        annualisedRate: z.number().nullable(),
      }),
    ),
    /** Extensions paid each month and what became of the loan after the new due date. */
    extensionCure: z.array(
      z.object({
        month: IsoMonthSchema,
        extended: Count,
        /** Paid (closed) without going overdue again. */
        cured: Count,
        /** Overdue again after the new due date. */
        relapsed: Count,
        /** Not yet past the new due date. */
        pending: Count,
        /** cured / (cured + relapsed). */
        rate: Share,
      }),
    ),
    /** The reserve each month end: outstanding balance × the bucket's rate. */
    provisioning: z.object({
      rates: ProvisioningRatesSchema,
      months: z.array(
        z.object({
          month: IsoMonthSchema,
          buckets: z.array(
            z.object({
              bucket: ProvisionBucketSchema,
              balanceCentavos: CentavosSchema,
              reserveCentavos: CentavosSchema,
            }),
          ),
          reserveCentavos: CentavosSchema,
          /** Against the previous month end (null for the first month of the range with no earlier one). */
          changeCentavos: CentavosSchema,
        }),
      ),
    }),
    /** Loans written off in each month, by the reason written with the write-off. */
    writeOffs: z.array(
      z.object({ month: IsoMonthSchema, reason: z.string(), count: Count, centavos: CentavosSchema }),
    ),
    /**
     * Open loans carrying a tag today (`payment_plan`: a plan runs; `payment_plan_watch`: in its watch
     * period; `payment_plan_broken`: a plan broke in the months; `relief_deferral`: a disaster-relief
     * deferral moved its due date), with what they owe.
     */
    tags: z.array(z.object({ tag: z.string(), count: Count, centavos: CentavosSchema })),
  })
  .meta({ id: 'RiskReport' });
export type RiskReport = z.infer<typeof RiskReportSchema>;

/** The reports a CSV can be asked of (one per section of the screen). */
export const RISK_REPORT_KINDS = [
  'par',
  'roll-rates',
  'vintages',
  'funnel',
  'yield',
  'extension-cure',
  'provisioning',
  'write-offs',
] as const;
export const RiskReportKindSchema = z.enum(RISK_REPORT_KINDS);
export type RiskReportKind = z.infer<typeof RiskReportKindSchema>;

export const RiskReportExportQuerySchema = RiskReportQuerySchema.extend({ report: RiskReportKindSchema });

export const backOfficeRiskReportEndpoints = defineEndpoints('backOffice', {
  riskReport: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: 'reports.read',
    method: 'get',
    path: '/web/private/back-office/reports/risk',
    summary:
      'Portfolio and risk reports by month: PAR, roll rates, vintages, funnel, yield, extension cure, provisioning, write-offs',
    request: { query: RiskReportQuerySchema },
    response: RiskReportSchema,
    errors: ['invalid_value'],
  },
  exportRiskReport: {
    access: 'user',
    origin: 'operations',
    tag: 'Back-office',
    permission: ['reports.read', 'lists.export'],
    method: 'get',
    path: '/web/private/back-office/exports/risk-report',
    summary: 'One risk report as CSV, for the same months as the screen',
    request: { query: RiskReportExportQuerySchema },
    response: CsvFileSchema,
    responseContentType: 'text/csv',
    errors: ['invalid_value'],
  },
});
