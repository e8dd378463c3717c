import * as z from 'zod';
import { PaymentPlanSchema, PaymentPlanTermsSchema } from '../client/payment-plans.js';
import { defineEndpoints } from '../endpoint.js';
import { LoanIdParamsSchema } from './operations.js';

const COLLECTIONS = '/web/private/back-office/collections';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/** Collections' answer to a requested plan. */
export const PAYMENT_PLAN_DECISIONS = ['approve', 'decline'] as const;
export const DecidePaymentPlanRequestSchema = z
  .object({ decision: z.enum(PAYMENT_PLAN_DECISIONS) })
  .meta({ id: 'DecidePaymentPlanRequest' });
export type DecidePaymentPlanRequest = z.infer<typeof DecidePaymentPlanRequestSchema>;

export const PaymentPlanIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const PaymentPlanListSchema = z.array(PaymentPlanSchema).meta({ id: 'PaymentPlanList' });

/** Collections' side of payment plans: a loan's plans, offering one, approving or declining one. */
export const backOfficePaymentPlanEndpoints = defineEndpoints('backOffice', {
  paymentPlans: {
    ...common,
    permission: 'collections.read',
    method: 'get',
    path: `${COLLECTIONS}/cases/:id/payment-plans`,
    summary: "A loan's payment plans, newest first",
    request: { params: LoanIdParamsSchema },
    response: PaymentPlanListSchema,
    errors: ['not_found'],
  },
  offerPaymentPlan: {
    ...common,
    permission: 'collections.work',
    method: 'post',
    path: `${COLLECTIONS}/cases/:id/payment-plans`,
    summary: 'Offer the borrower a payment plan (the borrower accepts it on the site)',
    request: { params: LoanIdParamsSchema, body: PaymentPlanTermsSchema },
    response: PaymentPlanSchema,
    successStatus: 201,
    errors: ['not_found', 'invalid_transition', 'too_small', 'too_big'],
  },
  decidePaymentPlan: {
    ...common,
    permission: 'collections.work',
    method: 'post',
    path: `${COLLECTIONS}/payment-plans/:id/decision`,
    summary: "Approve or decline a borrower's requested payment plan",
    request: { params: PaymentPlanIdParamsSchema, body: DecidePaymentPlanRequestSchema },
    response: PaymentPlanSchema,
    errors: ['not_found', 'invalid_transition'],
  },
});
