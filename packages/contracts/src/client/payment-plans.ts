import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { MoneySchema } from '../money.js';

// A way out of hardship: a payment plan restructures what a loan owes into 2–4 instalments without
// new fees. The borrower requests one on `/profile/my-loan` or accepts one collections offered.

/** How many instalments a plan may have. */
export const PAYMENT_PLAN_MIN_INSTALMENTS = 2;
export const PAYMENT_PLAN_MAX_INSTALMENTS = 4;

/** A plan's life: waiting for collections or the borrower, running, then completed or broken; or declined. */
export const PAYMENT_PLAN_STATUSES = [
  'requested',
  'offered',
  'active',
  'completed',
  'broken',
  'declined',
] as const;
export const PaymentPlanStatusSchema = z.enum(PAYMENT_PLAN_STATUSES).meta({ id: 'PaymentPlanStatus' });
export type PaymentPlanStatus = z.infer<typeof PaymentPlanStatusSchema>;

/** Why the borrower cannot pay as agreed (words in the catalogue, `loan:paymentPlan.reasons`). */
export const PAYMENT_PLAN_REASONS = ['job_loss', 'income_drop', 'illness', 'family', 'other'] as const;
export const PaymentPlanReasonSchema = z.enum(PAYMENT_PLAN_REASONS).meta({ id: 'PaymentPlanReason' });
export type PaymentPlanReason = z.infer<typeof PaymentPlanReasonSchema>;

/** One instalment of a plan and whether the ledger shows it paid. */
export const PaymentPlanInstalmentSchema = z.object({
  dueDate: IsoDateSchema,
  amount: MoneySchema,
  paid: z.boolean(),
});

/** A payment plan as the borrower and collections see it. */
export const PaymentPlanSchema = z
  .object({
    id: z.number().int().positive(),
    loanId: z.number().int().positive(),
    status: PaymentPlanStatusSchema,
    reason: PaymentPlanReasonSchema,
    /** Collections offered it (the borrower accepts), rather than the borrower requesting it. */
    offered: z.boolean(),
    instalments: z.array(PaymentPlanInstalmentSchema),
    /** What the loan owed when the plan was made: the instalments sum to it. */
    total: MoneySchema,
    requestedOn: IsoDateSchema,
    startedOn: IsoDateSchema.nullable(),
    /** The last day of the watch period, once the plan runs. */
    watchUntil: IsoDateSchema.nullable(),
    endedOn: IsoDateSchema.nullable(),
  })
  .meta({ id: 'PaymentPlan' });
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;

/** What the borrower may ask for now, and the plan waiting or running, if any. */
export const PaymentPlanOptionsSchema = z
  .object({
    allowed: z.boolean(),
    minInstalments: z.number().int(),
    maxInstalments: z.number().int(),
    /** Days between two instalments. */
    intervalDays: z.number().int(),
    /** What the loan owes now: what a plan would spread. */
    total: MoneySchema,
    firstDateMin: IsoDateSchema,
    firstDateMax: IsoDateSchema,
    reasons: z.array(PaymentPlanReasonSchema),
    current: PaymentPlanSchema.nullable(),
  })
  .meta({ id: 'PaymentPlanOptions' });
export type PaymentPlanOptions = z.infer<typeof PaymentPlanOptionsSchema>;

/** A plan's shape: how many instalments, the first one's date, why. */
export const PaymentPlanTermsSchema = z
  .object({
    instalments: z.coerce.number().int().min(PAYMENT_PLAN_MIN_INSTALMENTS).max(PAYMENT_PLAN_MAX_INSTALMENTS),
    firstDate: IsoDateSchema,
    reason: PaymentPlanReasonSchema,
  })
  .meta({ id: 'PaymentPlanTerms' });
export type PaymentPlanTerms = z.infer<typeof PaymentPlanTermsSchema>;

const CLIENT = '/web/private/client';
const common = { access: 'client', origin: 'extension', tag: 'Client: loan' } as const;

/** The borrower's payment plan on `/profile/my-loan`. */
export const clientPaymentPlanEndpoints = defineEndpoints('client', {
  paymentPlanOptions: {
    ...common,
    method: 'get',
    path: `${CLIENT}/loan/active/payment-plan`,
    summary: 'What payment plan the borrower of an open loan may request, and the plan waiting or running',
    request: {},
    response: PaymentPlanOptionsSchema,
    errors: ['no_active_loan'],
  },
  requestPaymentPlan: {
    ...common,
    method: 'post',
    path: `${CLIENT}/loan/active/payment-plan`,
    summary:
      'Request a payment plan: the balance in 2–4 instalments without new fees, for collections to approve',
    request: { body: PaymentPlanTermsSchema },
    response: PaymentPlanSchema,
    successStatus: 201,
    errors: ['no_active_loan', 'invalid_transition', 'too_small', 'too_big'],
  },
  acceptPaymentPlan: {
    ...common,
    method: 'post',
    path: `${CLIENT}/loan/active/payment-plan/accept`,
    summary: 'Accept the payment plan collections offered',
    request: {},
    response: PaymentPlanSchema,
    errors: ['no_active_loan', 'invalid_transition'],
  },
});
