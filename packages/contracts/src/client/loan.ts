import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import { MoneySchema } from '../money.js';
import { PercentSchema, TermSchema } from '../offer.js';
import {
  CashPayoutBrandSchema,
  InvoiceStatusSchema,
  LoanStatusSchema,
  PaymentMethodSchema,
  RolloverStatusSchema,
  RolloverTypeSchema,
} from '../statuses.js';

/** An invoice of a payment schedule or of an extension. */
export const InvoiceSchema = z
  .object({
    id: z.number().int().positive(),
    status: InvoiceStatusSchema,
    dueDate: IsoDateSchema,
    principal: MoneySchema,
    interest: MoneySchema,
    fees: MoneySchema,
    /** All IVA charged: on interest and fees, and on late interest (`lateFeesVat`). */
    vat: MoneySchema,
    /** Late interest (intereses moratorios) without IVA; `total` adds it to the other parts and `vat`. */
    lateFees: MoneySchema,
    /** The part of `vat` charged on late interest: what a borrower pays for being late is both. */
    lateFeesVat: MoneySchema,
    total: MoneySchema,
    paid: MoneySchema,
    outstanding: MoneySchema,
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

/**
 * The invoice the borrower pays next; `dueDays` is the number of days until the due date, negative when
 * overdue (the calculator hides when it is 1 or less).
 */
export const RepaymentInvoiceSchema = z
  .object({
    id: z.number().int().positive(),
    status: InvoiceStatusSchema,
    dueDate: IsoDateSchema,
    dueDays: z.number().int(),
    total: MoneySchema,
    outstanding: MoneySchema,
  })
  .meta({ id: 'RepaymentInvoice' });
export type RepaymentInvoice = z.infer<typeof RepaymentInvoiceSchema>;

/** An extension (rollover) of a loan (status, type cheap or expensive, invoices). */
export const RolloverSchema = z
  .object({
    id: z.number().int().positive(),
    status: RolloverStatusSchema,
    type: RolloverTypeSchema,
    days: z.number().int().positive(),
    fee: MoneySchema,
    feeWithoutVat: MoneySchema,
    /** The due date the loan moves to once the fee is paid. */
    newDueDate: IsoDateSchema,
    invoices: z.array(InvoiceSchema),
  })
  .meta({ id: 'Rollover' });
export type Rollover = z.infer<typeof RolloverSchema>;

/** How the loan was paid out (SPEI to the CLABE or cash pick-up). */
export const DisbursementSchema = z
  .object({
    method: PaymentMethodSchema,
    brand: nullable(CashPayoutBrandSchema),
    /** SPEI tracking key or cash pick-up reference. */
    reference: z.string().nullable(),
    status: z.enum(['pending', 'sent', 'completed', 'failed']),
    completedAt: nullable(IsoDateTimeSchema),
  })
  .meta({ id: 'Disbursement' });
export type Disbursement = z.infer<typeof DisbursementSchema>;

/** `GET /web/private/client/loan/active`: the active loan. */
export const LoanSchema = z
  .object({
    /** Internal: the back office's loan number, never shown to the borrower. */
    id: z.number().int().positive(),
    /** Internal: the application the loan was signed for. */
    applicationId: z.number().int().positive(),
    /**
     * The loan's number as the borrower knows it, the number of the signed contract (`STL-000006`):
     * every page, document and message that names the loan to the borrower uses it.
     */
    contractNumber: z.string(),
    status: LoanStatusSchema,
    principal: MoneySchema,
    /** What the borrower owes in total today (from the ledger). */
    total: MoneySchema,
    outstanding: MoneySchema,
    term: TermSchema,
    startDate: IsoDateSchema,
    dueDate: IsoDateSchema,
    repaymentInvoice: nullable(RepaymentInvoiceSchema),
    rollovers: z.array(RolloverSchema),
    disbursement: DisbursementSchema,
    signedAt: IsoDateTimeSchema,
    fake: z.boolean(),
    /**
     * What paying the whole loan off today costs: `outstanding` minus the interest not yet earned and
     * its IVA when paid before the due date (early repayment); absent while the loan is not active.
     */
    earlyPayoff: MoneySchema.optional(),
    /**
     * What the contract charges for each day a payment is late, frozen when it was signed (a later
     * change of the product never reaches it): a share of the principal plus IVA, for at most
     * `maxDays` days; the loan goes on hold after `onHoldAfterDays` days late.
     */
    lateFee: z.object({
      /** Percent of the principal a day overdue, before IVA. */
      dailyPercent: PercentSchema,
      /** One day's charge on this loan, IVA included. */
      perDay: MoneySchema,
      maxDays: z.number().int().positive(),
      onHoldAfterDays: z.number().int().positive(),
    }),
    /** The IVA rate of the contract's charges, in percent. */
    vatPercent: PercentSchema,
  })
  .meta({ id: 'Loan' });
export type Loan = z.infer<typeof LoanSchema>;

/** `GET /web/private/client/loan/active/payment-schedule`. */
export const PaymentScheduleSchema = z
  .object({
    loanId: z.number().int().positive(),
    invoices: z.array(InvoiceSchema),
    total: MoneySchema,
    outstanding: MoneySchema,
  })
  .meta({ id: 'PaymentSchedule' });
export type PaymentSchedule = z.infer<typeof PaymentScheduleSchema>;

/** `PUT /web/private/client/loan/active/rollover`: choose the cheap or expensive extension. */
export const ChooseRolloverRequestSchema = z
  .object({ type: RolloverTypeSchema })
  .meta({ id: 'ChooseRolloverRequest' });
export type ChooseRolloverRequest = z.infer<typeof ChooseRolloverRequestSchema>;

/** Path of `POST /web/private/client/loan/{id}/rollover/{rolloverId}/application`. */
export const RolloverApplicationParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  rolloverId: z.coerce.number().int().positive(),
});
export type RolloverApplicationParams = z.infer<typeof RolloverApplicationParamsSchema>;

/** Path of `POST /web/private/client/loan/{id}/rollover/{rolloverId}/application/{appId}/document`. */
export const RolloverDocumentParamsSchema = RolloverApplicationParamsSchema.extend({
  appId: z.coerce.number().int().positive(),
});
export type RolloverDocumentParams = z.infer<typeof RolloverDocumentParamsSchema>;

/** The application that an extension creates. */
export const RolloverApplicationSchema = z
  .object({ applicationId: z.number().int().positive(), rollover: RolloverSchema })
  .meta({ id: 'RolloverApplication' });
export type RolloverApplication = z.infer<typeof RolloverApplicationSchema>;
