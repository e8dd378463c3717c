import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { MoneySchema } from '../money.js';
import { PayCycleSchema } from '../statuses.js';

// Issue 67 point 6 (ADR 333): income the borrower proves with their payroll CFDIs (CFDI 4.0 with the
// Nomina 1.2 complement, the last three at most). Each is checked offline (stamp, seal, type N, the
// client's own RFC) and at SAT (not cancelled); the monthly income, the pay cycle and a confidence
// are stored as the client's newest proof.

export const PROVEN_INCOME_CONFIDENCES = ['high', 'medium', 'low'] as const;
export const ProvenIncomeConfidenceSchema = z
  .enum(PROVEN_INCOME_CONFIDENCES)
  .meta({ id: 'ProvenIncomeConfidence' });

/** The periodicities (c_PeriodicidadPago) an income is read from; the others refuse the CFDI. */
export const PAYROLL_PERIODICITIES = ['01', '02', '03', '04', '05', '06', '10'] as const;
export const PayrollPeriodicitySchema = z.enum(PAYROLL_PERIODICITIES).meta({ id: 'PayrollPeriodicity' });

/** At most three CFDIs of at most 300,000 characters each (a payroll CFDI is a few kilobytes). */
export const PayrollCfdiUploadSchema = z
  .object({ cfdis: z.array(z.string().min(1).max(300_000)).min(1).max(3) })
  .meta({ id: 'PayrollCfdiUpload' });
export type PayrollCfdiUpload = z.infer<typeof PayrollCfdiUploadSchema>;

/** One payroll CFDI as read: never the CURP, the social security number or the XML. */
export const ProvenIncomeCfdiSchema = z
  .object({
    uuid: z.string(),
    employerRfc: z.string(),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
    paidOn: IsoDateSchema,
    /** SAT's c_PeriodicidadPago: 01 daily, 02 weekly, 03 every 14 days, 04 semi-monthly, 05 monthly, 06 bimonthly, 10 every ten days. */
    periodicity: PayrollPeriodicitySchema,
    netPay: MoneySchema,
    /** SAT's status service's answer, `Vigente`. */
    satState: z.string(),
    checkedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ProvenIncomeCfdi' });

export const ProvenIncomeSchema = z
  .object({
    /** From the net pays and their periodicity, rounded down to the centavo. */
    monthlyIncome: MoneySchema,
    /** Null when SAT's periodicity has no cycle of ours (daily, every ten days, bimonthly). */
    payCycle: PayCycleSchema.nullable(),
    /** Days of the month paid on (31: the month's last day). */
    payDays: z.array(z.number().int().min(1).max(31)),
    newestPaidOn: IsoDateSchema,
    /** `high`: three consistent pays; `medium`: one or two, or three that disagree; `low`: stale. */
    confidence: ProvenIncomeConfidenceSchema,
    employerRfc: z.string(),
    cfdis: z.array(ProvenIncomeCfdiSchema),
    provenAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ProvenIncome' });
export type ProvenIncome = z.infer<typeof ProvenIncomeSchema>;

const CLIENT = '/web/private/client';
const common = { access: 'client', origin: 'extension', tag: 'Client: profile' } as const;

/** The borrower's proof of income: upload payroll CFDIs, read the newest proof. */
export const clientProvenIncomeEndpoints = defineEndpoints('client', {
  provenIncome: {
    ...common,
    method: 'get',
    path: `${CLIENT}/proven-income`,
    summary: "The client's newest proof of income from payroll CFDIs: income a month, pay cycle, confidence",
    request: {},
    response: ProvenIncomeSchema.nullable(),
  },
  uploadPayrollCfdis: {
    ...common,
    method: 'post',
    path: `${CLIENT}/proven-income/payroll-cfdis`,
    summary: 'Upload one to three payroll CFDIs (XML text); all are checked or none is kept',
    description:
      'Each CFDI must be a stamped CFDI 4.0 of type N with the Nomina 1.2 complement, its seal valid with ' +
      "the certificate it carries, made out to the client's RFC, and valid (not cancelled) at SAT. The first " +
      'that fails refuses the upload with its code and `file` (its place, from 1).',
    request: { body: PayrollCfdiUploadSchema },
    response: ProvenIncomeSchema,
    errors: [
      'payroll_rfc_required',
      'payroll_cfdi_unreadable',
      'payroll_cfdi_forged',
      'payroll_cfdi_not_payroll',
      'payroll_cfdi_other_person',
      'payroll_cfdi_cancelled',
      'payroll_cfdi_not_found',
      'payroll_cfdi_duplicate',
    ],
  },
});
