import * as z from 'zod';
import { LoanSchema } from '../client/loan.js';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import { PageQuerySchema } from '../pagination.js';
import type { BackOfficePermission } from '../permissions.js';
import { VersionSchema } from './admin-users.js';
import { CentavosSchema, LoanListRowSchema, PaymentListRowSchema } from './lists.js';
import { ReasonSchema } from './operations.js';

/**
 * What a maker-checker request asks for (payment reversals, and every change of
 * amount limits and banks, not only pricing).
 */
export const APPROVAL_KINDS = [
  'loan.write_off',
  'payment.refund',
  'payment.reversal',
  'settings.pricing',
  'settings.amount_limits',
  'settings.banks',
  'settings.provisioning',
  'settings.collection_rules',
  'reconciliation.exception',
  'compliance.alert',
  'compliance.match',
  'compliance.settings',
  'privacy.arco_act',
  'collections.template',
  'policy.publish',
  'policy.challenger',
] as const;
export const ApprovalKindSchema = z.enum(APPROVAL_KINDS).meta({ id: 'ApprovalKind' });
export type ApprovalKind = z.infer<typeof ApprovalKindSchema>;

/**
 * What deciding (approving or rejecting) a maker-checker request of each kind needs, beyond
 * `approvals.read`: money requests are finance's, settings changes an admin's.
 */
export const APPROVAL_DECIDE_PERMISSION = {
  'loan.write_off': 'approvals.decide',
  'payment.refund': 'approvals.decide',
  'payment.reversal': 'approvals.decide',
  'settings.pricing': 'settings.approve',
  'settings.amount_limits': 'settings.approve',
  'settings.banks': 'settings.approve',
  'settings.provisioning': 'settings.approve',
  'settings.collection_rules': 'settings.approve',
  'reconciliation.exception': 'approvals.decide',
  'compliance.alert': 'compliance.decide',
  'compliance.match': 'compliance.decide',
  'compliance.settings': 'compliance.decide',
  'privacy.arco_act': 'privacy.decide',
  // A collection text the collections team wrote is approved by an admin.
  'collections.template': 'settings.approve',
  // A credit policy a risk admin drafted is published by another admin (ADR 330).
  'policy.publish': 'settings.approve',
  // A challenger policy starts and ends when another admin approves it (ADR 332).
  'policy.challenger': 'settings.approve',
} as const satisfies Record<ApprovalKind, BackOfficePermission>;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES).meta({ id: 'ApprovalStatus' });

/**
 * A maker-checker request: a risky money or pricing action one admin asks for
 * and another approves (the maker never can). Approving runs the action; rejecting or cancelling
 * (the maker's own) leaves everything as it was.
 */
export const ApprovalRequestSchema = z
  .object({
    id: z.number().int().positive(),
    kind: ApprovalKindSchema,
    entity: z.object({ type: z.string(), id: z.string() }),
    /** What will be done (amounts in centavos). */
    payload: z.record(z.string(), z.unknown()),
    status: ApprovalStatusSchema,
    maker: z.object({ id: z.number().int().positive(), name: z.string() }),
    checker: nullable(z.object({ id: z.number().int().positive(), name: z.string() })),
    reason: z.string(),
    decisionReason: z.string().nullable(),
    /** What the approved action did (e.g. `writtenOffCentavos`). */
    result: z.record(z.string(), z.unknown()).nullable(),
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
    decidedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ApprovalRequest' });
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;
export const ApprovalRequestListSchema = z.array(ApprovalRequestSchema).meta({ id: 'ApprovalRequestList' });

/** Query of the approvals inbox (`pending` by default). */
export const ApprovalQuerySchema = PageQuerySchema.extend({
  status: ApprovalStatusSchema.default('pending'),
  kind: ApprovalKindSchema.optional(),
  /** `true`: only requests another admin made (those the caller may approve). */
  actionable: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ApprovalQuery = z.infer<typeof ApprovalQuerySchema>;

export const ApprovalIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Approve or reject at the version read. */
export const ApprovalDecisionRequestSchema = z
  .object({ version: VersionSchema, reason: ReasonSchema.optional() })
  .meta({ id: 'ApprovalDecisionRequest' });
export type ApprovalDecisionRequest = z.infer<typeof ApprovalDecisionRequestSchema>;

/** `POST loans/{id}/refund-requests`: pay back (part of) an overpayment held in suspense. */
export const RefundRequestSchema = z
  .object({ amountCentavos: z.number().int().positive(), reason: ReasonSchema })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/**
 * The payout of an approved refund: SPEI to the client's CLABE through the payout port.
 * `pending` (booked, not yet handed over), `sent` (the provider has it), `completed`, `failed`.
 */
export const REFUND_PAYOUT_STATUSES = ['pending', 'sent', 'completed', 'failed'] as const;
export const RefundPayoutStatusSchema = z.enum(REFUND_PAYOUT_STATUSES).meta({ id: 'RefundPayoutStatus' });
export const RefundPayoutSchema = z
  .object({
    id: z.number().int().positive(),
    /** The maker-checker request that approved it (one payout per request). */
    approvalId: z.number().int().positive(),
    loanId: z.number().int().positive(),
    clientId: z.number().int().positive(),
    amountCentavos: CentavosSchema,
    status: RefundPayoutStatusSchema,
    /** The provider's reference once sent. */
    reference: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
    completedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'RefundPayout' });
export type RefundPayout = z.infer<typeof RefundPayoutSchema>;
export const RefundPayoutListSchema = z.array(RefundPayoutSchema).meta({ id: 'RefundPayoutList' });

/** Query of `GET back-office/refunds` (newest first). */
export const RefundPayoutQuerySchema = PageQuerySchema.extend({
  status: RefundPayoutStatusSchema.optional(),
});
export type RefundPayoutQuery = z.infer<typeof RefundPayoutQuerySchema>;

/**
 * Money the platform holds for a borrower: what arrived beyond a loan's balance and is
 * owed back, in centavos, with the refund request that pays it back while it waits for approval.
 */
export const CreditBalanceSchema = z
  .object({
    loanId: z.number().int().positive(),
    /** The loan's number to its borrower (`STL-000006`). */
    contractNumber: z.string(),
    clientId: z.number().int().positive(),
    clientName: z.string(),
    heldCentavos: CentavosSchema,
    /** The pending refund request of it (maker-checker), null when none waits. */
    refundRequestId: nullable(z.number().int().positive()),
  })
  .meta({ id: 'CreditBalance' });
export type CreditBalance = z.infer<typeof CreditBalanceSchema>;
export const CreditBalanceListSchema = z.array(CreditBalanceSchema).meta({ id: 'CreditBalanceList' });

/** `POST loans/{id}/payments/{paymentId}/reversal-requests`: undo a wrongly posted payment. */
export const PaymentReversalRequestSchema = z
  .object({ reason: ReasonSchema })
  .meta({ id: 'PaymentReversalRequest' });
export type PaymentReversalRequest = z.infer<typeof PaymentReversalRequestSchema>;

export const PaymentReversalParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  paymentId: z.coerce.number().int().positive(),
});

/**
 * One line of a loan's schedule (its invoices) with what it is made of: the repayment's
 * principal, interest, fees, IVA and late fees; an extension's fee and its IVA.
 */
export const ScheduleLineSchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(['repayment', 'rollover']),
    status: z.enum(['unpaid', 'paid', 'draft']),
    dueDate: IsoDateSchema,
    principalCentavos: CentavosSchema,
    interestCentavos: CentavosSchema,
    /** Fees without their IVA (service, processing, withdrawal, invoicing; an extension's fee). */
    feesCentavos: CentavosSchema,
    /** IVA on interest and fees. */
    vatCentavos: CentavosSchema,
    /** Late fees with their IVA. */
    lateFeesCentavos: CentavosSchema,
    /** What the line comes to: the sum of the above. */
    amountCentavos: CentavosSchema,
    paidCentavos: CentavosSchema,
    /** What is still owed on it. */
    outstandingCentavos: CentavosSchema,
    paidAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ScheduleLine' });
export type ScheduleLine = z.infer<typeof ScheduleLineSchema>;

/** The facts of a loan's header: who, when the money went out, at what price. */
export const LoanFactsSchema = z
  .object({
    clientPhoneMasked: z.string().nullable(),
    /** The business date the money was paid out, null while it has not been. */
    disbursedOn: IsoDateSchema.nullable(),
    /** The nominal annual interest rate of the accepted offer, in percent (after discount). */
    annualRatePercent: z.number().nullable(),
    /** The daily interest rate of the accepted offer, in percent. */
    dailyRatePercent: z.number().nullable(),
    /** The CAT of the accepted offer, in percent, IVA excluded. */
    catPercent: z.number().nullable(),
  })
  .meta({ id: 'LoanFacts' });
export type LoanFacts = z.infer<typeof LoanFactsSchema>;

/** Where a cash or SPEI reference stands: still payable, past its expiry, or paid. */
export const PAYMENT_REFERENCE_STATES = ['live', 'expired', 'paid'] as const;

/** A cash or SPEI reference of a loan as the back office sees it: not a payment until paid. */
export const PaymentReferenceRowSchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(['repayment', 'rollover']),
    channel: z.enum(['cash', 'clabe']),
    amountCentavos: CentavosSchema,
    reference: z.string(),
    barcode: z.string().nullable(),
    clabe: z.string().nullable(),
    state: z.enum(PAYMENT_REFERENCE_STATES),
    /** The payment the provider confirmed for it (when `paid`). */
    paymentId: z.number().int().positive().nullable(),
    createdAt: IsoDateTimeSchema,
    expiresAt: IsoDateTimeSchema,
  })
  .meta({ id: 'PaymentReferenceRow' });
export type PaymentReferenceRow = z.infer<typeof PaymentReferenceRowSchema>;

/** `GET back-office/loans/{id}`: everything the loan page shows (amounts in centavos). */
export const LoanPageSchema = z
  .object({
    summary: LoanListRowSchema,
    facts: LoanFactsSchema,
    loan: LoanSchema,
    /** Balance of each ledger account (receivables positive, overpayment suspense negative). */
    balances: z.record(z.string(), CentavosSchema),
    /** An overpayment that can be refunded (the suspense balance owed back), in centavos. */
    refundableCentavos: CentavosSchema,
    schedule: z.array(ScheduleLineSchema),
    ledger: z.array(
      z.object({
        transactionId: z.number().int().positive(),
        kind: z.string(),
        reference: z.string(),
        effectiveDate: IsoDateSchema,
        account: z.string(),
        amountCentavos: CentavosSchema,
      }),
    ),
    /** Money received and card charges asked for; never a reference. */
    payments: z.array(PaymentListRowSchema),
    /** The cash and SPEI references the borrower was shown, newest first. */
    references: z.array(PaymentReferenceRowSchema),
    extensions: z.array(
      z.object({
        id: z.number().int().positive(),
        type: z.enum(['cheap', 'expensive']),
        status: z.string(),
        days: z.number().int(),
        feeCentavos: CentavosSchema,
        newDueDate: IsoDateSchema.nullable(),
        paidAt: IsoDateTimeSchema.nullable(),
        createdAt: IsoDateTimeSchema,
      }),
    ),
    documents: z.array(
      z.object({
        id: z.number().int().positive(),
        type: z.string(),
        title: z.string(),
        createdAt: IsoDateTimeSchema,
      }),
    ),
    approvals: z.array(ApprovalRequestSchema),
    /** Payouts of the loan's approved refunds. */
    refunds: z.array(RefundPayoutSchema),
  })
  .meta({ id: 'LoanPage' });
export type LoanPage = z.infer<typeof LoanPageSchema>;
