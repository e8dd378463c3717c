import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { MoneySchema } from '../money.js';

/**
 * Where a CFDI stands: issued, its cancellation asked (waiting for the PAC or the receiver),
 * cancelled, or its cancellation rejected by the receiver (the CFDI stays in force).
 */
export const CFDI_STATUSES = [
  'issued',
  'cancel_pending',
  'cancel_requested',
  'cancelled',
  'cancel_rejected',
] as const;
export const CfdiStatusSchema = z.enum(CFDI_STATUSES).meta({ id: 'CfdiStatus' });
export type CfdiStatus = z.infer<typeof CfdiStatusSchema>;

/** SAT's reasons for cancelling a CFDI (01–04). */
export const CfdiCancelReasonSchema = z.enum(['01', '02', '03', '04']).meta({ id: 'CfdiCancelReason' });

/**
 * A CFDI 4.0 the lender issued: of income to the borrower (`income`) or to the general public
 * (`global`), or a credit note (`credit_note`, CFDI de egreso) reducing the interest earlier ones carried.
 */
export const CfdiSummarySchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(['income', 'global', 'credit_note']),
    series: z.string(),
    folio: z.string(),
    /** Folio fiscal (UUID). */
    uuid: z.string(),
    /** When the PAC certified it (ISO instant). */
    stampedAt: z.string(),
    /** Interest and fees before IVA. */
    subtotal: MoneySchema,
    vat: MoneySchema,
    total: MoneySchema,
    status: CfdiStatusSchema,
    cancelReason: CfdiCancelReasonSchema.nullable(),
    /** Issued by the sandbox with a test certificate: no fiscal value. */
    sandbox: z.boolean(),
  })
  .meta({ id: 'CfdiSummary' });
export type CfdiSummary = z.infer<typeof CfdiSummarySchema>;

/** A payment of interest and fees as the borrower's invoices page lists it. */
const InvoicedPaymentSchema = z.object({
  paymentFolio: z.string(),
  loanId: z.number().int().positive(),
  paidOn: IsoDateSchema,
  /** Interest and fees with their IVA. */
  total: MoneySchema,
});

/**
 * `GET cfdis`: the borrower's CFDIs, newest first; the payments whose interest and fees went in a
 * month's global CFDI to the general public (no RFC in the profile when it was issued), which the
 * borrower does not download; and the payments still waiting for their CFDI.
 */
export const ClientCfdisSchema = z
  .object({
    cfdis: z.array(CfdiSummarySchema.extend({ loanId: z.number().int().positive() })),
    inGlobal: z.array(InvoicedPaymentSchema.extend({ period: z.string() })),
    pending: z.array(InvoicedPaymentSchema),
  })
  .meta({ id: 'ClientCfdis' });
export type ClientCfdis = z.infer<typeof ClientCfdisSchema>;

/** A CFDI's id in a path. */
export const CfdiIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
